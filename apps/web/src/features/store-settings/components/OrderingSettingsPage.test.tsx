import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultStoreSettings, type StoreSettings } from '@catalogo/contracts/core';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { OrderingSettingsPage, SAVED_MESSAGE } from './OrderingSettingsPage';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

/** A fake API: GET answers `current`; PUT answers the body it got (the server's normalisation aside). */
function stubApi(current: StoreSettings = defaultStoreSettings()) {
  const { fetch, calls } = fakeFetch((call: FakeCall) => {
    if (call.url.endsWith('/store/settings') && call.init.method === 'PUT')
      return jsonResponse(200, call.body);
    if (call.url.endsWith('/store/settings')) return jsonResponse(200, current);
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
  return () => calls.filter((c) => c.init.method === 'PUT');
}

function renderPage() {
  return renderRoute(<OrderingSettingsPage />, { path: '/admin/pedidos-e-entrega' });
}

const preview = () => screen.getByTestId('ordering-preview').textContent;

describe('Pedidos e entrega', { timeout: 60_000 }, () => {
  it('offers "Pix automático" (connecting Mercado Pago) below the settings', async () => {
    const { fetch } = fakeFetch((call: FakeCall) => {
      if (call.url.endsWith('/store/settings')) return jsonResponse(200, defaultStoreSettings());
      if (call.url.endsWith('/store/payment-provider'))
        return jsonResponse(200, {
          provider: null,
          connected: false,
          accountName: null,
          liveMode: false,
        });
      return jsonResponse(404, { statusCode: 404, message: 'x' });
    });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pix automático' })).toBeTruthy();
  });

  it('shows a new store defaults and their preview', async () => {
    stubApi();
    renderPage();
    expect(
      (await screen.findByRole<HTMLInputElement>('switch', { name: 'Fazer entregas' })).checked,
    ).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /A combinar/ }).checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Retirada no local' }).checked,
    ).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Pix' }).checked).toBe(false);
    expect(preview()).toContain('Entrega com taxa a combinar · Pagamento: dinheiro ou cartão');
  });

  it('the seller sets delivery by bairro, pickup, a minimum and Pix, and saves the whole document', async () => {
    const user = userEvent.setup();
    const puts = stubApi();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Por bairro/ }));
    await user.click(screen.getByRole('button', { name: 'Adicionar bairro' }));
    await user.type(screen.getByLabelText('Nome do bairro 1'), 'Centro');
    await user.type(screen.getByLabelText('Taxa de entrega no bairro Centro'), '500');
    expect(screen.getByLabelText<HTMLInputElement>('Taxa de entrega no bairro Centro').value).toBe(
      'R$\u00a05,00',
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar bairro' }));
    await user.type(screen.getByLabelText('Nome do bairro 2'), 'Jardim');
    await user.type(screen.getByLabelText('Taxa de entrega no bairro Jardim'), '800');
    // Rows are edited and removed in place.
    await user.click(screen.getByRole('button', { name: 'Remover bairro Jardim' }));
    expect(screen.queryByLabelText('Nome do bairro 2')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Retirada no local' }));
    await user.type(screen.getByLabelText('Endereço para retirada'), 'Rua das Flores, 10');
    await user.type(screen.getByLabelText('Valor mínimo do pedido (opcional)'), '2000');
    await user.click(screen.getByRole('switch', { name: 'Cartão na entrega' }));
    expect(preview()).toContain(
      'Entrega R$ 5,00 no Centro · Retirada grátis · Pedido mínimo R$ 20,00',
    );

    await user.click(screen.getByRole('switch', { name: 'Pix' }));
    await user.selectOptions(screen.getByLabelText('Tipo de chave'), 'cpf');
    await user.type(screen.getByLabelText('Chave Pix'), '123.456.789-00');
    await user.type(screen.getByLabelText('Nome do recebedor'), 'Ana Souza');
    await user.type(screen.getByLabelText('Cidade do recebedor'), 'São Paulo');

    const week = screen.getByRole('list', { name: 'Dias da semana' });
    await user.click(within(week).getByRole('button', { name: 'Abrir sexta-feira' }));
    expect(screen.getByLabelText<HTMLInputElement>('Abre (Sexta-feira)').value).toBe('08:00');

    // A CPF with wrong check digits: the DTO message, inline, and nothing sent.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('CPF da chave Pix inválido: confira os 11 dígitos.'),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Chave Pix'));
    await user.type(screen.getByLabelText('Chave Pix'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as StoreSettings;
    expect(body.delivery).toEqual({
      enabled: true,
      feeMode: 'by_neighbourhood',
      flatFee: 0,
      neighbourhoods: [{ name: 'Centro', fee: 5 }],
      freeFrom: null,
    });
    expect(body.pickup).toEqual({ enabled: true, address: 'Rua das Flores, 10' });
    expect(body.minimumOrder).toBe(20);
    expect(body.payment.pix.enabled).toBe(true);
    expect(body.payment.pix.keyType).toBe('cpf');
    expect(body.payment.card.enabled).toBe(false);
    expect(body.hours.week).toEqual([{ day: 5, open: '08:00', close: '18:00' }]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SAVED_MESSAGE));
  });

  it('the Pix code lifetime shows the saved one (even off the list) and saves the chosen minutes', async () => {
    const user = userEvent.setup();
    const saved = defaultStoreSettings();
    saved.payment.pix = {
      enabled: true,
      keyType: 'email',
      key: 'ana@example.com',
      merchantName: 'Ana',
      merchantCity: 'Sao Paulo',
      expiryMinutes: 90,
    };
    const puts = stubApi(saved);
    renderPage();
    const expiry = await screen.findByLabelText<HTMLSelectElement>(
      'Validade do código (Pix automático)',
    );
    expect(expiry.selectedOptions[0]!.textContent).toBe('90 minutos');
    expect([...expiry.options].map((o) => o.textContent)).toEqual([
      '30 minutos',
      '1 hora',
      '90 minutos',
      '2 horas',
      '6 horas',
      '12 horas',
      '24 horas',
    ]);
    await user.selectOptions(expiry, '2 horas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as StoreSettings).payment.pix.expiryMinutes).toBe(120);
  });

  it('the Avisos de pedidos section shows the saved alerts and saves the changed ones', async () => {
    const user = userEvent.setup();
    const saved = defaultStoreSettings();
    saved.alerts = { sound: 'once', emailOnOrder: true, printWidth: 58, autoPrint: false };
    const puts = stubApi(saved);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Avisos de pedidos' });
    const radio = (name: string | RegExp) =>
      within(section).getByRole<HTMLInputElement>('radio', { name });
    const toggle = (name: string) =>
      within(section).getByRole<HTMLInputElement>('switch', { name });
    expect(within(section).getByRole('group', { name: 'Som de novo pedido' })).toBeTruthy();
    expect(radio(/^Tocar uma vez/).checked).toBe(true);
    expect(radio(/^Tocar até aceitar/).checked).toBe(false);
    expect(
      within(section).getByRole('group', { name: 'Largura do papel da impressora' }),
    ).toBeTruthy();
    expect(radio('58 mm').checked).toBe(true);
    expect(radio('80 mm').checked).toBe(false);
    expect(toggle('Impressão automática').checked).toBe(false);
    expect(toggle('Impressão automática').getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(section).getByText(/imprime cada pedido novo enquanto o painel estiver aberto/i),
    ).toBeTruthy();
    expect(toggle('Avisar também por e-mail').checked).toBe(true);

    await user.click(radio(/^Tocar até aceitar/));
    await user.click(radio('80 mm'));
    await user.click(toggle('Impressão automática'));
    await user.click(toggle('Avisar também por e-mail'));
    expect(radio(/^Tocar até aceitar/).checked).toBe(true);
    expect(radio('80 mm').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as StoreSettings;
    expect(body.alerts).toEqual({
      sound: 'until_accepted',
      emailOnOrder: false,
      printWidth: 80,
      autoPrint: true,
    });
    expect(body.delivery).toEqual(saved.delivery);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SAVED_MESSAGE));
  });

  it('refuses delivery and pickup both off, with the contracts message', async () => {
    const user = userEvent.setup();
    const puts = stubApi();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Fazer entregas' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Ative a entrega ou a retirada no local.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('refuses a bairro twice and a malformed time', async () => {
    const user = userEvent.setup();
    const puts = stubApi();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Por bairro/ }));
    await user.click(screen.getByRole('button', { name: 'Adicionar bairro' }));
    await user.type(screen.getByLabelText('Nome do bairro 1'), 'Centro');
    await user.click(screen.getByRole('button', { name: 'Adicionar bairro' }));
    await user.type(screen.getByLabelText('Nome do bairro 2'), 'centro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cada bairro pode aparecer só uma vez na tabela.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});
