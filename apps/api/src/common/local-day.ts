import { OrderLimits } from '@catalogo/contracts/core';

const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: OrderLimits.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Every UTC offset in use is a multiple of 15 minutes, so a local day never changes inside one. */
const SLOT_MS = 15 * 60_000;
let cachedSlot = Number.NaN;
let cachedDay = '';

/**
 * The local day (America/Sao_Paulo, the seller's time zone) of the instant `ms` (milliseconds
 * since the epoch), as `YYYY-MM-DD`. Hot path (each counted view and funnel event): the answer is
 * reused within the same 15-minute slot, so the formatter runs about once per slot.
 */
export function localDay(ms: number): string {
  const slot = Math.floor(ms / SLOT_MS);
  if (slot !== cachedSlot) {
    cachedDay = FORMAT.format(ms);
    cachedSlot = slot;
  }
  return cachedDay;
}
