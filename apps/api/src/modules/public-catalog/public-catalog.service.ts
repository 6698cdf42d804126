import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Messages,
  SLUG_PATTERN,
  localMinuteOfWeek,
  toPublicOrdering,
  type ItemOptionGroup,
  type OpeningShift,
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
  selectPublicCatalog,
  selectStoreBySlug,
  storeBuiltTexts,
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

/** The answer without `ordering`, as stored in `public_catalogs.body`. */
type StoredAnswer = Omit<PublicCatalogResponse, 'ordering'>;

/** A store's answer text without `ordering` (JSON of a StoredAnswer) and its hash. */
interface Built {
  /** The read-model version it was built from. */
  version: string;
  text: string;
  /** SHA-1 of `text`, base64 (the read model's `body_hash`). */
  hash: string;
}

/**
 * Answers up to this many bytes of JSON are also held as is; longer ones (a catalogue with
 * options, ~200 KB) only compressed (~15× smaller), and inflated for the rare client that takes
 * no coding.
 */
export const HOLD_AS_IS_MAX_BYTES = 64 * 1024;

const WEEK_MINUTES = 7 * 1440;

/**
 * One answer of a store for one (version, opening period): its bytes, built once: gzip at once,
 * brotli on first use, the JSON held as is when small (else inflated from gzip). Valid from
 * `from` to `until` (epoch ms of the ordering clock): the opening state, and `nextOpening` with
 * it, cannot change in between (see `periodEnd`).
 */
class PeriodAnswer implements CatalogAnswer {
  readonly etag: string;
  readonly size: number;
  private readonly json?: Buffer;
  private readonly gz: Buffer;
  private br?: Buffer;

  constructor(
    readonly storeId: string,
    readonly version: string,
    /** The read-model text's hash (`body_hash`), to ask the database for its text only when changed. */
    readonly textHash: string,
    /** Bytes of the `,"ordering":…}` tail, to take the text back out of the answer. */
    private readonly tailLength: number,
    readonly from: number,
    readonly until: number,
    json: Buffer,
    orderingJson: string,
  ) {
    this.gz = gzipSync(json, { level: 6 });
    if (json.length <= HOLD_AS_IS_MAX_BYTES) this.json = json;
    const hash = createHash('sha1').update(textHash).update(orderingJson).digest('base64');
    // Same form as the `etag` package's weak tags (length in hex, 27 characters of hash); the
    // same in every process for the same text and `ordering`.
    this.etag = `W/"${this.gz.length.toString(16)}-${hash.substring(0, 27)}"`;
    // Brotli counted before it is built: never longer than gzip.
    this.size = 2 * this.gz.length + (this.json?.length ?? 0);
  }

  body(): Buffer[] {
    return [this.json ?? gunzipSync(this.gz)];
  }

  gzip(): Buffer[] {
    return [this.gz];
  }

