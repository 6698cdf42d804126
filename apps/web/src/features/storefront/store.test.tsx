import type { PublicCatalogResponse } from '@catalogo/contracts/core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCatalogPage } from '@/entry-server';
import { PublicCatalogApp } from './store';
import { ANY_ORDERING } from './utils/ordering';
import type { ServerSnapshot } from './components/PublicCatalog';
import { holdEarlyTaps } from './utils/early-taps';
import { storageKey } from './utils/storage';

/**
 * the browser hydrates the server's HTML with the same tree and data, with no
 * mismatch (React would re-render the page and report it), including a saved cart, a logo, a
 * cover colour, photos and opening hours (rendered from the server's instant).
 */
const catalog: PublicCatalogResponse = {
  store: {
    name: 'Lanchonete da Ana',
    phone: '11987654321',
    logoUrl: 'https://img.example.com/logo.webp',
    logoThumbnailUrl: 'https://img.example.com/logo-128.webp',
    coverColor: '#7c2d12',
  },
  products: Array.from({ length: 8 }, (_, i) => ({
    id: `p${i}`,
    name: `Lanche ${i}`,
    price: 10 + i,
    category: i < 4 ? 'Lanches' : 'Bebidas',
    description: '',
    available: i !== 3,
    photoUrl: `https://img.example.com/p${i}.webp`,
    thumbnailUrl: `https://img.example.com/p${i}-256.webp`,
    optionGroups: [],
  })),
  ordering: ANY_ORDERING,
};

// React's act() outside Testing Library (it hydrates, Testing Library only renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

/**
 * Renders like the server (jsdom has a window, so the browser's storage is filled only after
 * that, by `beforeHydration`), then hydrates.
 */
async function hydrate(
  data: PublicCatalogResponse,
  renderedAt: number,
  beforeHydration: () => void = () => undefined,
) {
  const page = renderCatalogPage({
    slug: 'loja-da-ana',
    catalog: data,
    renderedAt,
    webUrl: 'https://catalogo.example.com',
    apiUrl: 'https://api.catalogo.example.com',
  });
  beforeHydration();
  const container = document.createElement('div');
  container.innerHTML = page.body;
  document.body.appendChild(container);
  const heading = container.querySelector('h1');
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  const snapshot: ServerSnapshot = { state: { status: 'ready', catalog: data }, renderedAt };
  await act(async () => {
    hydrateRoot(container, <PublicCatalogApp slug="loja-da-ana" snapshot={snapshot} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, heading, errors, consoleError };
}

describe('hydration of the server-rendered page', () => {
  it('keeps the server’s DOM (no mismatch) with a logo, cover colour, photos and a saved cart', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const { container, heading, errors, consoleError } = await hydrate(catalog, Date.now(), () =>
      window.localStorage.setItem(
        storageKey('loja-da-ana'),
        JSON.stringify({ v: 1, lines: [{ id: 'p1', quantity: 2 }], address: {} }),
      ),
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The buttons the server drew work once hydrated.
    const add = container.querySelector('button[aria-label="Adicionar Lanche 0 ao carrinho"]');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    // The same element: hydrated, not replaced.
    expect(container.querySelector('h1')).toBe(heading);
    // The saved cart came back after mount.
    expect(container.querySelector('[data-testid="cart-total"]')?.textContent).toBe('R$ 22,00');
    // No catalogue request: only the visit counter.
    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => /\/public-catalog\/loja-da-ana$/.test(u))).toBe(false);
  });

  it('renders the opening badge from the server’s instant, then the browser’s clock', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '18:00' }));
    const withHours: PublicCatalogResponse = {
      ...catalog,
      ordering: { ...ANY_ORDERING, hours: { week, acceptWhenClosed: true } },
    };
    // The server draws it at 03:00 in São Paulo (closed); the browser hydrates at 12:00 (open).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-05T06:00:00Z'));
    try {
      const { errors, consoleError, container } = await hydrate(
        withHours,
        Date.parse('2026-01-05T06:00:00Z'),
        () => vi.setSystemTime(new Date('2026-01-05T15:00:00Z')),
      );
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('[data-testid="opening-badge"]')?.textContent).toBe(
        'Aberto agora',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('replays a "+" tapped before hydration (the server draws it enabled) onto the saved cart', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const renderedAt = Date.now();
    const page = renderCatalogPage({
      slug: 'loja-da-ana',
      catalog,
      renderedAt,
      webUrl: 'https://catalogo.example.com',
      apiUrl: 'https://api.catalogo.example.com',
    });
    window.localStorage.setItem(
      storageKey('loja-da-ana'),
      JSON.stringify({ v: 1, lines: [{ id: 'p1', quantity: 2 }], address: {} }),
    );
    const container = document.createElement('div');
    container.innerHTML = page.body;
    document.body.appendChild(container);
    const release = holdEarlyTaps(container);
    const add = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Adicionar Lanche 0 ao carrinho"]',
    )!;
    expect(add.disabled).toBe(false);
    add.click(); // no code yet: nothing happens but the hold
    const consoleError = vi.spyOn(console, 'error');
    const errors: unknown[] = [];
    const snapshot: ServerSnapshot = { state: { status: 'ready', catalog }, renderedAt };
    await act(async () => {
      hydrateRoot(container, <PublicCatalogApp slug="loja-da-ana" snapshot={snapshot} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      release(true);
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The saved 2 × R$ 11,00 and the early tap's R$ 10,00.
    expect(container.querySelector('[data-testid="cart-total"]')?.textContent).toBe('R$ 32,00');
  });
});
