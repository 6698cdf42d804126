import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CouponMessages,
  type CouponCheckResult,
  type PublicCatalogResponse,
  type PublicOrder,
  type ReorderResponse,
} from '@catalogo/contracts/core';
import { MiniToaster, clearToasts } from '@/lib/mini-toast';
import { fakeFetch, jsonResponse, type FakeCall } from '@/test/render';
import { PublicCatalog } from './PublicCatalog';
import { reorderChangeText } from '../utils/reorder';
import { publicOrder } from '@/test/fixtures';
import { pizza, publicCatalog } from '../test-fixtures';

/** docs/API.md §8: a coupon in the cart, the customer remembered, "Pedir de novo". */

const catalog: PublicCatalogResponse = publicCatalog({
  store: { name: 'Lanchonete da Ana', phone: '11987654321' },
  products: [
    { id: 'b1', name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
    { id: 'l2', name: 'X-Salada', price: 18, category: 'Lanches' },
    { id: 'c3', name: 'Coxinha', price: 7, category: 'Salgados', available: false },
    pizza as PublicCatalogResponse['products'][number],
  ],
});

function order(number: number, token: string): PublicOrder {
  return publicOrder({
    number,
    token,
    status: 'received',
    createdAt: '2026-11-24T18:00:00.000Z',
    updatedAt: '2026-11-24T18:00:00.000Z',
    items: [{ id: 'l2', name: 'X-Salada', price: 18, quantity: 2, lineTotal: 36 }],
    subtotal: 36,
    deliveryFee: 0,
    total: 32.4,
    fulfilment: 'pickup',
    payment: { method: 'pix', changeFor: null },
    customer: { name: 'Maria Souza', phone: '11987654321' },
    address: null,
    notes: null,
    history: [{ status: 'received', at: '2026-11-24T18:00:00.000Z' }],
    whatsappText: `Pedido nº ${number}`,
    whatsappUrl: null,
    statusUrl: `http://localhost/loja/pedido/${token}`,
    pix: null,
    store: { slug: 'loja', name: 'Lanchonete da Ana', phone: '11987654321' },
    couponCode: 'VOLTA10',
    discount: 3.6,
  });
}

let counter = 0;
const uniqueSlug = () => `volta-${Date.now().toString(36)}-${++counter}`;

interface Answers {
  check?: (call: FakeCall) => CouponCheckResult;
  reorder?: ReorderResponse;
  place?: () => Response;
}

function stubApi(answers: Answers) {
  const { fetch, calls } = fakeFetch((call) => {
    if (call.url.includes('/coupons/check'))
      return jsonResponse(200, answers.check?.(call) ?? { valid: false, message: 'x' });
    if (call.url.endsWith('/reorder'))
      return answers.reorder
        ? jsonResponse(200, answers.reorder)
        : jsonResponse(404, { statusCode: 404, message: 'Pedido não encontrado.' });
    if (call.url.includes('/orders'))
      return answers.place?.() ?? jsonResponse(201, order(1, 'tok-1'));
    if (call.url.includes('/public-catalog/')) return jsonResponse(200, catalog);
    if (call.url.includes('/store/access/'))
      return jsonResponse(200, { accessCount: 1, lastAccessedAt: new Date().toISOString() });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    checks: () => calls.filter((c) => c.url.includes('/coupons/check')),
    posts: () => calls.filter((c) => c.url.endsWith('/orders') && c.init.method === 'POST'),
    reorders: () => calls.filter((c) => c.url.endsWith('/reorder')),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('open', vi.fn());
  window.history.replaceState(null, '', '/');
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

async function fillPickup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar X-Salada ao carrinho' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar X-Salada ao carrinho' }));
  await user.type(screen.getByLabelText('Seu nome'), 'Maria Souza');
  await user.type(screen.getByLabelText('Seu WhatsApp (opcional)'), '11987654321');
  await user.click(screen.getByRole('radio', { name: 'Retirada no local' }));
}

const orderText = () => screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido').value;

