import { localDay } from './local-day';

describe('localDay (America/Sao_Paulo)', () => {
  it('puts 23:59 and 00:00 São Paulo time on their own days', () => {
    // São Paulo is UTC−3: 02:59 UTC on the 25th is 23:59 on the 24th there.
    expect(localDay(Date.parse('2026-11-25T02:59:59.999Z'))).toBe('2026-11-24');
    expect(localDay(Date.parse('2026-11-25T03:00:00.000Z'))).toBe('2026-11-25');
  });

  it('answers right when instants go back and forth across the boundary', () => {
    const before = Date.parse('2026-12-31T23:30:00-03:00');
    const after = Date.parse('2027-01-01T00:10:00-03:00');
    expect([before, after, before, after].map(localDay)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});
