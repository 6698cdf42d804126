import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type CatalogItem } from '@catalogo/contracts/core';
import { catalogItem } from '@/test/fixtures';
import { fakeFetch, jsonResponse, renderRoute, type FakeCall } from '@/test/render';
import { PhotoMessages } from '@/components/panel/photo-picker/messages';
import { CatalogTable } from './CatalogTable';

/** In "Catálogo Existente": thumbnails, the "Esgotado" switch and the item sheet. */

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

const items: CatalogItem[] = [
  catalogItem({
    id: 'a1',
    name: 'Brigadeiro',
    price: 2.5,
    category: 'Doces',
    description: '',
    available: true,
    photoUrl: 'https://cdn/a1.webp',
    thumbnailUrl: 'https://cdn/a1-thumb.webp',
  }),
  catalogItem({
    id: 'a2',
    name: 'Beijinho',
    price: 2.5,
    category: 'Doces',
    description: 'Coco fresco.',
    available: true,
    photoUrl: null,
    thumbnailUrl: null,
  }),
];

function setup(put?: (call: FakeCall) => Response | Promise<Response>) {
  let catalog = items.map((i) => ({ ...i }));
  const fake = fakeFetch((call) => {
    const path = new URL(call.url).pathname;
    const key = `${call.init.method} ${path}`;
    if (key === 'GET /catalog') return jsonResponse(200, catalog);
    if (call.init.method === 'PUT' && path.startsWith('/catalog/')) {
      if (put) return put(call);
      const id = path.split('/')[2];
      catalog = catalog.map((i) =>
        i.id === id ? { ...i, ...(call.body as Partial<CatalogItem>) } : i,
      );
      return jsonResponse(
        200,
        catalog.find((i) => i.id === id),
      );
    }
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute(<CatalogTable />, { path: '/admin' });
  return { calls: fake.calls, user: userEvent.setup() };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

beforeEach(() => {
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

// Typing and TanStack Query renders take seconds on a loaded machine.
describe('catalogue table photos and "Esgotado"', { timeout: 15_000 }, () => {
  it('shows a thumbnail (or a placeholder) without changing the name cell', async () => {
    setup();
    const row = await rowOf('Brigadeiro');
    const img = row.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn/a1-thumb.webp');
    expect(img.getAttribute('width')).toBe('40');
    expect(img.getAttribute('alt')).toBe('');
    expect((await rowOf('Beijinho')).querySelector('img')).toBeNull();
  });

  it('"Esgotado" flips at once, sends the whole item with available=false and toasts', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { calls, user } = setup(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await rowOf('Brigadeiro');
    const toggle = screen.getByRole('switch', { name: 'Esgotado: Brigadeiro' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    // Optimistic: before the server answers.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/catalog/a1');
    expect(put.body).toEqual({
      name: 'Brigadeiro',
      price: 2.5,
      category: 'Doces',
      available: false,
    });
    answer(jsonResponse(200, { ...items[0], available: false }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(PhotoMessages.soldOutOn('Brigadeiro')),
    );
  });

  it('goes back and toasts when saving "Esgotado" fails', async () => {
    const { user } = setup(() => jsonResponse(500, { statusCode: 500, message: 'x' }));
    await rowOf('Beijinho');
    const toggle = screen.getByRole('switch', { name: 'Esgotado: Beijinho' });
    await user.click(toggle);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PhotoMessages.availabilityFailed, undefined),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('the item sheet edits the description with a counter and saves it', async () => {
    const { calls, user } = setup();
    await rowOf('Beijinho');
    await user.click(screen.getByRole('button', { name: 'Foto e detalhes de Beijinho' }));
    const sheet = await screen.findByRole('dialog', { name: 'Detalhes de Beijinho' });
    expect(within(sheet).getByRole('group', { name: 'Foto do produto' })).toBeTruthy();
    const description = within(sheet).getByLabelText('Descrição');
    expect((description as HTMLTextAreaElement).value).toBe('Coco fresco.');
    expect(description.getAttribute('maxlength')).toBe('300');
    expect(within(sheet).getByText('12/300 caracteres')).toBeTruthy();
    await user.clear(description);
    await user.type(description, '  Feito com leite condensado.  ');
    expect(within(sheet).getByText('31/300 caracteres')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(Messages.updateItemSucceeded));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/catalog/a2');
    expect(put.body).toEqual({
      name: 'Beijinho',
      price: 2.5,
      category: 'Doces',
      description: 'Feito com leite condensado.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
