import { openingLabel, openingState, periodEnd } from './opening-hours';

/** Tuesday 2026-11-24 at a local (America/Sao_Paulo, UTC−3) time "HH:MM". */
const tuesdayAt = (hhmm: string): Date => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 24, h + 3, m));
};

describe('openingState (America/Sao_Paulo)', () => {
  const week = [
    { day: 2, open: '11:00', close: '15:00' },
    { day: 2, open: '18:00', close: '02:00' },
  ];

  it('is always open without hours', () => {
    expect(openingState({ week: [] }, tuesdayAt('03:00'))).toEqual({
      openNow: true,
      nextOpening: null,
    });
  });

  it('is open inside a shift and closed between shifts, with the next opening', () => {
    expect(openingState({ week }, tuesdayAt('12:00')).openNow).toBe(true);
    const between = openingState({ week }, tuesdayAt('16:30'));
    expect(between).toEqual({
      openNow: false,
      nextOpening: { day: 2, time: '18:00', at: '2026-11-24T21:00:00.000Z' },
    });
    expect(openingLabel(between, tuesdayAt('16:30'))).toBe('Fechado · abre hoje às 18:00');
  });

  it('keeps a shift past midnight open on the next day, then closes at its end', () => {
    // Wednesday 01:59 local = Wednesday 04:59 UTC
    expect(openingState({ week }, new Date('2026-11-25T04:59:00Z')).openNow).toBe(true);
    const after = openingState({ week }, new Date('2026-11-25T05:00:00Z'));
    expect(after.openNow).toBe(false);
    // next opening: Tuesday 11:00 local, 6 days later
    expect(after.nextOpening).toEqual({ day: 2, time: '11:00', at: '2026-12-01T14:00:00.000Z' });
    expect(openingLabel(after, new Date('2026-11-25T05:00:00Z'))).toBe(
      'Fechado · abre terça às 11:00',
    );
  });

  it('uses the local day, not the UTC day (22:00 local Tuesday is Wednesday in UTC)', () => {
    const wednesday = [{ day: 3, open: '08:00', close: '12:00' }];
    const state = openingState({ week: wednesday }, tuesdayAt('22:00'));
    expect(state.openNow).toBe(false);
    expect(openingLabel(state, tuesdayAt('22:00'))).toBe('Fechado · abre amanhã às 08:00');
  });

  it('treats close equal to open as 24 hours', () => {
    expect(
      openingState({ week: [{ day: 2, open: '06:00', close: '06:00' }] }, tuesdayAt('05:59'))
        .openNow,
    ).toBe(false);
    expect(
      openingState(
        { week: [{ day: 2, open: '06:00', close: '06:00' }] },
        new Date('2026-11-25T08:59:00Z'),
      ).openNow,
    ).toBe(true);
  });
});

describe('periodEnd', () => {
  // Saturday 18:00–02:00 (America/Sao_Paulo, UTC−3): 21:00Z Saturday to 05:00Z Sunday.
  const week = [{ day: 6, open: '18:00', close: '02:00' }];

  it('is the next opening while closed, and the closing while open (past midnight)', () => {
    expect(new Date(periodEnd(week, Date.parse('2026-11-28T20:59:59.999Z'))).toISOString()).toBe(
      '2026-11-28T21:00:00.000Z',
    );
    expect(new Date(periodEnd(week, Date.parse('2026-11-28T21:00:00.000Z'))).toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    );
    expect(new Date(periodEnd(week, Date.parse('2026-11-29T05:00:00.000Z'))).toISOString()).toBe(
      '2026-12-05T21:00:00.000Z',
    );
  });

  it('never ends without shifts (always open)', () => {
    expect(periodEnd([], Date.now())).toBe(Infinity);
  });
});
