import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Messages,
  SLUG_PATTERN,
  toPublicOrdering,
  type ItemOptionGroup,
  type PublicCatalogResponse,
} from '@catalogo/contracts/core';
import { OrderingClock } from '../../common/ordering-clock';
import { fromStoredSettings, type StoredStoreSettings } from '../store/store-settings.mapping';
import { ptCollator } from '../../common/collation';
import { DomainError } from '../../common/domain-error';
import { HotQueries } from '../../database/hot-query';
import { PublicCatalogCache, type CatalogAnswer } from '../../common/public-catalog-cache';
import { MediaService } from '../media/media.service';
import {
  deflateHead,
  deflateTail,
  inflateHead,
  spliceGzip,
  type DeflatedHead,
  type DeflatedTail,
} from './gzip-splice';
import { brotliHead, brotliTail } from './brotli-splice';
import {
  PUBLIC_CATALOG_SQL,
  STORE_BUILT_SQL,
  STORE_BY_SLUG_SQL,
  type PublicCatalogRow,
} from './public-catalog.queries';

/**
 * Version of the read model's text layout: bump it whenever the code changes what
 * `buildAnswer` writes, so texts stored by older code are rebuilt on their next read.
 */
const READ_MODEL_FORMAT = 1;
/** Rebuilt texts are written back at most this often (ms), in one statement. */
export const READ_MODEL_FLUSH_MS = 1000;
/** At most about this many characters of text per write-back statement (the rest follow at once). */
const READ_MODEL_FLUSH_CHARS = 4_000_000;

/** Distinct settings documents whose `ordering` is kept per minute (then the map restarts). */
const ORDERINGS_PER_MINUTE = 2000;

/** The answer without `ordering`, as stored in `public_catalogs.body`. */
type StoredAnswer = Omit<PublicCatalogResponse, 'ordering'>;

/** A store's answer text without `ordering` (JSON of a StoredAnswer) and its hash. */
interface Built {
  /** The read-model version it was built from. */
  version: string;
  text: string;
  /** SHA-1 of `text`, base64: the ETag is derived from it without hashing the whole answer. */
  hash: string;
}

/**
 * Texts up to this many bytes are also held as is; longer ones (a catalogue with options, ~200 KB)
 * only compressed (~15× smaller), and inflated for the rare client that takes no coding.
 */
export const HOLD_AS_IS_MAX_BYTES = 64 * 1024;

/**
 * A current read-model text held in memory: its hash and its UTF-8 bytes without the final `}`,
 * gzip-compressed (always), brotli-compressed (from the first view that takes brotli) and as is
 * (when at most HOLD_AS_IS_MAX_BYTES).
 */
interface StoredText {
  hash: string;
  head?: Buffer;
  gz: DeflatedHead;
  br?: Buffer;
  /**
   * Bytes held, the brotli form counted before it is built (as long as the gzip form: it is
   * never much longer, ~35 % shorter for a catalogue with options).
   */
  size: number;
  /**
   * The answer last spliced from this text: views reuse it (ETag, JSON, gzip and brotli parts)
   * while their `ordering` tail is the same object, i.e. the same settings in the same minute.
   */
  last?: SplicedAnswer;
}

/** The `ordering` block of one settings document at one minute, as the answer's last bytes. */
interface OrderingTail extends DeflatedTail {
  /** The block's JSON (hashed into the ETag). */
  json: string;
  /** The bytes that end a brotli stream of the held text with this tail (see brotliTail). */
  brotliEnd: Buffer;
}

/**
 * An answer spliced from a held text and an `ordering` tail, in parts written one after the
 * other (no copy of the text): the JSON is the held bytes then the tail (inflated per view for a
 * text held only compressed); the gzip form is built on first use from the compressed parts, the
 * brotli form is the text's brotli head then the tail's ending.
 */
class SplicedAnswer implements CatalogAnswer {
  readonly size: number;
  private gzipped?: Buffer[];
  private brotlied?: Buffer[];

  constructor(
    readonly etag: string,
    private readonly text: StoredText,
    readonly tail: OrderingTail,
  ) {
    // The held text (shared with TextsBySlug, but it may leave it) and the tail, as is and
    // compressed twice: every form is parts of these.
    this.size = text.size + 3 * tail.bytes.length;
  }

  body(): Buffer[] {
    return [this.text.head ?? inflateHead(this.text.gz), this.tail.bytes];
  }

  gzip(): Buffer[] {
    return (this.gzipped ??= spliceGzip(this.text.gz, this.tail));
  }

