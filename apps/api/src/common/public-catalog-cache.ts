import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../config/app.config';

/** A cached public catalogue answer: the serialized body and its weak ETag. */
export interface CachedCatalog {
  body: string;
  etag: string;
}

/**
 * Micro-cache of public catalogue answers, per slug, for PUBLIC_CATALOG_CACHE_TTL_MS (2 s by
 * default; 0 turns it off). When a seller's link is shared in a group, many customers open the
 * same catalogue at once: one query serves them all. Any seller write on this instance clears it
 * at once (`invalidate`); other instances serve at most TTL-old data, well inside the minute a
 * CDN may already keep it (Cache-Control s-maxage=30, stale-while-revalidate=30).
 */
@Injectable()
export class PublicCatalogCache {
  private readonly entries = new Map<string, CachedCatalog & { expires: number }>();
  private readonly ttlMs: number;
  private static readonly MAX_ENTRIES = 5000;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    this.ttlMs = config.publicCatalogCacheTtlMs;
  }

  /** The fresh entry for `slug`, or undefined. */
  get(slug: string, now = Date.now()): CachedCatalog | undefined {
    const entry = this.entries.get(slug);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(slug);
      return undefined;
    }
    return entry;
  }

  /** Stores an answer for `slug` (no-op when the cache is off). */
  set(slug: string, value: CachedCatalog, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= PublicCatalogCache.MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(slug, { ...value, expires: now + this.ttlMs });
  }

  /** Drops every entry: called after any change to a store, its items or its phone. */
  invalidate(): void {
    this.entries.clear();
  }
}

/** Provides the cache to every module (global). */
@Global()
@Module({ providers: [PublicCatalogCache], exports: [PublicCatalogCache] })
export class PublicCatalogCacheModule {}
