import type { EntityManager } from 'typeorm';
import type { HotQueries } from '../../database/hot-query';
import type { Coding } from './public-catalog.cache';

/**
 * Raw SQL of the public catalogue's read path. The read model is `public_catalogs` (migrations
 * PublicCatalogReadModel, PublicCatalogAnswers): per store, the `version` that triggers bump on
 * every write changing its answer, and the answer built for one version and opening period.
 */

/** Is the stored answer current: built for the version, by this build key, for `$3` (epoch ms)? */
const FRESH = `(pc.built_version IS NOT DISTINCT FROM pc.version AND pc.built_for IS NOT DISTINCT
  FROM $2::text AND pc.period_from <= $3::bigint AND $3::bigint < COALESCE(pc.period_until, $3 + 1))`;

/**
 * A row of `selectPublicCatalog`. `etag` is set when the stored answer is current (with its bytes
 * asked for); else the source is, read at `version` (bigint as text): `store` (a `SourceStore`,
 * JSON) on the first row, `item` (a `SourceItem`, JSON) on each, none for a store without items.
 */
export interface PublicCatalogRow {
  store_id: string;
  version: string;
  period_from: string | null;
  period_until: string | null;
  etag: string | null;
  body: string | null;
  gzip: Buffer | null;
  br: Buffer | null;
  store: string | null;
  item: string | null;
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

/** An item's source row; `option_groups_json` holds its groups as JSON in the answer's shape. */
export interface SourceItem {
  id: string;
  name: string;
  price_cents: number;
  category: string;
  option_groups_json: string;
  description: string;
  available: boolean;
  photo_key: string | null;
  photo_thumb_key: string | null;
}

/**
 * ONE statement by the unique slug: the stored answer when current, its bytes in the codings
 * `$4` names ('all', 'identity', 'gzip' or 'br'); else (a write since, or a new period) the source
 * in the version's snapshot, from `public_catalog_source` (migration PublicCatalogAnswers),
 * called only then.
 */
const PUBLIC_CATALOG_SQL = `
  SELECT pc.store_id, pc.version::text AS version, pc.period_from::text, pc.period_until::text,
         CASE WHEN f.fresh THEN pc.etag END AS etag,
         CASE WHEN f.fresh AND $4 IN ('all', 'identity') THEN pc.body END AS body,
         CASE WHEN f.fresh AND $4 IN ('all', 'gzip') THEN pc.gzip END AS gzip,
         CASE WHEN f.fresh AND $4 IN ('all', 'br') THEN pc.br END AS br, src.store, src.item
    FROM stores s
    JOIN public_catalogs pc ON pc.store_id = s.id
    -- OFFSET 0 keeps each subquery as is: fresh is computed once, the source read only when false.
    CROSS JOIN LATERAL (SELECT ${FRESH} AS fresh OFFSET 0) f
    LEFT JOIN LATERAL (SELECT * FROM public_catalog_source(s.id) WHERE NOT f.fresh OFFSET 0) src
      ON true
   WHERE s.slug = $1`;

/** The store of `slug` with its stored answer or its source (no row: no store). Hot path. */
export function selectPublicCatalog(
  hot: HotQueries,
  params: { slug: string; buildKey: string; now: number; codings: 'all' | Coding },
): Promise<PublicCatalogRow[]> {
  return hot.query<PublicCatalogRow>('public_catalog', PUBLIC_CATALOG_SQL, [
    params.slug,
    params.buildKey,
    params.now,
    params.codings,
  ]);
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
