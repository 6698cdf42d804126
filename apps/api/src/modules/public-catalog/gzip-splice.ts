import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A text compressed once so that a short tail can be appended to it per request without
 * compressing it again (issue 21: a catalogue with options is ~200 KB of JSON, its `ordering`
 * block changes by the minute). `deflate` is raw DEFLATE (RFC 1951) ended by a sync flush: it
 * stops on a byte boundary with no final block, so the blocks of a second, independent
 * compression can follow it and a decoder reads both as one stream.
 */
export interface DeflatedHead {
  /** The gzip member header followed by the raw DEFLATE of the text (sync-flushed). */
  deflate: Buffer;
  /** CRC-32 of the uncompressed bytes (gzip's trailer needs the CRC of the whole). */
  crc: number;
  /** Uncompressed length in bytes. */
  length: number;
}

/** A tail compressed on its own: raw DEFLATE ended by the final block. */
export interface DeflatedTail {
  bytes: Buffer;
  deflate: Buffer;
}

/** gzip member header (RFC 1952 §2.3): deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Compresses `head` for `spliceGzip`, at the best level (once per text version and process:
 * ~5 ms for a 180 KB catalogue, 5 % smaller than the default level; as the web image's
 * precompressed files).
 */
export function deflateHead(head: Buffer): DeflatedHead {
  const deflate = deflateRawSync(head, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return {
    deflate: Buffer.concat([GZIP_HEADER, deflate]),
    crc: crc32(head),
    length: head.length,
  };
}

/** Compresses a tail (a few hundred bytes) for `spliceGzip`. */
export function deflateTail(bytes: Buffer): DeflatedTail {
  return { bytes, deflate: deflateRawSync(bytes) };
}

/**
 * One gzip member whose content is head + tail, as two parts to write one after the other (the
 * held header + DEFLATE of the head; the tail's DEFLATE + CRC-32 and length): the same bytes a
 * client gets uncompressed, built without compressing the head again nor copying it.
 */
export function spliceGzip(head: DeflatedHead, tail: DeflatedTail): Buffer[] {
  const end = Buffer.allocUnsafe(tail.deflate.length + 8);
  tail.deflate.copy(end, 0);
  end.writeUInt32LE(crc32(tail.bytes, head.crc) >>> 0, tail.deflate.length);
  end.writeUInt32LE((head.length + tail.bytes.length) % 2 ** 32, tail.deflate.length + 4);
  return [head.deflate, end];
}

/** The uncompressed bytes of a `DeflatedHead` (for the rare client that takes no gzip). */
export function inflateHead(head: DeflatedHead): Buffer {
  return inflateRawSync(head.deflate.subarray(GZIP_HEADER.length), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
}
