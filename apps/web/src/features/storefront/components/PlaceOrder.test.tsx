import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type PublicCatalogResponse, type PublicOrder } from '@catalogo/contracts/core';
import { MiniToaster, clearToasts } from '@/lib/mini-toast';
import { fakeFetch, jsonResponse, type FakeCall } from '@/test/render';
import { publicOrder } from '@/test/fixtures';
import { PublicCatalog } from './PublicCatalog';
import { publicCatalog } from '../test-fixtures';

/** "Fazer pedido" saves the order first. */

const catalog = (phone: string | null): PublicCatalogResponse =>
  publicCatalog({
    store: { name: 'Lanchonete da Ana', phone },
    products: [
      { id: 'b1', name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
      { id: 'l2', name: 'X-Salada', price: 18, category: 'Lanches' },
    ],
  });

function order(number: number, whatsappUrl: string | null): PublicOrder {
  return publicOrder({
    number,
    token: 'tok-abc',
    status: 'received',
    createdAt: '2026-11-24T18:00:00.000Z',
    updatedAt: '2026-11-24T18:00:00.000Z',
    items: [{ id: 'l2', name: 'X-Salada', price: 18, quantity: 2, lineTotal: 36 }],
    subtotal: 36,
    deliveryFee: 0,
    total: 36,
    fulfilment: 'pickup',
    payment: { method: 'cash', changeFor: 50 },
    customer: { name: 'Maria', phone: '11987654321' },
    address: null,
    notes: null,
    history: [{ status: 'received', at: '2026-11-24T18:00:00.000Z' }],
    whatsappText: `Pedido nº ${number} - Lanchonete da Ana`,
    whatsappUrl,
    statusUrl: `http://localhost/loja/pedido/tok-abc`,
    pix: null,
    store: { slug: 'loja', name: 'Lanchonete da Ana', phone: null },
  });
}

let counter = 0;
const uniqueSlug = () => `pedido-${Date.now().toString(36)}-${++counter}`;

/** A fake API; `placeOrder` answers each POST …/orders. */
function stubApi(phone: string | null, placeOrder: (call: FakeCall) => Promise<Response>) {
  const { fetch, calls } = fakeFetch((call) => {
    if (call.url.includes('/orders')) return placeOrder(call);
    if (call.url.includes('/public-catalog/')) return jsonResponse(200, catalog(phone));
    if (call.url.includes('/store/access/'))
      return jsonResponse(200, { accessCount: 1, lastAccessedAt: new Date().toISOString() });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls.filter.bind(calls, (c: FakeCall) => c.url.includes('/orders'));
}

/** A response the test releases by hand (a slow network). */
function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

async function fillPickupOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar X-Salada ao carrinho' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar X-Salada ao carrinho' }));
  await user.type(screen.getByLabelText('Seu nome'), 'Maria');
  await user.type(screen.getByLabelText('Seu WhatsApp (opcional)'), '11987654321');
  await user.click(screen.getByRole('radio', { name: 'Retirada no local' }));
  await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
  await user.type(screen.getByLabelText('Troco para quanto? (opcional)'), '50');
}

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.localStorage.clear();
  open = vi.fn();
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

function renderPage(slug: string) {
  return render(
    <>
      <PublicCatalog slug={slug} retryDelayMs={0} />
      <MiniToaster />
    </>,
  );
}

