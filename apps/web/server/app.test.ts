import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressDir } from '../scripts/precompress';
import * as realEntry from '../src/entry-server';
import { createWebApp } from './app';
import { loadConfig } from './config';

const TEMPLATE =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Shell</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const catalogue = {
  store: { name: 'Loja da Ana', phone: '11987654321', logoUrl: null, logoThumbnailUrl: null },
  products: [
    {
      id: 'p1',
      name: 'Bolo',
      price: 12.5,
      category: 'Doces',
      description: '',
      available: true,
      photoUrl: null,
      thumbnailUrl: null,
      optionGroups: [],
    },
  ],
};

/** A script long enough to be compressed at build time (scripts/precompress.ts). */
const APP_JS = Array.from(
  { length: 400 },
  (_, i) => `export const item${i} = 'Produto ${i}';`,
).join('\n');

/** A GET with `headers`, the body as the server sent it (no decoding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let api: Server;
let web: Server;
let webUrl: string;
let dist: string;
const apiReads: string[] = [];
const entry = {
  ...realEntry,
  renderCatalogPage: vi.fn(realEntry.renderCatalogPage),
  renderNotFoundPage: vi.fn(realEntry.renderNotFoundPage),
  renderBadPathPage: vi.fn(realEntry.renderBadPathPage),
};

beforeAll(async () => {
  api = createServer((req, res) => {
    apiReads.push(req.url ?? '');
    const found = req.url === '/public-catalog/loja-da-ana';
    res.statusCode = found ? 200 : 404;
    res.setHeader('Content-Type', 'application/json');
    if (found) res.setHeader('X-Catalog-Version', '17');
    res.end(
      JSON.stringify(found ? catalogue : { statusCode: 404, message: 'Loja não encontrada' }),
    );
  });
  const apiUrl = await listen(api);
  dist = mkdtempSync(join(tmpdir(), 'web-app-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-def.js'), APP_JS);
  precompressDir(dist);
  const config = loadConfig(
    {
      PORT: '0',
      API_INTERNAL_URL: apiUrl,
      API_PUBLIC_URL: 'https://api.catalogo.example.com/v1',
      IMAGES_URL: 'https://imagens.catalogo.example.com/catalogo',
      WEB_URL: 'https://catalogo.example.com',
      PUBLIC_CATALOG_CACHE_TTL_MS: '60000',
    },
    { apiUrl, distDir: dist },
  );
  web = createServer(createWebApp(config, { template: TEMPLATE, entry }).listener);
  webUrl = await listen(web);
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: https://api.catalogo.example.com https://imagens.catalogo.example.com; " +
  "font-src 'self'; connect-src 'self' https://api.catalogo.example.com https://viacep.com.br; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

describe('the web server’s pages carry a Content-Security-Policy (as infra/nginx/security-headers.conf)', () => {
  it('on a store page, the 404 of a malformed path, the SPA shell and a file', async () => {
    for (const [path, status] of [
      ['/loja-da-ana', 200],
      ['/loja-que-nao-existe', 404],
      ['/%E0%A4%A', 404],
      ['/admin', 200],
      ['/assets/index-abc.js', 200],
    ] as const) {
      const response = await fetch(`${webUrl}${path}`);
      await response.arrayBuffer();
      expect([path, response.status]).toEqual([path, status]);
      expect([path, response.headers.get('content-security-policy')]).toEqual([path, CSP]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("has no inline script a `script-src 'self'` would block (only JSON data blocks)", async () => {
    const html = await (await fetch(`${webUrl}/loja-da-ana`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts)
      expect(attributes).toMatch(/\bsrc=|type="application\/(?:ld\+)?json"/);
  });
});

describe('the store page’s og:image carries the catalogue version', () => {
  it('appends the API’s X-Catalog-Version to og.png, so WhatsApp fetches a new preview', async () => {
    const html = await (await fetch(`${webUrl}/loja-da-ana`)).text();
    expect(html).toContain(
      '<meta property="og:image" content="https://api.catalogo.example.com/v1/public-catalog/loja-da-ana/og.png?v=17"/>',
    );
  });
});

describe('a malformed path is rendered once (review round 3)', () => {
  it('serves its 404 page from memory: one render for any number of bad paths, no API read', async () => {
    const readsBefore = apiReads.length;
    const bodies = new Set<string>();
    for (const path of ['/%E0%A4%A', '/%E0%A4%A', '/Loja', '/loja.da.ana', '/-loja', '/%E0%A4%A']) {
      const response = await fetch(`${webUrl}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('Página não encontrada');
    // Once in this file (the test above asked a malformed path too).
    expect(entry.renderBadPathPage).toHaveBeenCalledTimes(1);
    expect(apiReads.length).toBe(readsBefore);
  });
});

describe('the client build’s files travel compressed, compressed once at build time', () => {
  it('sends the brotli file to a client taking br, the gzip one to a gzip-only client, with Vary', async () => {
    const url = `${webUrl}/assets/app-def.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(APP_JS.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);
    // Each coding is its own representation: its own validator.
    expect(gz.headers['etag']).not.toBe(br.headers['etag']);
  });

  it('sends the file as is to a client taking no coding (still Vary: Accept-Encoding)', async () => {
    const plain = await rawGet(`${webUrl}/assets/app-def.js`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(APP_JS);
  });

  it('writes .br and .gz only for text files worth compressing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-precompress-'));
    try {
      writeFileSync(join(dir, 'big.css'), 'a{color:red}\n'.repeat(200));
      writeFileSync(join(dir, 'small.js'), 'x()');
      writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096));
      expect(precompressDir(dir)).toBe(2);
      expect(readdirSync(dir).sort()).toEqual([
        'big.css',
        'big.css.br',
        'big.css.gz',
        'photo.png',
        'small.js',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a store page is rendered once per catalogue answer (the API’s ETag: version and opening period)', () => {
  /** What the fake API answers for /public-catalog/loja-do-bruno: its ETag changes with the answer. */
  const answer = { etag: 'W/"11-aberto"', version: '3', itemName: 'Pastel' };
  const conditional: { ifNoneMatch: string | undefined; status: number }[] = [];
  let catalogueApi: Server;
  let pages: Server;
  let pagesUrl: string;
  const pagesEntry = { ...realEntry, renderCatalogPage: vi.fn(realEntry.renderCatalogPage) };
  /** Longer than the page cache's TTL (1 ms here), so the next request revalidates. */
  const pastTtl = () => new Promise((resolve) => setTimeout(resolve, 10));

  beforeAll(async () => {
    catalogueApi = createServer((req, res) => {
      const ifNoneMatch = req.headers['if-none-match'];
      res.setHeader('ETag', answer.etag);
      res.setHeader('X-Catalog-Version', answer.version);
      if (ifNoneMatch === answer.etag) {
        conditional.push({ ifNoneMatch, status: 304 });
        res.statusCode = 304;
        res.end();
        return;
      }
      conditional.push({ ifNoneMatch, status: 200 });
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          ...catalogue,
          products: [{ ...catalogue.products[0]!, name: answer.itemName }],
        }),
      );
    });
    const apiUrl = await listen(catalogueApi);
    const config = loadConfig(
      {
        PORT: '0',
        API_INTERNAL_URL: apiUrl,
        API_PUBLIC_URL: 'https://api.catalogo.example.com/v1',
        WEB_URL: 'https://catalogo.example.com',
        PUBLIC_CATALOG_CACHE_TTL_MS: '1',
      },
      { apiUrl, distDir: dist },
    );
    pages = createServer(createWebApp(config, { template: TEMPLATE, entry: pagesEntry }).listener);
    pagesUrl = await listen(pages);
  });

  afterAll(async () => {
    await new Promise((resolve) => pages.close(resolve));
    await new Promise((resolve) => catalogueApi.close(resolve));
  });

  const page = async (ifNoneMatch?: string) => {
    const response = await fetch(`${pagesUrl}/loja-do-bruno`, {
      headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      html: await response.text(),
    };
  };

  it('keeps the rendered page while the API answers 304: no render, same page, same ETag', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.html).toContain('Pastel');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(pagesEntry.renderCatalogPage).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i += 1) {
      await pastTtl();
      expect(await page()).toEqual(first);
    }
    expect(pagesEntry.renderCatalogPage).toHaveBeenCalledTimes(1);
    expect(conditional).toEqual([
      { ifNoneMatch: undefined, status: 200 },
      { ifNoneMatch: 'W/"11-aberto"', status: 304 },
      { ifNoneMatch: 'W/"11-aberto"', status: 304 },
      { ifNoneMatch: 'W/"11-aberto"', status: 304 },
    ]);
    // The browser's own revalidation: 304 on the page's ETag.
    await pastTtl();
    expect((await page(first.etag!)).status).toBe(304);
  });

  it('does not draw the page again as time passes (no periodic re-render for the opening badge)', async () => {
    const before = await page();
    const renders = pagesEntry.renderCatalogPage.mock.calls.length;
    // Ten minutes later by the wall clock (what rendering reads): the API still answers 304.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000);
    try {
      await pastTtl();
      expect(await page()).toEqual(before);
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
    expect(pagesEntry.renderCatalogPage).toHaveBeenCalledTimes(renders);
    expect(conditional.at(-1)).toEqual({ ifNoneMatch: 'W/"11-aberto"', status: 304 });
  });

  it('draws the page again when the API’s ETag changes (the store closes: a new opening period)', async () => {
    const before = await page();
    const renders = pagesEntry.renderCatalogPage.mock.calls.length;
    answer.etag = 'W/"11-fechado"';
    answer.itemName = 'Pastel de queijo';
    await pastTtl();
    const after = await page();
    expect(after.status).toBe(200);
    expect(after.html).toContain('Pastel de queijo');
    expect(after.etag).not.toBe(before.etag);
    expect(pagesEntry.renderCatalogPage).toHaveBeenCalledTimes(renders + 1);
    expect(conditional.at(-1)).toEqual({ ifNoneMatch: 'W/"11-aberto"', status: 200 });
    // The browser's old copy is stale now; the new one revalidates.
    expect((await page(before.etag!)).status).toBe(200);
    await pastTtl();
    expect((await page(after.etag!)).status).toBe(304);
    expect(pagesEntry.renderCatalogPage).toHaveBeenCalledTimes(renders + 1);
  });

  it('puts the new catalogue version on og:image when the version changes', async () => {
    answer.etag = 'W/"12-fechado"';
    answer.version = '4';
    await pastTtl();
    expect((await page()).html).toContain('/public-catalog/loja-do-bruno/og.png?v=4"');
  });
});
