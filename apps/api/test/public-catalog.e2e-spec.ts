import { DEFAULT_STORE_SETTINGS, Messages, toPublicOrdering } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { AccessCounter } from '../src/modules/analytics/access-counter';
import { PublicCatalogWriter } from '../src/modules/public-catalog/public-catalog.writer';
import { ptCollator } from '../src/common/collation';

/** Spies on the pg pool TypeORM manages (every query goes through it). */
function spyPool(t: TestApp): jest.SpyInstance {
  const pool = (
    t.dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }
  ).master;
  return jest.spyOn(pool, 'query');
}

describe('Public catalogue and access counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function store(slug: string, opts: { name?: string; phone?: string } = {}) {
    const seller = await registerAndLogin(t, opts.phone ? { phone: opts.phone } : {});
    if (opts.name)
      await t.http
        .post('/store/info')
        .set(auth(seller.token))
        .send({ name: opts.name })
        .expect(200);
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
    return seller;
  }

  describe('GET /public-catalog/{slug}', () => {
    it('answers products by category then name, and the store, with nothing private', async () => {
      const seller = await store('loja-da-ana', { name: 'Loja da Ana', phone: '11987654321' });
      await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send([
          { name: 'Suco', price: 8, category: 'Bebidas' },
          { name: 'X-Tudo', price: 28, category: 'Lanches' },
          { name: 'Água', price: 3.5, category: 'Bebidas' },
          { name: 'Misto', price: 10, category: 'Lanches' },
        ])
        .expect(201);
      const res = await t.http.get('/public-catalog/loja-da-ana').expect(200);
      // docs/API.md §6 "Ordering options": the public `ordering` block (no Pix key: see store-settings.e2e-spec).
      expect(Object.keys(res.body).sort()).toEqual(['ordering', 'products', 'store']);
      expect(res.body.store).toEqual({
        name: 'Loja da Ana',
        phone: '11987654321',
        logoUrl: null,
        logoThumbnailUrl: null,
        coverColor: null,
      });
      expect(res.body.products.map((p: { name: string }) => p.name)).toEqual([
        'Água',
        'Suco',
        'Misto',
        'X-Tudo',
      ]);
      for (const p of res.body.products)
        expect(Object.keys(p).sort()).toEqual([
          'available',
          'category',
          'description',
          'id',
          'name',
          'optionGroups',
          'photoUrl',
          'price',
          'thumbnailUrl',
        ]);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(seller.email);
      expect(text).not.toMatch(/owner|password|store_id|storeId|access/i);
    });

    it('sorts in the database exactly as ptCollator does, and writes compact JSON', async () => {
      const seller = await store('loja-ordem', { name: 'Loja "Ordem" \\ Ç' });
      const names = ['Suco', 'suco', 'Água', 'agua', 'Item 10', 'Item 9', 'Pão', 'pao', 'Éclair'];
      const cats = ['Bebidas', 'bebidas', 'Açaí', 'Acai 2', 'Acai 10', 'Óleo', 'oleo'];
      const items = Array.from({ length: 50 }, (_, i) => ({
        name: `${names[(i * 7) % names.length]}${i % 3 === 0 ? '' : ` "${i}"\\`}`,
        price: [8, 3.5, 49.29, 0.01, 99999.99, 12.3][i % 6],
        category: cats[(i * 5) % cats.length],
      }));
      const saved = await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send(items)
        .expect(201);
      const res = await t.http.get('/public-catalog/loja-ordem').expect(200);
      expect(res.text).toBe(JSON.stringify(res.body));
      type Item = { id: string; name: string; price: number; category: string };
      const byId = [...(saved.body as Item[])].sort((a, b) => (a.id < b.id ? -1 : 1));
      const expected = [...byId].sort(
        (a, b) => ptCollator.compare(a.category, b.category) || ptCollator.compare(a.name, b.name),
      );
      expect(res.body.products).toEqual(expected);
      expect(res.body.store.name).toBe('Loja "Ordem" \\ Ç');
    });

    it('answers an empty store with no products and null name and phone', async () => {
      await store('loja-vazia');
      const res = await t.http.get('/public-catalog/loja-vazia').expect(200);
      expect(res.body).toEqual({
        products: [],
        store: { name: null, phone: null, logoUrl: null, logoThumbnailUrl: null, coverColor: null },
        // a new store's defaults, always open (no hours).
        ordering: toPublicOrdering(DEFAULT_STORE_SETTINGS, new Date()),
      });
    });

    it.each(['nao-existe', 'Maiúsculas', '-x-', 'a'.repeat(80)])(
      'answers 404 for %p',
      async (slug) => {
        const res = await t.http.get(`/public-catalog/${encodeURIComponent(slug)}`).expect(404);
        expect(res.body.message).toBe(Messages.storeNotFound);
      },
    );

    it('carries an ETag; a matching If-None-Match gets 304; a change gets a new ETag', async () => {
      const seller = await store('loja-etag');
      const first = await t.http.get('/public-catalog/loja-etag').expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(first.headers['cache-control']).toMatch(/s-maxage=30/);
      await t.http.get('/public-catalog/loja-etag').set('If-None-Match', etag).expect(304);
      await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send([{ name: 'Novo', price: 1, category: 'Geral' }])
        .expect(201);
      const changed = await t.http
        .get('/public-catalog/loja-etag')
        .set('If-None-Match', etag)
        .expect(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('serves a repeat view from the micro-cache, and a seller write clears it at once', async () => {
      const seller = await store('loja-cache', { name: 'Antes' });
      await t.http.get('/public-catalog/loja-cache').expect(200);
      const pool = (
        t.dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }
      ).master;
      const poolQuery = jest.spyOn(pool, 'query');
      try {
        await t.http.get('/public-catalog/loja-cache').expect(200);
        expect(poolQuery).not.toHaveBeenCalled();
      } finally {
        poolQuery.mockRestore();
      }
      await t.http.post('/store/info').set(auth(seller.token)).send({ name: 'Depois' }).expect(200);
      expect((await t.http.get('/public-catalog/loja-cache').expect(200)).body.store.name).toBe(
        'Depois',
      );
      await t.http
        .put('/user/phone')
        .set(auth(seller.token))
        .send({ phone: '11912345678' })
        .expect(200);
      expect((await t.http.get('/public-catalog/loja-cache').expect(200)).body.store.phone).toBe(
        '11912345678',
      );
      const saved = await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send([{ name: 'Novo', price: 2, category: 'Geral' }])
        .expect(201);
      expect(
        (await t.http.get('/public-catalog/loja-cache').expect(200)).body.products,
      ).toHaveLength(1);
      await t.http
        .put(`/catalog/${saved.body[0].id}`)
        .set(auth(seller.token))
        .send({ name: 'Novo', price: 3, category: 'Geral' })
        .expect(200);
      expect(
        (await t.http.get('/public-catalog/loja-cache').expect(200)).body.products[0].price,
      ).toBe(3);
      await t.http.delete(`/catalog/${saved.body[0].id}`).set(auth(seller.token)).expect(200);
      expect(
        (await t.http.get('/public-catalog/loja-cache').expect(200)).body.products,
      ).toHaveLength(0);
      await t.http
        .post('/short-link')
        .set(auth(seller.token))
        .send({ slug: 'loja-cache-nova' })
        .expect(200);
      await t.http.get('/public-catalog/loja-cache').expect(404);
    });

    it('sends the security headers and CORS of every route', async () => {
      await store('loja-headers');
      const res = await t.http
        .get('/public-catalog/loja-headers')
        .set('Origin', 'http://localhost:5173')
        .expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cdn-cache-control']).toMatch(/stale-while-revalidate=30/);
      const evil = await t.http
        .get('/public-catalog/loja-headers')
        .set('Origin', 'https://evil.example')
        .expect(200);
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sends exactly the security headers helmet sends on the other routes (precomputed once)', async () => {
      await store('loja-helmet');
      const fast = await t.http.get('/public-catalog/loja-helmet').expect(200);
      const express = await t.http.get('/health/live').expect(200);
      // Every header helmet sets on an Express route, with the same value, on the fast path.
      const helmetNames = [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ];
      for (const name of helmetNames) {
        expect([name, fast.headers[name]]).toEqual([name, express.headers[name]]);
        expect(fast.headers[name]).toBeDefined();
      }
      expect(fast.headers['x-powered-by']).toBeUndefined();
    });

    it('runs one SQL query whatever the number of items', async () => {
      const seller = await store('loja-queries');
      await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send(
          Array.from({ length: 30 }, (_, i) => ({
            name: `P${i}`,
            price: 1,
            category: `C${i % 4}`,
          })),
        )
        .expect(201);
      // Every query goes through the pool TypeORM manages: count them there.
      const pool = (
        t.dataSource.driver as unknown as {
          master: {
            query: (...args: unknown[]) => unknown;
            connect: (...args: unknown[]) => unknown;
          };
        }
      ).master;
      // Answers built by earlier views are stored in the background (≤ 1 s): store them now, so
      // that only this view's queries are counted.
      await t.app.get(PublicCatalogWriter).flush();
      await t.app.get(AccessCounter).flush();
      const poolQuery = jest.spyOn(pool, 'query');
      const poolConnect = jest.spyOn(pool, 'connect');
      try {
        await t.http.get('/public-catalog/loja-queries').expect(200);
        expect(poolQuery).toHaveBeenCalledTimes(1);
        expect(poolConnect).toHaveBeenCalledTimes(1); // pool.query checks out one connection: no other query
      } finally {
        poolQuery.mockRestore();
        poolConnect.mockRestore();
      }
    });
  });

  describe('PUT /store/access/{slug}', () => {
    it('200 concurrent PUTs raise the counter and today’s row by exactly the 2xx answers', async () => {
      await store('loja-concorrida');
      const poolQuery = spyPool(t);
      let answers;
      try {
        const started = Date.now();
        answers = await Promise.all(
          Array.from({ length: 200 }, () => t.http.put('/store/access/loja-concorrida')),
        );
        await t.app.get(AccessCounter).flush(); // views are written within a second
        const seconds = (Date.now() - started) / 1000;
        // Not one write per view: one lookup of the slug (shared by the concurrent first views),
        // then batched writes (one per second, plus the explicit flush).
        const names = poolQuery.mock.calls.map((c) => (c[0] as { name?: string }).name);
        expect(names.filter((n) => n === 'store_by_slug')).toHaveLength(1);
        const writes = names.filter((n) => n === 'store_access_flush').length;
        expect(writes).toBeGreaterThanOrEqual(1);
        expect(writes).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
        expect(names).toHaveLength(1 + writes);
      } finally {
        poolQuery.mockRestore();
      }
      const ok = answers.filter((r) => r.status === 200).length;
      expect(ok).toBe(200);
      const [row] = await t.dataSource.query(
        `SELECT s.access_count, d.count FROM stores s JOIN store_access_days d ON d.store_id = s.id
          WHERE s.slug = 'loja-concorrida' AND d.day = (now() AT TIME ZONE 'America/Sao_Paulo')::date`,
      );
      expect(Number(row.access_count)).toBe(ok);
      expect(row.count).toBe(ok);
      const counts = answers.map((r) => r.body.accessCount as number).sort((a, b) => a - b);
      expect(counts[0]).toBe(1);
      expect(counts[counts.length - 1]).toBe(200);
      expect(new Set(counts).size).toBe(200);
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await t.http.put('/store/access/nao-existe').expect(404);
      expect(res.body.message).toBe(Messages.storeNotFound);
    });
  });

  describe('unknown slugs (negative cache)', () => {
    it('answers repeated GETs and PUTs of an unknown slug with one SQL query', async () => {
      const poolQuery = spyPool(t);
      try {
        for (let i = 0; i < 10; i += 1) {
          const get = await t.http.get('/public-catalog/loja-fantasma').expect(404);
          expect(get.body.message).toBe(Messages.storeNotFound);
          await t.http.put('/store/access/loja-fantasma').expect(404);
        }
        expect(poolQuery).toHaveBeenCalledTimes(1);
      } finally {
        poolQuery.mockRestore();
      }
    });

    it('serves a slug claimed on this instance at once, though it was remembered as unknown', async () => {
      await t.http.get('/public-catalog/loja-nova-agora').expect(404);
      await t.http.put('/store/access/loja-nova-agora').expect(404);
      await store('loja-nova-agora');
      await t.http.get('/public-catalog/loja-nova-agora').expect(200);
      const res = await t.http.put('/store/access/loja-nova-agora').expect(200);
      expect(res.body.accessCount).toBe(1);
    });
  });

  describe('paths the fast path leaves to Nest', () => {
    it('does not take deeper paths or other methods of the public prefixes', async () => {
      await store('loja-rotas');
      // Not the public GET: Nest's router answers (404 route not found, or 405-like 404).
      await t.http.get('/public-catalog/loja-rotas/outra-coisa').expect(404);
      await t.http.post('/public-catalog/loja-rotas').expect(404);
      await t.http.get('/store/access/loja-rotas').expect(404);
      await t.http.put('/store/access/loja-rotas/x').expect(404);
      await t.app.get(AccessCounter).flush();
      const [row] = await t.dataSource.query(
        `SELECT access_count FROM stores WHERE slug = 'loja-rotas'`,
      );
      expect(Number(row.access_count)).toBe(0);
    });
  });
});

