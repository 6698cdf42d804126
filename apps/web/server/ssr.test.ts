import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';
import { fillTemplate, pageEtag, routeOf, sendPage, toCachedPage } from './ssr';

describe('routeOf', () => {
  it('takes one well-formed segment as a store, with or without a trailing slash or query', () => {
    expect(routeOf('/loja-da-ana')).toEqual({ kind: 'store', slug: 'loja-da-ana' });
    expect(routeOf('/loja-da-ana/')).toEqual({ kind: 'store', slug: 'loja-da-ana' });
    expect(routeOf('/loja-da-ana?utm_source=whatsapp')).toEqual({
      kind: 'store',
      slug: 'loja-da-ana',
    });
  });

  it('answers 404 for dots, encoded characters, capitals and other non-slugs', () => {
    for (const path of [
      '/loja.da.ana',
      '/..',
      '/%2e%2e',
      '/loja%2fana',
      '/loja%20ana',
      '/Loja',
      '/.env',
      '/a',
      '/-loja',
    ]) {
      expect(routeOf(path), path).toEqual({ kind: 'bad-slug' });
    }
  });

  it('leaves the app’s own routes, the root and deeper paths to the SPA', () => {
    for (const path of ['/', '/admin', '/signin', '/signup', '/admin/pedidos', '/loja/pedido/x'])
      expect(routeOf(path), path).toEqual({ kind: 'other' });
  });
});

describe('fillTemplate', () => {
  const template =
    '<html><head>\n<title>Shell</title>\n<meta\n  name="description"\n  content="x"\n/>\n<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

  it('replaces the shell’s title and description and fills the root', () => {
    const html = fillTemplate(template, {
      head: '<title>Loja $&</title>',
      body: '<h1>$& $1</h1>',
      snapshot: '<script id="s"></script>',
    });
    expect(html).toBe(
      '<html><head>\n<script type="module" src="/assets/index.js"></script><title>Loja $&</title></head><body><div id="root"><h1>$& $1</h1></div><script id="s"></script></body></html>',
    );
  });

  it('refuses a template without the root element', () => {
    expect(() => fillTemplate('<html></html>', { head: '', body: '', snapshot: '' })).toThrow();
  });
});

describe('PageCache (same lifetime as the API’s public catalogue cache)', () => {
  const page = (n: number): CachedPage => ({
    status: 200,
    html: Buffer.from(`page ${n}`),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    etag: `"${n}"`,
    sourceEtag: `W/"${n}"`,
    renderedAt: n,
  });

  /** The monotonic clock's reading when a test starts (lru-cache takes 0 as "no start"). */
  const T0 = 1_000_000;

  it('serves from memory within the TTL, asks again after it, and shares concurrent misses', async () => {
    let clock = T0;
    let n = 0;
    const produce = vi.fn(async (_slug: string, previous?: CachedPage) => {
      n += 1;
      return { page: page(n), cache: true, previous };
    });
    const cache = new PageCache(produce, 2_000, 10, () => clock);
    const [a, b] = await Promise.all([cache.get('loja'), cache.get('loja')]);
    expect(a).toBe(b);
    expect(produce).toHaveBeenCalledTimes(1);
    clock = T0 + 1_999;
    expect(await cache.get('loja')).toBe(a);
    expect(produce).toHaveBeenCalledTimes(1);
    clock = T0 + 2_001;
    const [c, d] = await Promise.all([cache.get('loja'), cache.get('loja')]);
    expect(c.html.toString()).toBe('page 2');
    expect(d).toBe(c);
    expect(produce).toHaveBeenCalledTimes(2);
    // The producer gets the previous page (its ETag makes the API call conditional).
    expect(produce.mock.calls[1]![1]).toBe(a);
  });

  it('keeps the same page while the producer hands it back (API 304), fresh for another TTL each time', async () => {
    let clock = T0;
    const first = page(1);
    const produce = vi.fn(async (_slug: string, previous?: CachedPage) => ({
      page: previous ?? first,
      cache: true,
    }));
    const cache = new PageCache(produce, 2_000, 10, () => clock);
    expect(await cache.get('loja')).toBe(first);
    // Hours of revalidations: never a new page, and one API call per TTL at most.
    for (let i = 1; i <= 10; i += 1) {
      clock = T0 + i * 3_600_000;
      expect(await cache.get('loja')).toBe(first);
      clock += 1_000;
      expect(await cache.get('loja')).toBe(first);
    }
    expect(produce).toHaveBeenCalledTimes(11);
    for (const call of produce.mock.calls.slice(1)) expect(call[1]).toBe(first);
  });

  it('does not keep answers marked not cacheable (the API failed)', async () => {
    const produce = vi
      .fn()
      .mockResolvedValueOnce({ page: page(1), cache: false })
      .mockResolvedValueOnce({ page: page(2), cache: true });
    const cache = new PageCache(produce, 2_000, 10, () => T0);
    expect((await cache.get('loja')).html.toString()).toBe('page 1');
    expect((await cache.get('loja')).html.toString()).toBe('page 2');
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a TTL of 0 (the dev server: every request renders)', async () => {
    const produce = vi.fn(async (_slug: string, _previous?: CachedPage) => ({
      page: page(1),
      cache: true,
    }));
    const cache = new PageCache(produce, 0, 10, () => T0);
    await cache.get('loja');
    await cache.get('loja');
    expect(produce).toHaveBeenCalledTimes(2);
    expect(produce.mock.calls.map((call) => call[1])).toEqual([undefined, undefined]);
  });

  it('keeps at most maxEntries slugs', async () => {
    const produce = vi.fn(async () => ({ page: page(1), cache: true }));
    const cache = new PageCache(produce, 60_000, 2, () => T0);
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    await cache.get('a');
    expect(produce).toHaveBeenCalledTimes(4);
  });
});

