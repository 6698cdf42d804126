import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus, SellerOrder } from '@catalogo/contracts/core';
import { sellerOrder } from '@/test/fixtures';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { OrdersPage } from './OrdersPage';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));
const { playNewOrderSound, audioNeedsGesture } = vi.hoisted(() => ({
  playNewOrderSound: vi.fn(),
  audioNeedsGesture: vi.fn(() => false),
}));
vi.mock('../utils/alert-sound', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/alert-sound')>()),
  playNewOrderSound,
  audioNeedsGesture,
}));

/**
 * One `GET /orders/events` answered at the fetch boundary: a `text/event-stream` body the test
 * writes to (as the API does), or the error status queued in `FakeStream.answers`.
 */
class FakeStream {
  static all: FakeStream[] = [];
  /** Answers of the next streams, in order (then 200 streams). */
  static answers: { status: number; headers?: Record<string, string> }[] = [];
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly encoder = new TextEncoder();
  readonly response: Response;
  constructor(readonly call: FakeCall) {
    FakeStream.all.push(this);
    const { status, headers } = FakeStream.answers.shift() ?? { status: 200 };
    const body = new ReadableStream<Uint8Array>({ start: (c) => (this.controller = c) });
    this.response =
      status === 200
        ? new Response(body, {
            status,
            headers: { 'Content-Type': 'text/event-stream; charset=utf-8', ...headers },
          })
        : jsonResponse(status, { statusCode: status, message: 'x' });
    // As the API: the reconnection delay, then "caught up".
    if (status === 200) this.controller.enqueue(this.encoder.encode('retry: 3000\n\n: ready\n\n'));
  }
  /** Sends an event whose id is the order's `updatedAt`, and lets the page handle it. */
  async emit(type: string, data: SellerOrder) {
    const text = `id: ${data.updatedAt}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
    await act(async () => {
      this.controller.enqueue(this.encoder.encode(text));
      await settle();
    });
  }
  /** The API or a proxy ends the stream. */
  async drop() {
    await act(async () => {
      this.controller.close();
      await settle();
    });
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The latest stream, once the page opened one. */
async function stream(): Promise<FakeStream> {
  await waitFor(() => expect(FakeStream.all.length).toBeGreaterThan(0));
  return FakeStream.all.at(-1)!;
}

function order(number: number, status: OrderStatus = 'received', name = 'Maria'): SellerOrder {
  const at = `2026-11-24T18:${String(number).padStart(2, '0')}:00.000Z`;
  return sellerOrder({
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
  });
}

function setup(initial: SellerOrder[], initialEntry = '/admin/pedidos') {
  let orders = initial;
  const fake = fakeFetch((call: FakeCall) => {
    const url = new URL(call.url);
    if (url.pathname === '/orders/events') return new FakeStream(call).response;
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
  const view = renderRoute(<OrdersPage />, { path: '/admin/pedidos', initialEntry });
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
  FakeStream.all = [];
  FakeStream.answers = [];
  document.cookie = 'token=tok-seller; path=/';
  localStorage.clear();
  toast.success.mockClear();
  playNewOrderSound.mockClear();
  audioNeedsGesture.mockReturnValue(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; max-age=0; path=/';
});

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
    const source = await stream();
    expect(source.call.url).toMatch(/\/orders\/events$/);
    // The session travels as a bearer header: the token cookie belongs to the web origin.
    expect(source.call.headers.Authorization).toBe('Bearer tok-seller');
    expect(await screen.findByText(/Ao vivo/)).toBeTruthy();

    const fresh = order(2, 'received', 'Carla');
    add(fresh);
    await source.emit('order.created', fresh);
    expect(toast.success).toHaveBeenCalledWith(
      'Novo pedido nº 2',
      expect.objectContaining({ description: expect.stringMatching(/^Carla · R\$\s36,00$/) }),
    );
    expect(playNewOrderSound).toHaveBeenCalledTimes(1);
    // The same order replayed after a reconnection is not announced again.
    await source.emit('order.created', fresh);
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

  it('shows "Pago" by itself when order.paid arrives (docs/API.md §8 "Pix online")', async () => {
    const waiting: SellerOrder = {
      ...order(1),
      payment: { method: 'pix', changeFor: null },
      paymentStatus: 'pending',
    };
    setup([waiting]);
    await screen.findByTestId('orders-list');
    const source = await stream();
    expect(await screen.findByText('Aguardando pagamento')).toBeTruthy();
    // The API's answer changes with the payment (the list is fetched again on the event).
    waiting.paymentStatus = 'paid';
    await source.emit('order.paid', { ...waiting });
    expect(await screen.findByText('Pago')).toBeTruthy();
  });

  it('mutes the sound (remembered on this device)', async () => {
    const { user } = setup([]);
    await screen.findByText(/Nenhum pedido ainda/);
    await user.click(screen.getByRole('button', { name: 'Som ligado' }));
    expect(screen.getByRole('button', { name: 'Som desligado' })).toBeTruthy();
    playNewOrderSound.mockClear();
    await (await stream()).emit('order.created', order(5));
    expect(toast.success).toHaveBeenCalled();
    expect(playNewOrderSound).not.toHaveBeenCalled();
    expect(localStorage.getItem('catalogo:pedidos:som-desligado')).toBe('1');
  });

  it('refetches what it missed after the stream reconnects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The API renews the session on this stream (X-Access-Token).
      FakeStream.answers = [{ status: 200, headers: { 'X-Access-Token': 'tok-renewed' } }];
      const { calls, add, unmount } = setup([order(1)]);
      await screen.findByTestId('orders-list');
      const source = await stream();
      expect(await screen.findByText(/Ao vivo/)).toBeTruthy();
      const seen = order(3, 'received', 'Rita');
      add(seen);
      await source.emit('order.created', seen);
      const listCalls = () => calls.filter((c) => new URL(c.url).pathname === '/orders').length;
      await waitFor(() => expect(listed()).toHaveLength(2));
      const before = listCalls();
      await source.drop();
      expect(screen.getByText('Reconectando...')).toBeTruthy();
      add(order(2, 'received', 'Bia'));
      // The API's `retry: 3000`.
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(FakeStream.all).toHaveLength(2);
      const again = FakeStream.all[1]!;
      // The API replays what was missed since the last event, for the renewed session.
      expect(again.call.headers['last-event-id']).toBe(seen.updatedAt);
      expect(again.call.headers.Authorization).toBe('Bearer tok-renewed');
      expect(await screen.findByText(/Ao vivo/)).toBeTruthy();
      await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
      await waitFor(() => expect(listed()).toHaveLength(3));

      unmount();
      expect(again.call.init.signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a new stream when the API does not open it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      FakeStream.answers = [{ status: 502 }];
      setup([]);
      await screen.findByText(/Nenhum pedido ainda/);
      await stream();
      expect(await screen.findByText('Reconectando...')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(FakeStream.all).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(FakeStream.all).toHaveLength(2);
      expect(await screen.findByText(/Ao vivo/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops for good on a 401 and lets the app handle the ended session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The session is revoked while the stream is down: the reconnection gets a 401.
      FakeStream.answers = [{ status: 200 }, { status: 401 }];
      const { calls } = setup([order(1)]);
      await screen.findByTestId('orders-list');
      const source = await stream();
      expect(await screen.findByText(/Ao vivo/)).toBeTruthy();
      const listCalls = () => calls.filter((c) => new URL(c.url).pathname === '/orders').length;
      const before = listCalls();
      await source.drop();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(FakeStream.all).toHaveLength(2);
      // The lists are refetched: their 401 reaches the app's 401 handler (sign-in page).
      await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(FakeStream.all).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the stream open in a hidden tab, so new orders are still announced', async () => {
    setup([]);
    await screen.findByText(/Nenhum pedido ainda/);
    const source = await stream();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(source.call.init.signal?.aborted).toBe(false);
      await source.emit('order.created', order(7));
      expect(toast.success).toHaveBeenCalledWith('Novo pedido nº 7', expect.anything());
      expect(FakeStream.all).toHaveLength(1);
    } finally {
      hidden.mockRestore();
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

  it('warns that a paid Pix goes back to the customer before cancelling, and shows "Reembolsado"', async () => {
    const paid: SellerOrder = {
      ...order(14),
      payment: { method: 'pix', changeFor: null },
      paymentStatus: 'paid',
    };
    const { user, calls } = setup([paid]);
    await user.click(await screen.findByRole('button', { name: /nº 14/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Pago')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Cancelar pedido' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('O valor será devolvido ao cliente pelo Pix.');
    paid.paymentStatus = 'refunded';
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PATCH')).toBe(true));
    expect(await within(sheet).findByText('Reembolsado')).toBeTruthy();
  });

  it('while the sound waits for a tap, tapping an order opens it (the banner stays put until the tap ends)', async () => {
    audioNeedsGesture.mockReturnValue(true);
    const { user } = setup([order(2), order(1)]);
    const row = await screen.findByRole('button', { name: /nº 1/ });
    const banner = screen.getByRole('button', { name: /Toque para ativar o som/ });
    // Pressing does not remove the banner: the list does not move under the finger.
    await user.pointer({ keys: '[MouseLeft>]', target: row });
    expect(banner.isConnected).toBe(true);
    await user.pointer({ keys: '[/MouseLeft]', target: row });
    expect(await screen.findByRole('dialog', { name: 'Pedido nº 1' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Toque para ativar o som/ })).toBeNull(),
    );
  });

  it('opens the order of a tapped notification (?pedido=) and prints its ticket', async () => {
    const print = vi.fn(() => {
      // What the print dialog gets: the ticket alone, laid out for 80 mm paper.
      const ticket = document.querySelector('.order-ticket-print');
      expect(ticket?.textContent).toContain('PEDIDO Nº 12');
      expect(ticket?.textContent).toContain('2x X-Salada');
      expect(document.head.querySelector('style[data-order-ticket]')?.textContent).toContain(
        '@page { size: 80mm auto; margin: 0; }',
      );
    });
    vi.stubGlobal('print', print);
    const { user } = setup([order(12)], '/admin/pedidos?pedido=id-12');
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByRole('heading', { name: 'Pedido nº 12' })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: /Imprimir/ }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('.order-ticket-print')).toBeNull());
  });
});
