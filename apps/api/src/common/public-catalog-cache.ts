import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Notification, Pool, PoolClient } from 'pg';
import { finalize, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
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
 * same catalogue at once: one query serves them all.
 *
 * It follows the store's version, the one domain event of the public catalogue: every write that
 * changes a public answer bumps `public_catalogs.version` in its own transaction, which NOTIFYs
 * every API process on commit (`PublicCatalogEvents`), and each drops its copies. A seller's
 * write also drops the copies of the process that served it before its answer leaves
 * (`FollowSellerWrites`), so the seller sees the change at once there. An answer read from the
 * database before a drop is not kept after it (`generation`). While a process does not LISTEN
 * (the connection lost), it keeps nothing.
 *
 * It also keeps, whatever that TTL, the store id of a slug (STORE_ID_TTL_MS, for the access
 * counter) and the slugs that name no store (UNKNOWN_SLUG_TTL_MS), so random slugs cost one
 * query each per 5 s, not one per request; they are dropped with the answers.
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
  private following = true;
  private dropped = 0;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    this.ttlMs = config.publicCatalogCacheTtlMs;
  }

  /**
   * How many times the cache was dropped: read it before a database read, and pass it to `set`
   * so an answer read before a write's event is not kept after it.
   */
  get generation(): number {
    return this.dropped;
  }

  /** The fresh entry for `slug`, or undefined. */
  get(slug: string, now = Date.now()): CatalogAnswer | undefined {
    return this.entries.get(slug, now);
  }

  /**
   * Stores an answer for `slug` (no-op when the cache is off). Answers of any size are kept,
   * up to MICRO_CACHE_MAX_BYTES in all by their `size`, oldest out first.
   */
  set(slug: string, value: CatalogAnswer, now = Date.now(), generation = this.dropped): void {
    if (this.ttlMs <= 0 || !this.following || generation !== this.dropped) return;
    this.entries.set(slug, value, now + this.ttlMs, now);
  }

  /** The id of the store whose slug is `slug`, when known for less than STORE_ID_TTL_MS. */
  storeId(slug: string, now = Date.now()): string | undefined {
    return this.storeIds.get(slug, now);
  }

  /** Remembers that `slug` names the store `id` (and is therefore not unknown). */
  rememberStore(slug: string, id: string, now = Date.now(), generation = this.dropped): void {
    if (!this.following || generation !== this.dropped) return;
    this.storeIds.set(slug, id, now + STORE_ID_TTL_MS, now);
  }

  /** True when `slug` was found to name no store less than UNKNOWN_SLUG_TTL_MS ago. */
  isUnknown(slug: string, now = Date.now()): boolean {
    return this.unknown.get(slug, now) === true;
  }

  /** Remembers that `slug` names no store. */
  rememberUnknown(slug: string, now = Date.now(), generation = this.dropped): void {
    if (!this.following || generation !== this.dropped) return;
    this.unknown.set(slug, true, now + UNKNOWN_SLUG_TTL_MS, now);
  }

  /**
   * Drops every entry. Called on a store's version event only (`PublicCatalogEvents`,
   * `FollowSellerWrites`), never by services.
   */
  invalidate(): void {
    this.dropped += 1;
    this.entries.clear();
    this.storeIds.clear();
    this.unknown.clear();
  }

  /** Keeps nothing while `following` is false (no LISTEN connection: events would be missed). */
  follow(following: boolean): void {
    this.following = following;
    this.invalidate();
  }
}

/** The channel of the store version events (migration PublicCatalogVersionEvent). */
export const PUBLIC_CATALOG_CHANNEL = 'catalogo_public_catalog';
/** Delay before listening again after the LISTEN connection was lost, in ms. */
const RELISTEN_MS = 1000;

/**
 * The store version events of every API process (payload: the store id), on one connection of
 * the pool held for LISTEN from start to shutdown: each drops this process's cached answers. A
 * lost connection turns the cache off until listening again.
 */
@Injectable()
export class PublicCatalogEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PublicCatalogEvents.name);
  private client?: PoolClient;
  private closed = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: PublicCatalogCache,
  ) {}

  /** Listens before the application serves its first request. */
  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  /** Gives the connection back (destroyed) before TypeORM ends the pool. */
  onModuleDestroy(): void {
    this.closed = true;
    this.discard();
  }

  private async listen(): Promise<void> {
    // TypeORM types its pg pool as `any`; it is a pg.Pool.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.logger.warn(`LISTEN ${PUBLIC_CATALOG_CHANNEL} lost: ${error?.message ?? 'ended'}`);
      this.cache.follow(false);
      this.discard();
      setTimeout(() => {
        if (!this.closed)
          this.listen().catch((e: unknown) => this.logger.error(`LISTEN failed: ${String(e)}`));
      }, RELISTEN_MS).unref();
    };
    client.on('notification', (message: Notification) => {
      if (message.channel === PUBLIC_CATALOG_CHANNEL) this.cache.invalidate();
    });
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.query(`LISTEN ${PUBLIC_CATALOG_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    if (this.closed) return this.discard();
    this.cache.follow(true);
  }

  private discard(): void {
    const client = this.client;
    this.client = undefined;
    try {
      client?.release(true);
    } catch {
      // already released
    }
  }
}

/**
 * A seller's write (an authenticated POST, PUT, PATCH or DELETE answered by Nest) drops this
 * process's cached answers before its answer leaves, so the seller's next look at the public
 * catalogue on this process shows the write without waiting for its NOTIFY (which also comes).
 */
@Injectable()
export class FollowSellerWrites implements NestInterceptor {
  constructor(private readonly cache: PublicCatalogCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ method?: string; user?: unknown }>();
    if (
      context.getType() !== 'http' ||
      !req.user ||
      /^(?:GET|HEAD|OPTIONS)$/.test(req.method ?? '')
    )
      return next.handle();
    return next.handle().pipe(finalize(() => this.cache.invalidate()));
  }
}

/** Provides the cache to every module (global), with its events and the write interceptor. */
@Global()
@Module({
  providers: [
    PublicCatalogCache,
    PublicCatalogEvents,
    { provide: APP_INTERCEPTOR, useClass: FollowSellerWrites },
  ],
  exports: [PublicCatalogCache],
})
export class PublicCatalogCacheModule {}
