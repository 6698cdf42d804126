import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, createBrotliDecompress, gzipSync } from 'node:zlib';
import { catalogueText } from '../../../test/support/catalogue-text';
import { BROTLI_TAIL_MAX_BYTES, brotliHead, brotliTail } from './brotli-splice';

/** Decodes a spliced stream with the reference decoder (the one Chrome ships), in one go. */
const decode = (head: Buffer, tail: Buffer): Buffer =>
  brotliDecompressSync(Buffer.concat([brotliHead(head), brotliTail(tail)]));

describe('brotli splice (a held text compressed once, `ordering` appended per view)', () => {
  it('gives one brotli stream whose content is exactly head + tail, smaller than gzip', () => {
    const text = catalogueText(50, 'numbered');
    const head = Buffer.from(text.slice(0, -1));
    const tail = Buffer.from(',"ordering":{"openNow":true,"fee":"R$ 5,00"}}');
    const br = Buffer.concat([brotliHead(head), brotliTail(tail)]);
    const out = brotliDecompressSync(br);
    expect(out.equals(Buffer.concat([head, tail]))).toBe(true);
    expect(JSON.parse(out.toString('utf8'))).toHaveProperty('ordering.openNow', true);
    // The point of it: with the product's ids, about a third smaller than gzip at its best level
    // (the phone downloads less).
    expect(br.length).toBeLessThan(gzipSync(out, { level: 9 }).length * 0.75);
  });

  it('splices many tails onto one compressed head, each exact', () => {
    const head = brotliHead(Buffer.from('{"products":[]'));
    for (const json of ['{}', '{"openNow":false}', `{"note":"${'x'.repeat(70_000)}"}`]) {
      const tail = Buffer.from(`,"ordering":${json}}`);
      expect(brotliDecompressSync(Buffer.concat([head, brotliTail(tail)])).toString()).toBe(
        `{"products":[],"ordering":${json}}`,
      );
    }
  });

  it.each([
    ['1 byte (4 nibbles)', 1],
    ['65,536 bytes (the longest with 4 nibbles)', 2 ** 16],
    ['65,537 bytes (5 nibbles)', 2 ** 16 + 1],
    ['1,048,577 bytes (6 nibbles)', 2 ** 20 + 1],
  ])('writes the meta-block length of a tail of %s', (_label, length) => {
    const tail = randomBytes(length);
    expect(
      decode(Buffer.from('{"a":1'), tail).equals(Buffer.concat([Buffer.from('{"a":1'), tail])),
    ).toBe(true);
  });

  it('handles an empty head, an empty tail and multi-byte characters split anywhere', () => {
    const tail = Buffer.from('ção 🍕}');
    expect(decode(Buffer.alloc(0), tail).equals(tail)).toBe(true);
    expect(decode(tail, Buffer.alloc(0)).equals(tail)).toBe(true);
    expect(decode(Buffer.alloc(0), Buffer.alloc(0)).length).toBe(0);
  });

  it('decodes as a stream, as a browser reads it in chunks', async () => {
    const head = Buffer.from(catalogueText(10).slice(0, -1));
    const tail = Buffer.from(',"ordering":{}}');
    const bytes = Buffer.concat([brotliHead(head), brotliTail(tail)]);
    const out: Buffer[] = [];
    const decoder = createBrotliDecompress();
    decoder.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve, reject) => {
      decoder.on('end', resolve);
      decoder.on('error', reject);
    });
    for (let i = 0; i < bytes.length; i += 7) decoder.write(bytes.subarray(i, i + 7));
    decoder.end();
    await done;
    expect(Buffer.concat(out).equals(Buffer.concat([head, tail]))).toBe(true);
  });

  it('refuses a tail longer than one meta-block holds', () => {
    expect(() => brotliTail(Buffer.alloc(BROTLI_TAIL_MAX_BYTES + 1))).toThrow(RangeError);
  });
});
