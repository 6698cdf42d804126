import { Limits } from '../../limits';
import type { AiUsage } from '../../store';

const WINDOW_MS = Limits.aiProcessingWindowDays * 24 * 60 * 60 * 1000;

/**
 * The AI processing quota window (docs/API.md §3): a window opens at the first processing and
 * lasts 30 days; the first processing after it ends opens the next one. `runs` are the times of
 * the seller's successful processings, oldest first.
 *
 * @returns the current window's start (null when none is open at `now`) and runs inside it.
 */
export function currentQuotaWindow(
  runs: readonly Date[],
  now: Date,
): { start: Date | null; used: number } {
  let start: Date | null = null;
  let used = 0;
  for (const run of runs) {
    if (start === null || run.getTime() >= start.getTime() + WINDOW_MS) {
      start = run;
      used = 0;
    }
    used += 1;
  }
  if (start === null || now.getTime() >= start.getTime() + WINDOW_MS)
    return { start: null, used: 0 };
  return { start, used };
}

/** Usage as the dashboard shows it: used, limit and when the window renews (ISO) or null. */
export function quotaUsage(runs: readonly Date[], now: Date): AiUsage {
  const { start, used } = currentQuotaWindow(runs, now);
  return {
    used,
    limit: Limits.aiProcessingsPerWindow,
    renewsAt: start ? new Date(start.getTime() + WINDOW_MS).toISOString() : null,
  };
}