describe('coupon in the cart', { timeout: 15_000 }, () => {
  it('shows the discount before ordering, puts it in the text and sends couponCode', async () => {
    const user = userEvent.setup();
    const api = stubApi({ check: () => ({ valid: true, discount: 3.6, subtotal: 36 }) });
    const slug = uniqueSlug();
    renderPage(slug);
    await fillPickup(user);
    await user.type(screen.getByLabelText('Cupom de desconto'), ' volta10 ');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect((await screen.findByTestId('coupon-applied')).textContent).toContain(
      'Cupom VOLTA10 aplicado: -R$ 3,60',
    );
    const [check] = api.checks();
    expect(check!.url).toContain(`/public-catalog/${slug}/coupons/check`);
    expect(check!.body).toEqual({
      code: 'VOLTA10',
      items: [{ id: 'l2', quantity: 2 }],
      phone: '11987654321',
    });
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R$ 36,00');
    expect(screen.getByTestId('cart-discount').textContent).toBe('-R$ 3,60');
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 32,40');
    expect(orderText()).toContain('Subtotal: R$ 36,00\nCupom VOLTA10: -R$ 3,60\n*Total: R$ 32,40*');

    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect(await screen.findByText('Pedido nº 1 registrado!')).toBeTruthy();
    expect(api.posts()[0]!.body).toMatchObject({ couponCode: 'VOLTA10' });
  });

  it('shows the refusal message and orders without a code', async () => {
    const user = userEvent.setup();
    const api = stubApi({ check: () => ({ valid: false, message: CouponMessages.expired }) });
    renderPage(uniqueSlug());
    await fillPickup(user);
    await user.type(screen.getByLabelText('Cupom de desconto'), 'VELHO');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect((await screen.findByTestId('coupon-refused')).textContent).toBe('Cupom expirado.');
    expect(screen.getByLabelText('Cupom de desconto').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 36,00');
    expect(orderText()).not.toContain('Cupom');

    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    await screen.findByText('Pedido nº 1 registrado!');
    expect(api.posts()[0]!.body).not.toHaveProperty('couponCode');
  });

  it('asks again when the cart changes (a percent follows the subtotal)', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      check: (call) => {
        const items = (call.body as { items: { quantity: number }[] }).items;
        const subtotal = items[0]!.quantity * 18;
        return { valid: true, discount: subtotal / 10, subtotal };
      },
    });
    renderPage(uniqueSlug());
    await fillPickup(user);
    await user.type(screen.getByLabelText('Cupom de desconto'), 'DEZ');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Cupom DEZ aplicado: -R$ 3,60');
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de X-Salada' }));
    await screen.findByText('Cupom DEZ aplicado: -R$ 5,40', undefined, { timeout: 3000 });
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 48,60');
    expect(api.checks()).toHaveLength(2);
  });

  it("shows the order's 422 coupon refusal", async () => {
    const user = userEvent.setup();
    stubApi({
      check: () => ({ valid: true, discount: 3.6, subtotal: 36 }),
      place: () => jsonResponse(422, { statusCode: 422, message: CouponMessages.usedUp }),
    });
    renderPage(uniqueSlug());
    await fillPickup(user);
    await user.type(screen.getByLabelText('Cupom de desconto'), 'VOLTA10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect((await screen.findByTestId('coupon-refused')).textContent).toBe('Cupom esgotado.');
    // The discount the server refused is no longer shown nor sent.
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 36,00');
  });
});

