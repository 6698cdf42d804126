/**
 * Opening hours (docs/API.md §6 "Ordering options"): whether a store is open now and when it
 * opens next, in America/Sao_Paulo, with Intl (no time-zone library); the header's words. The
 * public page and the API (the `ordering` block, the order refusal) call the same functions.
 */

/** Time zone of the stores' hours and of the seller's days. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

/**
 * One opening shift: `day` 0 (Sunday) – 6 (Saturday), local times "HH:MM" in America/Sao_Paulo.
 * A `close` before the `open` runs past midnight into the next day; `close` equal to `open` is a
 * 24-hour shift.
 */
export interface OpeningShift {
  day: number;
  open: string;
  close: string;
}

/** The next time the store opens: local weekday, local "HH:MM" and the instant (ISO 8601). */
export interface NextOpening {
  day: number;
  time: string;
  at: string;
}

/** Result of `openingState`. `nextOpening` is null while open, or when there are no hours. */
export interface OpeningState {
  openNow: boolean;
  nextOpening: NextOpening | null;
}

/** Weekday names, 0 = Sunday (as in the header "Fechado · abre segunda às 11:00"). */
export const WEEKDAY_LABELS = [
  'domingo',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
] as const;

/** "HH:MM", 00:00–23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const WEEK_MINUTES = 7 * 1440;
const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};
let localParts: Intl.DateTimeFormat | undefined;

/** Minutes since local Sunday 00:00 in America/Sao_Paulo (0 – 10079), via Intl. */
export function localMinuteOfWeek(now: Date): number {
  localParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of localParts.formatToParts(now)) {
    if (part.type === 'weekday') day = WEEKDAY_INDEX[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return day * 1440 + hour * 60 + minute;
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Whether the store is open at `now` and, when closed, its next opening (America/Sao_Paulo, Intl;
 * no time-zone library). A shift whose close is before its open runs past midnight into the next
 * day (Saturday 18:00–02:00 is open on Sunday at 01:00); close equal to open is 24 hours. No
 * shifts → always open.
 */
export function openingState(hours: { week: readonly OpeningShift[] }, now: Date): OpeningState {
  if (hours.week.length === 0) return { openNow: true, nextOpening: null };
  const current = localMinuteOfWeek(now);
  let wait = Infinity;
  let next: OpeningShift | null = null;
  for (const shift of hours.week) {
    const start = shift.day * 1440 + toMinutes(shift.open);
    const length = (toMinutes(shift.close) - toMinutes(shift.open) + 1440) % 1440 || 1440;
    const since = (current - start + WEEK_MINUTES) % WEEK_MINUTES;
    if (since < length) return { openNow: true, nextOpening: null };
    const until = WEEK_MINUTES - since;
    if (until < wait) {
      wait = until;
      next = shift;
    }
  }
  if (!next) return { openNow: true, nextOpening: null };
  const startOfMinute = Math.floor(now.getTime() / 60000) * 60000;
  return {
    openNow: false,
    nextOpening: {
      day: next.day,
      time: next.open,
      at: new Date(startOfMinute + wait * 60000).toISOString(),
    },
  };
}

/**
 * The end of the opening period that holds `now` (epoch ms): the first instant after it at which
 * a store with these shifts opens or closes (a shift's start or end, as `openingState` counts
 * them), so `openingState` is the same from `now` until then; Infinity without shifts (always
 * open). The public answer is built once per store version and period (docs/ARCHITECTURE.md
 * "Public catalogue").
 */
export function periodEnd(week: readonly OpeningShift[], now: number): number {
  if (week.length === 0) return Infinity;
  const current = localMinuteOfWeek(new Date(now));
  let wait = WEEK_MINUTES;
  for (const shift of week) {
    const start = shift.day * 1440 + toMinutes(shift.open);
    const length = (toMinutes(shift.close) - toMinutes(shift.open) + 1440) % 1440 || 1440;
    for (const edge of [start, start + length]) {
      const until = (((edge - current) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
      if (until > 0) wait = Math.min(wait, until);
    }
  }
  return Math.floor(now / 60_000) * 60_000 + wait * 60_000;
}

/**
 * "hoje às 18:00", "amanhã às 11:00" or "segunda às 11:00" for a next opening seen at `now`
 * (local days, America/Sao_Paulo).
 */
export function formatNextOpening(next: NextOpening, now: Date): string {
  const current = localMinuteOfWeek(now);
  const wait = Math.max(0, Math.round((Date.parse(next.at) - now.getTime()) / 60000));
  const daysAhead = Math.floor(((current % 1440) + wait) / 1440);
  const day = daysAhead === 0 ? 'hoje' : daysAhead === 1 ? 'amanhã' : WEEKDAY_LABELS[next.day];
  return `${day} às ${next.time}`;
}

/** The header line: "Aberto agora", "Fechado · abre amanhã às 11:00" or "Fechado". */
export function openingLabel(state: OpeningState, now: Date): string {
  if (state.openNow) return 'Aberto agora';
  return state.nextOpening
    ? `Fechado · abre ${formatNextOpening(state.nextOpening, now)}`
    : 'Fechado';
}
