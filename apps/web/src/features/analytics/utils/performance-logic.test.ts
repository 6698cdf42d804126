import { describe, expect, it } from 'vitest';
import { allowanceOf, changeOf, funnelOf, longDate, shortDate } from './performance-logic';

describe('changeOf (figure against the previous period)', () => {
  it('rounds the percentage and says which way it went', () => {
    expect(changeOf(125, 100)).toMatchObject({ direction: 'up', label: '+25 %' });
    expect(changeOf(90, 100)).toEqual({
      direction: 'down',
      label: '−10 %',
      description: '10 % a menos que o período anterior',
    });
    expect(changeOf(2500, 1000).label).toBe('+150 %');
    expect(changeOf(1001, 1000)).toMatchObject({ direction: 'same', label: '0 %' });
  });

  it('calls a figure new when the previous period had none, and flat when both are zero', () => {
    expect(changeOf(3, 0)).toMatchObject({ direction: 'new', label: 'novo' });
    expect(changeOf(0, 0)).toMatchObject({ direction: 'same', label: '0 %' });
    expect(changeOf(0, 4)).toMatchObject({ direction: 'down', label: '−100 %' });
  });
});

describe('funnelOf', () => {
  const totals = { visits: 200, cartsStarted: 25, checkoutsOpened: 12, orders: 5, revenue: 99 };

  it('shows each step as a share of the visits', () => {
    expect(funnelOf(totals)).toEqual([
      { label: 'Visitas', value: 200, ofVisits: 100, caption: '100 %' },
      { label: 'Carrinhos', value: 25, ofVisits: 12.5, caption: '12,5 % das visitas' },
      { label: 'Pedidos', value: 5, ofVisits: 2.5, caption: '2,5 % das visitas' },
    ]);
  });

  it('never divides by zero nor goes past 100 %', () => {
    const none = funnelOf({ ...totals, visits: 0, cartsStarted: 2, orders: 1 });
    expect(none.map((s) => s.ofVisits)).toEqual([0, 0, 0]);
    const more = funnelOf({ ...totals, visits: 1, cartsStarted: 3, orders: 1 });
    expect(more.map((s) => s.ofVisits)).toEqual([100, 100, 100]);
  });
});

describe('allowanceOf ("X de 10.000 acessos este mês")', () => {
  it('formats the numbers the Brazilian way and warns only above 80 %', () => {
    expect(allowanceOf(1234)).toEqual({
      label: '1.234 de 10.000 acessos este mês',
      share: 0.1234,
      warning: false,
    });
    expect(allowanceOf(8000).warning).toBe(false);
    expect(allowanceOf(8001).warning).toBe(true);
  });

  it('fills the bar at most (the catalogue is never blocked past the limit)', () => {
    expect(allowanceOf(12500)).toMatchObject({
      label: '12.500 de 10.000 acessos este mês',
      share: 1,
      warning: true,
    });
  });
});

describe('dates', () => {
  it('shows local days without shifting them a day back', () => {
    expect(shortDate('2026-11-24')).toBe('24/11');
    expect(longDate('2026-11-24')).toBe('terça-feira, 24 de novembro');
    expect(longDate('2027-01-01')).toBe('sexta-feira, 1 de janeiro');
  });
});