  brotli(): Buffer[] {
    // Quality 5: ~2.5 ms for a 180 KB catalogue, once per version and period in a process.
    this.br ??= brotliCompressSync(this.body()[0], {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    return [this.br];
  }

  /** The read-model text this answer was built from (the JSON without its `ordering`). */
  text(): string {
    const json = this.body()[0];
    return `${json.subarray(0, json.length - this.tailLength).toString()}}`;
  }
}

/**
 * The first instant (epoch ms) after `now` at which a store with these shifts may open or close:
 * the nearest shift start or end (local minutes of the week, as `openingState` counts them);
 * Infinity without shifts (always open).
 */
export function periodEnd(week: readonly OpeningShift[], now: number): number {
  if (week.length === 0) return Infinity;
  const current = localMinuteOfWeek(new Date(now));
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  let wait = WEEK_MINUTES;
  for (const shift of week) {
    const start = shift.day * 1440 + minutes(shift.open);
    const length = (minutes(shift.close) - minutes(shift.open) + 1440) % 1440 || 1440;
    for (const edge of [start, start + length]) {
      const until = (((edge - current) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
      if (until > 0) wait = Math.min(wait, until);
    }
  }
  return Math.floor(now / 60_000) * 60_000 + wait * 60_000;
}

/** The customer's view of a store (docs/PRODUCT.md §2 "/{slug}"): nothing private. */
@Injectable()
export class PublicCatalogService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PublicCatalogService.name);
  /** Rebuilt texts not yet written back, by store id (the newest build of each store). */
  private readonly pending = new Map<string, Built>();
  private flushTimer?: NodeJS.Timeout;
  private stopped = false;
  private buildKeyValue?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hot: HotQueries,
    private readonly cache: PublicCatalogCache,
    private readonly clock: OrderingClock,
    private readonly media: MediaService,
  ) {}

  /**
   * `GET /public-catalog/{slug}` serialized → `{products: [{id, name, price (reais), category,
   * description, available, photoUrl, thumbnailUrl, optionGroups}], store: {name, phone, logoUrl,
   * logoThumbnailUrl, coverColor}, ordering}` (`ordering`: the public block, `openNow` at
   * this instant; docs/API.md §3, §6–7), with a weak ETag. Shown whatever the subscription status.
   *
   * The answer is a pure function of the store's version and its opening period, built once
   * (`PeriodAnswer`) and held in the cache (see PublicCatalogCache): served from there without
   * asking the database for PUBLIC_CATALOG_CACHE_TTL_MS while its period lasts; otherwise ONE
   * statement reads the store's version, its read-model text (only its hash when the held
   * answer has it) and its settings. After a write the same statement returns the items: the text
   * is rebuilt here and written back within READ_MODEL_FLUSH_MS. An unknown slug is remembered
   * for a few seconds.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async serialized(slug: string): Promise<CatalogAnswer> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(slug, Date.now(), now);
    if (hit) return hit;
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const held = this.cache.held(slug) as PeriodAnswer | undefined;
    const generation = this.cache.generation;
    const rows = await selectPublicCatalog(this.hot, {
      slug,
      buildKey: this.buildKey(),
      heldHash: held?.textHash ?? null,
    });
    const first = rows[0];
    if (!first) {
      this.cache.rememberUnknown(slug, generation);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    // The database sent only the hash: the held answer has this text.
    const heldText = first.body === null && first.body_hash !== null && held !== undefined;
    let answer: CatalogAnswer;
    if (heldText && held.version === first.version && held.from <= now && now < held.until) {
      answer = held;
    } else {
      const built: Built = heldText
        ? { version: first.version, text: held.text(), hash: held.textHash }
        : first.body !== null && first.body_hash !== null
          ? { version: first.version, text: first.body, hash: first.body_hash }
          : this.rebuild(rows);
      answer = this.answerFor(first.store_id, built, settingsOf(rows), now);
    }
    this.cache.set(slug, answer);
    return answer;
  }

  /** The answer of a read-model text with the `ordering` block of `settings` at `now`. */
  private answerFor(
    storeId: string,
    built: Built,
    settings: string | null,
    now: number,
  ): PeriodAnswer {
    const stored = settings === null ? null : (JSON.parse(settings) as StoredStoreSettings);
    const document = fromStoredSettings(stored);
    const ordering = JSON.stringify(toPublicOrdering(document, new Date(now)));
    // Same bytes as JSON.stringify({products, store, ordering}): `ordering` is the last key.
    const tail = `,"ordering":${ordering}}`;
    const json = Buffer.from(built.text.slice(0, -1) + tail);
    const until = periodEnd(document.hours.week, now);
    return new PeriodAnswer(
      storeId,
      built.version,
      built.hash,
      Buffer.byteLength(tail),
      now,
      until,
      json,
      ordering,
    );
  }

  /**
   * Writes the rebuilt texts waiting in memory back to `public_catalogs`, in one statement, each
   * only if its store was not written since it was read (see `storeBuiltTexts`). Runs by itself
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
        await storeBuiltTexts(this.dataSource.manager, {
          built: batch.map(([storeId, b]) => ({ storeId, ...b })),
          buildKey: this.buildKey(),
        });
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
    const rows = await selectStoreBySlug(this.hot, slug);
    const row = rows[0];
    if (!row) {
      this.cache.rememberUnknown(slug, generation);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    this.cache.rememberStore(slug, row.id, generation);
    return { id: row.id, accessCount: Number(row.access_count) };
  }
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
