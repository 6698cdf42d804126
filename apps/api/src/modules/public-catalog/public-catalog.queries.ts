import type { EntityManager } from 'typeorm';
import { Limits } from '@catalogo/contracts/core';
import type { HotQueries } from '../../database/hot-query';

/**
 * Raw SQL of the public catalogue's read path, with its typed rows. The read
 * model is the table `public_catalogs` (migration PublicCatalogReadModel): per store, the answer's
 * JSON text without the `ordering` block, and the `version` the triggers bump on every write that
 * changes that text.
 */

/** Is the store's stored text current (built for its version, by this code and configuration)? */
const FRESH =
  '(pc.built_version IS NOT DISTINCT FROM pc.version AND pc.built_for IS NOT DISTINCT FROM $2::text)';

/**
 * One row of the hot statement: the store's read model when current; when not, its source
 * (store fields and one row per item, or one row with null item columns for no item).
 */
export interface PublicCatalogRow {
  store_id: string;
  /** The read-model version, bigint as text; the source rows were read at it (one snapshot). */
  version: string;
  /**
   * The stored text when current and its hash is not `$3` (the hash of the text the process
   * already holds), else null; when not current, the source columns are set.
   */
  body: string | null;
  body_hash: string | null;
  /**
   * the store's settings document (centavos) as JSON text, on the first row only; null
   * without a row. Text, not parsed by pg: the `ordering` block is memoised by it.
   */
  settings: string | null;
  store_name: string | null;
  store_phone: string | null;
  logo_key: string | null;
  logo_thumb_key: string | null;
  cover_color: string | null;
  id: string | null;
  name: string | null;
  price_cents: number | null;
  category: string | null;
  /** JSON text of the item's groups in the answer's shape (`catalog_items.option_groups_json`). */
  option_groups: string | null;
  description: string | null;
  available: boolean | null;
  photo_key: string | null;
  photo_thumb_key: string | null;
}

/**
 * The public catalogue's ONE statement (`$1` slug, `$2` build key, `$3` hash of the text the
 * process holds or null): the store by its unique slug, its read-model text when current (only
 * its hash when that is `$3`), and its live settings (the `ordering` block is computed per
 * request). When the text is stale (a write since the last build), the same statement also
 * returns the source, in the same snapshot as the version: the owner's phone and at most the
 * plan's 50 items (lateral joins gated on staleness, so a current store reads no item), each with
 * its live option groups as the JSON text kept on the item (docs/API.md §6). Only the answer's
 * columns: the settings document comes on the first row only (`i.pos`).
 */
const PUBLIC_CATALOG_SQL = `
  SELECT pc.store_id, pc.version::text AS version,
         CASE WHEN ${FRESH} AND pc.body_hash IS DISTINCT FROM $3::text THEN pc.body END AS body,
         CASE WHEN ${FRESH} THEN pc.body_hash END AS body_hash,
         CASE WHEN i.pos IS NULL OR i.pos = 1 THEN ss.settings::text END AS settings,
         s.name AS store_name, u.phone AS store_phone, s.logo_key, s.logo_thumb_key, s.cover_color,
         i.id, i.name, i.price_cents, i.category, i.option_groups_json AS option_groups,
         i.description, i.available, i.photo_key, i.photo_thumb_key
    FROM stores s
    JOIN public_catalogs pc ON pc.store_id = s.id
    LEFT JOIN store_settings ss ON ss.store_id = s.id
    LEFT JOIN LATERAL (
      -- OFFSET 0 keeps it a parameterized subquery (gated: never run for a current store);
      -- pulled up, PostgreSQL hash-joined all users.
      SELECT phone FROM users WHERE id = s.owner_id AND NOT (${FRESH}) OFFSET 0
    ) u ON true
    LEFT JOIN LATERAL (
      SELECT id, name, price_cents, category, option_groups_json, description, available,
             photo_key, photo_thumb_key, row_number() OVER (ORDER BY id) AS pos
        FROM catalog_items
       WHERE store_id = s.id AND NOT (${FRESH})
       ORDER BY id
       LIMIT ${Limits.maxCatalogItems}
    ) i ON true
   WHERE s.slug = $1`;

/**
 * Stores rebuilt texts (`$1` store ids, `$2` texts, `$3` their hashes, `$4` the versions they
 * were read at, `$5` the build key), each only while its version is still current (a write since
 * then bumped it: the text would be stale) and only when no write holds the row (SKIP LOCKED: a
 * seller's open transaction is never waited for; the next read rebuilds).
 */
