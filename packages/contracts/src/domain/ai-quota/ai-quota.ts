/**
 * The AI processing quota (docs/API.md §3, docs/PRODUCT.md §9): 15 successful list processings
 * per seller per 30-day window. A window opens at the first processing and lasts 30 days; the
 * first processing after it ends opens the next one. Pure: the API reads the seller's runs and
 * asks these functions (the dashboard's usage and the 429 with `Retry-After` use the same one).
 */

/** The quota's figures. `Limits` (limits.ts) carries the same keys for older callers. */
export const AiQuotaLimits = {
  /** Successful AI processings per seller per window. */
  aiProcessingsPerWindow: 15,
  /** Length of the AI processing window, in days. */
  aiProcessingWindowDays: 30,
} as const;

/** Portuguese message of the quota (429 `AI_QUOTA_EXCEEDED`; `Messages.processingQuotaReached`). */
export const AiQuotaMessages = {
  quotaReached:
    'Você atingiu o limite de uso do processamento de itens com IA. Tente novamente mais tarde.',
} as const;

/** AI processing usage of the current window, as `GET /stripe/dashboard-info` answers it. */
export interface AiUsage {
  used: number;
  limit: number;
  /** ISO 8601, or null when no window is open. */
  renewsAt: string | null;
}

/** The quota at one instant (see `aiQuotaState`). */
export interface AiQuotaState {
  /** Start of the open window, or null when none is open at `now`. */
  start: Date | null;
  /** Successful processings inside the open window (0 when none is open). */
  used: number;
  limit: number;
  /** When the open window ends (`start` + 30 days), or null. */
  renewsAt: Date | null;
  /** True when the open window holds `limit` processings: the next one is refused. */
  exhausted: boolean;
  /**
   * Seconds until the window renews, rounded up, at least 1 (the `Retry-After` of the 429);
   * null unless `exhausted`.
   */
  retryAfterSeconds: number | null;
}

/** The window's length in milliseconds (a function, so bundles that never ask drop it). */
const windowMs = (): number => AiQuotaLimits.aiProcessingWindowDays * 86_400_000;

/**
 * The current window of the quota.
 *
 * @param runs the times of the seller's successful processings, oldest first.
 * @returns the current window's start (null when none is open at `now`) and runs inside it.
 */
export function currentQuotaWindow(
  runs: readonly Date[],
  now: Date,
): { start: Date | null; used: number } {
  const length = windowMs();
  let start: Date | null = null;
  let used = 0;
  for (const run of runs) {
    if (start === null || run.getTime() >= start.getTime() + length) {
      start = run;
      used = 0;
    }
    used += 1;
  }
  if (start === null || now.getTime() >= start.getTime() + length) return { start: null, used: 0 };
  return { start, used };
}

/**
 * The whole quota at `now`: window, used, limit, when it renews, whether it is exhausted and,
 * if so, the seconds to wait.
 *
 * @param runs the times of the seller's successful processings, oldest first.
 */
export function aiQuotaState(runs: readonly Date[], now: Date): AiQuotaState {
  const { start, used } = currentQuotaWindow(runs, now);
  const limit = AiQuotaLimits.aiProcessingsPerWindow;
  const renewsAt = start ? new Date(start.getTime() + windowMs()) : null;
  const exhausted = renewsAt !== null && used >= limit;
  return {
    start,
    used,
    limit,
    renewsAt,
    exhausted,
    retryAfterSeconds: exhausted
      ? Math.max(1, Math.ceil((renewsAt.getTime() - now.getTime()) / 1000))
      : null,
  };
}

/** Usage as the dashboard shows it: used, limit and when the window renews (ISO) or null. */
export function quotaUsage(runs: readonly Date[], now: Date): AiUsage {
  const state = aiQuotaState(runs, now);
  return {
    used: state.used,
    limit: state.limit,
    renewsAt: state.renewsAt ? state.renewsAt.toISOString() : null,
  };
}
