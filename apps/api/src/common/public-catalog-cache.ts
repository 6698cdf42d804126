import {
  Global,
  Inject,
  Injectable,
  Module,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LRUCache } from 'lru-cache';
import { finalize, type Observable } from 'rxjs';
import { appConfig, type AppConfig } from '../config/app.config';
import { DatabaseNotifications } from '../database/database-notifications';

/**
 * A public catalogue answer: its weak ETag and its bytes, as is (UTF-8 JSON), gzip or brotli
 * (phones take brotli on HTTPS and gzip everywhere; a catalogue with options is ~15×
 * smaller gzip, ~30× brotli). Built once per store version and opening period (see
 * PublicCatalogService).
 */
export interface CatalogAnswer {
  etag: string;
  /** The store's id (its version events concern it). */
  storeId?: string;
  /** The store's read-model version it was built at (bigint as text). */
  version?: string;
  /** Bytes this answer holds or may hold once every form is built (the cache's accounting). */
  size: number;
  /** Epoch ms (ordering clock) from which and until which the answer is current; default always. */
  from?: number;
  until?: number;
  /** The JSON bytes, in parts to write one after the other. */
  body(): Buffer[];
  /** The same bytes as one gzip member, in parts to write one after the other. */
  gzip(): Buffer[];
  /** The same bytes as one brotli stream, in parts to write one after the other. */
  brotli(): Buffer[];
}

/** How long a slug → store id answer is kept for the access counter, in ms. */
export const STORE_ID_TTL_MS = 5000;
/** How long an unknown slug is remembered (negative cache), in ms. */
export const UNKNOWN_SLUG_TTL_MS = 5000;

/** Bytes of answers held by default (PUBLIC_CATALOG_TEXTS_MB), by their `size`. */
export const MICRO_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A held answer and until when (epoch ms) it is served without asking the database. */
interface Held {
  answer: CatalogAnswer;
  freshUntil: number;
}

/**
 * The public catalogue's one in-process cache (`lru-cache`): per slug, the answer last built,
 * up to PUBLIC_CATALOG_TEXTS_MB by size (least recently used out first).
 *  - For PUBLIC_CATALOG_CACHE_TTL_MS after it was read (2 s by default; 0 = never) and while its
 *    opening period lasts, it is served without asking the database (`get`): when a seller's
 *    link is shared in a group, one query serves them all.
 *  - After that it is `held`: the database is asked for the store's version and sends the text
 *    only when it changed; an answer of the same version and period is served again as is.
 *
 * It follows the store's version, the public catalogue's one domain event: every write that
 * changes a public answer bumps `public_catalogs.version` in its own transaction, which NOTIFYs
 * every API process on commit (`PublicCatalogEvents`), and each drops its answers. A seller's
 * write also drops the answers of the process that served it before its answer leaves
 * (`FollowSellerWrites`), so the seller sees the change at once there. An answer read at an
 * older version than one already notified is not kept; nor is an unknown slug read before an
 * event (`generation`). While a process does not LISTEN (the connection lost), it keeps nothing.
 *
 * It also keeps the store id of a slug (STORE_ID_TTL_MS, for the access counter) and the slugs
 * that name no store (UNKNOWN_SLUG_TTL_MS), so random slugs cost one query each per 5 s, not one
 * per request; they are dropped with the answers.
 */
