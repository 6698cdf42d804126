import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Image fixtures made in the tests (nothing big committed). Photos are gradients with some
 * structure so they compress like photos, not like flat colour.
 */
export async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  quality = 85,
): Promise<Buffer> {
  const channels = 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = ((x ^ y) & 0xff) / 2 + (((x * 7 + y * 13) % 64) as number);
    }
  }
  const img = sharp(data, { raw: { width, height, channels } });
  if (format === 'png') return img.png().toBuffer();
  if (format === 'webp') return img.webp({ quality }).toBuffer();
  return img.jpeg({ quality }).toBuffer();
}

/**
 * A JPEG as a phone writes it: landscape pixels with EXIF orientation 6 (shown rotated 90°, so
 * portrait) and private EXIF (camera owner, copyright) that must not survive.
 */
export async function phoneJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp(await photo(width, height))
    .withExif({ IFD0: { Copyright: 'Ana Segredo', Artist: 'Ana Segredo', Model: 'Telefone X' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 20000 × 20000 PNG (400 megapixels, 1-bit grey, all zero) of
 * about 50 kB. Written by hand with zlib: sharp itself would have to hold the 400 megapixels to
 * encode it, which is exactly what the API must never do.
 */
export function pngBomb(side = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte + pixels
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG/HTML polyglot: a real, decodable JPEG that also carries an HTML page with a script in
 * a comment segment (what a browser would run if the file were ever served as HTML).
 */
export function jpegHtmlPolyglot(jpeg: Buffer): Buffer {
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(html.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    html,
    jpeg.subarray(2),
  ]);
}

/** An SVG with a script (sharp would read it: the bytes, not libvips, must refuse it). */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);
