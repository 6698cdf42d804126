import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const WEB_URL = 'http://localhost:5173';

/** Decodes the QR code of a PNG with jsQR (a well-kept reader), or null when none is found. */
/** Text and page count of a PDF, read by pdf.js in a child process (see support/pdf-text.mjs). */
function pdfText(pdf: Buffer): { text: string; pages: number } {
  const script = path.join(__dirname, 'support', 'pdf-text.mjs');
  return JSON.parse(execFileSync(process.execPath, [script], { input: pdf }).toString()) as {
    text: string;
    pages: number;
  };
}

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return code?.data ?? null;
}

describe('Sharing: QR codes, poster and link preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A 400×400 logo of one colour, as a phone would upload it (JPEG). */
  const logoJpeg = (color: string) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
      .jpeg()
      .toBuffer();

  async function store(slug: string, name: string) {
    const seller = await registerAndLogin(t);
    await t.http.post('/store/info').set(auth(seller.token)).send({ name }).expect(200);
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
    return seller;
  }

  describe('QR codes', () => {
    it('the PNG decodes to the short link and downloads as a file', async () => {
      const seller = await store('qr-da-ana', 'Loja da Ana');
      const res = await t.http
        .get('/store/qr.png')
        .set(auth(seller.token))
        .responseType('blob')
        .expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('attachment; filename="qr-qr-da-ana.png"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(decodeQr(res.body as Buffer)).toBe(`${WEB_URL}/qr-da-ana`);
    });

    it('the SVG, rasterised, decodes to the short link', async () => {
      const seller = await store('qr-svg', 'Loja SVG');
      const res = await t.http
        .get('/store/qr.svg')
        .set(auth(seller.token))
        .responseType('blob')
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = (res.body as Buffer).toString('utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<script/i);
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: 600 }, background: '#ffffff' })
        .render()
        .asPng();
      expect(decodeQr(png)).toBe(`${WEB_URL}/qr-svg`);
    });

    it('follows a slug change at once', async () => {
      const seller = await store('qr-antes', 'Loja');
      await t.http
        .post('/short-link')
        .set(auth(seller.token))
        .send({ slug: 'qr-depois' })
        .expect(200);
      const res = await t.http
        .get('/store/qr.png')
        .set(auth(seller.token))
        .responseType('blob')
        .expect(200);
      expect(decodeQr(res.body as Buffer)).toBe(`${WEB_URL}/qr-depois`);
    });

    it('asks for a slug first (409), and needs a signed-in seller (401)', async () => {
      const seller = await registerAndLogin(t);
      for (const path of ['/store/qr.svg', '/store/qr.png', '/store/poster.pdf']) {
        const res = await t.http.get(path).set(auth(seller.token)).expect(409);
        expect(res.body.message).toBe(Messages.shareNeedsSlug);
        await t.http.get(path).expect(401);
      }
    });
  });

  describe('A4 poster', () => {
    it('is one A4 page holding the call to action, the store name and the link', async () => {
      const seller = await store('cartaz-da-bia', 'Doceria da Bia 🍰 <b>');
      const res = await t.http
        .get('/store/poster.pdf')
        .set(auth(seller.token))
        .responseType('blob')
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="cartaz-cartaz-da-bia.pdf"',
      );
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      const { text, pages } = pdfText(pdf);
      expect(pages).toBe(1);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Faça seu pedido pelo WhatsApp');
      expect(flat).toContain('Doceria da Bia <b>');
      expect(flat).toContain('localhost:5173/cartaz-da-bia');
      expect(flat).toContain('peça pelo WhatsApp');
      expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    });

    it('draws the store logo above the call to action, still on one page with the link', async () => {
      const seller = await store('cartaz-com-logo', 'Loja com Logo');
      await t.http
        .put('/store/logo')
        .set(auth(seller.token))
        .attach('file', await logoJpeg('#1d4ed8'), 'logo.jpg')
        .expect(200);
      const pdf = (
        await t.http
          .get('/store/poster.pdf')
          .set(auth(seller.token))
          .responseType('blob')
          .expect(200)
      ).body as Buffer;
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      const { text, pages } = pdfText(pdf);
      expect(pages).toBe(1);
      expect(text.replace(/\s+/g, ' ')).toContain('localhost:5173/cartaz-com-logo');
    });
  });

  describe('GET /public-catalog/{slug}/og.png', () => {
    const get = (slug: string) => t.http.get(`/public-catalog/${slug}/og.png`).responseType('blob');

    it('is a 1200×630 PNG, revalidated by ETag, and changes after the store name changes', async () => {
      const seller = await store('og-da-cris', 'Açaí da Cris');
      await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send([
          { name: 'Açaí 500 ml', price: 18, category: 'Açaí' },
          { name: 'Cupuaçu <script>alert(1)</script>', price: 22.5, category: 'Açaí' },
        ])
        .expect(201);
      const first = await get('og-da-cris').expect(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('public, max-age=600');
      const png = PNG.sync.read(first.body as Buffer);
      expect([png.width, png.height]).toEqual([1200, 630]);

      const etag = first.headers.etag as string;
      await t.http.get('/public-catalog/og-da-cris/og.png').set('If-None-Match', etag).expect(304);
      const again = await get('og-da-cris').expect(200);
      expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);

      await t.http.post('/store/info').set(auth(seller.token)).send({ name: 'Açaí da Cris 2' });
      const renamed = await get('og-da-cris').expect(200);
      expect(renamed.headers.etag).not.toBe(etag);
      expect(Buffer.compare(renamed.body as Buffer, first.body as Buffer)).not.toBe(0);
      await t.http.get('/public-catalog/og-da-cris/og.png').set('If-None-Match', etag).expect(200);
    });

    it('draws the store logo, and a new logo gives a new image', async () => {
      const seller = await store('og-com-logo', 'Loja com Logo');
      const upload = async (color: string) =>
        t.http
          .put('/store/logo')
          .set(auth(seller.token))
          .attach('file', await logoJpeg(color), 'logo.jpg')
          .expect(200);
      const without = (await get('og-com-logo').expect(200)).body as Buffer;
      await upload('#ff0000');
      const red = (await get('og-com-logo').expect(200)).body as Buffer;
      expect(Buffer.compare(red, without)).not.toBe(0);
      // The logo tile's centre (padding 64 + half of the 156 px tile) is the logo's colour.
      const pixel = (png: Buffer) => {
        const image = PNG.sync.read(png);
        const at = (142 * image.width + 142) * 4;
        return [...image.data.subarray(at, at + 3)];
      };
      const [r, g, b] = pixel(red);
      expect(r).toBeGreaterThan(200);
      expect(Math.max(g!, b!)).toBeLessThan(60);
      await upload('#0000ff');
      const blue = pixel((await get('og-com-logo').expect(200)).body as Buffer);
      expect(blue[2]).toBeGreaterThan(200);
      expect(Math.max(blue[0]!, blue[1]!)).toBeLessThan(60);
    });

    it('draws the store colour: the corner pixel is the cover colour or the brand green', async () => {
      await store('og-cor', 'Loja Cor');
      const png = PNG.sync.read((await get('og-cor').expect(200)).body as Buffer);
      expect([...png.data.subarray(0, 3)]).toEqual([0x04, 0x78, 0x57]);
    });

    it('answers 404 for an unknown store and for slugs that are not slugs', async () => {
      await get('nao-existe-og').expect(404);
      for (const path of ['..%2F..%2Fetc', 'loja.png', '%2e%2e', 'UPPER'])
        await t.http.get(`/public-catalog/${path}/og.png`).expect(404);
    });
  });
});
