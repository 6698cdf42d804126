import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  Messages,
  SLUG_PATTERN,
  periodEnd,
  toPublicOrdering,
  type ItemOptionGroup,
  type PublicCatalogResponse,
} from '@catalogo/contracts/core';
import { OrderingClock } from '../../common/ordering-clock';
import { ptCollator } from '../../common/collation';
import { DomainError } from '../../common/domain-error';
import { HotQueries } from '../../database/hot-query';
import { fromStoredSettings, type StoredStoreSettings } from '../store/store-settings.mapping';
import { MediaService } from '../media/media.service';
import { PublicCatalogCache, type CatalogAnswer, type Coding } from './public-catalog.cache';
import {
  selectPublicCatalog,
  selectStoreBySlug,
  type PublicCatalogRow,
  type SourceDocument,
} from './public-catalog.queries';
import { PublicCatalogWriter } from './public-catalog.writer';

/** Bump when the code changes what `build` writes: stored answers of older code are rebuilt. */
const ANSWER_FORMAT = 2;

/**
 * The customer's view of a store (docs/PRODUCT.md §2 "/{slug}", docs/API.md §3): a pure function
 * of the store's version and its opening period, built once (JSON, gzip, brotli, strong ETag),
 * stored in the read model and held in the cache.
 */
@Injectable()
export class PublicCatalogService {
  /** Reads in flight by slug: concurrent misses of one store share one query and one build. */
  private readonly reads = new Map<string, Promise<CatalogAnswer>>();
  /** Store lookups in flight by slug, shared likewise. */
  private readonly lookups = new Map<string, Promise<{ id: string; accessCount: number }>>();
  private buildKeyValue?: string;

  constructor(
    private readonly hot: HotQueries,
    private readonly cache: PublicCatalogCache,
    private readonly clock: OrderingClock,
    private readonly media: MediaService,
    private readonly writer: PublicCatalogWriter,
  ) {}

  /**
   * The answer of `slug` now, with its bytes in `coding`: from the cache, else from ONE statement
   * that returns the stored answer's bytes in that coding when current, or the store's source,
   * built here (every coding) and stored back within a second. The cache holds only the codings
   * clients asked for: a catalogue with many options is ~30× larger as is than in brotli.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async answer(slug: string, coding: Coding): Promise<CatalogAnswer> {
    const now = this.clock.now().getTime();
    const held = this.cache.get(slug, now);
    if (held?.bytes[coding] !== undefined) return held;
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    // Concurrent reads of a slug in a coding are shared while the cache is on.
    if (!this.cache.enabled) return this.read(slug, now, coding);
    const key = `${coding} ${slug}`;
    let read = this.reads.get(key);
    if (!read) {
      read = this.read(slug, now, coding).finally(() => this.reads.delete(key));
      this.reads.set(key, read);
    }
    return read;
  }

  /**
   * The id of the store at `slug` as last seen (5 s), else (or when `needsTotal(id)`) from one
   * indexed query that also reads its access total; concurrent lookups of a slug share it. For
   * the view and funnel counters.
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
    const [row] = await selectStoreBySlug(this.hot, slug);
    this.cache.rememberSlug(slug, row?.id ?? null, generation);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return { id: row.id, accessCount: Number(row.access_count) };
  }

  private async read(slug: string, now: number, coding: Coding): Promise<CatalogAnswer> {
    const generation = this.cache.generation;
    const buildKey = this.buildKey();
    const row = await selectPublicCatalog(this.hot, { slug, buildKey, now, coding });
    this.cache.rememberSlug(slug, row?.store_id ?? null, generation);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    let answer: CatalogAnswer;
    if (row.source === null) {
      const text = row.bytes as string;
      answer = {
        storeId: row.store_id,
        version: row.version,
        etag: row.etag as string,
        from: Number(row.period_from),
        until: row.period_until === null ? Infinity : Number(row.period_until),
        bytes: {
          // Held JSON is sent many times: encoded once; a JSON read for one send goes as it came.
          [coding]:
            coding !== 'identity'
              ? Buffer.from(text, 'base64')
              : this.cache.enabled
                ? Buffer.from(text)
                : text,
        },
      };
    } else {
      // Built at this version already (another coding, under a second ago): not compressed again.
      let built = this.writer.waiting(row.store_id, row.version, buildKey, now);
      if (!built) {
        built = { ...this.build(row, JSON.parse(row.source) as SourceDocument, now), buildKey };
        this.writer.add(built);
      }
      answer = { ...built, bytes: { [coding]: built.bytes[coding] } };
    }
    this.cache.set(slug, answer);
    return answer;
  }

  /**
   * The answer from the store's source at `now`: `{products, store, ordering}` (products in
   * Portuguese order of category, then name), valid until the store next opens or closes. Its
   * ETag names the version, the period's end, the store and the build: equal in every process.
   */
  private build(
    row: PublicCatalogRow,
    { store, items }: SourceDocument,
    now: number,
  ): CatalogAnswer & { bytes: Record<Coding, Buffer> } {
    const products: PublicCatalogResponse['products'] = items.map((item) => ({
      id: item.id,
      name: item.name,
      price: item.price_cents / 100,
      category: item.category,
      description: item.description,
      available: item.available,
      photoUrl: this.media.urlOf(item.photo_key),
      thumbnailUrl: this.media.urlOf(item.photo_thumb_key),
      optionGroups: item.option_groups as ItemOptionGroup[],
    }));
    const document = fromStoredSettings((store.settings ?? null) as StoredStoreSettings | null);
    const json = Buffer.from(
      JSON.stringify({
        products: sortByCategoryThenName(products),
        store: {
          name: store.name,
          phone: store.phone,
          logoUrl: this.media.urlOf(store.logo_key),
          logoThumbnailUrl: this.media.urlOf(store.logo_thumb_key),
          coverColor: store.cover_color,
        },
        ordering: toPublicOrdering(document, new Date(now)),
      } satisfies PublicCatalogResponse),
    );
    const until = periodEnd(document.hours.week, now);
    const key = createHash('sha1').update(`${row.store_id}|${this.buildKey()}`);
    return {
      storeId: row.store_id,
      version: row.version,
      etag: `"${row.version}-${until === Infinity ? 'x' : until.toString(36)}-${key.digest('base64url').slice(0, 12)}"`,
      from: now,
      until,
      bytes: {
        identity: json,
        gzip: gzipSync(json, { level: 9 }),
        br: brotliCompressSync(json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        }),
      },
    };
  }

  /** The answer's layout version and the media URL form (a new media address rebuilds all). */
  private buildKey(): string {
    this.buildKeyValue ??= `${ANSWER_FORMAT}|${this.media.urlOf('k.webp') ?? ''}`;
    return this.buildKeyValue;
  }
}

/** The products in Portuguese order of category, then name (ties keep their order: by id). */
export function sortByCategoryThenName<T extends { name: string; category: string }>(
  products: T[],
): T[] {
  return products.sort(
    (a, b) => ptCollator.compare(a.category, b.category) || ptCollator.compare(a.name, b.name),
  );
}
