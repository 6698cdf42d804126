import { useEffect, useState } from 'react';
import { openingLabel, openingState, type PublicOrdering } from '@catalogo/contracts/core';

/** How often the badge re-reads the clock, in milliseconds (the hours have minute precision). */
export const OPENING_TICK_MS = 30_000;

/**
 * The header's "Aberto agora" / "Fechado · abre {dia} às {hora}". Recomputed from the
 * store's hours with the contracts' `openingState` (America/Sao_Paulo) every `OPENING_TICK_MS`,
 * so a page left open turns "Aberto agora" at the opening minute. Nothing for a store without
 * hours (always open) — "Aberto agora" would say nothing there.
 */
export function OpeningBadge({
  ordering,
  now: fixedNow,
  renderedAt,
}: {
  ordering: Pick<PublicOrdering, 'hours'>;
  /** Tests: a fixed clock. */
  now?: Date;
  /**
   * Server rendering: the instant (epoch ms) the server drew the page. The first
   * render uses it on both sides (hydration matches), and the clock is read right after mount.
   */
  renderedAt?: number;
}) {
  const [tick, setTick] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (fixedNow) return;
    if (renderedAt !== undefined) setTick(Date.now());
    const timer = setInterval(() => setTick(Date.now()), OPENING_TICK_MS);
    return () => clearInterval(timer);
  }, [fixedNow, renderedAt]);
  if (ordering.hours.week.length === 0) return null;
  const now = fixedNow ?? new Date(tick);
  const state = openingState(ordering.hours, now);
  return (
    <span
      data-testid="opening-badge"
      className={
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ' +
        (state.openNow ? 'bg-white text-emerald-800' : 'bg-slate-900/30 text-white')
      }
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${state.openNow ? 'bg-emerald-500' : 'bg-amber-400'}`}
      />
      {openingLabel(state, now)}
    </span>
  );
}
