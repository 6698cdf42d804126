import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogItem, DashboardInfo } from '@catalogo/contracts/core';
import { catalogItem, dashboardInfo } from '@/test/fixtures';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { AdminPage } from './AdminPage';
import { stagingStorageKey } from '@/features/catalog/utils/staging';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const EMAIL = 'ana@exemplo.com';

const info: DashboardInfo = dashboardInfo({
  subscriptionStatus: 'inactive',
  nextPaymentDate: null,
  isEmailConfirmed: false,
  catalogItemsCount: 1,
  categoriesCount: 1,
  siteSlug: 'doces-da-ana',
  storeName: 'Doces da Ana',
  accessCount: 1234,
  lastAccessed: null,
  phone: '11987654321',
  aiUsage: { used: 2, limit: 15, renewsAt: null },
});

function setup(handlers: Record<string, (call: FakeCall) => Response> = {}) {
  let catalog: CatalogItem[] = [
    catalogItem({ id: 'a1', name: 'Brigadeiro', price: 2.5, category: 'Doces' }),
  ];
  const fake = fakeFetch((call) => {
    const path = new URL(call.url).pathname;
    const key = `${call.init.method} ${path}`;
    const custom = handlers[key];
    if (custom) return custom(call);
    switch (key) {
      case 'GET /user/me':
        return jsonResponse(200, {
          email: EMAIL,
          isEmailConfirmed: false,
          phone: null,
          Subscription: null,
        });
      case 'GET /stripe/dashboard-info':
        return jsonResponse(200, info);
      case 'GET /catalog':
        return jsonResponse(200, catalog);
      case 'POST /catalog/save': {
        const saved = (call.body as Omit<CatalogItem, 'id'>[]).map((item, i) => ({
          ...item,
          id: `n${i}`,
        }));
        catalog = [...catalog, ...saved];
        return jsonResponse(201, saved);
      }
      default:
        return jsonResponse(404, { statusCode: 404, message: 'x', error: 'Not Found' });
    }
  });
  vi.stubGlobal('fetch', fake.fetch);
  const view = renderRoute(<AdminPage />, { path: '/admin' });
  return { ...view, calls: fake.calls, user: userEvent.setup() };
}

const stagedList = () => screen.getByRole('list', { name: 'Itens para adicionar' });

