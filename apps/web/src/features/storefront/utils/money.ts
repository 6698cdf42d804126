import { formatBRL, reaisToCents } from '@catalogo/contracts/core';

/**
 * BRL as the customer reads it, e.g. 1234.5 → "R$ 1.234,50". Intl puts a non-breaking space
 * (U+00A0) after "R$"; it is normalised to a normal space so the page, the copied text and the
 * WhatsApp message are the same characters (the page keeps prices on one line with CSS).
 */
export function formatMoney(reais: number): string {
  return formatBRL(reais).replace(/\u00a0/g, ' ');
}

/** Exact money arithmetic: reais → integer centavos (no floating-point noise in totals). */
export const toCents = reaisToCents;
