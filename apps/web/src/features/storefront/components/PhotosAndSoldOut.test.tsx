import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type PublicCatalogResponse } from '@catalogo/contracts/core';
import { MiniToaster, clearToasts } from '@/lib/mini-toast';
import { fakeFetch, jsonResponse } from '@/test/render';
import { PublicCatalog } from './PublicCatalog';
import { storageKey } from '../utils/storage';
import { EAGER_THUMBNAILS } from './ProductThumb';
import { publicCatalog } from '../test-fixtures';

/** On the public page: thumbnails, "Esgotado", the store logo and cover colour. */

const photo = (id: string) => ({
  photoUrl: `https://cdn.exemplo.com/${id}-detail.webp`,
  thumbnailUrl: `https://cdn.exemplo.com/${id}-thumb.webp`,
});

const manyWithPhotos = Array.from({ length: 10 }, (_, i) => ({
  id: `p${i}`,
  name: `Lanche ${String(i).padStart(2, '0')}`,
  price: 10 + i,
  category: 'Lanches',
  description: '',
  available: true,
  ...photo(`p${i}`),
}));

const catalog: PublicCatalogResponse = publicCatalog({
  store: {
    name: 'Lanchonete da Ana',
    phone: '11987654321',
    logoUrl: 'https://cdn.exemplo.com/logo.webp',
    logoThumbnailUrl: 'https://cdn.exemplo.com/logo-128.webp',
    coverColor: '#fde047',
  },
  products: [
    {
      id: 'a1',
      name: 'Açaí 300ml',
      price: 14,
      category: 'Açaí',
      description: 'Com granola e banana.',
      available: false,
      ...photo('a1'),
    },
    {
      id: 'a2',
      name: 'Açaí 500ml',
      price: 19,
      category: 'Açaí',
      description: '',
      available: true,
      photoUrl: null,
      thumbnailUrl: null,
    },
    ...manyWithPhotos,
  ],
});

let counter = 0;
const uniqueSlug = () => `loja-fotos-${Date.now().toString(36)}-${++counter}`;

function stubApi(answer: PublicCatalogResponse = catalog) {
  const { fetch } = fakeFetch((call) => {
    if (call.url.includes('/public-catalog/')) return jsonResponse(200, answer);
    if (call.url.includes('/store/access/'))
      return jsonResponse(200, { accessCount: 1, lastAccessedAt: new Date().toISOString() });
    return jsonResponse(404, { statusCode: 404, message: 'x' });
  });
  vi.stubGlobal('fetch', fetch);
}

function renderPage(slug: string) {
  return render(
    <>
      <PublicCatalog slug={slug} retryDelayMs={0} />
      <MiniToaster />
    </>,
  );
}

const row = (name: string) =>
  within(screen.getByRole('region', { name: 'Produtos' }))
    .getByText(name, { selector: '[data-testid="product-name"]' })
    .closest('li')!;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

describe('public catalogue photos and "Esgotado"', { timeout: 15_000 }, () => {
  it('draws list thumbnails with explicit size, async decoding, lazy below the fold', async () => {
    stubApi();
    const { container } = renderPage(uniqueSlug());
    await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' });
    const thumbs = [...container.querySelectorAll<HTMLImageElement>('li img')];
    // 11 products with a photo (one has none).
    expect(thumbs).toHaveLength(11);
    for (const img of thumbs) {
      expect(img.getAttribute('width')).toBe('64');
      expect(img.getAttribute('height')).toBe('64');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('src')).toMatch(/-thumb\.webp$/);
      expect(img.getAttribute('alt')).toBe('');
    }
    // The list order is the page order: the first ones load at once, the rest lazily.
    const loading = thumbs.map((img) => img.getAttribute('loading'));
    // Row 0 (Açaí 300ml) has a photo, row 1 (Açaí 500ml) has none: 5 more eager images.
    expect(loading.filter((l) => l === 'eager')).toHaveLength(EAGER_THUMBNAILS - 1);
    expect(loading.slice(EAGER_THUMBNAILS - 1).every((l) => l === 'lazy')).toBe(true);
  });

  it('shows a neutral placeholder of the same size for a product without photo', async () => {
    stubApi();
    renderPage(uniqueSlug());
    await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' });
    const placeholder = within(row('Açaí 500ml')).getByTestId('thumb-placeholder');
    expect(placeholder.className).toContain('size-16');
    expect(within(row('Açaí 500ml')).queryByRole('img')).toBeNull();
  });

  it('greys a sold-out product, says "Esgotado" and offers no add button', async () => {
    stubApi();
    renderPage(uniqueSlug());
    await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' });
    const soldOut = row('Açaí 300ml');
    expect(within(soldOut).getByText(Messages.itemSoldOut)).toBeTruthy();
    expect(soldOut.className).toContain('bg-slate-50');
    expect(screen.queryByRole('button', { name: 'Adicionar Açaí 300ml ao carrinho' })).toBeNull();
    expect(within(soldOut).getByText('Com granola e banana.')).toBeTruthy();
    // The available one next to it still has its button and no "Esgotado".
    const available = row('Açaí 500ml');
    expect(within(available).queryByText(Messages.itemSoldOut)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Açaí 500ml ao carrinho' }));
    expect(within(row('Açaí 500ml')).getByText(/1 no carrinho/)).toBeTruthy();
  });

  it('drops a saved cart line whose product is now sold out', async () => {
    const slug = uniqueSlug();
    window.localStorage.setItem(
      storageKey(slug),
      JSON.stringify({
        v: 1,
        lines: [
          { id: 'a1', quantity: 2 },
          { id: 'a2', quantity: 1 },
        ],
      }),
    );
    stubApi();
    renderPage(slug);
    await screen.findByRole('heading', { level: 1, name: 'Lanchonete da Ana' });
    expect(within(row('Açaí 500ml')).getByText(/1 no carrinho/)).toBeTruthy();
    expect(within(row('Açaí 300ml')).queryByText(/no carrinho/)).toBeNull();
  });

  it('shows the store logo with explicit size and the cover colour with readable text', async () => {
    stubApi();
    renderPage(uniqueSlug());
    const logo = await screen.findByRole('img', { name: 'Logo de Lanchonete da Ana' });
    expect(logo.getAttribute('src')).toBe('https://cdn.exemplo.com/logo-128.webp');
    expect(logo.getAttribute('width')).toBe('56');
    expect(logo.getAttribute('height')).toBe('56');
    const header = logo.closest('header')!;
    // A light yellow cover gets black text.
    expect(header.style.backgroundColor).toBe('rgb(253, 224, 71)');
    expect(header.style.color).toBe('rgb(0, 0, 0)');
  });

  it('keeps the default look without logo or cover colour', async () => {
    stubApi({
      ...catalog,
      store: {
        name: 'Sem Capa',
        phone: null,
        logoUrl: null,
        logoThumbnailUrl: null,
        coverColor: null,
      },
    });
    renderPage(uniqueSlug());
    const title = await screen.findByRole('heading', { level: 1, name: 'Sem Capa' });
    const header = title.closest('header')!;
    expect(header.className).toContain('from-emerald-800');
    expect(header.getAttribute('style')).toBeNull();
    expect(within(header).queryByRole('img')).toBeNull();
  });
});