describe('AdminPage', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.error.mockClear();
    toast.success.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the overview, the store info and the uses left', async () => {
    setup();
    const overview = await screen.findByTestId('overview');
    expect(within(overview).getByText('1.234')).toBeTruthy();
    expect(within(overview).getByText('N/A')).toBeTruthy();
    expect(screen.getByTestId('store-name').textContent).toBe('Doces da Ana');
    expect(screen.getByTestId('store-slug').textContent).toBe(
      `${window.location.host}/doces-da-ana`,
    );
    expect(screen.getByTestId('store-phone').textContent).toBe('(11) 98765-4321');
    expect(screen.getByTestId('ai-uses-left').textContent).toContain('Restam 13 usos de 15');
    expect(await screen.findByRole('cell', { name: 'Brigadeiro' })).toBeTruthy();
  });

  it('processes a list: appends only new items and toasts how many', async () => {
    let answer = [
      { name: 'X-Salada', price: 18, category: 'Lanches' },
      { name: 'Coca-Cola lata', price: 6, category: 'Bebidas' },
    ];
    const { user, calls } = setup({
      'POST /catalog/process': () => jsonResponse(200, { items: answer }),
    });
    const textarea = await screen.findByLabelText('Lista de produtos');
    await waitFor(() => expect(screen.getByText('Nenhum item na lista.')).toBeTruthy());
    await user.type(textarea, 'X-Salada 18');
    await user.click(screen.getByRole('button', { name: 'Processar Catálogo com IA' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('2 novos itens processados com sucesso.'),
    );
    expect(calls.find((c) => c.url.endsWith('/catalog/process'))?.body).toEqual({
      inputData: 'X-Salada 18',
    });
    expect(within(stagedList()).getAllByRole('listitem')).toHaveLength(2);

    answer = [
      { name: 'x-salada', price: 19, category: 'LANCHES' },
      { name: 'X-Bacon', price: 22, category: 'Lanches' },
    ];
    await user.type(textarea, 'de novo');
    await user.click(screen.getByRole('button', { name: 'Processar Catálogo com IA' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('1 novos itens processados com sucesso.'),
    );
    expect(within(stagedList()).getAllByRole('listitem')).toHaveLength(3);
    // The list survives a reload.
    const stored = JSON.parse(localStorage.getItem(stagingStorageKey(EMAIL)) ?? '[]') as unknown[];
    expect(stored).toHaveLength(3);
  });

  it('429 and other failures of the processing', async () => {
    let status = 429;
    let message = 'x';
    const { user } = setup({
      'POST /catalog/process': () =>
        jsonResponse(status, { statusCode: status, message, error: 'x' }),
    });
    await user.type(await screen.findByLabelText('Lista de produtos'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Processar Catálogo com IA' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Você atingiu o limite de uso do processamento de itens com IA. Tente novamente mais tarde.',
      ),
    );
    // A second processing while the first still runs (another tab): the server's own 429 message.
    message = 'Já existe um processamento em andamento. Aguarde ele terminar e tente novamente.';
    await user.click(screen.getByRole('button', { name: 'Processar Catálogo com IA' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Processar Catálogo com IA' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Falha no processamento. Por favor, tente novamente.',
      ),
    );
  });

  it('adds items by hand, refuses a duplicate, saves with prices in reais and clears the list', async () => {
    const { user, calls } = setup();
    const addItem = async (name: string, price: string, category: string) => {
      await user.click(await screen.findByRole('button', { name: 'Adicionar item' }));
      const sheet = await screen.findByRole('dialog', { name: 'Adicionar item' });
      if (name) await user.type(within(sheet).getByLabelText('Nome do produto'), name);
      if (price) await user.type(within(sheet).getByLabelText('Preço'), price);
      if (category) await user.type(within(sheet).getByLabelText('Categoria'), category);
      await user.click(within(sheet).getByRole('button', { name: 'Adicionar à lista' }));
      return sheet;
    };

    const empty = await addItem('Bolo', '', 'Bolos');
    expect(within(empty).getByRole('alert').textContent).toBe(
      'Por favor, preencha todos os campos corretamente.',
    );
    await user.click(within(empty).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await addItem('Bolo de cenoura', '3500', 'Bolos');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dup = await addItem('bolo de CENOURA', '100', 'bolos');
    expect(within(dup).getByRole('alert').textContent).toBe('Este item já existe na lista.');
    await user.click(within(dup).getByRole('button', { name: 'Cancelar' }));

    expect(within(stagedList()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Adicionar Itens ao Catálogo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Itens salvos com sucesso!'));
    expect(calls.find((c) => c.url.endsWith('/catalog/save'))?.body).toEqual([
      { name: 'Bolo de cenoura', price: 35, category: 'Bolos' },
    ]);
    expect(await screen.findByText('Nenhum item na lista.')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Bolo de cenoura' })).toBeTruthy();
    // user-event types ~60 keystrokes here: 5 s is too tight on a loaded 2-core CI machine.
  }, 20_000);

  it('removes a staged row by its accessible name', async () => {
    localStorage.setItem(
      stagingStorageKey(EMAIL),
      JSON.stringify([
        { id: 'a', name: 'Coxinha', priceCents: 650, category: 'Salgados' },
        { id: 'b', name: 'Kibe', priceCents: 700, category: 'Salgados' },
      ]),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remover Coxinha' }));
    expect(within(stagedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remover Kibe' })).toBeTruthy();
  });
  it("opens the header's phone menu from a labelled button and leads to the panel's pages", async () => {
    const { user, router } = setup();
    const menu = await screen.findByRole('button', { name: 'Menu do painel' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pedidos e entrega',
      'Desempenho',
      'Clientes',
      'Cupons',
      'Sair',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(menu);
    // From the keyboard, the first entry takes the focus.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('menuitem', { name: 'Pedidos e entrega' }),
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Desempenho' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/desempenho'));
  });
});
