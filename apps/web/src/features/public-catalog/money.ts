// Moved to lib/ (shared with the order status page); this re-export keeps
// the catalogue's imports unchanged.
export { formatMoney, toCents } from '@/lib/money';