describe('Fazer pedido', { timeout: 15_000 }, () => {
  it('saves the order, then opens the server WhatsApp link and shows the number and status link', async () => {
    const user = userEvent.setup();
    const slug = uniqueSlug();
    const posts = stubApi('11987654321', () =>
      Promise.resolve(jsonResponse(201, order(7, 'https://wa.me/5511987654321?text=Pedido'))),
    );
    renderPage(slug);
    await fillPickupOrder(user);
    expect(screen.getByLabelText<HTMLInputElement>('Seu WhatsApp (opcional)').value).toBe(
      '(11) 98765-4321',
    );
    // docs/PRODUCT.md §2: the store has a WhatsApp number, so the button is "Fazer pedido".
    expect(screen.queryByRole('button', { name: 'Enviar pedido' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));

    expect(await screen.findByText('Pedido nº 7 registrado!')).toBeTruthy();
    const [post] = posts();
    expect(post!.url).toContain(`/public-catalog/${slug}/orders`);
    expect(post!.init.method).toBe('POST');
    expect(post!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.body).toEqual({
      items: [{ id: 'l2', quantity: 2 }],
      fulfilment: 'pickup',
      customer: { name: 'Maria', phone: '11987654321' },
      payment: { method: 'cash', changeFor: 50 },
    });
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/5511987654321?text=Pedido',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Acompanhar pedido' }).getAttribute('href')).toBe(
      `/${slug}/pedido/tok-abc`,
    );
    // The cart is emptied; the customer's name stays for the next order.
    expect(screen.queryByTestId('cart-total')).toBeNull();
  });

  it('a double tap on a slow network sends one request', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const posts = stubApi('11987654321', () => answer.promise);
    renderPage(uniqueSlug());
    await fillPickupOrder(user);
    const button = screen.getByRole('button', { name: 'Fazer pedido' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Enviando pedido...' })).toBeTruthy();
    expect(posts()).toHaveLength(1);
    answer.release(jsonResponse(201, order(1, null)));
    expect(await screen.findByText('Pedido nº 1 registrado!')).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });

  it('a retry after no answer reuses the key; the text stays there to send by hand', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const posts = stubApi('11987654321', () =>
      ++attempt === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse(200, order(3, 'https://wa.me/5511987654321?text=x'))),
    );
    renderPage(uniqueSlug());
    await fillPickupOrder(user);
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(Messages.orderSaveFailed);
    const byHand = screen.getByRole('link', { name: 'Enviar o texto pelo WhatsApp sem registrar' });
    expect(new URL(byHand.getAttribute('href')!).searchParams.get('text')).toContain(
      '*Cliente:* Maria - (11) 98765-4321',
    );
    expect(screen.getByRole('button', { name: 'Copiar pedido' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect(await screen.findByText('Pedido nº 3 registrado!')).toBeTruthy();
    const [first, second] = posts();
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it("shows the API's refusal (409 naming the item) and uses a new key after it", async () => {
    const user = userEvent.setup();
    const refusal = Messages.orderItemUnavailable('X-Salada');
    let attempt = 0;
    const posts = stubApi('11987654321', () =>
      Promise.resolve(
        ++attempt === 1
          ? jsonResponse(409, { statusCode: 409, message: refusal })
          : jsonResponse(201, order(4, null)),
      ),
    );
    renderPage(uniqueSlug());
    await fillPickupOrder(user);
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);

    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    await screen.findByText('Pedido nº 4 registrado!');
    const [first, second] = posts();
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('without a store phone the order is still saved; the customer gets its number and link', async () => {
    const user = userEvent.setup();
    stubApi(null, () => Promise.resolve(jsonResponse(201, order(12, null))));
    renderPage(uniqueSlug());
    await fillPickupOrder(user);
    expect(screen.getByText(/Esta loja ainda não informou um WhatsApp/)).toBeTruthy();
    // docs/PRODUCT.md §2: "Fazer pedido" only with a WhatsApp number; else "Enviar pedido".
    expect(screen.queryByRole('button', { name: 'Fazer pedido' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Pedido nº 12 registrado!')).toBeTruthy();
    expect(screen.getByText(/Guarde o número do pedido/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acompanhar pedido' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Enviar pedido no WhatsApp' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks the name (and a delivery address) before sending anything', async () => {
    const user = userEvent.setup();
    const posts = stubApi('11987654321', () => Promise.resolve(jsonResponse(201, order(1, null))));
    renderPage(uniqueSlug());
    await user.click(await screen.findByRole('button', { name: 'Adicionar X-Salada ao carrinho' }));
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect(screen.getByText(Messages.invalidCustomerName, { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText('Seu nome').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/Preencha o endereço de entrega/, { selector: 'p:not([data-toast] *)' }),
    ).toBeTruthy();
    await waitFor(() => expect(posts()).toHaveLength(0));
  });
});
