import { AiQuotaMessages, aiQuotaState, currentQuotaWindow, quotaUsage } from './ai-quota';

const DAY = 86_400_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (days: number, ms = 0): Date => new Date(t0.getTime() + days * DAY + ms);

describe('AI quota window', () => {
  it('has no window before the first processing', () => {
    expect(currentQuotaWindow([], t0)).toEqual({ start: null, used: 0 });
    expect(aiQuotaState([], t0)).toEqual({
      start: null,
      used: 0,
      limit: 15,
      renewsAt: null,
      exhausted: false,
      retryAfterSeconds: null,
    });
    expect(quotaUsage([], t0)).toEqual({ used: 0, limit: 15, renewsAt: null });
  });

  it('opens a 30-day window at the first processing and counts the runs inside it', () => {
    const runs = [at(0), at(1), at(29)];
    expect(currentQuotaWindow(runs, at(29, 1))).toEqual({ start: t0, used: 3 });
    expect(quotaUsage(runs, at(29, 1))).toEqual({
      used: 3,
      limit: 15,
      renewsAt: '2026-03-31T12:00:00.000Z',
    });
  });

  it('closes the window 30 days after it opened; the next run opens a new one', () => {
    const runs = [at(0), at(1)];
    expect(currentQuotaWindow(runs, at(30))).toEqual({ start: null, used: 0 });
    const later = [...runs, at(31)];
    expect(currentQuotaWindow(later, at(31, 1))).toEqual({ start: at(31), used: 1 });
  });

  it('is exhausted at 15 runs, with the seconds to the renewal (rounded up, at least 1)', () => {
    const runs = Array.from({ length: 15 }, (_, i) => at(0, i * 1000));
    const state = aiQuotaState(runs, at(29, 500));
    expect(state.exhausted).toBe(true);
    expect(state.renewsAt?.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(state.retryAfterSeconds).toBe(86_400); // 86 399.5 s rounded up
    expect(aiQuotaState(runs, at(30, -1)).retryAfterSeconds).toBe(1);
    expect(aiQuotaState(runs.slice(1), at(29)).exhausted).toBe(false);
    expect(aiQuotaState(runs, at(30)).exhausted).toBe(false);
  });

  it('words the refusal as the spec does', () => {
    expect(AiQuotaMessages.quotaReached).toBe(
      'Você atingiu o limite de uso do processamento de itens com IA. Tente novamente mais tarde.',
    );
  });
});
