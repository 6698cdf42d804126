import type { PublicCatalogResponse } from '@catalogo/contracts/core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../server/ssr';
import { renderCatalogPage, renderNotFoundPage } from './entry-server';
import { ANY_ORDERING } from './features/storefront/utils/ordering';
import { jsonForScript } from './features/storefront/utils/snapshot';

/** sellers' text is text everywhere the server writes it. */
const EVIL_STORE = 'Loja "Ana" <script>alert(1)</script> 🍕 \u202Eevil\u202C';
const EVIL_ITEM = 'Bolo</script><script>alert(2)</script><!-- \u2028x\u2029 😀';

function catalog(overrides: Partial<PublicCatalogResponse> = {}): PublicCatalogResponse {
  return {
    store: {
      name: EVIL_STORE,
      phone: '11987654321',
      logoUrl: null,
      logoThumbnailUrl: null,
      coverColor: null,
    },
    products: [
      {
        id: 'p1',
        name: EVIL_ITEM,
        price: 12.5,
        category: 'Doces & "Salgados"',
        description: '',
        available: true,
        photoUrl: 'https://img.example.com/p1.webp',
        thumbnailUrl: 'https://img.example.com/p1-thumb.webp',
        optionGroups: [],
      },
      {
        id: 'p2',
        name: 'Café',
        price: 5,
        category: 'Bebidas',
        description: '',
        available: false,
        photoUrl: null,
        thumbnailUrl: null,
        optionGroups: [],
      },
    ],
    ordering: ANY_ORDERING,
    ...overrides,
  };
}

const input = {
  slug: 'loja-da-ana',
  renderedAt: Date.UTC(2026, 0, 5, 15, 0),
  webUrl: 'https://catalogo.example.com',
  apiUrl: 'https://api.catalogo.example.com',
};

/** The page's text content once parsed by a browser (jsdom). */
function parse(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  );
}

describe('renderCatalogPage', () => {
  it('writes the contract’s meta tags, escaped, with absolute URLs', () => {
    const page = renderCatalogPage({ ...input, catalog: catalog() });
    const escapedName =
      'Loja &quot;Ana&quot; &lt;script&gt;alert(1)&lt;/script&gt; 🍕 \u202Eevil\u202C';
    expect(page.head).toContain(`<title>${escapedName} · Catálogo</title>`);
    expect(page.head).toContain(`<meta property="og:title" content="${escapedName}"/>`);
    expect(page.head).toContain(
      '<meta property="og:description" content="2 produtos · Peça pelo WhatsApp"/>',
    );
    expect(page.head).toContain(
      '<meta property="og:image" content="https://api.catalogo.example.com/public-catalog/loja-da-ana/og.png"/>',
    );
    expect(page.head).toContain(
      '<meta property="og:url" content="https://catalogo.example.com/loja-da-ana"/>',
    );
    expect(page.head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page.head).toContain(
      '<link rel="canonical" href="https://catalogo.example.com/loja-da-ana"/>',
    );
    expect(page.head).not.toContain('<script>');
  });

  it('puts the catalogue version on the og:image URL, so link previews follow a change', () => {
    const page = renderCatalogPage({ ...input, catalog: catalog(), version: '42' });
    const image = 'https://api.catalogo.example.com/public-catalog/loja-da-ana/og.png?v=42';
    expect(page.head).toContain(`<meta property="og:image" content="${image}"/>`);
    expect(page.head).toContain(`<meta name="twitter:image" content="${image}"/>`);
  });

  it('writes JSON-LD a browser cannot break out of, that parses back to the sellers’ text', () => {
    const page = renderCatalogPage({ ...input, catalog: catalog() });
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.head)![1]!;
    expect(ld).toContain(
      '"name":"Bolo\\u003c/script\\u003e\\u003cscript\\u003ealert(2)\\u003c/script\\u003e\\u003c!-- \\u2028x\\u2029 😀"',
    );
    expect(ld).toContain(
      '"name":"Loja \\"Ana\\" \\u003cscript\\u003ealert(1)\\u003c/script\\u003e 🍕 \u202Eevil\u202C"',
    );
    expect(ld).not.toMatch(/[<>\u2028\u2029]/);
    const data = JSON.parse(ld) as {
      '@type': string;
      name: string;
      makesOffer: {
        price: string;
        priceCurrency: string;
        availability: string;
        itemOffered: { name: string; category: string; image?: string };
      }[];
    };
    expect(data['@type']).toBe('Store');
    expect(data.name).toBe(EVIL_STORE);
    expect(data.makesOffer).toEqual([
      {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        itemOffered: {
          '@type': 'Product',
          name: EVIL_ITEM,
          category: 'Doces & "Salgados"',
          image: 'https://img.example.com/p1.webp',
        },
      },
      {
        '@type': 'Offer',
        price: '5.00',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/OutOfStock',
        itemOffered: { '@type': 'Product', name: 'Café', category: 'Bebidas' },
      },
    ]);
  });

  it('renders the header and the items as text, and a snapshot that parses back', () => {
    const page = renderCatalogPage({ ...input, catalog: catalog() });
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain(
      'Bolo&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;&lt;!-- \u2028x\u2029 😀',
    );
    expect(page.body).not.toMatch(/<script/);
    expect(page.body).not.toContain('<title>');
    // React's preload of the first photo goes to the head, not into the hydrated markup.
    expect(page.body).not.toContain('<link');
    expect(page.head).toContain(
      '<link rel="preload" as="image" href="https://img.example.com/p1-thumb.webp"/>',
    );
    const doc = parse(page.body + page.snapshot);
    expect(doc.querySelector('h1')?.textContent).toBe(EVIL_STORE);
    const text = doc.body.textContent ?? '';
    expect(text).toContain(EVIL_ITEM);
    expect(text).toMatch(/R\$\s12,50/);
    expect(text).toContain('Bebidas');
    expect(doc.querySelector('img[src="https://img.example.com/p1-thumb.webp"]')).not.toBeNull();
    // The snapshot is one inert element whose JSON is the catalogue, exactly.
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/json');
    expect(page.snapshot).toBe(
      `<script type="application/json" id="catalogo-snapshot">${jsonForScript({
        state: { status: 'ready', catalog: catalog() },
        renderedAt: input.renderedAt,
      })}</script>`,
    );
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual({
      state: { status: 'ready', catalog: JSON.parse(JSON.stringify(catalog())) },
      renderedAt: input.renderedAt,
    });
  });

  it('renders the 404 view for an unknown store', () => {
    const page = renderNotFoundPage('nao-existe', input.renderedAt);
    expect(page.head).toContain('<title>Página não encontrada · Monte Seu Pedido</title>');
    expect(parse(page.body).querySelector('h1')?.textContent).toBe('Oops! Página não encontrada');
  });
});

