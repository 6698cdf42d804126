/** Money helpers. The database keeps integer centavos; the API carries reais (docs/API.md §2). */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Converts reais (a number with at most 2 decimals, e.g. 12.9) to integer centavos (1290).
 * Rounds to the nearest centavo so binary floating-point noise (0.1 + 0.2) never leaks.
 */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Converts integer centavos (1290) to reais (12.9). */
export function centsToReais(cents: number): number {
  return cents / 100;
}

/** True when `reais` has at most two decimal places (12.9 and 12.90 yes, 12.901 no). */
export function hasAtMostTwoDecimals(reais: number): boolean {
  return Number.isFinite(reais) && Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6;
}

/** Formats reais as Brazilian currency, e.g. 1234.5 → "R$ 1.234,50" (with a non-breaking space). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}

/** Formats centavos as Brazilian currency, e.g. 1290 → "R$ 12,90". */
export function formatCentsBRL(cents: number): string {
  return brl.format(cents / 100);
}

/**
 * "R$ 12,90" (centavos in) with a normal space (Intl uses U+00A0), as in every text that is
 * copied or sent: the WhatsApp texts, the kitchen ticket, the order refusals.
 */
export function formatOrderMoney(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/**
 * Reads a price input the way the spec wants (docs/PRODUCT.md §5): keeps only the digits and
 * treats them as centavos. "12,90" → 1290; "R$ 1.234,5" → 12345; "" → 0.
 */
export function digitsToCents(input: string): number {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? 0 : Number(digits.slice(0, 12));
}