const STORE_BUILT_SQL = `
  UPDATE public_catalogs pc
     SET body = b.body, body_hash = b.hash, built_version = b.version, built_for = $5
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[]) AS b(store_id, body, hash, version)
   WHERE pc.store_id = b.store_id AND pc.version = b.version
     AND pc.store_id IN (SELECT store_id FROM public_catalogs
                          WHERE store_id = ANY($1::uuid[])
                          FOR UPDATE SKIP LOCKED)`;

/**
 * The access counter's flush (hot path: a named statement through `HotQueries`), one statement
 * for a whole batch: adds each store's views to its total, moves its last access
 * forward, and adds each (store, local day) count to `store_access_days`. Store rows are locked in
 * id order first, so two instances flushing at once never deadlock.
 * $1 store ids, $2 days, $3 counts, $4 last access of each (store, day), as parallel arrays.
 */
const ACCESS_FLUSH_SQL = `WITH v AS (
    SELECT * FROM unnest($1::uuid[], $2::date[], $3::int[], $4::timestamptz[])
      AS v(store_id, day, n, last_at)
  ), t AS (
    SELECT store_id, sum(n)::bigint AS n, max(last_at) AS last_at FROM v GROUP BY store_id
  ), l AS (
    SELECT id FROM stores WHERE id IN (SELECT store_id FROM t) ORDER BY id FOR UPDATE
  ), s AS (
    UPDATE stores SET access_count = stores.access_count + t.n,
           last_accessed_at = GREATEST(stores.last_accessed_at, t.last_at)
      FROM t, l
     WHERE stores.id = t.store_id AND l.id = t.store_id
    RETURNING stores.id, stores.access_count
  ), d AS (
    INSERT INTO store_access_days (store_id, day, count)
    SELECT v.store_id, v.day, v.n FROM v JOIN s ON s.id = v.store_id
    ON CONFLICT (store_id, day) DO UPDATE SET count = store_access_days.count + EXCLUDED.count
  )
  SELECT id, access_count FROM s`;

/** A store's id and access total by its slug (`$1`), for the access counter (hot path). */
const STORE_BY_SLUG_SQL = 'SELECT id, access_count FROM stores WHERE slug = $1';

/**
 * The public answer's read (hot path, one statement): the store of `slug` with its version, its
 * read-model text (only its hash when it equals `heldHash`: the caller already holds that text)
 * and settings, and its items when the text is stale (see PUBLIC_CATALOG_SQL). No row: no store.
 */
export function selectPublicCatalog(
  hot: HotQueries,
  params: { slug: string; buildKey: string; heldHash: string | null },
): Promise<PublicCatalogRow[]> {
  return hot.query<PublicCatalogRow>('public_catalog', PUBLIC_CATALOG_SQL, [
    params.slug,
    params.buildKey,
    params.heldHash,
  ]);
}

/** A rebuilt read-model text to store: the store, its text, hash and the version it was read at. */
export interface BuiltText {
  storeId: string;
  text: string;
  hash: string;
  version: string;
}

/**
 * Stores rebuilt texts in one statement (STORE_BUILT_SQL: each only while its version is current
 * and its row not locked by a write). Background upkeep, not the request path: the ordinary
 * EntityManager, no named statement.
 */
export async function storeBuiltTexts(
  db: EntityManager,
  params: { built: readonly BuiltText[]; buildKey: string },
): Promise<void> {
  await db.query(STORE_BUILT_SQL, [
    params.built.map((b) => b.storeId),
    params.built.map((b) => b.text),
    params.built.map((b) => b.hash),
    params.built.map((b) => b.version),
    params.buildKey,
  ]);
}

/** A store's id and access total by its slug (hot path); no row: no store. */
export function selectStoreBySlug(
  hot: HotQueries,
  slug: string,
): Promise<{ id: string; access_count: string }[]> {
  return hot.query<{ id: string; access_count: string }>('store_by_slug', STORE_BY_SLUG_SQL, [
    slug,
  ]);
}

/** One batch of counted views, as parallel arrays (see ACCESS_FLUSH_SQL). */
export interface AccessBatch {
  storeIds: string[];
  /** Local days, 'YYYY-MM-DD'. */
  days: string[];
  counts: number[];
  /** Last access of each (store, day), ISO 8601. */
  lastAts: string[];
}

/** Writes a batch of views (hot path, one statement); each store's new access total back. */
export function flushAccessViews(
  hot: HotQueries,
  batch: AccessBatch,
): Promise<{ id: string; access_count: string }[]> {
  return hot.query<{ id: string; access_count: string }>('store_access_flush', ACCESS_FLUSH_SQL, [
    batch.storeIds,
    batch.days,
    batch.counts,
    batch.lastAts,
  ]);
}