describe('jsonForScript', () => {
  it('escapes exactly <, >, & and the two line separators', () => {
    expect(jsonForScript({ a: '</script><!--&\u2028\u2029"é🍕' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029\\"é🍕"}',
    );
  });
});

/** A 50-item store as the server renders it: photos, options, sold-out items, five categories. */
function fiftyItems(): PublicCatalogResponse['products'] {
  return Array.from({ length: 50 }, (_, i) => ({
    id: `0b7c2a4e-1d2f-4a5b-9c8d-${String(i).padStart(12, '0')}`,
    name: `Hambúrguer artesanal número ${i + 1} com queijo`,
    price: 10 + i * 1.25,
    category: ['Lanches', 'Bebidas', 'Porções', 'Pratos', 'Sobremesas'][i % 5]!,
    description:
      i % 3 === 0
        ? ''
        : 'Pão brioche, carne de 180 g, queijo prato, alface, tomate e molho da casa.',
    available: i % 7 !== 0,
    photoUrl:
      i % 4 === 3
        ? null
        : `https://api.catalogo.example.com/uploads/items/${i}-4f1c9e0b7d2a6c3e8f5b-800.webp`,
    thumbnailUrl:
      i % 4 === 3
        ? null
        : `https://api.catalogo.example.com/uploads/items/${i}-4f1c9e0b7d2a6c3e8f5b-256.webp`,
    optionGroups: [
      {
        id: `g-${i}`,
        name: 'Adicionais',
        min: 0,
        max: 3,
        priceRule: 'sum' as const,
        options: [
          { id: `o-${i}-1`, name: 'Bacon', price: 4, available: true },
          { id: `o-${i}-2`, name: 'Ovo', price: 2, available: true },
        ],
      },
    ],
  }));
}

/** The whole HTML document the web server sends for a store (the app's index.html, filled). */
function storeDocument(products = fiftyItems()): string {
  const page = renderCatalogPage({ ...input, catalog: catalog({ products }) });
  const template = readFileSync(`${process.cwd()}/index.html`, 'utf8');
  return fillTemplate(template, page);
}

describe('the server’s HTML (review round 3)', () => {
  it('is valid HTML for html-validate’s standard preset: 0 errors on a 50-item store', async () => {
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(
      storeDocument(),
    );
    const errors = report.results.flatMap((r) =>
      r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });

  it('draws the search box, the filters, the items and their "+" enabled before hydration', () => {
    const doc = new DOMParser().parseFromString(storeDocument(), 'text/html');
    const root = doc.getElementById('root')!;
    const search = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(search.hasAttribute('disabled')).toBe(false);
    const buttons = [...root.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(50);
    expect(buttons.filter((b) => b.hasAttribute('disabled')).map((b) => b.outerHTML)).toEqual([]);
    expect(
      root.querySelector(
        'button[aria-label="Adicionar Hambúrguer artesanal número 2 com queijo ao carrinho"]',
      ),
    ).not.toBeNull();
  });
});

describe('page weight', () => {
  it('a 50-item page with photos and options is at most 30 KB gzip', () => {
    const html = storeDocument();
    const gzipped = gzipSync(html, { level: 6 }).length;
    expect(html).toContain('número 50 com queijo');
    expect(gzipped).toBeLessThanOrEqual(30 * 1024);
  });
});
