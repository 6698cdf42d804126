import type { AppConfig } from '../config/app.config';
import { MICRO_CACHE_MAX_BYTES, PublicCatalogCache } from './public-catalog-cache';

const cacheWithTtl = (ttlMs: number): PublicCatalogCache =>
  new PublicCatalogCache({ publicCatalogCacheTtlMs: ttlMs } as AppConfig);
const answer = (size: number) => ({
  etag: 'W/"x"',
  size,
  body: () => [Buffer.alloc(size)],
  gzip: () => [Buffer.alloc(size)],
  brotli: () => [Buffer.alloc(size)],
});

describe('PublicCatalogCache (micro-cache)', () => {
  it('serves an answer for its lifetime only', () => {
    const cache = cacheWithTtl(2000);
    cache.set('a', answer(10), 0);
    expect(cache.get('a', 1999)).toBeDefined();
    expect(cache.get('a', 2000)).toBeUndefined();
  });

  it('keeps at most MICRO_CACHE_MAX_BYTES of answers, oldest out first', () => {
    const cache = cacheWithTtl(60_000);
    const size = 64 * 1024;
    const fit = MICRO_CACHE_MAX_BYTES / size;
    for (let i = 0; i <= fit; i += 1) cache.set(`s${i}`, answer(size), 0);
    expect(cache.get('s0', 1)).toBeUndefined();
    expect(cache.get('s1', 1)).toBeDefined();
    expect(cache.get(`s${fit}`, 1)).toBeDefined();
  });

  it('keeps a big answer by its size', () => {
    const cache = cacheWithTtl(60_000);
    cache.set('big', answer(400 * 1024), 0);
    expect(cache.get('big', 1)?.size).toBe(400 * 1024);
  });

  it('does not keep an answer larger than the whole cache', () => {
    const cache = cacheWithTtl(60_000);
    cache.set('small', answer(10), 0);
    cache.set('huge', answer(MICRO_CACHE_MAX_BYTES + 1), 0);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('small', 1)).toBeDefined();
  });

  it('stores nothing when off (TTL 0)', () => {
    const cache = cacheWithTtl(0);
    cache.set('a', answer(10), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('follows the store version: drops a store’s older answers only, and keeps no older one after', () => {
    const cache = cacheWithTtl(60_000);
    cache.set('a', { ...answer(10), storeId: 's1', version: '3' }, 0);
    cache.set('b', { ...answer(10), storeId: 's2', version: '1' }, 0);
    cache.changed('s1', 3); // the event of the version already held
    expect(cache.get('a', 1)).toBeDefined();
    cache.changed('s1', 4);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    // An answer read at version 3 before the event of version 4 arrived is not kept.
    cache.set('a', { ...answer(10), storeId: 's1', version: '3' }, 0);
    expect(cache.held('a')).toBeUndefined();
    cache.changed('s2', undefined); // store deleted
    expect(cache.get('b', 1)).toBeUndefined();
  });
});
