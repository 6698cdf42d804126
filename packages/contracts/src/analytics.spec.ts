import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AnalyticsQueryDto, FunnelEventDto, Messages } from './index';

function check<T extends object>(
  cls: new () => T,
  body: unknown,
): { value: T; messages: string[] } {
  const value = plainToInstance(cls, body);
  const errors = validateSync(value, { whitelist: true, forbidNonWhitelisted: true });
  return { value, messages: errors.flatMap((e) => Object.values(e.constraints ?? {})) };
}

describe('FunnelEventDto (POST /public-catalog/{slug}/events)', () => {
  it('takes the two funnel steps', () => {
    expect(check(FunnelEventDto, { type: 'cart_started' }).messages).toEqual([]);
    expect(check(FunnelEventDto, { type: 'checkout_opened' }).messages).toEqual([]);
  });

  it('refuses anything else, and any identifier, in Portuguese', () => {
    expect(check(FunnelEventDto, { type: 'purchase' }).messages).toEqual([
      Messages.invalidFunnelEvent,
    ]);
    expect(check(FunnelEventDto, {}).messages).toEqual([Messages.invalidFunnelEvent]);
    expect(check(FunnelEventDto, { type: 'cart_started', sessionId: 'x' }).messages).toHaveLength(
      1,
    );
  });
});

describe('AnalyticsQueryDto (GET /store/analytics)', () => {
  it('reads 7, 30 or 90 from the query string, 7 when absent', () => {
    for (const days of [7, 30, 90]) {
      const { value, messages } = check(AnalyticsQueryDto, { days: String(days) });
      expect(messages).toEqual([]);
      expect(value.days).toBe(days);
    }
    expect(check(AnalyticsQueryDto, {}).value.days).toBe(7);
  });

  it('refuses another period', () => {
    for (const days of ['14', '0', '-7', 'sete', '7.0', '']) {
      expect(check(AnalyticsQueryDto, { days }).messages).toEqual([
        Messages.invalidAnalyticsPeriod,
      ]);
    }
  });
});
