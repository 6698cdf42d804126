import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import sharp from 'sharp';
import { Limits, Messages } from '@catalogo/contracts/core';
import { ImageStorage } from '../src/modules/media/image-storage';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { SVG_WITH_SCRIPT, jpegHtmlPolyglot, phoneJpeg, photo, pngBomb } from './support/images';

type Item = {
  id: string;
  name: string;
  description: string;
  available: boolean;
  photoUrl: string | null;
  thumbnailUrl: string | null;
};

const API_URL = 'http://api.catalogo.test';
const BUCKET = 'catalogo-test';

/** A local S3 server (s3rver speaks the S3 protocol over HTTP) for the S3 adapter. */
async function startS3(): Promise<{ url: string; stop(): Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

interface Adapter {
  name: string;
  start(): Promise<{ env: Record<string, string>; urlBase: string; stop(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'local files (.data/uploads)',
    async start() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
      return {
        env: { UPLOADS_DIR: dir },
        urlBase: `${API_URL}/uploads/`,
        stop: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 bucket (s3rver over HTTP)',
    async start() {
      const s3 = await startS3();
      return {
        env: {
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: s3.url,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        urlBase: `${s3.url}/${BUCKET}/`,
        stop: s3.stop,
      };
    },
  },
];

describe.each(adapters)('Item photos and store logo on $name', (adapter) => {
  let t: TestApp;
  let storage: ImageStorage;
  let urlBase: string;
  let stop: () => Promise<void>;
  let jpeg: Buffer;

  beforeAll(async () => {
    const started = await adapter.start();
    urlBase = started.urlBase;
    stop = started.stop;
    t = await createTestApp({ API_URL, ...started.env });
    storage = t.app.get(ImageStorage);
    jpeg = await photo(800, 600);
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A seller with one saved item (and a store slug, so the public page answers). */
  async function sellerWithItem(name = 'Coxinha') {
    const seller = await registerAndLogin(t);
    const slug = `loja-${Math.random().toString(36).slice(2, 10)}`;
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
    const saved = await t.http
      .post('/catalog/save')
      .set(auth(seller.token))
      .send([
        { name, price: 6.5, category: 'Salgados', description: 'Massa de batata' },
        { name: 'Guaraná', price: 5, category: 'Bebidas' },
      ])
      .expect(201);
    const rows: { id: string }[] = await t.dataSource.query(
      'SELECT s.id FROM stores s JOIN users u ON u.id = s.owner_id WHERE u.email = $1',
      [seller.email],
    );
    return {
      ...seller,
      slug,
      storeId: rows[0].id,
      item: (saved.body as Item[])[0],
      other: (saved.body as Item[])[1],
    };
  }

  /** The stored object behind a URL of the answer, fetched the way a browser would. */
  async function fetchImage(url: string) {
    expect(url.startsWith(urlBase)).toBe(true);
    if (url.startsWith(API_URL)) {
      const res = await t.http.get(url.slice(API_URL.length)).buffer(true);
      return {
        status: res.status,
        type: res.headers['content-type'] as string | undefined,
        cacheControl: res.headers['cache-control'] as string | undefined,
        body: res.body as Buffer,
      };
    }
    const res = await fetch(url);
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? undefined,
      cacheControl: res.headers.get('cache-control') ?? undefined,
      body: Buffer.from(await res.arrayBuffer()),
    };
  }

  const putPhoto = (token: string, id: string, bytes: Buffer, filename = 'foto.jpg') =>
    t.http
      .put(`/catalog/${id}/photo`)
      .set(auth(token))
      .attach('file', bytes, { filename, contentType: 'image/jpeg' });

  describe('upload', () => {
    it('re-encodes a phone JPEG to WebP in two sizes, upright, without EXIF, cached for good', async () => {
      const s = await sellerWithItem();
      const res = await putPhoto(s.token, s.item.id, await phoneJpeg(1600, 1200)).expect(200);
      const { photoUrl, thumbnailUrl } = res.body as { photoUrl: string; thumbnailUrl: string };
      expect(photoUrl).toMatch(/-1080\.webp$/);
      expect(thumbnailUrl).toMatch(/-256\.webp$/);

      const detail = await fetchImage(photoUrl);
      expect(detail.status).toBe(200);
      expect(detail.type).toBe('image/webp');
      expect(detail.cacheControl).toMatch(/max-age=31536000/);
      expect(detail.cacheControl).toMatch(/immutable/);
      const meta = await sharp(detail.body).metadata();
      expect(meta.format).toBe('webp');
      // 1600 × 1200 with orientation 6 is a portrait photo: 810 × 1080 once fitted.
      expect([meta.width, meta.height]).toEqual([810, 1080]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(detail.body.includes(Buffer.from('Ana Segredo'))).toBe(false);

      const thumb = await fetchImage(thumbnailUrl);
      const thumbMeta = await sharp(thumb.body).metadata();
      expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 256, 256]);

      // The seller's list and the public page carry the same URLs.
      const list = await t.http.get('/catalog').set(auth(s.token)).expect(200);
      expect((list.body as Item[]).find((i) => i.id === s.item.id)).toMatchObject({
        photoUrl,
        thumbnailUrl,
        description: 'Massa de batata',
        available: true,
      });
      const page = await t.http.get(`/public-catalog/${s.slug}`).expect(200);
      expect(page.body.products.find((p: Item) => p.id === s.item.id)).toMatchObject({
        photoUrl,
        thumbnailUrl,
      });
      expect(page.body.products.find((p: Item) => p.id === s.other.id)).toMatchObject({
        photoUrl: null,
        thumbnailUrl: null,
        description: '',
        available: true,
      });
    });

    it.each([
      ['PNG', 'png' as const],
      ['WebP', 'webp' as const],
    ])('accepts a %s (the bytes decide, whatever the name says)', async (_label, format) => {
      const s = await sellerWithItem();
      const bytes = await photo(300, 200, format);
      const res = await putPhoto(s.token, s.item.id, bytes, 'foto.txt').expect(200);
      const detail = await fetchImage(res.body.photoUrl);
      const meta = await sharp(detail.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
      expect(await storage.list(s.storeId)).toHaveLength(2);
    });

    it('a new upload replaces the old files; the same image again keeps its names', async () => {
      const s = await sellerWithItem();
      const first = (await putPhoto(s.token, s.item.id, jpeg).expect(200)).body;
      const second = (await putPhoto(s.token, s.item.id, await photo(640, 640, 'png')).expect(200))
        .body;
      expect(second.photoUrl).not.toBe(first.photoUrl);
      expect((await fetchImage(first.photoUrl)).status).toBe(404);
      expect((await fetchImage(first.thumbnailUrl)).status).toBe(404);
      expect((await fetchImage(second.photoUrl)).status).toBe(200);
      expect(await storage.list(s.storeId)).toHaveLength(2);

      const again = (await putPhoto(s.token, s.item.id, await photo(640, 640, 'png')).expect(200))
        .body;
      expect(again).toEqual(second);
      expect((await fetchImage(again.photoUrl)).status).toBe(200);
      expect(await storage.list(s.storeId)).toHaveLength(2);
    });
  });

  describe('bad input: 4xx with a Portuguese message, nothing stored', () => {
    const cases: [string, number, string, () => Promise<Buffer>][] = [
      [
        'a text file renamed .jpg',
        415,
        Messages.imageUnsupportedType,
        async () => Buffer.from('Lista de preços: coxinha 6,50\n'),
      ],
      ['an SVG with a script', 415, Messages.imageUnsupportedType, async () => SVG_WITH_SCRIPT],
      [
        'a JPEG/HTML polyglot',
        415,
        Messages.imageHiddenContent,
        async () => jpegHtmlPolyglot(await photo(200, 200)),
      ],
      [
        'a JPEG with an HTML page appended',
        415,
        Messages.imageHiddenContent,
        async () =>
          Buffer.concat([
            await photo(200, 200),
            Buffer.from('<!DOCTYPE html><script>x()</script>'),
          ]),
      ],
      [
        'a JPEG signature followed by a web page',
        415,
        Messages.imageUnsupportedType,
        async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<p>oi</p>')]),
      ],
      [
        'a GIF',
        415,
        Messages.imageUnsupportedType,
        async () =>
          sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
            .gif()
            .toBuffer(),
      ],
      [
        'a truncated JPEG',
        400,
        Messages.imageCorrupt,
        async () => {
          const whole = await photo(1200, 900);
          return whole.subarray(0, Math.floor(whole.length / 2));
        },
      ],
      [
        'a 20000 × 20000 PNG (decompression bomb)',
        413,
        Messages.imageTooManyPixels,
        async () => pngBomb(),
      ],
      [
        'a 6 MB file',
        413,
        Messages.imageTooLarge,
        async () => Buffer.concat([await photo(200, 200), Buffer.alloc(6 * 1024 * 1024, 7)]),
      ],
      ['an empty file', 400, Messages.imageEmpty, async () => Buffer.alloc(0)],
    ];

    it.each(cases)('%s → %i', async (_label, status, message, make) => {
      const s = await sellerWithItem();
      const res = await putPhoto(s.token, s.item.id, await make());
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await storage.list(s.storeId)).toEqual([]);
      const rows = await t.dataSource.query('SELECT photo_key FROM catalog_items WHERE id = $1', [
        s.item.id,
      ]);
      expect(rows[0].photo_key).toBeNull();
      // The same refusals for the logo.
      const logo = await t.http
        .put('/store/logo')
        .set(auth(s.token))
        .attach('file', await make(), { filename: 'logo.png', contentType: 'image/png' });
      expect([logo.status, logo.body.message]).toEqual([status, message]);
      expect(await storage.list(s.storeId)).toEqual([]);
    });

    it('the wrong field name, several files, extra fields or no multipart → 400', async () => {
      const s = await sellerWithItem();
      const url = `/catalog/${s.item.id}/photo`;
      const answers = await Promise.all([
        t.http.put(url).set(auth(s.token)).attach('photo', jpeg, 'foto.jpg'),
        t.http
          .put(url)
          .set(auth(s.token))
          .attach('file', jpeg, 'a.jpg')
          .attach('file', jpeg, 'b.jpg'),
        t.http.put(url).set(auth(s.token)).field('name', 'x').attach('file', jpeg, 'a.jpg'),
        t.http
          .put(url)
          .set(auth(s.token))
          .send({ file: jpeg.toString('base64') }),
        t.http.put(url).set(auth(s.token)),
      ]);
      for (const res of answers) {
        expect([res.status, res.body.message]).toEqual([400, Messages.imageFileRequired]);
      }
      expect(await storage.list(s.storeId)).toEqual([]);
    });

    it('without a token → 401; a malformed id → 404 (as every item route)', async () => {
      await t.http
        .put('/catalog/00000000-0000-4000-8000-000000000000/photo')
        .attach('file', jpeg, 'a.jpg')
        .expect(401);
      const s = await sellerWithItem();
      await putPhoto(s.token, 'nao-e-um-id', jpeg).expect(404);
    });

    it('past the store quota of 25 MB → 403, nothing stored', async () => {
      const s = await sellerWithItem();
      // The other item already holds almost all of the quota.
      await t.dataSource.query('UPDATE catalog_items SET photo_bytes = $2 WHERE id = $1', [
        s.other.id,
        Limits.storeImageMaxBytes - 1000,
      ]);
      const res = await putPhoto(s.token, s.item.id, jpeg).expect(403);
      expect(res.body.message).toBe(Messages.storeImageQuotaReached);
      expect(await storage.list(s.storeId)).toEqual([]);
      // Replacing an item's own photo counts only the new size.
      await t.dataSource.query('UPDATE catalog_items SET photo_bytes = 0 WHERE id = $1', [
        s.other.id,
      ]);
      await putPhoto(s.token, s.item.id, jpeg).expect(200);
    });
  });

  describe('deletion and isolation', () => {
    it('DELETE /catalog/{id}/photo deletes the files; the item stays', async () => {
      const s = await sellerWithItem();
      const up = (await putPhoto(s.token, s.item.id, jpeg).expect(200)).body;
      await t.http.delete(`/catalog/${s.item.id}/photo`).set(auth(s.token)).expect(204);
      expect((await fetchImage(up.photoUrl)).status).toBe(404);
      expect(await storage.list(s.storeId)).toEqual([]);
      const list = await t.http.get('/catalog').set(auth(s.token)).expect(200);
      expect((list.body as Item[]).find((i) => i.id === s.item.id)).toMatchObject({
        photoUrl: null,
        thumbnailUrl: null,
      });
      // Again: nothing left to delete, same answer.
      await t.http.delete(`/catalog/${s.item.id}/photo`).set(auth(s.token)).expect(204);
    });

    it('deleting the item deletes its photo files', async () => {
      const s = await sellerWithItem();
      await putPhoto(s.token, s.item.id, jpeg).expect(200);
      await putPhoto(s.token, s.other.id, jpeg).expect(200);
      expect(await storage.list(s.storeId)).toHaveLength(4);
      await t.http.delete(`/catalog/${s.item.id}`).set(auth(s.token)).expect(200);
      const left = await storage.list(s.storeId);
      expect(left).toHaveLength(2);
      expect(left.every((k) => k.includes(`/items/${s.other.id}/`))).toBe(true);
    });

    it("another seller's item → 404 for upload and delete; nothing changes", async () => {
      const owner = await sellerWithItem();
      const up = (await putPhoto(owner.token, owner.item.id, jpeg).expect(200)).body;
      const stranger = await sellerWithItem();
      const res = await putPhoto(stranger.token, owner.item.id, await photo(300, 300)).expect(404);
      expect(res.body.message).toBe(Messages.itemNotFound);
      await t.http.delete(`/catalog/${owner.item.id}/photo`).set(auth(stranger.token)).expect(404);
      expect(await storage.list(stranger.storeId)).toEqual([]);
      expect((await fetchImage(up.photoUrl)).status).toBe(200);
      const list = await t.http.get('/catalog').set(auth(owner.token)).expect(200);
      expect((list.body as Item[]).find((i) => i.id === owner.item.id)?.photoUrl).toBe(up.photoUrl);
    });
  });

  describe('store logo and cover colour', () => {
    it('uploads, shows on the public page, replaces and deletes the logo', async () => {
      const s = await sellerWithItem();
      const logo = (
        await t.http
          .put('/store/logo')
          .set(auth(s.token))
          .attach('file', await photo(1000, 500, 'png'), 'logo.png')
          .expect(200)
      ).body as { logoUrl: string; logoThumbnailUrl: string };
      const large = await sharp((await fetchImage(logo.logoUrl)).body).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 512, 256]);
      const small = await sharp((await fetchImage(logo.logoThumbnailUrl)).body).metadata();
      expect([small.width, small.height]).toEqual([128, 64]);
      const page = await t.http.get(`/public-catalog/${s.slug}`).expect(200);
      expect(page.body.store).toMatchObject({ ...logo, coverColor: null });

      const next = (
        await t.http.put('/store/logo').set(auth(s.token)).attach('file', jpeg, 'l.jpg').expect(200)
      ).body as { logoUrl: string };
      expect((await fetchImage(logo.logoUrl)).status).toBe(404);
      expect(await storage.list(`${s.storeId}/logo/`)).toHaveLength(2);

      await t.http.delete('/store/logo').set(auth(s.token)).expect(204);
      expect((await fetchImage(next.logoUrl)).status).toBe(404);
      expect(await storage.list(s.storeId)).toEqual([]);
      const look = await t.http.get('/store/look').set(auth(s.token)).expect(200);
      expect(look.body).toEqual({ logoUrl: null, logoThumbnailUrl: null, coverColor: null });
    });

    it('sets a #rrggbb cover colour (lower-cased), refuses other spellings, clears with null', async () => {
      const s = await sellerWithItem();
      const set = await t.http
        .put('/store/look')
        .set(auth(s.token))
        .send({ coverColor: '#1A7F5A' })
        .expect(200);
      expect(set.body.coverColor).toBe('#1a7f5a');
      const page = await t.http.get(`/public-catalog/${s.slug}`).expect(200);
      expect(page.body.store.coverColor).toBe('#1a7f5a');
      for (const coverColor of ['red', '#fff', '1a7f5a', '#1a7f5a;background:url(x)']) {
        const bad = await t.http.put('/store/look').set(auth(s.token)).send({ coverColor });
        expect([bad.status, bad.body.message]).toEqual([400, [Messages.invalidCoverColor]]);
      }
      await t.http.put('/store/look').set(auth(s.token)).send({ coverColor: null }).expect(200);
      expect((await t.http.get('/store/look').set(auth(s.token))).body.coverColor).toBeNull();
    });
  });
});

describe('Items: description, "Esgotado", upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_10_MINUTES: '3' });
  });
  afterAll(() => t.close());
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('PUT /catalog/{id} sets description and available; omitted, they are kept', async () => {
    const { token } = await registerAndLogin(t);
    await t.http.post('/short-link').set(auth(token)).send({ slug: 'loja-esgotado' }).expect(200);
    const [item] = (
      await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send([{ name: 'Pastel', price: 8, category: 'Salgados' }])
        .expect(201)
    ).body as Item[];
    expect(item).toMatchObject({ description: '', available: true, photoUrl: null });
    const base = { name: 'Pastel', price: 8, category: 'Salgados' };
    const updated = await t.http
      .put(`/catalog/${item.id}`)
      .set(auth(token))
      .send({ ...base, description: '  De carne ', available: false })
      .expect(200);
    expect(updated.body).toMatchObject({ description: 'De carne', available: false });
    const kept = await t.http
      .put(`/catalog/${item.id}`)
      .set(auth(token))
      .send({ ...base, price: 9 })
      .expect(200);
    expect(kept.body).toMatchObject({ price: 9, description: 'De carne', available: false });

    const page = await t.http.get('/public-catalog/loja-esgotado').expect(200);
    expect(page.body.products[0]).toMatchObject({ available: false, description: 'De carne' });

    // A sold-out item cannot be ordered.
    const order = await t.http.post('/public-catalog/loja-esgotado/orders').send({
      items: [{ id: item.id, quantity: 1 }],
      fulfilment: 'pickup',
      customer: { name: 'Maria', phone: '11987654321' },
      payment: { method: 'cash', changeFor: 100 },
    });
    expect([order.status, order.body.message]).toEqual([409, Messages.orderItemSoldOut('Pastel')]);

    const long = await t.http
      .put(`/catalog/${item.id}`)
      .set(auth(token))
      .send({ ...base, description: 'a'.repeat(301) });
    expect([long.status, long.body.message]).toEqual([400, [Messages.invalidItemDescription]]);
    const notBool = await t.http
      .put(`/catalog/${item.id}`)
      .set(auth(token))
      .send({ ...base, available: 'no' });
    expect([notBool.status, notBool.body.message]).toEqual([400, [Messages.invalidItemAvailable]]);
  });

  it('limits uploads per seller (429 with Retry-After), not per store visitor', async () => {
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    const [item] = (
      await t.http
        .post('/catalog/save')
        .set(auth(a.token))
        .send([{ name: 'Bolo', price: 30, category: 'Doces' }])
        .expect(201)
    ).body as Item[];
    const jpeg = await photo(100, 100);
    for (let i = 0; i < 3; i += 1) {
      await t.http
        .put(`/catalog/${item.id}/photo`)
        .set(auth(a.token))
        .attach('file', jpeg, 'f.jpg')
        .expect(200);
    }
    const limited = await t.http
      .put('/store/logo')
      .set(auth(a.token))
      .attach('file', jpeg, 'f.jpg')
      .expect(429);
    expect(limited.body.message).toBe(Messages.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another seller is not affected.
    await t.http.put('/store/logo').set(auth(b.token)).attach('file', jpeg, 'f.jpg').expect(200);
  });
});
