import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { OnlineOrderPix, PublicOrder } from '@catalogo/contracts/core';
import { publicOrder } from '@/test/fixtures';
import { fakeFetch, jsonResponse } from '@/test/render';
import { OrderStatusPage } from './OrderStatusPage';

const pending = (): OnlineOrderPix => ({
  mode: 'online',
  status: 'pending',
  brCode: '00020126PIXMP1001',
  qrCodePng: null,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  paidAt: null,
});

const order = (pix: OnlineOrderPix): PublicOrder =>
  publicOrder({
    number: 7,
    token: 'tok-7',
    status: 'received',
    createdAt: '2026-11-24T18:00:00.000Z',
    updatedAt: '2026-11-24T18:00:00.000Z',
    items: [{ id: 'p', name: 'Pastel', price: 25.9, quantity: 1, lineTotal: 25.9 }],
    subtotal: 25.9,
    deliveryFee: 0,
    total: 25.9,
    fulfilment: 'pickup',
    payment: { method: 'pix', changeFor: null },
    customer: { name: 'Maria', phone: null },
    address: null,
    notes: null,
    history: [{ status: 'received', at: '2026-11-24T18:00:00.000Z' }],
    whatsappText: 'Pedido nº 7',
    whatsappUrl: null,
    statusUrl: 'http://localhost/loja/pedido/tok-7',
    pix,
    paymentStatus: pix.status,
    store: { slug: 'loja', name: 'Pastelaria', phone: null },
  });

afterEach(() => vi.unstubAllGlobals());

describe('online Pix on the status page (docs/API.md §8 "Pix online")', () => {
  it('shows the QR code, the copia e cola and a countdown, then "Pagamento confirmado" by itself', async () => {
    let paid = false;
    const { fetch } = fakeFetch(() =>
      jsonResponse(
        200,
        order(
          paid ? { ...pending(), status: 'paid', paidAt: new Date().toISOString() } : pending(),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<OrderStatusPage slug="loja" token="tok-7" pollMs={50} />);
    expect(await screen.findByTestId('pix-qr')).toBeTruthy();
    expect((screen.getByLabelText('Código Pix copia e cola') as HTMLTextAreaElement).value).toBe(
      '00020126PIXMP1001',
    );
    expect(screen.getByTestId('pix-countdown').textContent).toMatch(
      /O código vale por mais (29:5\d|30:00)/,
    );
    paid = true;
    expect(await screen.findByText('Pagamento confirmado')).toBeTruthy();
    expect(screen.queryByLabelText('Código Pix copia e cola')).toBeNull();
  });

  it('pays a Pix de teste with "simular pagamento"', async () => {
    let paid = false;
    const { fetch, calls } = fakeFetch((call) => {
      if (call.init.method === 'POST') {
        paid = true;
        return jsonResponse(200, { ...pending(), status: 'paid' });
      }
      return jsonResponse(
        200,
        order(paid ? { ...pending(), status: 'paid' } : { ...pending(), testMode: true }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    render(<OrderStatusPage slug="loja" token="tok-7" pollMs={60_000} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pix de teste: simular pagamento' }));
    expect(await screen.findByText('Pagamento confirmado')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/orders/tok-7/pix/simulate'))).toBe(true);
  });

  it('offers "Gerar novo código" for an expired code and shows the new one', async () => {
    let renewed = false;
    const { fetch, calls } = fakeFetch((call) => {
      if (call.init.method === 'POST') {
        renewed = true;
        return jsonResponse(200, pending());
      }
      return jsonResponse(
        200,
        order(renewed ? pending() : { ...pending(), status: 'expired', expiresAt: null }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    render(<OrderStatusPage slug="loja" token="tok-7" pollMs={60_000} />);
    expect(await screen.findByText(/O código Pix expirou/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(await screen.findByTestId('pix-qr')).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'POST' && c.url.endsWith('/orders/tok-7/pix'))).toBe(
      true,
    );
  });
});