describe('Access rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCESS_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-IP limit without counting', async () => {
    const seller = await registerAndLogin(t);
    await t.http
      .post('/short-link')
      .set({ Authorization: `Bearer ${seller.token}` })
      .send({ slug: 'loja-limite' })
      .expect(200);
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await t.http.put('/store/access/loja-limite'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(Number(answers[5].headers['retry-after'])).toBeGreaterThan(0);
    await t.app.get(AccessCounter).flush(); // views are written within a second
    const [row] = await t.dataSource.query(
      `SELECT access_count FROM stores WHERE slug = 'loja-limite'`,
    );
    expect(Number(row.access_count)).toBe(5);
    // The public GET is not limited by it.
    await t.http.get('/public-catalog/loja-limite').expect(200);
  });
});

describe('Public paths: one cap per client across all slugs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '6', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const randomSlug = () => `loja-${Math.random().toString(36).slice(2, 10)}`;
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('answers 429 to random slugs from one client past the cap, GET and PUT together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res =
        i % 2 === 0
          ? await t.http.get(`/public-catalog/${randomSlug()}`).set(from('198.51.100.1'))
          : await t.http.put(`/store/access/${randomSlug()}`).set(from('198.51.100.1'));
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(Messages.tooManyRequests);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
    // Another client is not affected.
    await t.http.get(`/public-catalog/${randomSlug()}`).set(from('198.51.100.2')).expect(404);
  });

  it('counts IPv6 addresses of one /64 as one client, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1)
      statuses.push(
        (await t.http.get(`/public-catalog/${randomSlug()}`).set(from(`2001:db8:aa:bb::${i}`)))
          .status,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
    await t.http
      .put(`/store/access/${randomSlug()}`)
      .set(from('2001:db8:aa:bb:ffff:ffff:ffff:ffff'))
      .expect(429);
    await t.http.get(`/public-catalog/${randomSlug()}`).set(from('2001:db8:aa:bc::1')).expect(404);
  });

  it('refuses without counting the view when the cap is reached', async () => {
    const seller = await registerAndLogin(t);
    await t.http
      .post('/short-link')
      .set({ Authorization: `Bearer ${seller.token}` })
      .send({ slug: 'loja-capada' })
      .expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await t.http.put('/store/access/loja-capada').set(from('192.0.2.9'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    await t.app.get(AccessCounter).flush();
    const [row] = await t.dataSource.query(
      `SELECT access_count FROM stores WHERE slug = 'loja-capada'`,
    );
    expect(Number(row.access_count)).toBe(6);
  });
});
