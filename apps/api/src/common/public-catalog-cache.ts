import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../config/app.config';

/**
 * A public catalogue answer: its weak ETag and its bytes, as is (UTF-8 JSON), gzip or brotli,
 * each built on first use (issue 21: phones take brotli on HTTPS and gzip everywhere; a catalogue
 * with options is ~15× smaller gzip, ~30× brotli).
 */
export interface CatalogAnswer {
  etag: string;
  /** Bytes this answer holds or may hold once every form is built (the cache's accounting). */
  size: number;
  /** The JSON bytes, in parts to write one after the other. */
  body(): Buffer[];
  /** The same bytes as one gzip member, in parts to write one after the other. */
  gzip(): Buffer[];
  /** The same bytes as one brotli stream, in parts to write one after the other. */
  brotli(): Buffer[];
}

/** How long a slug → store id answer is kept for the access counter, in ms. */
export const STORE_ID_TTL_MS = 5000;
/** How long an unknown slug is remembered (negative cache, issue 11 "Public paths"), in ms. */
export const UNKNOWN_SLUG_TTL_MS = 5000;

/**
 * A Map whose entries expire after a fixed time and whose size is capped, in entries and
 * optionally in bytes (oldest out first). Expired entries are dropped as new ones come, so an
 * idle key never holds memory past its time.
 */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number; size: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Infinity,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, expires: number, now = Date.now()): void {
    this.remove(key);
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    // Insertion order is expiry order (one lifetime per map): the expired ones are in front.
    for (const [oldest, entry] of this.entries) {
      const full = this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes;
      if (!full && entry.expires > now) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
    this.entries.set(key, { value, expires, size });
    this.bytes += size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/**
 * Bytes of answers the micro-cache keeps at most, by their `size` (issue 21: an answer with
 * options is ~180 KB of JSON, held compressed, ~9.5 KB, see PublicCatalogService). An answer's
 * size counts the held text it is spliced from, which is mostly the very text the read model's
 * held texts keep (PUBLIC_CATALOG_TEXTS_MB), so the two bounds overlap rather than add up.
 */
export const MICRO_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Micro-cache of public catalogue answers, per slug, for PUBLIC_CATALOG_CACHE_TTL_MS (2 s by
 * default; 0 turns it off). When a seller's link is shared in a group, many customers open the
 * same catalogue at once: one query serves them all. Any seller write on this instance clears it
 * at once (`invalidate`); other instances serve at most TTL-old data, well inside the minute a
 * CDN may already keep it (Cache-Control s-maxage=30, stale-while-revalidate=30).
 *
 * It also keeps, whatever that TTL, the store id of a slug (STORE_ID_TTL_MS, for the access
 * counter) and the slugs that name no store (UNKNOWN_SLUG_TTL_MS), so random slugs cost one
 * query each per 5 s, not one per request. A slug claimed on another instance may answer 404 here
 * for up to 5 s; a slug claimed or changed on this instance is seen at once.
 */
@Injectable()
export class PublicCatalogCache {
  private readonly entries = new ExpiringMap<CatalogAnswer>(
    5000,
    MICRO_CACHE_MAX_BYTES,
    (answer) => answer.size,
  );
  private readonly storeIds = new ExpiringMap<string>(20_000);
  private readonly unknown = new ExpiringMap<true>(20_000);
  private readonly ttlMs: number;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    this.ttlMs = config.publicCatalogCacheTtlMs;
  }

  /** The fresh entry for `slug`, or undefined. */
  get(slug: string, now = Date.now()): CatalogAnswer | undefined {
    return this.entries.get(slug, now);
  }

  /**
   * Stores an answer for `slug` (no-op when the cache is off). Answers of any size are kept,
   * up to MICRO_CACHE_MAX_BYTES in all by their `size`, oldest out first.
   */
  set(slug: string, value: CatalogAnswer, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.set(slug, value, now + this.ttlMs, now);
  }

  /** The id of the store whose slug is `slug`, when known for less than STORE_ID_TTL_MS. */
  storeId(slug: string, now = Date.now()): string | undefined {
    return this.storeIds.get(slug, now);
  }

  /** Remembers that `slug` names the store `id` (and is therefore not unknown). */
  rememberStore(slug: string, id: string, now = Date.now()): void {
    this.storeIds.set(slug, id, now + STORE_ID_TTL_MS, now);
  }

  /** True when `slug` was found to name no store less than UNKNOWN_SLUG_TTL_MS ago. */
  isUnknown(slug: string, now = Date.now()): boolean {
    return this.unknown.get(slug, now) === true;
  }

  /** Remembers that `slug` names no store. */
  rememberUnknown(slug: string, now = Date.now()): void {
    this.unknown.set(slug, true, now + UNKNOWN_SLUG_TTL_MS, now);
  }

  /** Drops every entry: called after any change to a store, its items, its phone or its slug. */
  invalidate(): void {
    this.entries.clear();
    this.storeIds.clear();
    this.unknown.clear();
  }
}

/** Provides the cache to every module (global). */
@Global()
@Module({ providers: [PublicCatalogCache], exports: [PublicCatalogCache] })
export class PublicCatalogCacheModule {}
