import type { EntityManager } from 'typeorm';
import type { HotQueries } from '../../database/hot-query';
import { StoreEntity } from './store.entity';
import type { StoredStoreSettings } from './store-settings.mapping';

/**
 * Data access of the store module (README "Data access") over `stores`, `freed_slugs` and
 * `store_settings`. The functions take the `EntityManager`, so they run in the caller's
 * transaction (the slug change's locks last until its commit); `selectSettingsOfStore` takes
 * `HotQueries` (a named prepared statement, so its text never varies).
 */

/** First key of the per-slug advisory lock (the second is hashtext(slug)). */
const SLUG_LOCK_CLASS = 11_001;

/** The store's settings row (if any), by the seller. */
const SETTINGS_OF_OWNER_SQL = `
  SELECT s.id, ss.settings
    FROM stores s LEFT JOIN store_settings ss ON ss.store_id = s.id
   WHERE s.owner_id = $1`;

/** Whole-document upsert of the seller's store settings (one statement). */
const UPSERT_SETTINGS_OF_OWNER_SQL = `
  INSERT INTO store_settings (store_id, settings, updated_at)
  SELECT id, $2::jsonb, now() FROM stores WHERE owner_id = $1
  ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()
  RETURNING store_id`;

/** The store's id and current slug (null before the seller picked one). */
export interface StoreSlugRow {
  id: string;
  slug: string | null;
}

/**
 * Locks the owner's store row (`FOR UPDATE`, inside the caller's transaction) and returns its id
 * and slug, or null when the seller has no store.
 */
export async function lockStoreSlugOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<StoreSlugRow | null> {
  const rows: StoreSlugRow[] = await db.query(
    'SELECT id, slug FROM stores WHERE owner_id = $1 FOR UPDATE',
    [ownerId],
  );
  return rows[0] ?? null;
}

/**
 * Takes the transaction-scoped advisory lock of `slug` (`SLUG_LOCK_CLASS`, hashtext(slug)),
 * waiting for a concurrent holder; released at the caller's commit or rollback.
 */
export async function lockSlug(db: EntityManager, slug: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SLUG_LOCK_CLASS, slug]);
}

/**
 * The store that freed `slug` less than `days` days ago (the quarantine, see
 * `SLUG_QUARANTINE_DAYS`), as its `store_id` (null when that store no longer exists); null when
 * the slug is not in quarantine.
 */
export async function selectQuarantinedSlug(
  db: EntityManager,
  slug: string,
  days: number,
): Promise<{ store_id: string | null } | null> {
  const rows: { store_id: string | null }[] = await db.query(
    `SELECT store_id FROM freed_slugs
            WHERE slug = $1 AND freed_at > now() - make_interval(days => $2)`,
    [slug, days],
  );
  return rows[0] ?? null;
}

/** Forgets that `slug` was freed (it is being taken again). */
export async function deleteFreedSlug(db: EntityManager, slug: string): Promise<void> {
  await db.query('DELETE FROM freed_slugs WHERE slug = $1', [slug]);
}

/**
 * Sets the store's slug. Throws the driver's unique violation when another store has it (the
 * database's unique index); the trigger keeps the old slug in `freed_slugs`.
 */
export async function setStoreSlug(
  db: EntityManager,
  storeId: string,
  slug: string,
): Promise<void> {
  await db.query('UPDATE stores SET slug = $2, updated_at = now() WHERE id = $1', [storeId, slug]);
}

/** The seller's store id and its settings document (centavos), null when it never saved one. */
export interface StoreSettingsOfOwnerRow {
  id: string;
  settings: StoredStoreSettings | null;
}

/** The seller's store and its settings row (if any), or null when the seller has no store. */
export async function selectSettingsOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<StoreSettingsOfOwnerRow | null> {
  const rows = (await db.query(SETTINGS_OF_OWNER_SQL, [ownerId])) as StoreSettingsOfOwnerRow[];
  return rows[0] ?? null;
}

/**
 * Whole-document upsert of the seller's store settings (`settings`: amounts in centavos), one
 * statement. Returns the store's id, or null when the seller has no store (nothing written).
 */
export async function upsertSettingsOfOwner(
  db: EntityManager,
  ownerId: string,
  settings: StoredStoreSettings,
): Promise<string | null> {
  const rows = (await db.query(UPSERT_SETTINGS_OF_OWNER_SQL, [
    ownerId,
    JSON.stringify(settings),
  ])) as { store_id: string }[];
  return rows[0]?.store_id ?? null;
}

/** One row of `STORE_SETTINGS_BY_STORE_SQL`: the stored document (centavos). */
export interface StoreSettingsRow {
  settings: StoredStoreSettings;
}

/**
 * Hot statement (`store_settings_by_store`; `$1` store id): the store's settings row, no row when
 * it never saved any.
 */
const STORE_SETTINGS_BY_STORE_SQL = 'SELECT settings FROM store_settings WHERE store_id = $1';

/** The store `storeId`'s saved settings document (hot statement `store_settings_by_store`), or null. */
export async function selectSettingsOfStore(
  hot: HotQueries,
  params: { storeId: string },
): Promise<StoredStoreSettings | null> {
  const rows = await hot.query<StoreSettingsRow>(
    'store_settings_by_store',
    STORE_SETTINGS_BY_STORE_SQL,
    [params.storeId],
  );
  return rows[0]?.settings ?? null;
}

/** Inserts the empty store (no name, no slug) of the seller `ownerId` and returns it saved. */
export function insertEmptyStore(
  db: EntityManager,
  params: { ownerId: string },
): Promise<StoreEntity> {
  return db.getRepository(StoreEntity).save({ ownerId: params.ownerId, name: null, slug: null });
}

/** Sets the name of the seller `ownerId`'s store; false when the seller has no store. */
export async function updateStoreName(
  db: EntityManager,
  params: { ownerId: string; name: string },
): Promise<boolean> {
  const result = await db
    .getRepository(StoreEntity)
    .update({ ownerId: params.ownerId }, { name: params.name });
  return Boolean(result.affected);
}
