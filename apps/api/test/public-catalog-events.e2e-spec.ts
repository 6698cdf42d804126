import { DEFAULT_STORE_SETTINGS, type PublicCatalogResponse } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { photo } from './support/images';

/**
 * The public catalogue follows the store's version (docs/ARCHITECTURE.md "Public catalogue"):
 * every write that changes the public answer bumps it in the write's transaction, and every API
 * process drops its cached answers on the NOTIFY of that bump. Two API instances on one database,
 * each with its own cache, LISTEN connection and pool, and a micro-cache of a minute: a write
 * through one is seen by the other without waiting for the minute, whatever its kind.
 */
describe('Public catalogue: invalidation by the store version, across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let token: string;
  let slug = 'loja-dos-eventos';
  let itemId: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ PUBLIC_CATALOG_CACHE_TTL_MS: '60000' });
    b = await createTestApp({ PUBLIC_CATALOG_CACHE_TTL_MS: '60000', DATABASE_URL: a.databaseUrl });
    ({ token } = await registerAndLogin(a));
    await a.http.post('/short-link').set(auth()).send({ slug }).expect(200);
    const saved = await a.http
      .post('/catalog/save')
      .set(auth())
      .send([{ name: 'Bolo', price: 10, category: 'Doces' }])
      .expect(201);
    itemId = (saved.body as { id: string }[])[0]!.id;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const catalogueOnB = async (): Promise<PublicCatalogResponse> =>
    (await b.http.get(`/public-catalog/${slug}`).expect(200)).body as PublicCatalogResponse;

  /** Polls B (every 20 ms, at most 5 s) until `seen` holds: a NOTIFY travels asynchronously. */
  async function eventuallyOnB(seen: (answer: PublicCatalogResponse) => boolean): Promise<void> {
    const deadline = Date.now() + 5000;
    let last = await catalogueOnB();
    while (!seen(last) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = await catalogueOnB();
    }
    expect(seen(last) ? 'seen' : JSON.stringify(last)).toBe('seen');
  }

  /** Polls `path` on B (every 20 ms, at most 5 s) until it answers `status`; its last status. */
  async function eventualStatusOnB(path: string, status: number): Promise<number> {
    const deadline = Date.now() + 5000;
    let last = (await b.http.get(path)).status;
    while (last !== status && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = (await b.http.get(path)).status;
    }
    return last;
  }

  /** Warms B's cache, runs the write on A, and waits for B to show it. */
  async function writeOnA(
    write: () => Promise<unknown>,
    seen: (answer: PublicCatalogResponse) => boolean,
  ): Promise<void> {
    expect(seen(await catalogueOnB())).toBe(false);
    await write();
    await eventuallyOnB(seen);
  }

  it('B keeps its answer for the minute while nothing is written', async () => {
    const first = await b.http.get(`/public-catalog/${slug}`).expect(200);
    await a.dataSource.query(
      `UPDATE catalog_items SET name = 'Sem evento' WHERE id = $1 AND false`,
      [itemId],
    );
    const second = await b.http.get(`/public-catalog/${slug}`).expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('B sends the store version (X-Catalog-Version), a new one after a write on A', async () => {
    const before = (await b.http.get(`/public-catalog/${slug}`).expect(200)).headers[
      'x-catalog-version'
    ] as string;
    expect(before).toMatch(/^\d+$/);
    await a.http.post('/store/info').set(auth()).send({ name: 'Versão nova' }).expect(200);
    await eventuallyOnB((c) => c.store.name === 'Versão nova');
    const after = (await b.http.get(`/public-catalog/${slug}`).expect(200)).headers[
      'x-catalog-version'
    ] as string;
    expect(Number(after)).toBeGreaterThan(Number(before));
  });

  it('after items are added', () =>
    writeOnA(
      () =>
        a.http
          .post('/catalog/save')
          .set(auth())
          .send([{ name: 'Coxinha', price: 6, category: 'Salgados' }])
          .expect(201),
      (c) => c.products.some((p) => p.name === 'Coxinha'),
    ));

  it('after an item is edited, its options included', () =>
    writeOnA(
      () =>
        a.http
          .put(`/catalog/${itemId}`)
          .set(auth())
          .send({
            name: 'Bolo de cenoura',
            price: 12,
            category: 'Doces',
            optionGroups: [
              {
                name: 'Cobertura',
                min: 0,
                max: 1,
                options: [{ name: 'Chocolate', price: 2 }],
              },
            ],
          })
          .expect(200),
      (c) =>
        c.products.some(
          (p) => p.name === 'Bolo de cenoura' && p.optionGroups?.[0]?.name === 'Cobertura',
        ),
    ));

  it('after a photo is put on an item and taken off', async () => {
    const jpeg = await photo(400, 300);
    await writeOnA(
      () =>
        a.http
          .put(`/catalog/${itemId}/photo`)
          .set(auth())
          .attach('file', jpeg, { filename: 'bolo.jpg', contentType: 'image/jpeg' })
          .expect(200),
      (c) => c.products.some((p) => p.id === itemId && p.photoUrl !== null),
    );
    await writeOnA(
      () => a.http.delete(`/catalog/${itemId}/photo`).set(auth()).expect(204),
      (c) => c.products.some((p) => p.id === itemId && p.photoUrl === null),
    );
  });

  it('after the store logo and cover colour change', async () => {
    await writeOnA(
      async () =>
        a.http
          .put('/store/logo')
          .set(auth())
          .attach('file', await photo(300, 300, 'png'), {
            filename: 'logo.png',
            contentType: 'image/png',
          })
          .expect(200),
      (c) => c.store.logoUrl !== null,
    );
    await writeOnA(
      () => a.http.put('/store/look').set(auth()).send({ coverColor: '#336699' }).expect(200),
      (c) => c.store.coverColor === '#336699',
    );
  });

  it('after the settings are saved', () =>
    writeOnA(
      () =>
        a.http
          .put('/store/settings')
          .set(auth())
          .send({ ...DEFAULT_STORE_SETTINGS, minimumOrder: 15 })
          .expect(200),
      (c) => c.ordering?.minimumOrder === 15,
    ));

  it('after the store name and the WhatsApp number change', async () => {
    await writeOnA(
      () => a.http.post('/store/info').set(auth()).send({ name: 'Doceria Nova' }).expect(200),
      (c) => c.store.name === 'Doceria Nova',
    );
    await writeOnA(
      () => a.http.put('/user/phone').set(auth()).send({ phone: '31987654321' }).expect(200),
      (c) => c.store.phone === '31987654321',
    );
  });

  it('after an item is deleted', () =>
    writeOnA(
      () => a.http.delete(`/catalog/${itemId}`).set(auth()).expect(200),
      (c) => !c.products.some((p) => p.id === itemId),
    ));

  it('after the slug changes: the old one is 404 on B, the new one answers', async () => {
    await catalogueOnB();
    const old = slug;
    await b.http.get('/public-catalog/loja-dos-eventos-2').expect(404); // remembered as unknown
    await a.http.post('/short-link').set(auth()).send({ slug: 'loja-dos-eventos-2' }).expect(200);
    slug = 'loja-dos-eventos-2';
    // B learns of the claim by its NOTIFY (asynchronous): the new slug answers, the old is 404.
    expect(await eventualStatusOnB(`/public-catalog/${slug}`, 200)).toBe(200);
    expect(await eventualStatusOnB(`/public-catalog/${old}`, 404)).toBe(404);
  });

  it('after its LISTEN connection is cut, each process listens again and follows the next write', async () => {
    const listening = async (): Promise<number> =>
      Number(
        (
          (await a.dataSource.query(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'catalogo-listen' AND datname = current_database()`,
          )) as { n: string }[]
        )[0]!.n,
      );
    expect(await listening()).toBe(2); // one per process, A and B (other test files use other databases)
    await a.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'catalogo-listen' AND datname = current_database()`,
    );
    const deadline = Date.now() + 10_000;
    while ((await listening()) < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listening()).toBe(2);
    await writeOnA(
      () =>
        a.http
          .post('/store/info')
          .set(auth())
          .send({ name: 'Doceria Depois da Queda' })
          .expect(200),
      (c) => c.store.name === 'Doceria Depois da Queda',
    );
  });
});
