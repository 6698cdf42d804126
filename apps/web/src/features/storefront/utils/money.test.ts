import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats BRL with a normal space instead of the non-breaking one', () => {
    expect(formatMoney(58)).toBe('R$ 58,00');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatMoney(58)).not.toContain('\u00a0');
  });
});
