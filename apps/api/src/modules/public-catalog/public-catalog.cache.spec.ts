import type { AppConfig } from '../../config/app.config';
import {
  MICRO_CACHE_MAX_BYTES,
  PublicCatalogCache,
  type CatalogAnswer,
} from './public-catalog.cache';

const cacheWithTtl = (ttlMs: number): PublicCatalogCache =>
  new PublicCatalogCache({ publicCatalogCacheTtlMs: ttlMs } as AppConfig);
const answer = (size: number, more: Partial<CatalogAnswer> = {}): CatalogAnswer => ({
  storeId: 's0',
  version: '1',
  etag: '"x"',
  from: 0,
  until: Infinity,
  bytes: {
    identity: Buffer.alloc(size / 2),
    gzip: Buffer.alloc(size / 4),
    br: Buffer.alloc(size / 4),
  },
  ...more,
});

describe('PublicCatalogCache', () => {
  afterEach(() => jest.useRealTimers());

  it('holds an answer however long, until its store’s next version', () => {
    jest.useFakeTimers();
    const cache = cacheWithTtl(2000);
    cache.set('a', answer(10, { storeId: 's1', version: '1' }));
    jest.advanceTimersByTime(24 * 3600 * 1000);
    expect(cache.get('a', 1)).toBeDefined();
    cache.changed('s1', 2);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('serves an answer only within its opening period', () => {
    const cache = cacheWithTtl(60_000);
    cache.set('a', answer(10, { from: 1000, until: 5000 }));
    expect(cache.get('a', 999)).toBeUndefined();
    expect(cache.get('a', 1000)).toBeDefined();
    expect(cache.get('a', 4999)).toBeDefined();
    expect(cache.get('a', 5000)).toBeUndefined();
  });

  it('keeps the codings asked of one content together, and drops them for a new content', () => {
    const cache = cacheWithTtl(60_000);
    const br = Buffer.from('br');
    cache.set('a', answer(0, { bytes: { br } }));
    cache.set('a', answer(0, { bytes: { identity: Buffer.from('{}') } }));
    expect(cache.get('a', 1)?.bytes).toEqual({ br, identity: Buffer.from('{}') });
    cache.set('a', answer(0, { version: '2', etag: '"y"', bytes: { gzip: Buffer.from('gz') } }));
    expect(cache.get('a', 1)?.bytes).toEqual({ gzip: Buffer.from('gz') });
  });

  it('keeps at most MICRO_CACHE_MAX_BYTES of answers, oldest out first', () => {
    const cache = cacheWithTtl(60_000);
    const size = 64 * 1024;
    const fit = MICRO_CACHE_MAX_BYTES / size;
    for (let i = 0; i <= fit; i += 1) cache.set(`s${i}`, answer(size));
    expect(cache.get('s0', 1)).toBeUndefined();
    expect(cache.get('s1', 1)).toBeDefined();
    expect(cache.get(`s${fit}`, 1)).toBeDefined();
  });

  it('does not keep an answer larger than the whole cache', () => {
    const cache = cacheWithTtl(60_000);
    cache.set('small', answer(10));
    cache.set('huge', answer(MICRO_CACHE_MAX_BYTES + 2));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('small', 1)).toBeDefined();
  });

  it('stores nothing when off (TTL 0)', () => {
    const cache = cacheWithTtl(0);
    cache.set('a', answer(10));
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('follows the store version: drops a store’s older answers only, and keeps no older one after', () => {
    const cache = cacheWithTtl(60_000);
    cache.set('a', answer(10, { storeId: 's1', version: '3' }));
    cache.set('b', answer(10, { storeId: 's2', version: '1' }));
    cache.changed('s1', 3); // the event of the version already held
    expect(cache.get('a', 1)).toBeDefined();
    cache.changed('s1', 4);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    // An answer read at version 3 before the event of version 4 arrived is not kept.
    cache.set('a', answer(10, { storeId: 's1', version: '3' }));
    expect(cache.get('a', 1)).toBeUndefined();
    cache.changed('s2', Infinity); // store deleted
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('forgets slugs (unknown or not) on the next event, and ignores one looked up before it', () => {
    const cache = cacheWithTtl(60_000);
    cache.rememberSlug('nova', null, cache.generation);
    expect(cache.isUnknown('nova')).toBe(true);
    const before = cache.generation;
    cache.changed('s1', 2); // e.g. a store took the slug `nova`
    expect(cache.isUnknown('nova')).toBe(false);
    cache.rememberSlug('nova', null, before);
    expect(cache.isUnknown('nova')).toBe(false);
    cache.rememberSlug('loja', 's1', cache.generation);
    expect(cache.storeId('loja')).toBe('s1');
    cache.changed('s2', 5);
    expect(cache.storeId('loja')).toBeUndefined();
  });
});
