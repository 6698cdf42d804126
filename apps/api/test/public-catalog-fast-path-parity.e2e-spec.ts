import type { Response } from 'supertest';
import { AccessCounter } from '../src/modules/analytics/access-counter';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/**
 * The hot path decided by measurement (docs/adr/0024-public-catalogue-fast-path.md): the listener swap (common/public-fast-path.ts)
 * stays, so it must answer exactly as the Nest routes do. Express routes the same paths with a
 * trailing slash to the Nest controllers (the fast path takes only the exact one-segment form):
 * for the same requests, both must give the same status, body and headers (but the per-request
 * `Date` and `X-Request-Id`).
 */
describe('Public fast path = Nest route (parity)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '40',
      ACCESS_RATE_LIMIT_PER_MINUTE: '3',
    });
    const seller = await registerAndLogin(t, { phone: '11987654321' });
    const auth = { Authorization: `Bearer ${seller.token}` };
    await t.http.post('/short-link').set(auth).send({ slug: 'paridade' }).expect(200);
    await t.http.post('/store/info').set(auth).send({ name: 'Paridade' }).expect(200);
    await t.http
      .post('/catalog/save')
      .set(auth)
      .send([
        { name: 'Bolo', price: 30, category: 'Doces' },
        { name: 'Água', price: 3.5, category: 'Bebidas' },
      ])
      .expect(201);
  });
  afterAll(() => t.close());

  /** A fresh client address per comparison, so the rate limits start at zero for each pair. */
  let client = 0;
  const nextClient = (): string => `203.0.113.${(client += 1)}`;

  const PER_REQUEST = new Set(['date', 'x-request-id']);
  function comparable(res: Response) {
    const headers = Object.fromEntries(
      Object.entries(res.headers).filter(([name]) => !PER_REQUEST.has(name)),
    );
    return { status: res.status, headers, body: res.text };
  }

  /** Sends the request to the fast path (`path`) and to the Nest route (`path/`). */
  async function both(
    method: 'get' | 'put',
    path: string,
    headers: Record<string, string> = {},
  ): Promise<[Response, Response]> {
    const fast = await t.http[method](path).set({ ...headers, 'X-Forwarded-For': nextClient() });
    const nest = await t.http[method](`${path}/`).set({
      ...headers,
      'X-Forwarded-For': nextClient(),
    });
    return [fast, nest];
  }

  it.each([
    ['an existing store', '/public-catalog/paridade', 200],
    ['an unknown slug', '/public-catalog/nao-existe', 404],
    ['a malformed slug', '/public-catalog/Mai%C3%BAsculas', 404],
    // Not valid percent-encoding: the fast path leaves it to Express, which refuses it (400).
    ['a bad percent-encoding', '/public-catalog/%E0%A4%A', 400],
  ])('GET of %s: same status, body and headers', async (_name, path, status) => {
    const [fast, nest] = await both('get', path, { Origin: 'http://localhost:5173' });
    expect(fast.status).toBe(status);
    if (status !== 400)
      expect([fast, nest].map((r) => !!r.headers['x-request-id'])).toEqual([true, true]);
    expect(comparable(fast)).toEqual(comparable(nest));
  });

  it('GET with a matching If-None-Match: 304 on both, same headers', async () => {
    const first = await t.http.get('/public-catalog/paridade').expect(200);
    const [fast, nest] = await both('get', '/public-catalog/paridade', {
      'If-None-Match': first.headers.etag as string,
    });
    expect(fast.status).toBe(304);
    expect(comparable(fast)).toEqual(comparable(nest));
  });

  it('GET from a foreign origin: same answer without CORS on both', async () => {
    const [fast, nest] = await both('get', '/public-catalog/paridade', {
      Origin: 'https://evil.example',
    });
    expect(fast.headers['access-control-allow-origin']).toBeUndefined();
    expect(comparable(fast)).toEqual(comparable(nest));
  });

  it('PUT access: same status and body shape, and both counted', async () => {
    const counter = t.app.get(AccessCounter);
    await counter.flush();
    const [fast, nest] = await both('put', '/store/access/paridade');
    expect([fast.status, nest.status]).toEqual([200, 200]);
    expect(Object.keys(fast.body as object).sort()).toEqual(
      Object.keys(nest.body as object).sort(),
    );
    expect((nest.body as { accessCount: number }).accessCount).toBe(
      (fast.body as { accessCount: number }).accessCount + 1,
    );
    const strip = (r: Response) => ({ ...comparable(r), body: undefined });
    expect(strip(fast)).toEqual(strip(nest));
  });

  it('PUT access of an unknown slug: same 404', async () => {
    const [fast, nest] = await both('put', '/store/access/nao-existe');
    expect(fast.status).toBe(404);
    expect(comparable(fast)).toEqual(comparable(nest));
  });

  it('past a rate limit: the same 429, Retry-After and message on both', async () => {
    const ip = nextClient();
    const from = { 'X-Forwarded-For': ip };
    const fast: Response[] = [];
    const nest: Response[] = [];
    // ACCESS_RATE_LIMIT_PER_MINUTE is 3 per client and slug, across both paths.
    for (let i = 0; i < 2; i += 1) fast.push(await t.http.put('/store/access/paridade').set(from));
    for (let i = 0; i < 2; i += 1) nest.push(await t.http.put('/store/access/paridade/').set(from));
    fast.push(await t.http.put('/store/access/paridade').set(from));
    expect([...fast, ...nest].map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refusedFast = fast[2];
    const refusedNest = nest[1];
    expect([refusedFast.status, refusedNest.status]).toEqual([429, 429]);
    // Retry-After counts down in whole seconds: both are set, they may straddle a second.
    expect(Number(refusedFast.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refusedNest.headers['retry-after'])).toBeGreaterThan(0);
    const noWait = (r: Response) => {
      const c = comparable(r);
      delete c.headers['retry-after'];
      return c;
    };
    expect(noWait(refusedFast)).toEqual(noWait(refusedNest));
  });
});
