import type { EntityManager } from 'typeorm';

/**
 * Raw SQL of the media module (README "Data access") over `catalog_items` (the catalogue's table)
 * and `stores` (the store module's table), both read by name (no entity import across modules,
 * see README "Modules"). Each function takes the `EntityManager`, so it runs in the caller's
 * transaction (or, outside one, on a pooled connection of its own, like `DataSource.query`).
 * UPDATE … RETURNING runs inside a CTE so the driver answers rows, not TypeORM's undocumented
 * `[rows, count]` pair.
 */

/** The storage keys of an item's photo (detail and thumbnail), as they were before a change. */
export interface ItemPhotoKeysRow {
  photo_key: string | null;
  photo_thumb_key: string | null;
}

/** The storage keys of a store's logo (512 and 128 px), as they were before a change. */
export interface LogoKeysRow {
  logo_key: string | null;
  logo_thumb_key: string | null;
}

/** A store's look: logo keys and cover colour (`#rrggbb`, lower-case, or null). */
export interface LookRow {
  logo_key: string | null;
  logo_thumb_key: string | null;
  cover_color: string | null;
}

/** The store of item `itemId` when it is the owner's, else null. */
export async function selectOwnItemStoreId(
  db: EntityManager,
  ownerId: string,
  itemId: string,
): Promise<string | null> {
  const rows: { store_id: string }[] = await db.query(
    `SELECT i.store_id FROM catalog_items i JOIN stores s ON s.id = i.store_id
        WHERE i.id = $2 AND s.owner_id = $1`,
    [ownerId, itemId],
  );
  return rows[0]?.store_id ?? null;
}

/**
 * Points item `itemId` at its new photo files (`photoKey`, `thumbKey`; `bytes` their total size
 * in bytes), locking the item row (FOR UPDATE). Returns the keys it pointed at before, or null
 * when the item no longer exists.
 */
export async function setItemPhoto(
  db: EntityManager,
  params: { itemId: string; photoKey: string; thumbKey: string; bytes: number },
): Promise<ItemPhotoKeysRow | null> {
  const { itemId, photoKey, thumbKey, bytes } = params;
  const rows: ItemPhotoKeysRow[] = await db.query(
    `WITH changed AS (
       UPDATE catalog_items c
          SET photo_key = $2, photo_thumb_key = $3, photo_bytes = $4, updated_at = now()
         FROM (SELECT id, photo_key, photo_thumb_key FROM catalog_items
                WHERE id = $1 FOR UPDATE) o
        WHERE c.id = o.id
    RETURNING o.photo_key, o.photo_thumb_key
     )
     SELECT * FROM changed`,
    [itemId, photoKey, thumbKey, bytes],
  );
  return rows[0] ?? null;
}

/**
 * Clears the photo of the owner's item `itemId` (no keys, 0 bytes), locking the item row (FOR
 * UPDATE). Returns the keys it pointed at before, or null when the item is not the owner's.
 */
export async function clearOwnItemPhoto(
  db: EntityManager,
  ownerId: string,
  itemId: string,
): Promise<ItemPhotoKeysRow | null> {
  const rows: ItemPhotoKeysRow[] = await db.query(
    `WITH changed AS (
       UPDATE catalog_items c
          SET photo_key = NULL, photo_thumb_key = NULL, photo_bytes = 0, updated_at = now()
         FROM (SELECT i.id, i.photo_key, i.photo_thumb_key
                 FROM catalog_items i JOIN stores s ON s.id = i.store_id
                WHERE i.id = $2 AND s.owner_id = $1 FOR UPDATE OF i) o
        WHERE c.id = o.id
    RETURNING o.photo_key, o.photo_thumb_key
     )
     SELECT * FROM changed`,
    [ownerId, itemId],
  );
  return rows[0] ?? null;
}

/**
 * Points store `storeId` at its new logo files (`logoKey`, `thumbKey`; `bytes` their total size
 * in bytes). Returns the keys it pointed at before, or null when the store does not exist.
 */
export async function setStoreLogo(
  db: EntityManager,
  params: { storeId: string; logoKey: string; thumbKey: string; bytes: number },
): Promise<LogoKeysRow | null> {
  const { storeId, logoKey, thumbKey, bytes } = params;
  const rows: LogoKeysRow[] = await db.query(
    `WITH changed AS (
       UPDATE stores s SET logo_key = $2, logo_thumb_key = $3, logo_bytes = $4, updated_at = now()
         FROM (SELECT id, logo_key, logo_thumb_key FROM stores WHERE id = $1) o
        WHERE s.id = o.id
    RETURNING o.logo_key, o.logo_thumb_key
     )
     SELECT * FROM changed`,
    [storeId, logoKey, thumbKey, bytes],
  );
  return rows[0] ?? null;
}

