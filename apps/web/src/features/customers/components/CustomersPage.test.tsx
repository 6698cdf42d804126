import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, CustomerDetail, SellerOrder } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { CustomersPage } from './CustomersPage';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const maria: Customer = {
  id: '11987654321',
  name: 'Maria Souza',
  phone: '11987654321',
  ordersCount: 2,
  totalSpent: 68.4,
  firstOrderAt: '2026-11-01T15:00:00.000Z',
  lastOrderAt: '2026-11-20T15:00:00.000Z',
};
const joao: Customer = {
  ...maria,
  id: '21998765432',
  name: 'João',
  phone: '21998765432',
  ordersCount: 1,
  totalSpent: 20,
};

const order = (number: number, couponCode: string | null): SellerOrder =>
  ({
    id: `o${number}`,
    number,
    token: `t${number}`,
    status: 'completed',
    createdAt: '2026-11-20T15:00:00.000Z',
    total: 32.4,
    couponCode,
  }) as SellerOrder;

function setup(total = 2) {
  let forgotten = false;
  const fake = fakeFetch((call: FakeCall) => {
    const url = new URL(call.url);
    if (url.pathname === '/customers' && call.init.method !== 'DELETE') {
      const items = forgotten ? [joao] : [maria, joao];
      return jsonResponse(200, {
        items,
        total: forgotten ? 1 : total,
        page: Number(url.searchParams.get('page')),
        pageSize: 20,
      });
    }
    if (url.pathname === `/customers/${maria.id}` && call.init.method === 'DELETE') {
      forgotten = true;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === `/customers/${maria.id}`) {
      const detail: CustomerDetail = { ...maria, orders: [order(2, 'VOLTA10'), order(1, null)] };
      return jsonResponse(200, detail);
    }
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<CustomersPage />, { path: '/admin/clientes' });
  return { calls: fake.calls, user: userEvent.setup() };
}

const listCalls = (calls: FakeCall[]) =>
  calls.map((c) => new URL(c.url)).filter((u) => u.pathname === '/customers');

describe('CustomersPage (/admin/clientes)', () => {
  it('lists the customers with their orders and total, sorted by last order', async () => {
    const { calls } = setup();
    const list = await screen.findByTestId('customers-list');
    const rows = within(list).getAllByRole('button');
    expect(rows[0]!.textContent).toContain('Maria Souza');
    expect(rows[0]!.textContent).toContain('(11) 98765-4321');
    expect(rows[0]!.textContent).toContain('2 pedidos');
    expect(rows[0]!.textContent).toMatch(/R\$\s68,40/);
    expect(rows[1]!.textContent).toContain('1 pedido');
    expect(listCalls(calls)[0]!.searchParams.get('sort')).toBe('last');
  });

  it('searches by name or phone, sorts and pages through the API', async () => {
    const { calls, user } = setup(45);
    await screen.findByTestId('customers-list');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Maior gasto');
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('sort')).toBe('total'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou telefone' }), 'mar');
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('search')).toBe('mar'));
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próximos' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it("opens a customer's orders with a WhatsApp button, and removes their data after confirming", async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Maria Souza/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Maria Souza' });
    const orders = await within(sheet).findByTestId('customer-orders-list');
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('nº 2'), expect.stringContaining('nº 1')]);
    expect(orders.textContent).toContain('cupom VOLTA10');
    expect(
      within(sheet).getByRole('link', { name: 'Conversar no WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/5511987654321');

    await user.click(within(sheet).getByRole('button', { name: 'Excluir dados do cliente' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir dados do cliente' });
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir dados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((c) => c.init.method === 'DELETE').map((c) => new URL(c.url).pathname),
    ).toEqual(['/customers/11987654321']);
    expect(toast.success).toHaveBeenCalledWith('Dados do cliente excluídos.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Maria Souza/ })).toBeNull());
  });

  it('shows "(dados removidos)" for a customer without a name', async () => {
    const fake = fakeFetch(() =>
      jsonResponse(200, { items: [{ ...maria, name: '' }], total: 1, page: 1, pageSize: 20 }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute(<CustomersPage />, { path: '/admin/clientes' });
    expect((await screen.findByTestId('customers-list')).textContent).toContain(
      '(dados removidos)',
    );
  });
});
