import type { EntityManager } from 'typeorm';

/**
 * Raw SQL of the catalogue module (README "Data access": repositories for CRUD, raw SQL only in
 * `*.queries.ts` with typed rows). Every statement is scoped by the owner's store, so another
 * seller's item is never read or changed. UPDATE/DELETE … RETURNING run inside a CTE so the
 * driver answers rows, not TypeORM's undocumented `[rows, count]` pair.
 */

/** A catalogue item as `RETURNING` gives it (snake_case columns; price in centavos). */
export interface ItemRow {
  id: string;
  name: string;
  price_cents: number;
  category: string;
  description: string;
  available: boolean;
  photo_key: string | null;
  photo_thumb_key: string | null;
}

/** The fields `updateOwnItem` writes; `null` description/availability keeps the stored value. */
export interface ItemUpdate {
  name: string;
  /** Price in centavos. */
  priceCents: number;
  category: string;
  description: string | null;
  available: boolean | null;
}

/**
 * Locks the owner's store row (`FOR UPDATE`, inside the caller's transaction) and returns its id,
 * or null when the seller has no store.
 */
export async function lockStoreOfOwner(db: EntityManager, ownerId: string): Promise<string | null> {
  const rows: { id: string }[] = await db.query(
    'SELECT id FROM stores WHERE owner_id = $1 FOR UPDATE',
    [ownerId],
  );
  return rows[0]?.id ?? null;
}

/** Updates the owner's item `id`; returns its new row, or null when it is not the owner's. */
export async function updateOwnItem(
  db: EntityManager,
  ownerId: string,
  id: string,
  item: ItemUpdate,
): Promise<ItemRow | null> {
  const rows: ItemRow[] = await db.query(
    `WITH updated AS (
       UPDATE catalog_items i SET name = $3, price_cents = $4, category = $5,
              description = COALESCE($6::text, i.description),
              available = COALESCE($7::boolean, i.available), updated_at = now()
         FROM stores s
        WHERE i.id = $2 AND i.store_id = s.id AND s.owner_id = $1
        RETURNING i.id, i.name, i.price_cents, i.category, i.description, i.available,
                  i.photo_key, i.photo_thumb_key
     )
     SELECT * FROM updated`,
    [ownerId, id, item.name, item.priceCents, item.category, item.description, item.available],
  );
  return rows[0] ?? null;
}

/**
 * Deletes the owner's item `id`; returns its photo keys (to delete the files), or null when it
 * is not the owner's.
 */
export async function deleteOwnItem(
  db: EntityManager,
  ownerId: string,
  id: string,
): Promise<Pick<ItemRow, 'photo_key' | 'photo_thumb_key'> | null> {
  const rows: Pick<ItemRow, 'photo_key' | 'photo_thumb_key'>[] = await db.query(
    `WITH deleted AS (
       DELETE FROM catalog_items i USING stores s
        WHERE i.id = $2 AND i.store_id = s.id AND s.owner_id = $1
        RETURNING i.photo_key, i.photo_thumb_key
     )
     SELECT * FROM deleted`,
    [ownerId, id],
  );
  return rows[0] ?? null;
}
