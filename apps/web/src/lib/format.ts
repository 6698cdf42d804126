/** Formatting helpers of the web app (the rules themselves live in @catalogo/contracts/core). */
export {
  formatBRL,
  formatCentsBRL,
  digitsToCents,
  formatPhone,
  phoneDigits,
} from '@catalogo/contracts/core';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** "2025-03-01T12:00:00Z" → "01/03/2025"; invalid or empty → undefined. */
export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : dateFormat.format(d);
}

/** "2025-03-01T12:00:00Z" → "01/03/2025, 09:00" (local time); invalid or empty → undefined. */
export function formatDateTime(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : dateTimeFormat.format(d);
}
