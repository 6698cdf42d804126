import { Client } from 'pg';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defaultStoreSettings, type PublicCatalogResponse } from '@catalogo/contracts/core';
import { PublicCatalogService } from '../src/modules/public-catalog/public-catalog.service';
import { PublicCatalogWriter } from '../src/modules/public-catalog/public-catalog.writer';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { photo } from './support/images';

/**
 * The public catalogue's read model: `public_catalogs` keeps each store's answer (compressed,
 * for its version and opening period), made stale by triggers. The in-process cache is off
 * here, so every GET reads the database: after each kind of write, with the store's answer
 * stored first, the next view must show the write (never the stored answer of before).
 */
describe('Public catalogue read model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CATALOG_CACHE_TTL_MS: '0' });
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const answerWriter = (): PublicCatalogWriter => t.app.get(PublicCatalogWriter);

  async function seller(slug: string) {
    const s = await registerAndLogin(t, { phone: '11987654321' });
    await t.http.post('/short-link').set(auth(s.token)).send({ slug }).expect(200);
    const saved = await t.http
      .post('/catalog/save')
      .set(auth(s.token))
      .send([
        { name: 'Bolo', price: 30, category: 'Doces' },
        { name: 'Suco', price: 8, category: 'Bebidas' },
      ])
      .expect(201);
    const items = saved.body as { id: string; name: string }[];
    return { ...s, slug, bolo: items.find((i) => i.name === 'Bolo')!.id };
  }

  async function view(slug: string): Promise<PublicCatalogResponse> {
    return (await t.http.get(`/public-catalog/${slug}`).expect(200)).body as PublicCatalogResponse;
  }

  /** The store's read-model row, its stored answer as text (`body`, from its gzip bytes). */
  async function row(slug: string) {
    const [r] = (await t.dataSource.query(
      `SELECT pc.version::int AS version, pc.built_version::int AS built, pc.gzip, pc.br
         FROM public_catalogs pc JOIN stores s ON s.id = pc.store_id WHERE s.slug = $1`,
      [slug],
    )) as { version: number; built: number | null; gzip: Buffer | null; br: Buffer | null }[];
    return { ...r, body: r.gzip ? gunzipSync(r.gzip).toString() : null };
  }

  /** Views the store and stores its answer: the stored answer is now current. */
  async function current(slug: string): Promise<PublicCatalogResponse> {
    const answer = await view(slug);
    await answerWriter().flush();
    const r = await row(slug);
    expect(r.built).toBe(r.version);
    return answer;
  }

  it('stores the whole answer compressed once, and serves the same bytes from it', async () => {
    const s = await seller('rm-bytes');
    const built = await t.http.get(`/public-catalog/${s.slug}`).expect(200);
    await answerWriter().flush();
    const r = await row(s.slug);
    expect(r.built).toBe(r.version);
    expect(r.body).toBe(built.text);
    expect(brotliDecompressSync(r.br!).toString()).toBe(built.text);
    const stored = await t.http.get(`/public-catalog/${s.slug}`).expect(200);
    expect(stored.text).toBe(built.text);
    expect(stored.headers.etag).toBe(built.headers.etag);
  });

  it('a view of a current store reads one row: its stored bytes, no source', async () => {
    const s = await seller('rm-held');
    const first = await current(s.slug);
    const pool = (
      t.dataSource.driver as unknown as {
        master: {
          query: (...args: unknown[]) => Promise<{ rows: { bytes: string; source: unknown }[] }>;
        };
      }
    ).master;
    const spy = jest.spyOn(pool, 'query');
    try {
      const again = await t.http.get(`/public-catalog/${s.slug}`).expect(200);
      expect(again.body).toEqual(first);
      expect(spy).toHaveBeenCalledTimes(1);
      const [result] = spy.mock.results;
      const rows = (await (result.value as Promise<{ rows: { bytes: string; source: unknown }[] }>))
        .rows;
      expect(rows).toHaveLength(1);
      // Its stored gzip bytes (in base64), which are the JSON served.
      expect(JSON.parse(gunzipSync(Buffer.from(rows[0].bytes, 'base64')).toString())).toEqual(
        first,
      );
      expect(rows[0].source).toBeNull();
      // Another process (here: SQL) changes the store: the new answer comes, never the stored one.
      await t.dataSource.query(`UPDATE stores SET name = 'Outra' WHERE slug = $1`, [s.slug]);
      expect((await view(s.slug)).store.name).toBe('Outra');
    } finally {
      spy.mockRestore();
    }
  });

  it('builds a changed answer once, whichever codings view it before it is stored', async () => {
    const s = await seller('rm-once');
    await current(s.slug);
    await t.dataSource.query(`UPDATE stores SET name = 'Uma vez' WHERE slug = $1`, [s.slug]);
    const build = jest.spyOn(
      PublicCatalogService.prototype as unknown as { build: () => unknown },
      'build',
    );
    try {
      const views = [];
      for (const coding of ['br', 'gzip', 'identity'])
        views.push(
          await t.http.get(`/public-catalog/${s.slug}`).set('Accept-Encoding', coding).expect(200),
        );
      expect(views.map((v) => (v.body as PublicCatalogResponse).store.name)).toEqual([
        'Uma vez',
        'Uma vez',
        'Uma vez',
      ]);
      expect(new Set(views.map((v) => v.headers.etag)).size).toBe(1);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      build.mockRestore();
    }
  });

  describe('is never stale after a write', () => {
    it('item save, update and delete', async () => {
      const s = await seller('rm-items');
      await current(s.slug);
      await t.http
        .post('/catalog/save')
        .set(auth(s.token))
        .send([{ name: 'Pão', price: 1, category: 'Padaria' }])
        .expect(201);
      expect((await current(s.slug)).products.map((p) => p.name)).toContain('Pão');
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo de cenoura', price: 32, category: 'Doces' })
        .expect(200);
      const updated = (await current(s.slug)).products.find((p) => p.id === s.bolo);
      expect([updated?.name, updated?.price]).toEqual(['Bolo de cenoura', 32]);
      await t.http.delete(`/catalog/${s.bolo}`).set(auth(s.token)).expect(200);
      expect((await view(s.slug)).products.map((p) => p.id)).not.toContain(s.bolo);
    });

    it('photo upload and removal', async () => {
      const s = await seller('rm-photo');
      expect((await current(s.slug)).products.find((p) => p.id === s.bolo)?.photoUrl).toBeNull();
      await t.http
        .put(`/catalog/${s.bolo}/photo`)
        .set(auth(s.token))
        .attach('file', await photo(400, 300), { filename: 'a.jpg', contentType: 'image/jpeg' })
        .expect(200);
      const withPhoto = (await current(s.slug)).products.find((p) => p.id === s.bolo);
      expect(withPhoto?.photoUrl).toMatch(/\.webp$/);
      expect(withPhoto?.thumbnailUrl).toMatch(/\.webp$/);
      await t.http.delete(`/catalog/${s.bolo}/photo`).set(auth(s.token)).expect(204);
      expect((await view(s.slug)).products.find((p) => p.id === s.bolo)?.photoUrl).toBeNull();
    });

    it('option groups added, edited and removed', async () => {
      const s = await seller('rm-options');
      await current(s.slug);
      const tamanho = {
        name: 'Tamanho',
        min: 1,
        max: 1,
        options: [
          { name: 'P', price: 0 },
          { name: 'G', price: 10 },
        ],
      };
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo', price: 30, category: 'Doces', optionGroups: [tamanho] })
        .expect(200);
      const groups = (await current(s.slug)).products.find((p) => p.id === s.bolo)?.optionGroups;
      expect(groups?.map((g) => [g.name, g.options.map((o) => [o.name, o.price])])).toEqual([
        [
          'Tamanho',
          [
            ['P', 0],
            ['G', 10],
          ],
        ],
      ]);
      const edited = { ...tamanho, options: [{ ...groups![0].options[1], price: 12 }] };
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo', price: 30, category: 'Doces', optionGroups: [edited] })
        .expect(200);
      const after = (await current(s.slug)).products.find((p) => p.id === s.bolo)?.optionGroups;
      expect(after?.[0].options.map((o) => [o.name, o.price])).toEqual([['G', 12]]);
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo', price: 30, category: 'Doces', optionGroups: [] })
        .expect(200);
      expect((await view(s.slug)).products.find((p) => p.id === s.bolo)?.optionGroups).toEqual([]);
    });

    it('settings (the ordering block)', async () => {
      const s = await seller('rm-settings');
      expect((await current(s.slug)).ordering?.pickup.enabled).toBe(false);
      const settings = defaultStoreSettings();
      settings.pickup = { enabled: true, address: 'Rua das Flores, 10 - Centro' };
      await t.http.put('/store/settings').set(auth(s.token)).send(settings).expect(200);
      expect((await view(s.slug)).ordering?.pickup).toEqual(settings.pickup);
    });

    it('store name, cover colour, logo and the owner’s phone', async () => {
      const s = await seller('rm-store');
      await current(s.slug);
      await t.http
        .post('/store/info')
        .set(auth(s.token))
        .send({ name: 'Doces da Ana' })
        .expect(200);
      expect((await current(s.slug)).store.name).toBe('Doces da Ana');
      await t.http
        .put('/store/look')
        .set(auth(s.token))
        .send({ coverColor: '#112233' })
        .expect(200);
      expect((await current(s.slug)).store.coverColor).toBe('#112233');
      await t.http
        .put('/store/logo')
        .set(auth(s.token))
        .attach('file', await photo(300, 300, 'png'), {
          filename: 'logo.png',
          contentType: 'image/png',
        })
        .expect(200);
      expect((await current(s.slug)).store.logoUrl).toMatch(/\.webp$/);
      await t.http.put('/user/phone').set(auth(s.token)).send({ phone: '21912345678' }).expect(200);
      expect((await view(s.slug)).store.phone).toBe('21912345678');
    });

    it('a write by any path, even SQL outside the API', async () => {
      const s = await seller('rm-sql');
      await current(s.slug);
      await t.dataSource.query(`UPDATE catalog_items SET name = 'Bolo de fubá' WHERE id = $1`, [
        s.bolo,
      ]);
      expect((await view(s.slug)).products.find((p) => p.id === s.bolo)?.name).toBe('Bolo de fubá');
    });

    it('a new slug and a removed store', async () => {
      const s = await seller('rm-slug');
      await current(s.slug);
      await t.http.post('/short-link').set(auth(s.token)).send({ slug: 'rm-slug-2' }).expect(200);
      expect((await view('rm-slug-2')).products).toHaveLength(2);
      await t.http.get('/public-catalog/rm-slug').expect(404);
    });

    it('slugs traded by SQL outside the API, in one transaction', async () => {
      for (const slug of ['rm-troca-a', 'rm-troca-b']) {
        await seller(slug);
        await t.dataSource.query(`UPDATE stores SET name = $1 WHERE slug = $1`, [slug]);
        expect((await current(slug)).store.name).toBe(slug);
      }
      await t.dataSource.transaction(async (db) => {
        await db.query(`UPDATE stores SET slug = 'rm-troca-x' WHERE slug = 'rm-troca-a'`);
        await db.query(`UPDATE stores SET slug = 'rm-troca-a' WHERE slug = 'rm-troca-b'`);
        await db.query(`UPDATE stores SET slug = 'rm-troca-b' WHERE slug = 'rm-troca-x'`);
      });
      expect((await view('rm-troca-a')).store.name).toBe('rm-troca-b');
      expect((await view('rm-troca-b')).store.name).toBe('rm-troca-a');
      await t.http.get('/public-catalog/rm-troca-x').expect(404);
    });
  });

  describe('concurrency', () => {
    it('a write between a rebuild’s read and its write-back is never lost', async () => {
      const s = await seller('rm-race');
      await current(s.slug);
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo v1', price: 30, category: 'Doces' })
        .expect(200);
      // This view rebuilds from the write above; its answer waits in memory to be stored.
      expect((await view(s.slug)).products.map((p) => p.name)).toContain('Bolo v1');
      // A second write lands before the write-back.
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo v2', price: 30, category: 'Doces' })
        .expect(200);
      await answerWriter().flush();
      const r = await row(s.slug);
      expect(r.built).not.toBe(r.version); // the answer of "v1" was not stored over "v2"
      expect(r.body).not.toContain('Bolo v2');
      expect((await view(s.slug)).products.map((p) => p.name)).toContain('Bolo v2');
    });

    it('never waits for a seller’s open transaction, and sees its write once committed', async () => {
      const s = await seller('rm-lock');
      await current(s.slug);
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo aberto', price: 30, category: 'Doces' })
        .expect(200);
      await view(s.slug); // a rebuild waits for write-back
      const writer = new Client({ connectionString: t.databaseUrl });
      await writer.connect();
      try {
        await writer.query('BEGIN');
        await writer.query(`UPDATE catalog_items SET name = 'Bolo fechado' WHERE id = $1`, [
          s.bolo,
        ]);
        // The writer holds the store's read-model row: the write-back skips it at once.
        // Waiting for the lock would block until the COMMIT below, that is for ever.
        const started = Date.now();
        await answerWriter().flush();
        expect(Date.now() - started).toBeLessThan(10_000);
        // Readers meanwhile see the last committed data.
        expect((await view(s.slug)).products.map((p) => p.name)).toContain('Bolo aberto');
        await writer.query('COMMIT');
      } finally {
        await writer.end();
      }
      expect((await view(s.slug)).products.map((p) => p.name)).toContain('Bolo fechado');
      await answerWriter().flush();
      const r = await row(s.slug);
      expect(r.built).toBe(r.version);
      expect(r.body).toContain('Bolo fechado');
    });

    it('concurrent first views of a changed store all answer the change', async () => {
      const s = await seller('rm-burst');
      await current(s.slug);
      await t.http
        .put(`/catalog/${s.bolo}`)
        .set(auth(s.token))
        .send({ name: 'Bolo novo', price: 30, category: 'Doces' })
        .expect(200);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.http.get(`/public-catalog/${s.slug}`)),
      );
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(answers[0].text).toContain('Bolo novo');
    });
  });
});