  brotli(): Buffer[] {
    if (this.brotlied) return this.brotlied;
    // The text is compressed once per version and process, at its first view that takes brotli
    // (~2.5 ms for a 180 KB catalogue).
    this.text.br ??= brotliHead(this.text.head ?? inflateHead(this.text.gz));
    return (this.brotlied = [this.text.br, this.tail.brotliEnd]);
  }
}

/**
 * The read-model texts last served, by slug, up to a total size (oldest out first). Never
 * served without asking the database: each view sends the held text's hash with its query, and
 * the database returns the text only when its current hash differs (a 40-byte answer instead of
 * up to ~200 KB for a store with many options, issue 21). So it is always as fresh as the
 * database, unlike the micro-cache.
 */
class TextsBySlug {
  private readonly entries = new Map<string, StoredText>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(slug: string): StoredText | undefined {
    return this.entries.get(slug);
  }

  set(slug: string, text: StoredText): void {
    this.delete(slug);
    if (text.size > this.maxBytes) return;
    this.entries.set(slug, text);
    this.bytes += text.size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  delete(slug: string): void {
    const entry = this.entries.get(slug);
    if (!entry) return;
    this.entries.delete(slug);
    this.bytes -= entry.size;
  }
}

/** The customer's view of a store (PRODUCT_SPEC.md §2 "/{slug}"): nothing private. */
@Injectable()
export class PublicCatalogService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PublicCatalogService.name);
  /** Rebuilt texts not yet written back, by store id (the newest build of each store). */
  private readonly pending = new Map<string, Built>();
  private readonly texts: TextsBySlug;
  /** `ordering` tails by settings text, for the minute `orderingMinute` (see orderingTail). */
  private readonly orderings = new Map<string, OrderingTail>();
  private orderingMinute = -1;
  private flushTimer?: NodeJS.Timeout;
  private stopped = false;
  private buildKeyValue?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hot: HotQueries,
    private readonly cache: PublicCatalogCache,
    private readonly clock: OrderingClock,
    private readonly media: MediaService,
    @Inject(appConfig.KEY) config: AppConfig,
  ) {
    this.texts = new TextsBySlug(config.publicCatalogTextsMb * 1024 * 1024);
  }

  /**
   * `GET /public-catalog/{slug}` serialized → `{products: [{id, name, price (reais), category,
   * description, available, photoUrl, thumbnailUrl, optionGroups}], store: {name, phone, logoUrl,
   * logoThumbnailUrl, coverColor}, ordering}` (`ordering`: issue 15's public block, `openNow` at
   * this instant; CONTRACT.md §3, §6–7), with a weak ETag. Shown whatever the subscription status.
   *
   * Served from the micro-cache when fresh (see PublicCatalogCache); otherwise by ONE statement
   * that reads the store's read model (`public_catalogs`: the answer's text without `ordering`,
   * kept current by triggers) and its settings; `ordering` is computed for this instant and
   * spliced in. After a write the same statement returns the items instead: the text is rebuilt
   * here and written back within READ_MODEL_FLUSH_MS. The ETag hashes the stored text's hash and
   * `ordering`, not the whole answer. An unknown slug is remembered for a few seconds.
   * The held text is also kept compressed, so the gzip and brotli answers splice `ordering` onto
   * it (see gzip-splice.ts, brotli-splice.ts) instead of compressing ~200 KB per view.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async serialized(slug: string): Promise<CatalogAnswer> {
    const hit = this.cache.get(slug);
    if (hit) return hit;
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const known = this.texts.get(slug);
    const generation = this.cache.generation;
    const rows = await this.hot.query<PublicCatalogRow>('public_catalog', PUBLIC_CATALOG_SQL, [
      slug,
      this.buildKey(),
      known?.hash ?? null,
    ]);
    const first = rows[0];
    if (!first) {
      this.texts.delete(slug);
      this.cache.rememberUnknown(slug, Date.now(), generation);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    let text: StoredText;
    if (first.body_hash !== null && first.body === null && known?.hash === first.body_hash) {
      text = known; // current, and this process holds the same text: the database sent its hash
    } else {
      const built: Built =
        first.body !== null && first.body_hash !== null
          ? { version: first.version, text: first.body, hash: first.body_hash }
          : this.rebuild(rows);
      text = heldText(built);
      this.texts.set(slug, text);
    }
    const tail = this.orderingTail(settingsOf(rows));
    let answer = text.last;
    if (answer?.tail !== tail) {
      const length = text.gz.length + tail.bytes.length;
      const hash = createHash('sha1').update(text.hash).update(tail.json).digest('base64');
      // Same form as the `etag` package's weak tags (length in hex, 27 characters of hash).
      const etag = `W/"${length.toString(16)}-${hash.substring(0, 27)}"`;
      answer = new SplicedAnswer(etag, text, tail);
      text.last = answer; // the views of this text until its tail changes (at most a minute)
    }
    this.cache.set(slug, answer, Date.now(), generation);
    return answer;
  }

  /**
   * The `ordering` block for a settings document (JSON text, or null for the defaults) at this
   * instant, as the answer's last bytes `,"ordering":{…}}` (as is and compressed). It depends on
   * the minute only (`openingState` works in whole minutes), so it is computed once per distinct
   * document and minute.
   */
  private orderingTail(settings: string | null): OrderingTail {
    const now = this.clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.orderingMinute) {
      this.orderings.clear();
      this.orderingMinute = minute;
    }
    const key = settings ?? '';
    let tail = this.orderings.get(key);
    if (tail === undefined) {
      const stored = settings === null ? null : (JSON.parse(settings) as StoredStoreSettings);
      const json = JSON.stringify(toPublicOrdering(fromStoredSettings(stored), now));
      // Same bytes as JSON.stringify({products, store, ordering}): `ordering` is the last key.
      const bytes = Buffer.from(`,"ordering":${json}}`);
      tail = { json, ...deflateTail(bytes), brotliEnd: brotliTail(bytes) };
      if (this.orderings.size >= ORDERINGS_PER_MINUTE) this.orderings.clear();
      this.orderings.set(key, tail);
    }
    return tail;
  }

  /**
   * Writes the rebuilt texts waiting in memory back to `public_catalogs`, in one statement, each
   * only if its store was not written since it was read (see STORE_BUILT_SQL). Runs by itself
   * within READ_MODEL_FLUSH_MS of a rebuild; public for tests. A failure is logged (the texts are
   * dropped: the next read rebuilds them).
   */
  async flushBuilt(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const batch: [string, Built][] = [];
    let chars = 0;
    for (const entry of this.pending) {
      if (batch.length > 0 && chars + entry[1].text.length > READ_MODEL_FLUSH_CHARS) break;
      batch.push(entry);
      chars += entry[1].text.length;
    }
    for (const [storeId] of batch) this.pending.delete(storeId);
    if (batch.length > 0) {
      try {
        // Background upkeep, not the request path: TypeORM's ordinary query (no named statement).
        await this.dataSource.query(STORE_BUILT_SQL, [
          batch.map(([storeId]) => storeId),
          batch.map(([, b]) => b.text),
          batch.map(([, b]) => b.hash),
          batch.map(([, b]) => b.version),
          this.buildKey(),
        ]);
      } catch (error) {
        this.logger.warn(`public catalogue texts not written back: ${String(error)}`);
      }
    }
    // More waiting (a burst of first views): the next statement follows at once.
    if (this.pending.size > 0 && !this.stopped) {
      this.flushTimer = setTimeout(() => void this.flushBuilt(), 0);
      this.flushTimer.unref();
    }
  }

  /** Stops writing texts back: the pool closes after this module. */
  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.flushTimer);
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.stopped || this.pending.size === 0) return;
    this.flushTimer = setTimeout(() => void this.flushBuilt(), READ_MODEL_FLUSH_MS);
    this.flushTimer.unref();
  }

  /**
   * The read model's build key: the text layout version and the media URL form (a changed
   * public media address rebuilds every store's text on its next read).
   */
  private buildKey(): string {
    this.buildKeyValue ??= `${READ_MODEL_FORMAT}|${this.media.urlOf('k.webp') ?? ''}`;
    return this.buildKeyValue;
  }

  /**
   * The store's text from its source rows (read with `version` in one snapshot), queued for
   * write-back; a text already built for that version and not yet written is reused.
   */
  private rebuild(rows: PublicCatalogRow[]): Built {
    const { store_id: storeId, version } = rows[0];
    const waiting = this.pending.get(storeId);
    if (waiting?.version === version) return waiting;
    const text = JSON.stringify(this.buildAnswer(rows));
    const built = { version, text, hash: createHash('sha1').update(text).digest('base64') };
    this.pending.set(storeId, built);
    this.scheduleFlush();
    return built;
  }

  /** The answer without `ordering` from the source rows, products in Portuguese order. */
  private buildAnswer(rows: PublicCatalogRow[]): StoredAnswer {
    const first = rows[0];
    const products: PublicCatalogResponse['products'] = [];
    for (const r of rows) {
      if (r.id !== null) {
        products.push({
          id: r.id,
          name: r.name as string,
          price: (r.price_cents as number) / 100,
          category: r.category as string,
          description: r.description as string,
          available: r.available as boolean,
          photoUrl: this.media.urlOf(r.photo_key),
          thumbnailUrl: this.media.urlOf(r.photo_thumb_key),
          optionGroups:
            r.option_groups === null || r.option_groups === '[]'
              ? []
              : (JSON.parse(r.option_groups) as ItemOptionGroup[]),
        });
      }
    }
    return {
      products: sortByCategoryThenName(products),
      store: {
        name: first.store_name,
        phone: first.store_phone,
        logoUrl: this.media.urlOf(first.logo_key),
        logoThumbnailUrl: this.media.urlOf(first.logo_thumb_key),
        coverColor: first.cover_color,
      },
    };
  }

  /** Lookups of `storeRef` in flight, by slug: concurrent first views share one query. */
  private readonly lookups = new Map<string, Promise<{ id: string; accessCount: number }>>();

  /**
   * The store named by `slug`: its id from the cache, or from one indexed query that also reads
   * its access total (`accessCount`, set only then). `needsTotal(id)` forces the query when the
   * caller does not know the total of a cached id. The negative cache answers unknown slugs, and
   * concurrent calls for one slug share one query. Used by the access counter.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async storeRef(
    slug: string,
    needsTotal: (id: string) => boolean,
  ): Promise<{ id: string; accessCount?: number }> {
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const known = this.cache.storeId(slug);
    if (known !== undefined && !needsTotal(known)) return { id: known };
    let lookup = this.lookups.get(slug);
    if (!lookup) {
      lookup = this.lookUp(slug).finally(() => this.lookups.delete(slug));
      this.lookups.set(slug, lookup);
    }
    return lookup;
  }

  private async lookUp(slug: string): Promise<{ id: string; accessCount: number }> {
    const generation = this.cache.generation;
    const rows = await this.hot.query<{ id: string; access_count: string }>(
      'store_by_slug',
      STORE_BY_SLUG_SQL,
      [slug],
    );
    const row = rows[0];
    if (!row) {
      this.cache.rememberUnknown(slug, Date.now(), generation);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    this.cache.rememberStore(slug, row.id, Date.now(), generation);
    return { id: row.id, accessCount: Number(row.access_count) };
  }
}

/**
 * A text to hold: without its closing brace (where `ordering` goes), compressed, and as is when
 * at most HOLD_AS_IS_MAX_BYTES.
 */
