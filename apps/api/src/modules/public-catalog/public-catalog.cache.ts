import { Inject, Injectable, type CallHandler, type ExecutionContext } from '@nestjs/common';
import type { NestInterceptor } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { finalize, type Observable } from 'rxjs';
import { appConfig, type AppConfig } from '../../config/app.config';
import { DatabaseNotifications } from '../../database/database-notifications';

/** A content coding of the answer. */
export type Coding = 'identity' | 'gzip' | 'br';

/**
 * A store's public answer for one version and opening period, built once: its strong ETag and
 * its JSON as is, gzip and brotli: those a client asked for (the JSON read for one send stays the
 * text PostgreSQL sent, written to the socket once). Current while `from` ≤ now < `until`
 * (epoch ms of the ordering clock; `until` Infinity: always open).
 */
export interface CatalogAnswer {
  storeId: string;
  /** The store's version (bigint as text). */
  version: string;
  etag: string;
  from: number;
  until: number;
  bytes: { identity?: Buffer | string; gzip?: Buffer; br?: Buffer };
}

/** How long a slug's store (or that it names none) is remembered (ms). */
export const SLUG_TTL_MS = 5000;
/** Bytes of answers held by default (PUBLIC_CATALOG_TEXTS_MB). */
export const MICRO_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The channel of the store version events (migration PublicCatalogVersionEvent). */
export const PUBLIC_CATALOG_CHANNEL = 'catalogo_public_catalog';

/**
 * The public catalogue's one in-process cache (`lru-cache`, up to PUBLIC_CATALOG_TEXTS_MB): the
 * answer of each slug, served only within its opening period (PUBLIC_CATALOG_CACHE_TTL_MS=0: off).
 * It follows the store's version exactly, so it needs no expiry: every write that changes an
 * answer bumps the version in the write's transaction, which NOTIFYs every API process on commit;
 * each then drops that store's older answers and keeps none read before the event. While the
 * process does not LISTEN (connection lost) it keeps nothing. Each slug's store id, or that it
 * names none, is remembered SLUG_TTL_MS, until the next event.
 */
@Injectable()
export class PublicCatalogCache {
  private readonly answers?: LRUCache<string, CatalogAnswer>;
  /** Slug → store id, '' for no store. */
  private readonly slugs = new LRUCache<string, string>({ max: 20_000, ttl: SLUG_TTL_MS });
  /** The newest version each store was notified at (Infinity: deleted). */
  private readonly latest = new LRUCache<string, number>({ max: 100_000 });
  private following = true;
  /** Events seen: a lookup started before one is not remembered after it. */
  generation = 0;

  constructor(@Inject(appConfig.KEY) config: AppConfig, notifications?: DatabaseNotifications) {
    const mb = config.publicCatalogTextsMb;
    const maxSize = mb === undefined ? MICRO_CACHE_MAX_BYTES : mb * 1024 * 1024;
    if (config.publicCatalogCacheTtlMs > 0 && maxSize > 0)
      this.answers = new LRUCache<string, CatalogAnswer>({
        maxSize,
        sizeCalculation: (a) =>
          Object.values(a.bytes).reduce((n, b) => n + Buffer.byteLength(b), 0) || 1,
      });
    if (!notifications) return;
    this.follow(notifications.listening);
    notifications.onListening((listening) => this.follow(listening));
    notifications.on(PUBLIC_CATALOG_CHANNEL, (payload) => {
      const [storeId, version] = payload.split(':');
      this.changed(storeId, version ? Number(version) : Infinity);
    });
  }

  /** Whether answers are held at all (PUBLIC_CATALOG_CACHE_TTL_MS ≠ 0). */
  get enabled(): boolean {
    return this.answers !== undefined;
  }

  /** The answer of `slug` current at `at` (epoch ms of the ordering clock), if held. */
  get(slug: string, at: number): CatalogAnswer | undefined {
    const answer = this.answers?.get(slug);
    return answer && answer.from <= at && at < answer.until ? answer : undefined;
  }

  /**
   * Holds an answer, unless its store was notified at a newer version meanwhile; the codings of
   * an answer already held with the same ETag (the same content) are kept beside the new ones.
   */
  set(slug: string, answer: CatalogAnswer): void {
    if (!this.following || Number(answer.version) < (this.latest.get(answer.storeId) ?? -1)) return;
    const held = this.answers?.peek(slug);
    this.answers?.set(
      slug,
      held?.etag === answer.etag ? { ...held, bytes: { ...held.bytes, ...answer.bytes } } : answer,
    );
  }

  /** True when `slug` named no store less than SLUG_TTL_MS ago (and no event since). */
  isUnknown(slug: string): boolean {
    return this.slugs.get(slug) === '';
  }

  /** The id of the store `slug` named less than SLUG_TTL_MS ago (and no event since). */
  storeId(slug: string): string | undefined {
    return this.slugs.get(slug) || undefined;
  }

  /** Remembers the store of `slug` (null: none), unless an event came since `generation`. */
  rememberSlug(slug: string, storeId: string | null, generation: number): void {
    if (this.following && generation === this.generation) this.slugs.set(slug, storeId ?? '');
  }

  /** A version event: drops the store's older answers and every slug (slugs move). */
  changed(storeId: string, version: number): void {
    this.generation += 1;
    this.slugs.clear();
    if (version > (this.latest.get(storeId) ?? -1)) this.latest.set(storeId, version);
    for (const [slug, answer] of this.answers?.entries() ?? [])
      if (answer.storeId === storeId && Number(answer.version) < version)
        this.answers?.delete(slug);
  }

  /** Drops everything: a seller's write in this process, or the events connection lost/back. */
  clear(): void {
    this.generation += 1;
    this.answers?.clear();
    this.slugs.clear();
  }

  private follow(following: boolean): void {
    this.following = following;
    this.clear();
  }
}

/**
 * A seller's write (an authenticated POST, PUT, PATCH or DELETE) clears this process's cache
 * before its answer leaves, so the seller's next look here shows it without waiting for the
 * event (which also comes, to every process).
 */
@Injectable()
export class FollowSellerWrites implements NestInterceptor {
  constructor(private readonly cache: PublicCatalogCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ method?: string; user?: unknown }>();
    if (!req.user || /^(?:GET|HEAD|OPTIONS)$/.test(req.method ?? '')) return next.handle();
    return next.handle().pipe(finalize(() => this.cache.clear()));
  }
}
