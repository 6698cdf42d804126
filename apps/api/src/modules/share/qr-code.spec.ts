import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrPng, qrModules } from './qr-code';

describe('qr-code', () => {
  it('the PNG is 1024 px wide and decodes to the text', async () => {
    const png = await qrPng('http://localhost:5173/loja');
    const image = PNG.sync.read(png);
    expect([image.width, image.height]).toEqual([1024, 1024]);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(
      'http://localhost:5173/loja',
    );
  });
  it('modules are a square of the QR version size', () => {
    const qr = qrModules('http://localhost:5173/loja');
    expect(qr.size).toBe(25);
    expect(qr.isDark(0, 0)).toBe(true);
  });
});