function heldText(built: Built): StoredText {
  const head = Buffer.from(built.text.slice(0, -1));
  const gz = deflateHead(head);
  const asIs = head.length <= HOLD_AS_IS_MAX_BYTES ? head : undefined;
  return { hash: built.hash, head: asIs, gz, size: 2 * gz.deflate.length + (asIs?.length ?? 0) };
}

/** The settings document: on one row only (the first item's, in no particular row order). */
function settingsOf(rows: PublicCatalogRow[]): PublicCatalogRow['settings'] {
  if (rows.length === 1) return rows[0].settings;
  for (const r of rows) if (r.settings) return r.settings;
  return null;
}

/**
 * The products in Portuguese order of category, then of name (ties keep their order: by id).
 * Same result as one sort comparing category then name with `ptCollator`, with fewer collator
 * calls (each costs about a microsecond on the hot path): the few distinct categories are sorted
 * once, then each category's products among themselves.
 */
export function sortByCategoryThenName<T extends { name: string; category: string }>(
  products: T[],
): T[] {
  const groups = new Map<string, T[]>();
  for (const p of products) {
    const group = groups.get(p.category);
    if (group) group.push(p);
    else groups.set(p.category, [p]);
  }
  // Categories equal for the collator (e.g. "Bebidas" and "bebidas") form one run, stably merged.
  const categories = [...groups.keys()].sort((a, b) => ptCollator.compare(a, b));
  const sorted: T[] = [];
  for (let i = 0; i < categories.length;) {
    let run = groups.get(categories[i]) as T[];
    let j = i + 1;
    for (; j < categories.length && ptCollator.compare(categories[i], categories[j]) === 0; j += 1)
      run = run.concat(groups.get(categories[j]) as T[]);
    if (j - i > 1) run.sort((a, b) => products.indexOf(a) - products.indexOf(b));
    run.sort((a, b) => ptCollator.compare(a.name, b.name));
    for (const p of run) sorted.push(p);
    i = j;
  }
  return sorted;
}
