import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus, SellerOrder } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { OrdersPage } from './OrdersPage';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));
const { playNewOrderSound } = vi.hoisted(() => ({ playNewOrderSound: vi.fn() }));
vi.mock('./alert-sound', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./alert-sound')>()),
  playNewOrderSound,
}));

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: data === undefined ? '' : JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}
const stream = () => FakeEventSource.instances.at(-1)!;

function order(number: number, status: OrderStatus = 'received', name = 'Maria'): SellerOrder {
  const at = `2026-11-24T18:${String(number).padStart(2, '0')}:00.000Z`;
  return {
    id: `id-${number}`,
    number,
    token: `tok-${number}`,
    status,
    createdAt: at,
    updatedAt: at,
    items: [{ id: 'l2', name: 'X-Salada', price: 18, quantity: 2, lineTotal: 36 }],
    subtotal: 36,
    deliveryFee: 0,
    total: 36,
    fulfilment: 'pickup',
    payment: { method: 'pix', changeFor: null },
    customer: { name, phone: '11987654321' },
    address: null,
    notes: 'sem cebola',
    history: [{ status: 'received', at }],
    whatsappText: '',
    whatsappUrl: null,
    statusUrl: '',
    pix: null,
    store: { slug: 'loja', name: 'Loja', phone: null },
  };
}

function setup(initial: SellerOrder[]) {
  let orders = initial;
  const fake = fakeFetch((call: FakeCall) => {
    const url = new URL(call.url);
    if (call.init.method === 'GET' && url.pathname === '/orders') {
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q')?.toLowerCase();
      const items = orders.filter(
        (o) =>
          (!status || o.status === status) &&
          (!q || String(o.number) === q || o.customer.name.toLowerCase().includes(q)),
      );
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });
    }
    const patch = /^\/orders\/([^/]+)\/status$/.exec(url.pathname);
    if (call.init.method === 'PATCH' && patch) {
      const { status } = call.body as { status: OrderStatus };
      orders = orders.map((o) =>
        o.id === patch[1]
          ? { ...o, status, history: [...o.history, { status, at: '2026-11-24T19:00:00.000Z' }] }
          : o,
      );
      return jsonResponse(
        200,
        orders.find((o) => o.id === patch[1]),
      );
    }
    const detail = /^\/orders\/([^/]+)$/.exec(url.pathname);
    if (call.init.method === 'GET' && detail) {
      return jsonResponse(
        200,
        orders.find((o) => o.id === detail[1]),
      );
    }
    if (url.pathname === '/stripe/dashboard-info') return jsonResponse(200, {});
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  const view = renderRoute(<OrdersPage />, { path: '/admin/pedidos' });
  return {
    ...view,
    calls: fake.calls,
    user: userEvent.setup(),
    add: (o: SellerOrder) => (orders = [o, ...orders]),
  };
}

const listed = () =>
  within(screen.getByTestId('orders-list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.clear();
  toast.success.mockClear();
  playNewOrderSound.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('OrdersPage', { timeout: 15_000 }, () => {
  it('lists newest first, filters by status chip and searches by number or name', async () => {
    const { user, calls } = setup([order(2, 'confirmed', 'João'), order(1)]);
    await screen.findByTestId('orders-list');
    expect(listed()).toHaveLength(2);
    expect(listed()[0]).toContain('nº 2');

    await user.click(screen.getByRole('button', { name: 'Confirmado' }));
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toContain('João');
    expect(calls.at(-1)!.url).toContain('status=confirmed');

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await user.type(screen.getByRole('searchbox'), 'mar');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('q=mar'));
    await waitFor(() => expect(listed()).toEqual([expect.stringContaining('Maria')]));
  });

  it('announces a new order live: toast, sound, highlight, tab count; opening it clears them', async () => {
    const { user, add } = setup([order(1)]);
    await screen.findByTestId('orders-list');
    const source = stream();
    expect(source.url).toMatch(/\/orders\/events$/);
    expect(source.init?.withCredentials).toBe(true);
    source.emit('open');
    expect(screen.getByText(/Ao vivo/)).toBeTruthy();

    const fresh = order(2, 'received', 'Carla');
    add(fresh);
    source.emit('order.created', fresh);
    expect(toast.success).toHaveBeenCalledWith(
      'Novo pedido nº 2',
      expect.objectContaining({ description: expect.stringMatching(/^Carla · R\$\s36,00$/) }),
    );
    expect(playNewOrderSound).toHaveBeenCalledTimes(1);
    // The same order replayed after a reconnection is not announced again.
    source.emit('order.created', fresh);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(playNewOrderSound).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listed()).toHaveLength(2));
    const row = screen.getByRole('button', { name: /nº 2/ });
    expect(row.getAttribute('data-new')).toBe('true');
    expect(document.title).toBe('(1) Pedidos · Monte Seu Pedido');

    await user.click(row);
    expect(await screen.findByRole('heading', { name: 'Pedido nº 2' })).toBeTruthy();
    expect(document.title).toBe('Pedidos · Monte Seu Pedido');
  });

  it('mutes the sound (remembered on this device)', async () => {
    const { user } = setup([]);
    await screen.findByText(/Nenhum pedido ainda/);
    await user.click(screen.getByRole('button', { name: 'Som ligado' }));
    expect(screen.getByRole('button', { name: 'Som desligado' })).toBeTruthy();
    playNewOrderSound.mockClear();
    stream().emit('order.created', order(5));
    expect(toast.success).toHaveBeenCalled();
    expect(playNewOrderSound).not.toHaveBeenCalled();
    expect(localStorage.getItem('catalogo:pedidos:som-desligado')).toBe('1');
  });

  it('refetches what it missed after the stream reconnects', async () => {
    const { calls, add } = setup([order(1)]);
    await screen.findByTestId('orders-list');
    const source = stream();
    source.emit('open');
    const listCalls = () => calls.filter((c) => new URL(c.url).pathname === '/orders').length;
    const before = listCalls();
    source.emit('error');
    expect(screen.getByText('Reconectando...')).toBeTruthy();
    add(order(2, 'received', 'Bia'));
    source.emit('open');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(listed()).toHaveLength(2));
  });

  it('opens a new stream when the browser gives up on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup([]);
      await screen.findByText(/Nenhum pedido ainda/);
      const first = stream();
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error');
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the detail offers only the allowed next statuses and WhatsApp to the customer', async () => {
    const { user, calls } = setup([order(12)]);
    await user.click(await screen.findByRole('button', { name: /nº 12/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('sem cebola')).toBeTruthy();
    const actions = () =>
      within(within(sheet).getByRole('region', { name: 'Mudar status' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(actions()).toEqual(['Confirmar pedido', 'Cancelar pedido']);

    await user.click(within(sheet).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(actions()).toEqual(['Iniciar preparo', 'Cancelar pedido']));
    const patch = calls.find((c) => c.init.method === 'PATCH')!;
    expect(patch.url).toMatch(/\/orders\/id-12\/status$/);
    expect(patch.body).toEqual({ status: 'confirmed' });
    const whatsapp = within(sheet).getByRole('link', { name: 'Avisar o cliente no WhatsApp' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      'Seu pedido nº 12 foi confirmado.',
    );
  });
});
