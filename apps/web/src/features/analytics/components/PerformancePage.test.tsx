import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsDay, StoreAnalytics } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute } from '@/test/render';
import { PerformancePage } from './PerformancePage';

function daysOf(n: number, last = '2026-11-24'): AnalyticsDay[] {
  const end = Date.parse(`${last}T12:00:00Z`);
  return Array.from({ length: n }, (_, i) => ({
    date: new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    visits: 0,
    cartsStarted: 0,
    checkoutsOpened: 0,
    orders: 0,
    revenue: 0,
  }));
}

function analytics(days: number, over: Partial<StoreAnalytics> = {}): StoreAnalytics {
  const list = daysOf(days);
  list[list.length - 1] = {
    date: '2026-11-24',
    visits: 40,
    cartsStarted: 10,
    checkoutsOpened: 6,
    orders: 4,
    revenue: 152.5,
  };
  return {
    days: list,
    totals: { visits: 40, cartsStarted: 10, checkoutsOpened: 6, orders: 4, revenue: 152.5 },
    previousTotals: { visits: 32, cartsStarted: 10, checkoutsOpened: 2, orders: 0, revenue: 0 },
    topItems: [
      { id: 'a', name: 'X-Salada', quantity: 5, revenue: 90 },
      { id: 'b', name: 'Suco de laranja', quantity: 3, revenue: 23.7 },
    ],
    accessesThisMonth: 1234,
    accessesLimit: 10000,
    ...over,
  };
}

function setup(answer: (days: number) => StoreAnalytics) {
  const fake = fakeFetch((call) => {
    const url = new URL(call.url);
    if (url.pathname === '/store/analytics')
      return jsonResponse(200, answer(Number(url.searchParams.get('days'))));
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  const view = renderRoute(<PerformancePage />, { path: '/admin/desempenho' });
  return { ...view, calls: fake.calls, user: userEvent.setup() };
}

describe('PerformancePage (/admin/desempenho)', () => {
  it('shows the four figures with their change against the previous period', async () => {
    setup((d) => analytics(d));
    const visits = await screen.findByTestId('figure-visits');
    expect(visits.textContent).toContain('Visitas40+25 %');
    expect(within(visits).getByText('25 % a mais que o período anterior')).toBeTruthy();
    expect(screen.getByTestId('figure-carts').textContent).toContain('Carrinhos100 %');
    expect(screen.getByTestId('figure-orders').textContent).toContain('Pedidos4novo');
    expect(screen.getByTestId('figure-revenue').textContent).toMatch(/FaturamentoR\$\s152,50novo/);
  });

  it('asks 7 days first and another period when the seller switches', async () => {
    const { calls, user } = setup((d) => analytics(d));
    await screen.findByTestId('figure-visits');
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?days=7']);
    const thirty = screen.getByRole('button', { name: '30 dias' });
    expect(thirty.getAttribute('aria-pressed')).toBe('false');
    await user.click(thirty);
    await waitFor(() => expect(screen.getByText('Números por dia, últimos 30 dias')).toBeTruthy());
    expect(thirty.getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?days=7', '?days=30']);
    const table = screen.getByTestId('daily-table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('gives screen readers a table of the daily numbers', async () => {
    setup((d) => analytics(d));
    const table = await screen.findByRole('table', { name: 'Números por dia, últimos 7 dias' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]?.textContent).toMatch(/^18\/110000R\$\s0,00$/);
    const today = within(table).getByRole('rowheader', { name: '24/11' }).closest('tr')!;
    expect(
      within(today)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '10', '6', '4', expect.stringMatching(/R\$\s152,50/)]);
  });

  it('shows the funnel with percentages and the top products', async () => {
    setup((d) => analytics(d));
    const funnel = await screen.findByRole('list', { name: 'Funil: visitas, carrinhos, pedidos' });
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Visitas40 (100 %)',
      'Carrinhos10 (25 % das visitas)',
      'Pedidos4 (10 % das visitas)',
    ]);
    const top = screen.getByTestId('top-items');
    expect(
      within(top)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ProdutoQtd.Faturamento',
      expect.stringMatching(/^X-Salada5R\$\s90,00$/),
      expect.stringMatching(/^Suco de laranja3R\$\s23,70$/),
    ]);
  });

  it('shows the monthly allowance, in the warning colour above 80 %', async () => {
    const first = setup((d) => analytics(d));
    const bar = await screen.findByRole('progressbar', {
      name: '1.234 de 10.000 acessos este mês',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('1234');
    expect(bar.getAttribute('data-warning')).toBe('false');
    first.unmount();
    setup((d) => analytics(d, { accessesThisMonth: 8500 }));
    const full = await screen.findByRole('progressbar', {
      name: '8.500 de 10.000 acessos este mês',
    });
    expect(full.getAttribute('data-warning')).toBe('true');
    expect((full.firstElementChild as HTMLElement).className).toContain('bg-amber-500');
    expect(screen.getByText('Você já usou mais de 80 % dos acessos deste mês.')).toBeTruthy();
  });

  it('shows an error with a retry when the numbers cannot be loaded', async () => {
    let fail = true;
    const fake = fakeFetch(() =>
      fail
        ? jsonResponse(500, { statusCode: 500, message: 'Erro interno' })
        : jsonResponse(200, analytics(7)),
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute(<PerformancePage />, { path: '/admin/desempenho' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('figure-visits')).toBeTruthy();
  });
});
