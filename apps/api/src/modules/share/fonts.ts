import { readFileSync } from 'node:fs';

/**
 * The fonts the server draws with (og.png and the poster): Inter, Latin subset, shipped with the
 * project as the `@fontsource/inter` dependency, so rendering never reaches the network.
 */
export function fontFile(weight: 400 | 700): string {
  return require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
}

let cache: Map<number, Buffer> | undefined;

/** The font bytes, read once per process. */
export function fontData(weight: 400 | 700): Buffer {
  cache ??= new Map();
  let data = cache.get(weight);
  if (!data) {
    data = readFileSync(fontFile(weight));
    cache.set(weight, data);
  }
  return data;
}
