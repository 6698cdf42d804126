import type { EntityManager } from 'typeorm';
import type { HotQueries } from '../../database/hot-query';
import type { Coding } from './public-catalog.cache';

/**
 * Raw SQL of the public catalogue's read path. The read model is `public_catalogs` (migrations
 * PublicCatalogReadModel, PublicCatalogAnswers, PublicCatalogSourceDocument, PublicCatalogSlug):
 * per store, its slug, the `version` that triggers bump on every write changing its answer, and
 * the answer built for one version and opening period.
 */

/** Is the stored answer current: built for the version, by this build key, for `$3` (epoch ms)? */
const FRESH = `(pc.built_version IS NOT DISTINCT FROM pc.version AND pc.built_for IS NOT DISTINCT
  FROM $2::text AND pc.period_from <= $3::bigint AND $3::bigint < COALESCE(pc.period_until, $3 + 1))`;

/**
 * The row of `selectPublicCatalog`. `source` is null when the stored answer is current: then
 * `etag`, its period and its bytes in the coding asked are the answer. Else `source` (a
 * `SourceDocument`, JSON, read at `version`) is to be built from, and the stored fields are stale.
 * Bigints come as text.
 */
export interface PublicCatalogRow {
  store_id: string;
  version: string;
  period_from: string | null;
  period_until: string | null;
  etag: string | null;
  /** The stored answer in the coding asked: the JSON as is, or gzip/brotli bytes in base64. */
  bytes: string | null;
  source: string | null;
}

/** A stale answer's source: `public_catalog_source` (migration PublicCatalogSourceDocument). */
export interface SourceDocument {
  store: SourceStore;
  items: SourceItem[];
}

/** The store's source fields; `settings` is its settings document (centavos), if saved. */
export interface SourceStore {
  name: string;
  phone: string | null;
  logo_key: string | null;
  logo_thumb_key: string | null;
  cover_color: string | null;
  settings: unknown;
}

/** An item's source row; `option_groups` holds its groups in the answer's shape. */
export interface SourceItem {
  id: string;
  name: string;
  price_cents: number;
  category: string;
  option_groups: unknown[];
  description: string;
  available: boolean;
  photo_key: string | null;
  photo_thumb_key: string | null;
}

/**
 * The stored answer in each coding, as text. Compressed bytes come in base64: pg reads `bytea` as
 * hex, twice their size, and decodes it in JavaScript; base64 is a third larger, decoded by
 * Node's C++ (`Buffer.from(text, 'base64')`, which skips the line breaks `encode` puts).
 */
const BYTES: Record<Coding, string> = {
  identity: 'pc.body',
  gzip: "encode(pc.gzip, 'base64')",
  br: "encode(pc.br, 'base64')",
};

/**
 * ONE statement, one indexed row of the read model by its unique slug: the stored answer and its
 * bytes in one coding (a named statement per coding); and, only when that answer is not current
 * (a write since, or a new period), the source in the same snapshot, from
 * `public_catalog_source`. The `CASE` calls the function for a stale answer alone, so a view of a
 * current one reads no other table.
 */
const PUBLIC_CATALOG_SQL = Object.fromEntries(
  (Object.keys(BYTES) as Coding[]).map((coding) => [
    coding,
    `SELECT pc.store_id, pc.version, pc.period_from, pc.period_until, pc.etag,
            ${BYTES[coding]} AS bytes,
            CASE WHEN NOT ${FRESH} THEN public_catalog_source(pc.store_id) END AS source
       FROM public_catalogs pc WHERE pc.slug = $1`,
  ]),
) as Record<Coding, string>;

/** The store of `slug` with its stored answer in `coding`, or its source (none: no store). */
export async function selectPublicCatalog(
  hot: HotQueries,
  params: { slug: string; buildKey: string; now: number; coding: Coding },
): Promise<PublicCatalogRow | undefined> {
  const [row] = await hot.query<PublicCatalogRow>(
    `public_catalog_${params.coding}`,
    PUBLIC_CATALOG_SQL[params.coding],
    [params.slug, params.buildKey, params.now],
  );
  return row;
}

/** A built answer to store (`until`: Infinity when the store is always open). */
export interface StoredAnswer {
  storeId: string;
  version: string;
  buildKey: string;
  from: number;
  until: number;
  etag: string;
  bytes: Record<Coding, Buffer>;
}

/**
 * Stores a built answer while its version is still current (a write since would make it stale)
 * and no write holds the row (SKIP LOCKED: a seller's open transaction is never waited for).
 * Background upkeep, off the request's path: the ordinary EntityManager.
 */
export async function storeAnswer(db: EntityManager, a: StoredAnswer): Promise<void> {
  await db.query(
    `UPDATE public_catalogs SET built_version = $2, built_for = $3, period_from = $4,
            period_until = $5, etag = $6, body = $7, gzip = $8, br = $9
      WHERE store_id = $1 AND version = $2 AND store_id IN (
            SELECT store_id FROM public_catalogs WHERE store_id = $1 FOR UPDATE SKIP LOCKED)`,
    [
      a.storeId,
      a.version,
      a.buildKey,
      a.from,
      a.until === Infinity ? null : a.until,
      a.etag,
      a.bytes.identity.toString(),
      a.bytes.gzip,
      a.bytes.br,
    ],
  );
}

/** A store's id and access total by its slug (hot path); no row: no store. */
export function selectStoreBySlug(
  hot: HotQueries,
  slug: string,
): Promise<{ id: string; access_count: string }[]> {
  return hot.query('store_by_slug', 'SELECT id, access_count FROM stores WHERE slug = $1', [slug]);
}
