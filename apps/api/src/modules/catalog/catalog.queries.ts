import type { EntityManager } from 'typeorm';
import type { ParserEngine } from './catalog-text-parser';
import type { ModelCallRecord } from './ai-spend.service';
import { AiModelCallEntity } from './ai-model-call.entity';
import { AiProcessingRunEntity } from './ai-processing-run.entity';
import { CatalogItemEntity } from './catalog-item.entity';

/**
 * Data access of the catalogue module (README "Data access": every read and write of the module
 * is a function here taking the `EntityManager`; the option groups' own SQL is in
 * option-groups.queries.ts).
 * Every item statement is scoped by the owner's store, so another seller's item is never read or
 * changed; the AI spend statements (end of file) are scoped by the seller. UPDATE/DELETE …
 * RETURNING run inside a CTE so the driver answers rows, not TypeORM's undocumented
 * `[rows, count]` pair.
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

/*
 * AI spend controls: the seller's processing lease
 * (`ai_processing_locks`), the metered model calls (`ai_model_calls`) and the per-seller quota
 * lock of `ai_processing_runs`.
 */

/**
 * Takes the seller's processing lease for `holder` for `leaseMs` milliseconds: inserts it, or
 * takes over an expired lease. Returns true when taken, false while another holder's lease is
 * unexpired (nothing changed).
 */
export async function acquireProcessingLease(
  db: EntityManager,
  userId: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const rows: { holder: string }[] = await db.query(
    `INSERT INTO ai_processing_locks (user_id, holder, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (user_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE ai_processing_locks.expires_at < now()
       RETURNING holder`,
    [userId, holder, leaseMs],
  );
  return rows.length === 1;
}

/** Releases the seller's processing lease, only while `holder` still has it. */
export async function releaseProcessingLease(
  db: EntityManager,
  userId: string,
  holder: string,
): Promise<void> {
  await db.query('DELETE FROM ai_processing_locks WHERE user_id = $1 AND holder = $2', [
    userId,
    holder,
  ]);
}

/** The model spend `selectModelSpend` reads (its columns are quoted camelCase aliases). */
export interface ModelSpendRow {
  /** The seller's model calls in the last 24 hours. */
  sellerCalls: number;
  /** Tokens (input + output) of all sellers since 00:00 UTC, bigint as text. */
  dayTokens: string;
}

/** The seller's model calls of the last 24 hours and all sellers' tokens of the UTC day. */
export async function selectModelSpend(db: EntityManager, userId: string): Promise<ModelSpendRow> {
  const [row] = (await db.query(
    `SELECT
         (SELECT count(*) FROM ai_model_calls
           WHERE user_id = $1 AND created_at > now() - interval '24 hours')::int AS "sellerCalls",
         (SELECT coalesce(sum(input_tokens + output_tokens), 0) FROM ai_model_calls
           WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::bigint
           AS "dayTokens"`,
    [userId],
  )) as ModelSpendRow[];
  return row;
}

/**
 * Takes the seller's AI quota lock (a transaction-scoped advisory lock on
 * hashtext('ai-quota:' + userId)), waiting for a concurrent holder: the quota check and the run's
 * record happen under it. Released at the caller's commit or rollback.
 */
export async function lockAiQuota(db: EntityManager, userId: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ai-quota:${userId}`]);
}

/** The seller `ownerId`'s catalogue items (any order; the caller sorts). */
export function selectItemsOfOwner(
  db: EntityManager,
  params: { ownerId: string },
): Promise<CatalogItemEntity[]> {
  return db
    .getRepository(CatalogItemEntity)
    .find({ where: { store: { ownerId: params.ownerId } } });
}

/** How many items the store `storeId` has. */
export function countItemsOfStore(db: EntityManager, params: { storeId: string }): Promise<number> {
  return db.getRepository(CatalogItemEntity).count({ where: { storeId: params.storeId } });
}

/** A new catalogue item (price in centavos). */
export interface NewItem {
  storeId: string;
  name: string;
  priceCents: number;
  category: string;
  description: string;
}

/**
 * Inserts `items` in their order and returns them saved (with their ids and timestamps; the
 * columns left to their defaults are absent).
 */
export function insertItems(
  db: EntityManager,
  params: { items: readonly NewItem[] },
): Promise<CatalogItemEntity[]> {
  return db.getRepository(CatalogItemEntity).save(params.items.map((item) => ({ ...item })));
}

/** Times of the seller's successful processings (AI quota), oldest first. */
export async function selectRunTimes(
  db: EntityManager,
  params: { userId: string },
): Promise<Date[]> {
  const rows = await db.getRepository(AiProcessingRunEntity).find({
    where: { userId: params.userId },
    select: { createdAt: true },
    order: { createdAt: 'ASC' },
  });
  return rows.map((r) => r.createdAt);
}

/** Records one successful processing of the seller (counted by the AI quota). */
export async function insertProcessingRun(
  db: EntityManager,
  params: { userId: string; inputChars: number; itemCount: number; engine: ParserEngine },
): Promise<void> {
  await db.getRepository(AiProcessingRunEntity).insert(params);
}

/** Meters one model call of the seller `userId` (tokens as the model's API reported them). */
export async function insertModelCall(
  db: EntityManager,
  params: { userId: string; call: ModelCallRecord },
): Promise<void> {
  await db.getRepository(AiModelCallEntity).insert({ userId: params.userId, ...params.call });
}
