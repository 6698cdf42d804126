import {
  AnalyticsLimits,
  type AnalyticsDay,
  type AnalyticsFigures,
} from '@catalogo/contracts/core';

/** Pure rules of the Desempenho page, tested without React. */

const whole = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A whole number the Brazilian way: 10000 → "10.000". */
export const formatCount = (n: number): string => whole.format(n);

/** The change of a figure against the previous period, for the small line under it. */
export interface Change {
  direction: 'up' | 'down' | 'same' | 'new';
  /** "+25 %", "−10 %", "0 %", or "novo" when the previous period had none. */
  label: string;
  /** Read by screen readers: "25 % a mais que o período anterior". */
  description: string;
}

/** `current` against `previous` of the same length: percentage rounded to a whole number. */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { direction: 'same', label: '0 %', description: 'igual ao período anterior' }
      : { direction: 'new', label: 'novo', description: 'sem registros no período anterior' };
  }
  const pct = Math.round(((current - previous) / previous) * 100);
  if (pct === 0)
    return { direction: 'same', label: '0 %', description: 'igual ao período anterior' };
  const size = `${whole.format(Math.abs(pct))} %`;
  return pct > 0
    ? { direction: 'up', label: `+${size}`, description: `${size} a mais que o período anterior` }
    : {
        direction: 'down',
        label: `−${size}`,
        description: `${size} a menos que o período anterior`,
      };
}

/** A step of the funnel visitas → carrinhos → pedidos. */
export interface FunnelStep {
  label: string;
  value: number;
  /** Share of the visits, 0–100 (bar width). */
  ofVisits: number;
  /** "12,5 % das visitas" (the first step: "100 %"). */
  caption: string;
}

/** Shares of visits: a step bigger than the visits (carts from old tabs) stays at 100 %. */
export function funnelOf(totals: AnalyticsFigures): FunnelStep[] {
  const share = (n: number): number =>
    totals.visits === 0 ? 0 : Math.min(100, (n / totals.visits) * 100);
  const steps: [string, number][] = [
    ['Visitas', totals.visits],
    ['Carrinhos', totals.cartsStarted],
    ['Pedidos', totals.orders],
  ];
  return steps.map(([label, value], i) => {
    const ofVisits = i === 0 ? (value > 0 ? 100 : 0) : share(value);
    return {
      label,
      value,
      ofVisits,
      caption: i === 0 ? '100 %' : `${percent.format(ofVisits)} % das visitas`,
    };
  });
}

/** The monthly allowance bar: "1.234 de 10.000 acessos este mês", warning above 80 %. */
export function allowanceOf(
  used: number,
  limit: number = AnalyticsLimits.accessesPerMonth,
): { label: string; share: number; warning: boolean } {
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  return {
    label: `${formatCount(used)} de ${formatCount(limit)} acessos este mês`,
    share,
    warning: limit > 0 && used / limit > AnalyticsLimits.warningShare,
  };
}

/** "2026-11-24" → "24/11" (the axis and the table). The date is already a local day. */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** "2026-11-24" → "terça-feira, 24 de novembro" (tooltips; computed at noon UTC, no shift). */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** True when nothing at all happened in the period (the page shows a hint instead of a flat chart). */
export function isEmptyPeriod(days: AnalyticsDay[]): boolean {
  return days.every(
    (d) => d.visits === 0 && d.cartsStarted === 0 && d.orders === 0 && d.checkoutsOpened === 0,
  );
}
