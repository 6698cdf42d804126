import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentProviderInfo } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute } from '@/test/render';
import { PixProviderCard } from './PixProviderCard';

afterEach(() => vi.unstubAllGlobals());

describe('PixProviderCard (docs/API.md §8 "Pix online")', () => {
  it('connects Mercado Pago with the token, shows the account, never shows the token again, disconnects', async () => {
    let info: PaymentProviderInfo = {
      provider: null,
      connected: false,
      accountName: null,
      liveMode: false,
    };
    const { fetch, calls } = fakeFetch((call) => {
      if (call.init.method === 'PUT') {
        info = {
          provider: 'mercadopago',
          connected: true,
          accountName: 'Ana Souza',
          liveMode: true,
        };
        return jsonResponse(200, info);
      }
      if (call.init.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, info);
    });
    vi.stubGlobal('fetch', fetch);
    renderRoute(<PixProviderCard />, { path: '/admin/config', initialEntry: '/admin/config' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Access Token do Mercado Pago'), 'APP_USR-123');
    await user.click(screen.getByRole('button', { name: 'Conectar Mercado Pago' }));
    const connected = await screen.findByTestId('pix-provider-connected');
    expect(connected.textContent).toContain('Mercado Pago (Ana Souza)');
    expect(connected.textContent).toContain('Produção');
    expect(calls.find((c) => c.init.method === 'PUT')?.body).toEqual({
      provider: 'mercadopago',
      accessToken: 'APP_USR-123',
    });
    expect(document.body.textContent).not.toContain('APP_USR-123');
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByLabelText('Access Token do Mercado Pago')).toBeTruthy();
  });
});
