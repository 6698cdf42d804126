import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type PublicCatalogResponse } from '@catalogo/contracts/core';
import { MiniToaster, clearToasts } from '@/lib/mini-toast';
import { fakeFetch, jsonResponse, type FakeCall } from '@/test/render';
import { PublicCatalog } from './PublicCatalog';
import { storageKey } from '../utils/storage';
import { publicCatalog } from '../test-fixtures';

const catalog: PublicCatalogResponse = publicCatalog({
  store: { name: 'Lanchonete da Ana', phone: '11987654321' },
  products: [
    { id: 'b1', name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
    { id: 'b2', name: 'Suco de Maçã', price: 11, category: 'Bebidas' },
    { id: 'l1', name: 'Pão de Queijo', price: 5, category: 'Lanches' },
    { id: 'l2', name: 'X-Salada', price: 18, category: 'Lanches' },
  ],
});

let counter = 0;
const uniqueSlug = () => `loja-${Date.now().toString(36)}-${++counter}`;

type Responder = (call: FakeCall) => Response | Promise<Response>;

function stubApi(responders: { catalog?: Responder; viacep?: Responder } = {}) {
  const { fetch, calls } = fakeFetch((call) => {
    if (call.url.includes('/public-catalog/'))
      return (responders.catalog ?? (() => jsonResponse(200, catalog)))(call);
    if (call.url.includes('/store/access/'))
      return jsonResponse(200, { accessCount: 1, lastAccessedAt: new Date().toISOString() });
    if (call.url.startsWith('https://viacep.com.br/'))
      return (responders.viacep ?? (() => jsonResponse(200, { erro: true })))(call);
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderPage(slug: string, strict = false) {
  const ui = (
    <>
      <PublicCatalog slug={slug} retryDelayMs={0} />
      <MiniToaster />
    </>
  );
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui);
}

const toastWith = (text: string) => screen.findByText(text, { selector: '[data-toast] span' });

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

describe('PublicCatalog', () => {
  it('shows the loading text, then the store name, categories and products', async () => {
    stubApi();
    renderPage(uniqueSlug());
    expect(screen.getByRole('status').textContent).toContain('Carregando catálogo...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' }),
    ).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filtrar por categoria' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Bebidas', 'Lanches']);
    expect(screen.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Adicionar X-Salada ao carrinho' })).toBeTruthy();
    expect(screen.getByText('R$ 18,00')).toBeTruthy();
  });

  it('calls PUT /store/access/{slug} once per view, even under StrictMode', async () => {
    const calls = stubApi();
    const slug = uniqueSlug();
    renderPage(slug, true);
    await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' });
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/store/access/'))).toHaveLength(1),
    );
    const put = calls.find((c) => c.url.includes('/store/access/'))!;
    expect(put.url).toBe(`http://localhost:3000/store/access/${slug}`);
    expect(put.init.method).toBe('PUT');
    expect(calls.filter((c) => c.url.includes('/public-catalog/'))).toHaveLength(1);
  });

  it('titles a store without a name "Catálogo de Produtos" and says when it has no product', async () => {
    stubApi({
      catalog: () => jsonResponse(200, { store: { name: null, phone: null }, products: [] }),
    });
    renderPage(uniqueSlug());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catálogo de Produtos' }),
    ).toBeTruthy();
    expect(screen.getByText('Nenhum produto cadastrado.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('searches without case or accents and filters by category', async () => {
    const user = userEvent.setup();
    stubApi();
    renderPage(uniqueSlug());
    const search = await screen.findByRole('searchbox', { name: 'Buscar produtos' });
    await user.type(search, 'MACA');
    expect(screen.getByText('Suco de Maçã')).toBeTruthy();
    expect(screen.queryByText('X-Salada')).toBeNull();
    await user.clear(search);
    await user.type(search, 'pizza');
    expect(screen.getByText('Nenhum produto encontrado.')).toBeTruthy();
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'Lanches' }));
    expect(screen.getByRole('button', { name: 'Lanches' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByText('X-Salada')).toBeTruthy();
    expect(screen.queryByText('Coca-Cola Lata')).toBeNull();
  });

  it('adds, re-adds, reduces and clears with the toasts, and builds the order', async () => {
    const user = userEvent.setup();
    stubApi();
    renderPage(uniqueSlug());
    const add = await screen.findByRole('button', { name: 'Adicionar X-Salada ao carrinho' });
    await user.click(add);
    await toastWith(Messages.cartItemAdded);
    await user.click(add);
    await toastWith(Messages.cartQuantityIncreased);
    await user.click(screen.getByRole('button', { name: 'Adicionar Suco de Maçã ao carrinho' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 47,00');

    const order = screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido');
    expect(order.readOnly).toBe(true);
    expect(order.value).toBe(
      [
        '*Pedido - Lanchonete da Ana*',
        '',
        '2x X-Salada - R$ 36,00',
        '1x Suco de Maçã - R$ 11,00',
        '',
        '*Total: R$ 47,00*',
      ].join('\n'),
    );
    // "Fazer pedido" saves the order first, so it is a button, not a wa.me link.
    expect(screen.getByRole('button', { name: 'Fazer pedido' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade de X-Salada' }));
    await toastWith(Messages.cartQuantityReduced);
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade de X-Salada' }));
    await toastWith(Messages.cartItemRemoved);
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 11,00');

    await user.click(screen.getByRole('button', { name: 'Limpar Carrinho' }));
    await toastWith(Messages.cartCleared);
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByLabelText('Texto do pedido')).toBeNull();
  });

  it('copies the order text on click (Clipboard API) and toasts', async () => {
    const user = userEvent.setup();
    stubApi();
    renderPage(uniqueSlug());
    await user.click(
      await screen.findByRole('button', { name: 'Adicionar Pão de Queijo ao carrinho' }),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const order = screen.getByLabelText<HTMLTextAreaElement>('Texto do pedido');
    await user.click(order);
    await toastWith(Messages.copySucceeded);
    expect(writeText).toHaveBeenCalledWith(order.value);

    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('negado')) },
      configurable: true,
    });
    document.execCommand = vi.fn(() => false);
    await user.click(screen.getByRole('button', { name: 'Copiar pedido' }));
    await toastWith(Messages.copyFailed);
  });

  it('has no "Fazer pedido" when the store has no phone', async () => {
    const user = userEvent.setup();
    stubApi({
      catalog: () => jsonResponse(200, { ...catalog, store: { name: 'Sem Zap', phone: null } }),
    });
    renderPage(uniqueSlug());
    await user.click(await screen.findByRole('button', { name: 'Adicionar X-Salada ao carrinho' }));
    expect(screen.getByLabelText('Texto do pedido')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fazer pedido' })).toBeNull();
  });

  it('restores the saved cart and address of the store, against the current catalogue', async () => {
    const slug = uniqueSlug();
    window.localStorage.setItem(
      storageKey(slug),
      JSON.stringify({
        v: 1,
        lines: [
          { id: 'l2', quantity: 3 },
          { id: 'removido', quantity: 1 },
        ],
        address: { cep: '01001000', logradouro: 'Praça da Sé', numero: '1', uf: 'sp' },
      }),
    );
    stubApi();
    renderPage(slug);
    const order = await screen.findByLabelText<HTMLTextAreaElement>('Texto do pedido');
    expect(order.value).toContain('3x X-Salada - R$ 54,00');
    expect(order.value).toContain('*Endereço de entrega:*\nPraça da Sé, 1\nSP\nCEP: 01001-000');
    expect(screen.getByText('Endereço preenchido')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adicionar Coca-Cola Lata ao carrinho' }));
    const saved = JSON.parse(window.localStorage.getItem(storageKey(slug))!) as {
      lines: unknown;
    };
    expect(saved.lines).toEqual([
      { id: 'l2', quantity: 3 },
      { id: 'b1', quantity: 1 },
    ]);
  });

  it('looks the CEP up: fills the address and focuses the number', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      viacep: () =>
        jsonResponse(200, {
          logradouro: 'Praça da Sé',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
    });
    renderPage(uniqueSlug());
    const toggle = await screen.findByRole('button', { name: /Endereço de entrega/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Endereço não preenchido');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const cep = screen.getByLabelText<HTMLInputElement>('CEP');
    expect(cep.maxLength).toBe(9);
    expect(screen.getByLabelText<HTMLInputElement>('UF').maxLength).toBe(2);
    await user.type(cep, '01001000');
    expect(cep.value).toBe('01001-000');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Logradouro').value).toBe('Praça da Sé'),
    );
    expect(
      calls.filter((c) => c.url.startsWith('https://viacep.com.br/')).map((c) => c.url),
    ).toEqual(['https://viacep.com.br/ws/01001000/json/']);
    expect(screen.getByLabelText<HTMLInputElement>('Bairro').value).toBe('Sé');
    expect(screen.getByLabelText<HTMLInputElement>('Cidade').value).toBe('São Paulo');
    expect(screen.getByLabelText<HTMLInputElement>('UF').value).toBe('SP');
    expect(document.activeElement).toBe(screen.getByLabelText('Número'));
    expect(toggle.textContent).toContain('Endereço preenchido');
  });

  it('a failing CEP lookup toasts "Erro ao buscar o CEP" and focuses the street', async () => {
    const user = userEvent.setup();
    stubApi({ viacep: () => new Response('oops', { status: 500 }) });
    renderPage(uniqueSlug());
    await user.click(await screen.findByRole('button', { name: /Endereço de entrega/ }));
    await user.type(screen.getByLabelText('CEP'), '01001000');
    await toastWith(Messages.cepLookupFailed);
    expect(document.activeElement).toBe(screen.getByLabelText('Logradouro'));
  });

  it('an unknown CEP focuses the street without an error toast', async () => {
    const user = userEvent.setup();
    stubApi({ viacep: () => jsonResponse(200, { erro: true }) });
    renderPage(uniqueSlug());
    await user.click(await screen.findByRole('button', { name: /Endereço de entrega/ }));
    await user.type(screen.getByLabelText('CEP'), '99999999');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Logradouro')));
    expect(screen.queryByText(Messages.cepLookupFailed)).toBeNull();
  });

  it('shows the 404 page for an unknown store', async () => {
    stubApi({
      catalog: () =>
        jsonResponse(404, { statusCode: 404, message: 'Loja não encontrada.', error: 'Not Found' }),
    });
    renderPage(uniqueSlug());
    expect(
      await screen.findByRole('heading', { name: 'Oops! Página não encontrada' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('shows "Falha ao carregar o catálogo" with a retry on other failures', async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = stubApi({
      catalog: () =>
        fail ? jsonResponse(500, { statusCode: 500, message: 'boom' }) : jsonResponse(200, catalog),
    });
    renderPage(uniqueSlug());
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.catalogLoadFailed);
    // one quiet automatic second try on a server error, then the message
    expect(calls.filter((c) => c.url.includes('/public-catalog/'))).toHaveLength(2);
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' }),
    ).toBeTruthy();
  });
});