describe('pageEtag (a store page is identified by the API answer it was drawn from)', () => {
  const urls = { webUrl: 'https://catalogo.example.com', apiPublicUrl: 'https://api.example.com' };

  it('is strong, the same for the same answer and build, another for another answer or build', () => {
    const etag = pageEtag('W/"1a2-abc"', '<html>', urls);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(pageEtag('W/"1a2-abc"', '<html>', urls)).toBe(etag);
    expect(pageEtag('W/"1a2-abd"', '<html>', urls)).not.toBe(etag);
    expect(pageEtag('W/"1a2-abc"', '<html lang="pt-BR">', urls)).not.toBe(etag);
    expect(
      pageEtag('W/"1a2-abc"', '<html>', { ...urls, webUrl: 'https://outro.example' }),
    ).not.toBe(etag);
  });
});

describe('sendPage (codings a phone takes)', () => {
  /** A page like a store's: markup and a JSON snapshot with repeated ids (~100 KB). */
  const html = `<!doctype html><html><body><div id="root">${Array.from(
    { length: 300 },
    (_, i) => `<li>Pizza ${i} – “ção” 🍕 <b>R$ ${i},90</b></li>`,
  ).join('')}</div><script type="application/json">${JSON.stringify(
    Array.from({ length: 600 }, (_, i) => ({
      id: `c0ffee00-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Opção ${i}`,
    })),
  )}</script></body></html>`;

  /** Serves `page` through sendPage and asks it with `accept` (no decoding: node:http). */
  async function ask(page: CachedPage, accept?: string, ifNoneMatch?: string) {
    const server = createServer((req, res) => sendPage(req, res, page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const headers: Record<string, string> = {};
          if (accept !== undefined) headers['accept-encoding'] = accept;
          if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
          get({ host: '127.0.0.1', port, path: '/loja', headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject);
        },
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('sends brotli to a phone, gzip to a client without brotli, the HTML as is to the others', async () => {
    const page = toCachedPage(200, html, 0);
    const phone = await ask(page, 'gzip, deflate, br, zstd');
    const gzip = await ask(page, 'gzip, deflate');
    const plain = await ask(page);
    expect(phone.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const r of [phone, gzip, plain]) {
      expect(r.status).toBe(200);
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers.etag).toBe(page.etag);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    }
    expect(brotliDecompressSync(phone.body).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    expect(plain.body.toString('utf8')).toBe(html);
    expect(phone.body.length).toBeLessThan(gzip.body.length);
  });

  it('honours q-values: a coding refused with q=0 is never sent', async () => {
    const page = toCachedPage(200, html, 0);
    const cases: [string, string | undefined][] = [
      ['gzip;q=0', undefined],
      ['identity', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip, br', 'br'],
      ['*', 'br'],
    ];
    for (const [accept, coding] of cases)
      expect([accept, (await ask(page, accept)).headers['content-encoding']]).toEqual([
        accept,
        coding,
      ]);
  });

  it('answers 304 on the ETag whatever the coding', async () => {
    const page = toCachedPage(200, html, 0);
    for (const accept of [undefined, 'gzip', 'br']) {
      const r = await ask(page, accept, page.etag);
      expect([accept, r.status, r.body.length]).toEqual([accept, 304, 0]);
    }
  });
});
