import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defaultStoreSettings, type PublicCatalogResponse } from '@catalogo/contracts/core';
/** A catalogue bigger than this (bytes of JSON) is a big one for these cases. */
const HOLD_AS_IS_MAX_BYTES = 64 * 1024;
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/**
 * the public catalogue travels brotli to every client that takes it (phones' browsers
 * on HTTPS), else gzip (every browser, link-preview robot and `fetch`), compressed once per
 * store version and opening period; the JSON as is to the others. Same content, same weak ETag, `Vary:
 * Accept-Encoding` on all. Run on the database path (micro-cache off) and through the micro-cache
 * (default).
 */
/** Chrome on Android over HTTPS. */
const PHONE = 'gzip, deflate, br, zstd';
/** Chrome over plain HTTP, Node's fetch, link-preview robots. */
const GZIP_ONLY = 'gzip, deflate';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `n` items of 3 groups × 10 options: a big catalogue (the texts over HOLD_AS_IS_MAX_BYTES). */
const itemsWithOptions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Pizza ${i + 1}`,
    price: 30 + i,
    category: i % 2 ? 'Pizzas doces' : 'Pizzas',
    optionGroups: ['Tamanho', 'Borda', 'Adicionais'].map((name, g) => ({
      name,
      min: g === 0 ? 1 : 0,
      max: g === 2 ? 3 : 1,
      options: Array.from({ length: 10 }, (_, o) => ({
        name: `${name} ${o + 1} – “ção” 🍕`,
        price: o * 1.5,
      })),
    })),
  }));

describe.each([
  ['micro-cache off', '0'],
  ['micro-cache on (default)', undefined],
])('Public catalogue codings, %s', (_label, ttl) => {
  let t: TestApp;
  let token: string;
  let itemId: string;
  const slug = 'pizzaria-gzip';
  const small = 'lanche-gzip';
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CATALOG_CACHE_TTL_MS: ttl });
    const s = await registerAndLogin(t, { phone: '11987654321' });
    token = s.token;
    await t.http.post('/short-link').set(auth(token)).send({ slug }).expect(200);
    const saved = await t.http
      .post('/catalog/save')
      .set(auth(token))
      .send(itemsWithOptions(40))
      .expect(201);
    itemId = (saved.body as { id: string }[])[0].id;
    const other = await registerAndLogin(t, { phone: '11912345678' });
    await t.http.post('/short-link').set(auth(other.token)).send({ slug: small }).expect(200);
    await t.http
      .post('/catalog/save')
      .set(auth(other.token))
      .send([{ name: 'X-Burger', price: 22, category: 'Lanches' }])
      .expect(201);
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 60000);
  afterAll(() => t?.close());

  /**
   * The raw answer bytes (not decoded) and headers, for an Accept-Encoding header (none when
   * undefined). node:http, since supertest always asks gzip and decodes it.
   */
  function raw(
    path: string,
    acceptEncoding?: string,
    ifNoneMatch?: string,
    extra: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { ...extra };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers }, (res) => {
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
  }

  it.each([slug, small])(
    '%s: brotli to a phone, gzip to a client without brotli, the JSON as is to the others',
    async (s) => {
      const phone = await raw(`/public-catalog/${s}`, PHONE);
      const gzip = await raw(`/public-catalog/${s}`, GZIP_ONLY);
      const plain = await raw(`/public-catalog/${s}`);
      expect([phone.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
      expect(phone.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const r of [phone, gzip, plain]) {
        expect(r.headers.vary).toBe('Accept-Encoding');
        expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(r.headers['content-length'])).toBe(r.body.length);
        expect(r.headers.etag).toBe(plain.headers.etag);
      }
      expect(brotliDecompressSync(phone.body).equals(plain.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      const answer = JSON.parse(plain.body.toString('utf8')) as PublicCatalogResponse;
      expect(answer.ordering).toBeDefined();
      if (s === slug) {
        expect(answer.products).toHaveLength(40);
        expect(answer.products[0].optionGroups).toHaveLength(3);
        // The text is held only compressed: the answer as is is inflated back, byte for byte.
        expect(plain.body.length).toBeGreaterThan(HOLD_AS_IS_MAX_BYTES);
        expect(gzip.body.length * 3).toBeLessThan(plain.body.length);
        // The product's numbered ids repeat far apart: brotli's window spans the whole text.
        expect(phone.body.length).toBeLessThan(gzip.body.length * 0.8);
      }
    },
  );

  it('negotiates by q-values, brotli first among equals whatever the order', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip;q=0, identity', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['zstd', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['GZIP', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['br', 'br'],
      ['BR', 'br'],
      ['*', 'br'],
      ['gzip, br', 'br'],
      ['gzip;q=0.5, br;q=1', 'br'],
    ];
    for (const [header, coding] of cases) {
      const r = await raw(`/public-catalog/${slug}`, header);
      expect([header, r.status, r.headers['content-encoding']]).toEqual([header, 200, coding]);
      const json =
        coding === 'br'
          ? brotliDecompressSync(r.body)
          : coding === 'gzip'
            ? gunzipSync(r.body)
            : r.body;
      expect(JSON.parse(json.toString('utf8'))).toHaveProperty('products');
    }
  });

  it("keeps CORS's Vary: Origin beside Accept-Encoding", async () => {
    const { headers: res } = await raw(`/public-catalog/${slug}`, 'gzip', undefined, {
      origin: 'http://localhost:5173',
    });
    expect(res['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.vary).toBe('Origin, Accept-Encoding');
  });

  it('answers 304 on the ETag whatever the encoding', async () => {
    const first = await raw(`/public-catalog/${slug}`, 'gzip');
    const again = await raw(`/public-catalog/${slug}`, 'gzip', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    for (const header of [undefined, PHONE]) {
      const other = await raw(`/public-catalog/${slug}`, header, first.headers.etag as string);
      expect([header, other.status, other.body.length]).toEqual([header, 304, 0]);
    }
  });

  it('shows a seller edit and a settings change in every coding', async () => {
    await t.http
      .put(`/catalog/${itemId}`)
      .set(auth(token))
      .send({ ...itemsWithOptions(1)[0], name: 'Pizza da casa' })
      .expect(200);
    const settings = defaultStoreSettings();
    settings.pickup = { enabled: true, address: 'Rua das Flores, 10 - Centro' };
    await t.http.put('/store/settings').set(auth(token)).send(settings).expect(200);
    // On the default configuration another instance's write shows within the TTL; this one
    // clears its own micro-cache at once.
    const phone = await raw(`/public-catalog/${slug}`, PHONE);
    const gzip = await raw(`/public-catalog/${slug}`, 'gzip');
    const plain = await raw(`/public-catalog/${slug}`);
    for (const body of [brotliDecompressSync(phone.body), gunzipSync(gzip.body), plain.body]) {
      const answer = JSON.parse(body.toString('utf8')) as PublicCatalogResponse;
      expect(answer.products.map((p) => p.name)).toContain('Pizza da casa');
      expect(answer.ordering?.pickup).toEqual(settings.pickup);
    }
    expect(phone.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('errors are not encoded: 404 as JSON', async () => {
    for (const header of ['gzip', PHONE]) {
      const r = await raw('/public-catalog/nao-existe-gzip', header);
      expect(r.status).toBe(404);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(r.body.toString('utf8'))).toHaveProperty('message');
    }
  });
});
