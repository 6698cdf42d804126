import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { OrderStatus, PublicOrder } from '@catalogo/contracts/core';
import { publicOrder } from '@/test/fixtures';
import { fakeFetch, jsonResponse } from '@/test/render';
import { OrderStatusPage } from './OrderStatusPage';

const base: PublicOrder = publicOrder({
  number: 12,
  token: 'tok-12',
  status: 'received',
  createdAt: '2026-11-24T18:00:00.000Z',
  updatedAt: '2026-11-24T18:00:00.000Z',
  items: [
    { id: 'l2', name: 'X-Salada', price: 18, quantity: 2, lineTotal: 36 },
    { id: 'b1', name: 'Coca-Cola Lata', price: 6, quantity: 1, lineTotal: 6 },
  ],
  subtotal: 42,
  deliveryFee: 5,
  total: 47,
  fulfilment: 'delivery',
  payment: { method: 'cash', changeFor: 100 },
  customer: { name: 'Maria', phone: null },
  address: {
    cep: '01001000',
    logradouro: 'Praça da Sé',
    numero: '1',
    complemento: '',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  notes: 'sem cebola',
  history: [{ status: 'received', at: '2026-11-24T18:00:00.000Z' }],
  whatsappText: 'Pedido nº 12',
  whatsappUrl: 'https://wa.me/5511987654321?text=Pedido',
  statusUrl: 'http://localhost/loja/pedido/tok-12',
  pix: null,
  store: { slug: 'loja', name: 'Lanchonete da Ana', phone: '11987654321' },
});

const withStatus = (status: OrderStatus, ...passed: OrderStatus[]): PublicOrder => ({
  ...base,
  status,
  history: [...passed, status].map((s, i) => ({ status: s, at: `2026-11-24T18:0${i}:00.000Z` })),
});

function stubOrder(answer: () => Response) {
  const { fetch, calls } = fakeFetch(answer);
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const current = () =>
  within(screen.getByRole('list', { name: 'Situação do pedido' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

describe('OrderStatusPage', () => {
  it('shows the number, the timeline, items, totals, address, payment and WhatsApp', async () => {
    const calls = stubOrder(() => jsonResponse(200, base));
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    expect(await screen.findByRole('heading', { name: 'Pedido nº 12' })).toBeTruthy();
    expect(calls[0]!.url).toContain('/public-catalog/loja/orders/tok-12');
    expect(current()).toContain('Recebido');
    const labels = within(screen.getByRole('list', { name: 'Situação do pedido' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels.map((t) => t!.split(/\d/)[0].replace(' (agora)', ''))).toEqual([
      'Recebido',
      'Confirmado',
      'Em preparo',
      'Saiu para entrega',
      'Concluído',
    ]);
    expect(screen.getByText('2x X-Salada')).toBeTruthy();
    expect(screen.getByText('Taxa de entrega')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('R$ 47,00');
    expect(screen.getByText(/Praça da Sé, 1, Sé, São Paulo\/SP, CEP: 01001-000/)).toBeTruthy();
    expect(screen.getByText('Dinheiro (troco para R$ 100,00)')).toBeTruthy();
    expect(screen.getByText('sem cebola')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Falar com a loja no WhatsApp' });
    expect(back.getAttribute('href')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Sobre o meu pedido nº 12.')}`,
    );
    expect(document.title).toBe('Pedido nº 12 - Lanchonete da Ana');
  });

  it('refreshes by itself and shows the new status', async () => {
    let order = base;
    const calls = stubOrder(() => jsonResponse(200, order));
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={30} />);
    await screen.findByRole('heading', { name: 'Pedido nº 12' });
    order = withStatus('ready_for_pickup', 'received', 'confirmed', 'preparing');
    order = { ...order, fulfilment: 'pickup', address: null };
    await screen.findByText('Pronto para retirada', { selector: 'p' }, { timeout: 2000 });
    expect(current()).toContain('Pronto para retirada');
    expect(calls.length).toBeGreaterThan(1);
  });

  it('stops refreshing once the order is canceled', async () => {
    const calls = stubOrder(() => jsonResponse(200, withStatus('canceled', 'received')));
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={20} />);
    await screen.findByRole('heading', { name: 'Pedido nº 12' });
    expect(current()).toContain('Cancelado');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls).toHaveLength(1);
  });

  it('keeps the last status on screen when a refresh fails', async () => {
    let fail = false;
    stubOrder(() => (fail ? jsonResponse(503, { message: 'x' }) : jsonResponse(200, base)));
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={30} />);
    await screen.findByRole('heading', { name: 'Pedido nº 12' });
    fail = true;
    expect(await screen.findByText(/Sem conexão/, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pedido nº 12' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown token', async () => {
    stubOrder(() => jsonResponse(404, { statusCode: 404, message: 'Pedido não encontrado.' }));
    render(<OrderStatusPage slug="loja" token="nada" pollMs={60_000} />);
    expect(await screen.findByText(/Página não encontrada/)).toBeTruthy();
  });

  it('offers the Pix "copia e cola" when the customer chose Pix', async () => {
    stubOrder(() =>
      jsonResponse(200, {
        ...base,
        payment: { method: 'pix', changeFor: null },
        pix: { brCode: '00020126580014BR.GOV.BCB.PIX' },
      }),
    );
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    expect(
      (await screen.findByLabelText<HTMLTextAreaElement>('Código Pix copia e cola')).value,
    ).toBe('00020126580014BR.GOV.BCB.PIX');
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeTruthy();
  });

  it('shows the Pix code as a QR code (a real SVG of modules) only for a Pix order', async () => {
    stubOrder(() =>
      jsonResponse(200, {
        ...base,
        payment: { method: 'pix', changeFor: null },
        pix: {
          brCode:
            '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
        },
      }),
    );
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    const qr = await screen.findByRole('img', { name: 'QR code do Pix' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The modules are drawn as one path; an empty or wrong code would draw nothing.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(qr.querySelector('path:last-of-type')?.getAttribute('d')?.length).toBeGreaterThan(500);
  });

  it('shows "Frete grátis" and "A combinar" fees and the store pickup address', async () => {
    stubOrder(() => jsonResponse(200, { ...base, deliveryFee: 0, total: 42, freeDelivery: true }));
    const { unmount } = render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    expect(await screen.findByText('Frete grátis')).toBeTruthy();
    unmount();
    stubOrder(() =>
      jsonResponse(200, { ...base, deliveryFee: 0, total: 42, deliveryFeeToAgree: true }),
    );
    const second = render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    expect(await screen.findByText('A combinar')).toBeTruthy();
    second.unmount();
    stubOrder(() =>
      jsonResponse(200, {
        ...base,
        fulfilment: 'pickup',
        address: null,
        deliveryFee: 0,
        total: 42,
        pickupAddress: 'Rua das Flores, 10',
      }),
    );
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    expect(await screen.findByText('Retire em: Rua das Flores, 10')).toBeTruthy();
    expect(screen.queryByText('Taxa de entrega')).toBeNull();
  });

  it('shows no QR code when the order is not paid by Pix', async () => {
    stubOrder(() => jsonResponse(200, base));
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    await screen.findByRole('heading', { name: 'Pedido nº 12' });
    expect(screen.queryByRole('img', { name: 'QR code do Pix' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar código Pix' })).toBeNull();
  });

  it('shows the coupon and its discount before the fee (docs/API.md §8)', async () => {
    stubOrder(() =>
      jsonResponse(200, { ...base, couponCode: 'VOLTA10', discount: 4.2, total: 42.8 }),
    );
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    await screen.findByRole('heading', { name: 'Pedido nº 12' });
    const money = screen.getByTestId('order-total').closest('dl')!;
    expect(
      within(money)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Subtotal', 'Cupom VOLTA10', 'Taxa de entrega', 'Total']);
    expect(within(money).getByText('-R$ 4,20')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('R$ 42,80');
  });

  it('links "Pedir de novo" back to the store with the order to rebuild', async () => {
    stubOrder(() => jsonResponse(200, base));
    render(<OrderStatusPage slug="loja" token="tok-12" pollMs={60_000} />);
    await screen.findByRole('heading', { name: 'Pedido nº 12' });
    expect(screen.getByRole('link', { name: 'Pedir de novo' }).getAttribute('href')).toBe(
      '/loja?pedir-de-novo=tok-12',
    );
  });
});
