import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultStoreSettings,
  toPublicOrdering,
  type PublicCatalogResponse,
  type PublicOrdering,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { MiniToaster, clearToasts } from '@/lib/mini-toast';
import { fakeFetch, jsonResponse, type FakeCall } from '@/test/render';
import { PublicCatalog } from './PublicCatalog';
import { OpeningBadge } from './OpeningBadge';
import { publicCatalog } from '../test-fixtures';

/** the cart offers only what the store offers, with its fee, total and minimum. */

function ordering(change: (s: StoreSettings) => void, now = new Date()): PublicOrdering {
  const s = defaultStoreSettings();
  change(s);
  return toPublicOrdering(s, now);
}

const bairros = ordering((s) => {
  s.delivery.feeMode = 'by_neighbourhood';
  s.delivery.neighbourhoods = [
    { name: 'Centro', fee: 5 },
    { name: 'São José', fee: 8.5 },
  ];
  s.delivery.freeFrom = 100;
  s.minimumOrder = 20;
  s.payment.pix = {
    enabled: true,
    keyType: 'random',
    key: '123e4567-e89b-12d3-a456-426614174000',
    merchantName: 'Loja',
    merchantCity: 'Sao Paulo',
  };
  s.payment.card.enabled = false;
});

/** `undefined`: an answer without the `ordering` block (an older API), which the page still serves. */
const catalog = (block: PublicOrdering | undefined): PublicCatalogResponse => {
  const answer = publicCatalog({
    store: { name: 'Lanchonete da Ana', phone: '11987654321' },
    products: [
      { id: 'b1', name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
      { id: 'l2', name: 'X-Salada', price: 18, category: 'Lanches' },
    ],
  });
  if (block) return { ...answer, ordering: block };
  const { ordering: _absent, ...withoutOrdering } = answer;
  return withoutOrdering as PublicCatalogResponse;
};

let counter = 0;
const uniqueSlug = () => `ordering-${Date.now().toString(36)}-${++counter}`;

function stubApi(block: PublicOrdering | undefined) {
  const { fetch, calls } = fakeFetch((call: FakeCall) => {
    if (call.url.includes('/orders')) return jsonResponse(422, { statusCode: 422, message: 'x' });
    if (call.url.includes('/public-catalog/')) return jsonResponse(200, catalog(block));
    if (call.url.includes('/store/access/'))
      return jsonResponse(200, { accessCount: 1, lastAccessedAt: new Date().toISOString() });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('open', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

function renderPage() {
  return render(
    <>
      <PublicCatalog slug={uniqueSlug()} retryDelayMs={0} />
      <MiniToaster />
    </>,
  );
}

const add = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(await screen.findByRole('button', { name: `Adicionar ${name} ao carrinho` }));

describe('cart with the store ordering options', { timeout: 30_000 }, () => {
  it('below the minimum: tells how much is missing and keeps "Fazer pedido" disabled', async () => {
    const user = userEvent.setup();
    stubApi(bairros);
    renderPage();
    await add(user, 'Coca-Cola Lata');
    expect(screen.getByTestId('minimum-missing').textContent).toBe(
      'O pedido mínimo é de R$ 20,00. Faltam R$ 14,00.',
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Fazer pedido' });
    expect(button.disabled).toBe(true);
    await add(user, 'X-Salada');
    expect(screen.queryByTestId('minimum-missing')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('offers only the store payment methods and fulfilments (Pix first, no card, no pickup)', async () => {
    const user = userEvent.setup();
    stubApi(bairros);
    renderPage();
    await add(user, 'X-Salada');
    const payment = screen.getByRole('group', { name: 'Forma de pagamento' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Pix', 'Dinheiro']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Pix' }).checked).toBe(true);
    const receive = screen.getByRole('group', { name: 'Como você quer receber?' });
    expect(within(receive).getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: 'Retirada no local' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    expect(screen.getByLabelText('Troco para quanto? (opcional)')).toBeTruthy();
  });

  it('charges the fee of the typed bairro, then "Frete grátis" above the threshold', async () => {
    const user = userEvent.setup();
    stubApi(bairros);
    renderPage();
    await add(user, 'X-Salada');
    await add(user, 'X-Salada');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('Informe o bairro');
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 36,00');

    await user.click(screen.getByRole('button', { name: /Endereço/ }));
    await user.type(screen.getByLabelText('Bairro'), 'sao jose');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R$ 36,00');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('R$ 8,50');
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 44,50');
    expect(screen.getByTestId('free-delivery-hint').textContent).toBe(
      'Faltam R$ 64,00 para o frete grátis.',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido').value).toContain(
      'Subtotal: R$ 36,00\nTaxa de entrega: R$ 8,50\n*Total: R$ 44,50*',
    );

    for (let i = 0; i < 4; i += 1) await add(user, 'X-Salada');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('Frete grátis');
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 108,00');
  });

  it('refuses a bairro outside the table with the store message', async () => {
    const user = userEvent.setup();
    stubApi(bairros);
    renderPage();
    await add(user, 'X-Salada');
    await add(user, 'X-Salada');
    await user.click(screen.getByRole('button', { name: /Endereço/ }));
    await user.type(screen.getByLabelText('Bairro'), 'Vila Nova');
    expect(screen.getByTestId('order-refusal').textContent).toBe(
      'A loja não entrega no bairro Vila Nova.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Fazer pedido' }).disabled).toBe(
      true,
    );
  });

  it('pickup only: no address form, the store pickup address in the cart and the text', async () => {
    const user = userEvent.setup();
    stubApi(
      ordering((s) => {
        s.delivery.enabled = false;
        s.pickup = { enabled: true, address: 'Rua das Flores, 10 - Centro' };
      }),
    );
    renderPage();
    await add(user, 'X-Salada');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Retirada no local' }).checked).toBe(
      true,
    );
    expect(screen.queryByRole('radio', { name: 'Entrega' })).toBeNull();
    expect(screen.queryByLabelText('Bairro')).toBeNull();
    expect(screen.getByTestId('pickup-address').textContent).toBe(
      'Retire em: Rua das Flores, 10 - Centro',
    );
    await user.type(screen.getByLabelText('Seu nome'), 'Maria');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido').value).toContain(
      '*Retirada no local*\nEndereço de retirada: Rua das Flores, 10 - Centro\n*Pagamento:* Dinheiro',
    );
  });

  it('a catalogue without an ordering block keeps the cart as before (every choice, no fee)', async () => {
    const user = userEvent.setup();
    stubApi(undefined);
    renderPage();
    await add(user, 'X-Salada');
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Entrega',
      'Retirada no local',
      'Pix',
      'Dinheiro',
      'Cartão',
    ]);
    expect(screen.queryByTestId('cart-delivery-fee')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 18,00');
    expect(screen.queryByTestId('opening-badge')).toBeNull();
  });
});

describe('OpeningBadge', () => {
  // Tuesday 2026-11-24 15:00 UTC = 12:00 in São Paulo (UTC−3).
  const tuesdayNoon = new Date('2026-11-24T15:00:00Z');
  const hours = (week: StoreSettings['hours']['week']) => ({
    hours: { week, acceptWhenClosed: false },
  });

  it('says "Aberto agora" inside a shift', () => {
    render(
      <OpeningBadge
        ordering={hours([{ day: 2, open: '11:00', close: '15:00' }])}
        now={tuesdayNoon}
      />,
    );
    expect(screen.getByTestId('opening-badge').textContent).toBe('Aberto agora');
  });

  it('says when it opens next, with the day', () => {
    const { rerender } = render(
      <OpeningBadge
        ordering={hours([{ day: 2, open: '18:00', close: '23:00' }])}
        now={tuesdayNoon}
      />,
    );
    expect(screen.getByTestId('opening-badge').textContent).toBe('Fechado · abre hoje às 18:00');
    rerender(
      <OpeningBadge
        ordering={hours([{ day: 5, open: '11:00', close: '14:00' }])}
        now={tuesdayNoon}
      />,
    );
    expect(screen.getByTestId('opening-badge').textContent).toBe('Fechado · abre sexta às 11:00');
  });

  it('counts a shift past midnight as open after midnight', () => {
    // Monday 18:00 – 02:00; Tuesday 01:30 in São Paulo = 04:30 UTC.
    render(
      <OpeningBadge
        ordering={hours([{ day: 1, open: '18:00', close: '02:00' }])}
        now={new Date('2026-11-24T04:30:00Z')}
      />,
    );
    expect(screen.getByTestId('opening-badge').textContent).toBe('Aberto agora');
  });
});

describe('cart text with the store fee', { timeout: 15_000 }, () => {
  it('keeps the short text of an untouched cart at a store with the fee "a combinar"', async () => {
    const user = userEvent.setup();
    stubApi(ordering(() => undefined));
    renderPage();
    await add(user, 'X-Salada');
    const text = () => screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido').value;
    expect(text()).toBe(
      '*Pedido - Lanchonete da Ana*\n\n1x X-Salada - R$ 18,00\n\n*Total: R$ 18,00*',
    );
    await user.type(screen.getByLabelText('Seu nome'), 'Maria');
    expect(text()).toContain('Subtotal: R$ 18,00\nTaxa de entrega: a combinar\n*Total: R$ 18,00*');
  });
});