describe('a customer who comes back', { timeout: 15_000 }, () => {
  it('is remembered after an order: prefilled, "Seu último pedido", and "Não sou eu" clears', async () => {
    const user = userEvent.setup();
    stubApi({ place: () => jsonResponse(201, order(5, 'tok-5')) });
    const slug = uniqueSlug();
    const first = renderPage(slug);
    await fillPickup(user);
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    await screen.findByText('Pedido nº 5 registrado!');
    first.unmount();

    renderPage(slug);
    const card = await screen.findByTestId('last-order');
    expect(within(card).getByRole('heading', { name: 'Seu último pedido' })).toBeTruthy();
    expect(card.textContent).toContain('Olá, Maria!');
    expect(card.textContent).toContain('Pedido nº 5: 2x X-Salada · R$ 32,40');
    await user.click(
      await screen.findByRole('button', { name: 'Adicionar Coca-Cola Lata ao carrinho' }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Seu nome').value).toBe('Maria Souza');
    expect(screen.getByLabelText<HTMLInputElement>('Seu WhatsApp (opcional)').value).toBe(
      '(11) 98765-4321',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Retirada no local' }).checked).toBe(
      true,
    );

    await user.click(within(card).getByRole('button', { name: 'Não sou eu' }));
    expect(screen.queryByTestId('last-order')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Seu nome').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Seu WhatsApp (opcional)').value).toBe('');
    expect(window.localStorage.getItem(`catalogo:cliente:${slug}`)).toBeNull();
  });

  it('"Pedir de novo" rebuilds the cart at today\'s prices and says what changed', async () => {
    const user = userEvent.setup();
    const slug = uniqueSlug();
    window.localStorage.setItem(
      `catalogo:cliente:${slug}`,
      JSON.stringify({
        v: 1,
        name: 'Maria Souza',
        phone: '(11) 98765-4321',
        address: {},
        lastOrder: { token: 'tok-9', number: 9, summary: '2x X-Salada, 1x Coxinha', total: 50 },
      }),
    );
    const api = stubApi({
      reorder: {
        items: [
          { id: 'l2', quantity: 2, options: [] },
          {
            id: 'pz',
            quantity: 1,
            options: [
              { groupId: 'g-size', optionIds: ['o-g'] },
              { groupId: 'g-flavour', optionIds: ['o-cal'] },
            ],
          },
        ],
        changes: [
          { name: 'Coxinha', reason: 'unavailable' },
          { name: 'Pastel', reason: 'removed' },
          { name: 'Pizza', reason: 'price_changed', price: 59.9 },
        ],
      },
    });
    renderPage(slug);
    await user.click(await screen.findByRole('button', { name: 'Pedir de novo' }));

    const cart = screen.getByRole('list', { name: 'Itens do carrinho' });
    await waitFor(() => expect(cart.querySelectorAll(':scope > li')).toHaveLength(2));
    expect(api.reorders()[0]!.url).toContain(`/public-catalog/${slug}/orders/tok-9/reorder`);
    expect(cart.textContent).toContain('X-Salada');
    expect(cart.textContent).toContain('Pizza');
    // Today's prices from the catalogue: 2 × 18 + 55 (size G).
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 91,00');
    const changes = screen.getByTestId('reorder-changes');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Coxinha está indisponível hoje',
      'Pastel saiu do catálogo',
      'Pizza agora R$ 59,90',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Seu nome').value).toBe('Maria Souza');
    // The second tap orders.
    await user.click(screen.getByRole('radio', { name: 'Retirada no local' }));
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    await screen.findByText('Pedido nº 1 registrado!');
    // The choices are sent in the cart's canonical order (by group id).
    expect(api.posts()[0]!.body).toMatchObject({
      items: [
        { id: 'l2', quantity: 2 },
        {
          id: 'pz',
          quantity: 1,
          options: [
            { groupId: 'g-flavour', optionIds: ['o-cal'] },
            { groupId: 'g-size', optionIds: ['o-g'] },
          ],
        },
      ],
    });
  });

  it('rebuilds the order named in ?pedir-de-novo= (the status page link), once', async () => {
    const slug = uniqueSlug();
    window.history.replaceState(null, '', `/${slug}?pedir-de-novo=tok-3`);
    const api = stubApi({
      reorder: { items: [{ id: 'b1', quantity: 3, options: [] }], changes: [] },
    });
    renderPage(slug);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('R$ 18,00'));
    expect(api.reorders()).toHaveLength(1);
    expect(api.reorders()[0]!.url).toContain('/orders/tok-3/reorder');
    expect(window.location.search).toBe('');
  });

  it('words every kind of change plainly', () => {
    expect(reorderChangeText({ name: 'Pizza G', reason: 'price_changed', price: 59.9 })).toBe(
      'Pizza G agora R$ 59,90',
    );
    expect(reorderChangeText({ name: 'X', reason: 'removed' })).toBe('X saiu do catálogo');
    expect(reorderChangeText({ name: 'Coxinha', reason: 'unavailable' })).toBe(
      'Coxinha está indisponível hoje',
    );
  });
});