/**
 * Clears the logo of the owner's store (no keys, 0 bytes), locking the store row (FOR UPDATE).
 * Returns the keys it pointed at before, or null when the seller has no store.
 */
export async function clearOwnStoreLogo(
  db: EntityManager,
  ownerId: string,
): Promise<LogoKeysRow | null> {
  const rows: LogoKeysRow[] = await db.query(
    `WITH changed AS (
       UPDATE stores s SET logo_key = NULL, logo_thumb_key = NULL, logo_bytes = 0, updated_at = now()
         FROM (SELECT id, logo_key, logo_thumb_key FROM stores WHERE owner_id = $1 FOR UPDATE) o
        WHERE s.id = o.id
    RETURNING o.logo_key, o.logo_thumb_key
     )
     SELECT * FROM changed`,
    [ownerId],
  );
  return rows[0] ?? null;
}

/** The owner's store look, or null when the seller has no store. */
export async function selectOwnLook(db: EntityManager, ownerId: string): Promise<LookRow | null> {
  const rows: LookRow[] = await db.query(
    'SELECT logo_key, logo_thumb_key, cover_color FROM stores WHERE owner_id = $1',
    [ownerId],
  );
  return rows[0] ?? null;
}

/**
 * Sets the owner's store cover colour to `coverColor` (`#rrggbb` as given, or null to clear).
 * Returns the store's new look, or null when the seller has no store.
 */
export async function updateOwnCoverColor(
  db: EntityManager,
  ownerId: string,
  coverColor: string | null,
): Promise<LookRow | null> {
  const rows: LookRow[] = await db.query(
    `WITH changed AS (
       UPDATE stores SET cover_color = $2, updated_at = now() WHERE owner_id = $1
       RETURNING logo_key, logo_thumb_key, cover_color
     )
     SELECT * FROM changed`,
    [ownerId, coverColor],
  );
  return rows[0] ?? null;
}

/** The id of the owner's store, or null when the seller has no store. */
export async function selectStoreIdOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<string | null> {
  const rows: { id: string }[] = await db.query('SELECT id FROM stores WHERE owner_id = $1', [
    ownerId,
  ]);
  return rows[0]?.id ?? null;
}

/** Which of the storage `keys` an item photo or a store logo (detail or thumbnail) points at. */
export async function selectReferencedKeys(
  db: EntityManager,
  keys: readonly string[],
): Promise<string[]> {
  const rows: { key: string }[] = await db.query(
    `SELECT k AS key FROM unnest($1::text[]) k
        WHERE EXISTS (SELECT 1 FROM catalog_items
                       WHERE photo_key = k OR photo_thumb_key = k)
           OR EXISTS (SELECT 1 FROM stores WHERE logo_key = k OR logo_thumb_key = k)`,
    [keys],
  );
  return rows.map((r) => r.key);
}

/**
 * Locks store `storeId`'s row (FOR UPDATE: serializes its uploads and item saves) and returns
 * its logo's size in bytes, or null when the store does not exist.
 */
export async function lockStoreLogoBytes(
  db: EntityManager,
  storeId: string,
): Promise<number | null> {
  const rows: { logo_bytes: number }[] = await db.query(
    'SELECT logo_bytes FROM stores WHERE id = $1 FOR UPDATE',
    [storeId],
  );
  return rows[0]?.logo_bytes ?? null;
}

/**
 * Total size in bytes of store `storeId`'s item photos, leaving out item `exceptItemId` (null:
 * none left out). PostgreSQL's bigint sum comes as a string; null when no item counts.
 */
export async function sumItemPhotoBytes(
  db: EntityManager,
  storeId: string,
  exceptItemId: string | null,
): Promise<string | null> {
  const rows: { bytes: string | null }[] = await db.query(
    `SELECT sum(photo_bytes) AS bytes FROM catalog_items
        WHERE store_id = $1 AND id IS DISTINCT FROM $2::uuid`,
    [storeId, exceptItemId],
  );
  return rows[0]?.bytes ?? null;
}
