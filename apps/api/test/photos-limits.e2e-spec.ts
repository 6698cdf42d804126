import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { Messages } from '@catalogo/contracts/core';
import { imageWork } from '../src/modules/media/image-processor';
import { ImageStorage } from '../src/modules/media/image-storage';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/**
 * Photos and logos above 16 megapixels are refused from the header, before any decoding (413),
 * and image work is bounded per process, so a burst of small files that decode to huge images
 * cannot exhaust the API's memory (k8s limit 512 Mi).
 */

/**
 * A flat-colour progressive JPEG: a few hundred KB on disk whatever its size, but a progressive
 * JPEG's decoder holds every DCT coefficient of the image (about 130 MB at 7070 × 7070).
 */
function progressiveJpeg(
  width: number,
  height: number,
  chromaSubsampling: '4:2:0' | '4:4:4' = '4:2:0',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg({ progressive: true, chromaSubsampling, quality: 90 })
    .toBuffer();
}

const MB = 1024 * 1024;

describe('Image size limits and memory (photos and logos)', () => {
  let t: TestApp;
  let storage: ImageStorage;
  let uploads: string;
  let hostile: Buffer;

  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-limits-'));
    t = await createTestApp({
      API_URL: 'http://api.catalogo.test',
      UPLOADS_DIR: uploads,
      UPLOAD_RATE_LIMIT_PER_10_MINUTES: '1000',
    });
    storage = t.app.get(ImageStorage);
    hostile = await progressiveJpeg(7070, 7070);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A seller with four items and their store id. */
  async function seller() {
    const s = await registerAndLogin(t);
    const saved = await t.http
      .post('/catalog/save')
      .set(auth(s.token))
      .send(['Pizza', 'Esfiha', 'Suco', 'Bolo'].map((name) => ({ name, price: 10, category: 'X' })))
      .expect(201);
    const rows: { id: string }[] = await t.dataSource.query(
      'SELECT s.id FROM stores s JOIN users u ON u.id = s.owner_id WHERE u.email = $1',
      [s.email],
    );
    return {
      token: s.token,
      storeId: rows[0].id,
      itemIds: (saved.body as { id: string }[]).map((i) => i.id),
    };
  }

  const putPhoto = (token: string, id: string, bytes: Buffer) =>
    t.http
      .put(`/catalog/${id}/photo`)
      .set(auth(token))
      .attach('file', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  const putLogo = (token: string, bytes: Buffer) =>
    t.http
      .put('/store/logo')
      .set(auth(token))
      .attach('file', bytes, { filename: 'logo.jpg', contentType: 'image/jpeg' });

  /**
   * The growth of this process's resident memory over its value before `work`, sampled every
   * 5 ms while `work` runs (sharp decodes on libuv's threads, so the event loop is free to sample).
   */
  async function rssGrowth(work: () => Promise<unknown>): Promise<number> {
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    try {
      await work();
    } finally {
      clearInterval(sampler);
    }
    return Math.max(peak, process.memoryUsage.rss()) - before;
  }

  // The RSS check comes before any large decode in this file has grown the allocator's arenas
  // (which could hide the growth of the old code).
  it('4 concurrent uploads of a 7070 × 7070 JPEG keep memory growth far below the pod limit', async () => {
    const s = await seller();
    let statuses: number[] = [];
    const growth = await rssGrowth(async () => {
      statuses = (await Promise.all(s.itemIds.map((id) => putPhoto(s.token, id, hostile)))).map(
        (r) => r.status,
      );
    });
    expect(statuses).toEqual([413, 413, 413, 413]);
    // Decoded all at once they grew the built API by ~590 MB (bench:photo); refused from the
    // header, by a few MB.
    expect(growth).toBeLessThan(300 * MB);
  });

  it('4 concurrent uploads of the largest accepted JPEG all succeed, decoded one at a time', async () => {
    // 16 MP without chroma subsampling: the costliest accepted JPEG (~100 MB to decode).
    const largest = await progressiveJpeg(4000, 4000, '4:4:4');
    const s = await seller();
    let running = 0;
    let most = 0;
    const run = imageWork.run.bind(imageWork);
    const spy = jest.spyOn(imageWork, 'run').mockImplementation(((task: () => Promise<unknown>) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await task();
        } finally {
          running -= 1;
        }
      })) as typeof imageWork.run);
    try {
      const answers = await Promise.all(s.itemIds.map((id) => putPhoto(s.token, id, largest)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(spy).toHaveBeenCalledTimes(4);
      expect(most).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a 7070 × 7070 progressive JPEG of ~290 KB → 413 with the message, photo and logo; nothing stored', async () => {
    expect(hostile.length).toBeLessThan(512 * 1024);
    const s = await seller();
    const photo = await putPhoto(s.token, s.itemIds[0], hostile);
    expect([photo.status, photo.body.message]).toEqual([413, Messages.imageTooManyPixels]);
    expect(photo.body.message).toMatch(/16 megapixels/);
    const logo = await putLogo(s.token, hostile);
    expect([logo.status, logo.body.message]).toEqual([413, Messages.imageTooManyPixels]);
    expect(await storage.list(s.storeId)).toEqual([]);
  });

  it('one pixel over 16 MP (4001 × 4000) → 413; a 20 MP PNG too', async () => {
    const s = await seller();
    const over = await progressiveJpeg(4001, 4000);
    const png = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    for (const bytes of [over, png]) {
      const res = await putPhoto(s.token, s.itemIds[0], bytes);
      expect([res.status, res.body.message]).toEqual([413, Messages.imageTooManyPixels]);
    }
    expect(await storage.list(s.storeId)).toEqual([]);
  });

  it('a 4000 × 4000 JPEG (exactly 16 MP) is still accepted, photo and logo', async () => {
    const s = await seller();
    const exact = await progressiveJpeg(4000, 4000);
    const photo = await putPhoto(s.token, s.itemIds[0], exact);
    expect(photo.status).toBe(200);
    expect(photo.body.photoUrl).toMatch(/-1080\.webp$/);
    const logo = await putLogo(s.token, exact);
    expect(logo.status).toBe(200);
    expect(logo.body.logoUrl).toMatch(/-512\.webp$/);
  });
});
