// Moved to components/ (shared with the order status page); this re-export
// keeps the catalogue's imports unchanged.
export { WhatsAppIcon } from '@/components/WhatsAppIcon';
