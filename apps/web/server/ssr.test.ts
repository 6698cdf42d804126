import { describe, expect, it, vi } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';
import { fillTemplate, routeOf } from './ssr';

describe('routeOf (issue 17: which paths are store pages)', () => {
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
    etag: `"${n}"`,
    sourceEtag: `W/"${n}"`,
    renderedAt: n,
  });

  it('serves from memory within the TTL, asks again after it, and shares concurrent misses', async () => {
    let clock = 0;
    let n = 0;
    const produce = vi.fn(async (_slug: string, previous?: CachedPage) => {
      n += 1;
      return { page: page(n), cache: true, previous };
    });
    const cache = new PageCache(produce, 2_000, 10, () => clock);
    const [a, b] = await Promise.all([cache.get('loja'), cache.get('loja')]);
    expect(a).toBe(b);
    expect(produce).toHaveBeenCalledTimes(1);
    clock = 1_999;
    expect(await cache.get('loja')).toBe(a);
    expect(produce).toHaveBeenCalledTimes(1);
    clock = 2_000;
    expect((await cache.get('loja')).html.toString()).toBe('page 2');
    // The producer gets the previous page (its ETag makes the API call conditional).
    expect(produce.mock.calls[1]![1]).toBe(a);
  });

  it('does not keep answers marked not cacheable (the API failed)', async () => {
    const produce = vi
      .fn()
      .mockResolvedValueOnce({ page: page(1), cache: false })
      .mockResolvedValueOnce({ page: page(2), cache: true });
    const cache = new PageCache(produce, 2_000, 10, () => 0);
    expect((await cache.get('loja')).html.toString()).toBe('page 1');
    expect((await cache.get('loja')).html.toString()).toBe('page 2');
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries slugs', async () => {
    const produce = vi.fn(async () => ({ page: page(1), cache: true }));
    const cache = new PageCache(produce, 60_000, 2, () => 0);
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    await cache.get('a');
    expect(produce).toHaveBeenCalledTimes(4);
  });
});