@Injectable()
export class PublicCatalogCache {
  private readonly answers?: LRUCache<string, Held>;
  private readonly storeIds = new LRUCache<string, string>({ max: 20_000, ttl: STORE_ID_TTL_MS });
  private readonly unknown = new LRUCache<string, true>({ max: 20_000, ttl: UNKNOWN_SLUG_TTL_MS });
  /** The newest version each store was notified at (Infinity: deleted). */
  private readonly latest = new LRUCache<string, number>({ max: 100_000 });
  private readonly ttlMs: number;
  private following = true;
  private dropped = 0;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    this.ttlMs = config.publicCatalogCacheTtlMs;
    const maxSize =
      config.publicCatalogTextsMb === undefined
        ? MICRO_CACHE_MAX_BYTES
        : config.publicCatalogTextsMb * 1024 * 1024;
    if (maxSize > 0)
      this.answers = new LRUCache<string, Held>({
        maxSize,
        sizeCalculation: (held) => Math.max(1, held.answer.size),
      });
  }

  /**
   * How many events or drops the cache saw: read it before a slug lookup, and pass it to
   * `rememberStore` / `rememberUnknown` so a slug read before an event is not kept after it.
   */
  get generation(): number {
    return this.dropped;
  }

  /**
   * The answer for `slug` to serve without asking the database: read less than the TTL before
   * `now` (epoch ms) and current at `at` (epoch ms of the ordering clock, default `now`).
   */
  get(slug: string, now = Date.now(), at = now): CatalogAnswer | undefined {
    const held = this.answers?.get(slug);
    if (!held || held.freshUntil <= now) return undefined;
    const { from = -Infinity, until = Infinity } = held.answer;
    return from <= at && at < until ? held.answer : undefined;
  }

  /** The answer last built for `slug`, however old (the database tells whether it is current). */
  held(slug: string): CatalogAnswer | undefined {
    return this.answers?.get(slug)?.answer;
  }

  /**
   * Holds an answer for `slug`, served without asking the database for the TTL after `now`; not
   * when following no events, nor when its store was notified at a newer version meanwhile.
   */
  set(slug: string, value: CatalogAnswer, now = Date.now()): void {
    if (!this.following) return;
    const { storeId, version } = value;
    if (storeId !== undefined && Number(version) < (this.latest.get(storeId) ?? -1)) return;
    this.answers?.set(slug, { answer: value, freshUntil: this.ttlMs > 0 ? now + this.ttlMs : 0 });
  }

  /** The id of the store whose slug is `slug`, when known for less than STORE_ID_TTL_MS. */
  storeId(slug: string): string | undefined {
    return this.storeIds.get(slug);
  }

  /** Remembers that `slug` names the store `id` (and is therefore not unknown). */
  rememberStore(slug: string, id: string, generation = this.dropped): void {
    if (!this.following || generation !== this.dropped) return;
    this.storeIds.set(slug, id);
  }

  /** True when `slug` was found to name no store less than UNKNOWN_SLUG_TTL_MS ago. */
  isUnknown(slug: string): boolean {
    return this.unknown.get(slug) === true;
  }

  /** Remembers that `slug` names no store. */
  rememberUnknown(slug: string, generation = this.dropped): void {
    if (!this.following || generation !== this.dropped) return;
    this.unknown.set(slug, true);
  }

  /**
   * A store's version event (`PublicCatalogEvents`): drops its answers older than `version`
   * (all of them when undefined: the store was deleted), and every remembered slug (a slug may
   * have moved).
   */
  changed(storeId: string, version: number | undefined): void {
    this.dropped += 1;
    this.storeIds.clear();
    this.unknown.clear();
    const newest = version ?? Infinity;
    if (newest > (this.latest.get(storeId) ?? -1)) this.latest.set(storeId, newest);
    if (!this.answers) return;
    const stale: string[] = [];
    for (const [slug, held] of this.answers.entries())
      if (held.answer.storeId === storeId && Number(held.answer.version) < newest) stale.push(slug);
    for (const slug of stale) this.answers.delete(slug);
  }

  /**
   * Drops every entry: on a seller's write in this process (`FollowSellerWrites`) and when the
   * events connection is lost or back; never by services.
   */
  invalidate(): void {
    this.dropped += 1;
    this.answers?.clear();
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
/**
 * The store version events of every API process (payload `{store id}:{version}`, on the
 * process's LISTEN connection, `DatabaseNotifications`): each drops this process's older answers
 * of that store. The cache keeps nothing while that connection is not LISTENing.
 */
@Injectable()
export class PublicCatalogEvents {
  constructor(notifications: DatabaseNotifications, cache: PublicCatalogCache) {
    cache.follow(notifications.listening);
    notifications.onListening((listening) => cache.follow(listening));
    notifications.on(PUBLIC_CATALOG_CHANNEL, (payload) => {
      const [storeId, version] = payload.split(':');
      cache.changed(storeId, version ? Number(version) : undefined);
    });
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
