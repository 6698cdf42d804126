import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Brotli (RFC 7932) for the public catalogue, built like the gzip splice (gzip-splice.ts): a text
 * compressed once per version, then a short tail appended per request without compressing the
 * text again. Phones' browsers ask `br` on HTTPS; a 50 × 3 × 10-option catalogue is ~6 KB so,
 * against ~9.5 KB gzip (brotli's window spans the whole text: the ids repeated far apart match).
 *
 * The head is compressed with a flush instead of a finish: the stream stops on a byte boundary
 * with no last meta-block, so more meta-blocks may follow. The tail follows as one uncompressed
 * meta-block (a few hundred bytes: compressing them would save little), then the empty last
 * meta-block ends the stream. Brotli has no checksum, so nothing is computed per request.
 */

/**
 * Brotli quality of the head: 5 is ~35 % smaller than gzip at its best level for a catalogue with
 * options and ~2.5 ms for 180 KB (gzip's best level: ~5 ms); 9 saves 0.5 % more for 4× the time,
 * 11 about 14 % more for ~0.5 s, too slow for a text compressed at a view.
 */
const HEAD_QUALITY = 5;

/** The ending of an empty last meta-block (RFC 7932 §9.2: ISLAST = 1, ISLASTEMPTY = 1). */
const LAST_EMPTY_META_BLOCK = 0b11;

/** Longest tail one uncompressed meta-block holds (MLEN has at most 24 bits). */
export const BROTLI_TAIL_MAX_BYTES = 2 ** 24;

/**
 * Compresses `head` as the start of a brotli stream, for `brotliTail` to end: flushed, with a
 * window just wide enough for the whole text (10–24 bits), so a phone's decoder keeps no more.
 */
export function brotliHead(head: Buffer): Buffer {
  const windowBits = Math.min(24, Math.max(10, Math.ceil(Math.log2(head.length + 1))));
  return brotliCompressSync(head, {
    finishFlush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: HEAD_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: windowBits,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: head.length,
    },
  });
}

/**
 * The bytes that end a stream begun by `brotliHead`, so that it decodes to head + `tail`: `tail`
 * as one uncompressed meta-block (its header: ISLAST = 0, MNIBBLES, MLEN − 1, ISUNCOMPRESSED = 1,
 * zero bits to the byte boundary; RFC 7932 §9.2), then the empty last meta-block.
 *
 * @throws RangeError when `tail` is longer than BROTLI_TAIL_MAX_BYTES.
 */
export function brotliTail(tail: Buffer): Buffer {
  if (tail.length === 0) return Buffer.from([LAST_EMPTY_META_BLOCK]);
  if (tail.length > BROTLI_TAIL_MAX_BYTES)
    throw new RangeError(`brotli tail of ${tail.length} bytes (at most ${BROTLI_TAIL_MAX_BYTES})`);
  const mlenMinusOne = tail.length - 1;
  // The fewest nibbles that hold MLEN − 1 (4, 5 or 6): a longer form with a zero top nibble is
  // invalid.
  const nibbles = mlenMinusOne < 2 ** 16 ? 4 : mlenMinusOne < 2 ** 20 ? 5 : 6;
  const headerBytes = Math.ceil((4 + 4 * nibbles) / 8);
  const header = ((nibbles - 4) << 1) | (mlenMinusOne << 3) | (1 << (3 + 4 * nibbles));
  const out = Buffer.allocUnsafe(headerBytes + tail.length + 1);
  for (let i = 0; i < headerBytes; i += 1) out[i] = (header >>> (8 * i)) & 0xff;
  tail.copy(out, headerBytes);
  out[headerBytes + tail.length] = LAST_EMPTY_META_BLOCK;
  return out;
}
