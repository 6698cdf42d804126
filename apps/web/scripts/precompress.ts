/**
 * Build-time compression of the client build (docs/ARCHITECTURE.md "Web"): every text file of
 * `dist/` (scripts, styles, HTML, SVG, JSON, manifests) of at least MIN_BYTES gets a brotli
 * (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling, each written only when smaller than
 * the file. The standalone web server (server/app.ts, sirv) and nginx (`gzip_static`) send them
 * by content negotiation, so no asset is compressed per request and none travels uncompressed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files shorter than this (bytes) are left alone: a coding saves less than its headers cost. */
export const MIN_BYTES = 512;

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

/**
 * Writes `.br` and `.gz` beside every text file under `dir` (dot folders such as `.vite/` are
 * skipped; existing `.br`/`.gz` files are replaced).
 *
 * @returns the number of compressed files written
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompressDir(path);
      continue;
    }
    if (!TEXT_FILE.test(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    for (const [suffix, coded] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (coded.length >= bytes.length) continue;
      writeFileSync(path + suffix, coded);
      written += 1;
    }
  }
  return written;
}
