import type { AppConfig } from '../config/app.config';
import { MICRO_CACHE_MAX_BYTES, PublicCatalogCache } from './public-catalog-cache';

const cacheWithTtl = (ttlMs: number): PublicCatalogCache =>
  new PublicCatalogCache({ publicCatalogCacheTtlMs: ttlMs } as AppConfig);
const answer = (bytes: number) => ({ body: Buffer.alloc(bytes), etag: 'W/"x"' });

describe('PublicCatalogCache (micro-cache)', () => {
  it('serves an answer for its lifetime only', () => {
    const cache = cacheWithTtl(2000);
    cache.set('a', answer(10), 0);
    expect(cache.get('a', 1999)).toBeDefined();
    expect(cache.get('a', 2000)).toBeUndefined();
  });

  it('keeps at most MICRO_CACHE_MAX_BYTES of answers, oldest out first', () => {
    const cache = cacheWithTtl(60_000);
    const size = MICRO_CACHE_MAX_BYTES / 4;
    for (const slug of ['a', 'b', 'c', 'd', 'e']) cache.set(slug, answer(size), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    for (const slug of ['b', 'c', 'd', 'e']) expect(cache.get(slug, 1)).toBeDefined();
    cache.set('huge', answer(MICRO_CACHE_MAX_BYTES + 1), 0);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('e', 1)).toBeDefined();
  });

  it('stores nothing when off (TTL 0)', () => {
    const cache = cacheWithTtl(0);
    cache.set('a', answer(10), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});
