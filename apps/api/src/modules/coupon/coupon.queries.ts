import type { EntityManager } from 'typeorm';
import type { CouponKind } from '@catalogo/contracts/core';

/**
 * Raw SQL of the coupons module (README "Data access"), over `coupons`, reading `stores` and
 * `orders` by name (no entity import across modules, see README "Modules"). Money is integer
 * centavos. Every function takes the `EntityManager`, so it runs in the caller's transaction;
 * UPDATE and DELETE … RETURNING run inside a CTE so the driver answers rows (not TypeORM's
 * `[rows, count]` pair).
 */

/** One `coupons` row as the statements below read it (centavos). */
export interface CouponRow {
  id: string;
  store_id: string;
  code: string;
  kind: CouponKind;
  percent: number | null;
  amount_cents: number | null;
  minimum_order_cents: number;
  first_order_only: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: boolean;
  uses: number;
  created_at: Date;
}

/** A `CouponRow` with the revenue of its non-canceled orders (centavos, bigint as text). */
export interface CouponListRow extends CouponRow {
  revenue_cents: string;
}

/** The columns a coupon's create or update writes (centavos; dates or null). */
export interface CouponWrite {
  code: string;
  kind: CouponKind;
  percent: number | null;
  amountCents: number | null;
  minimumOrderCents: number;
  firstOrderOnly: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
}

const COLUMNS = `c.id, c.store_id, c.code, c.kind, c.percent, c.amount_cents, c.minimum_order_cents,
       c.first_order_only, c.starts_at, c.ends_at, c.max_uses, c.max_uses_per_customer, c.active,
       c.uses, c.created_at`;

/** The revenue of a coupon's orders, canceled ones left out (centavos). */
const REVENUE = `(SELECT coalesce(sum(o.total_cents), 0)::bigint FROM orders o
                   WHERE o.coupon_id = c.id AND o.status <> 'canceled') AS revenue_cents`;

/** The id of the seller's store (read from `stores` by name), or null. */
export async function selectStoreIdOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<string | null> {
  const rows = (await db.query('SELECT id FROM stores WHERE owner_id = $1', [ownerId])) as {
    id: string;
  }[];
  return rows[0]?.id ?? null;
}

/** The id of the store with `slug`, or null. */
export async function selectStoreIdBySlug(db: EntityManager, slug: string): Promise<string | null> {
  const rows = (await db.query('SELECT id FROM stores WHERE slug = $1', [slug])) as {
    id: string;
  }[];
  return rows[0]?.id ?? null;
}

/** The store's coupons with their revenue, newest first. */
export function selectStoreCoupons(db: EntityManager, storeId: string): Promise<CouponListRow[]> {
  return db.query(
    `SELECT ${COLUMNS}, ${REVENUE} FROM coupons c WHERE c.store_id = $1
      ORDER BY c.created_at DESC, c.code`,
    [storeId],
  );
}

/** The store's coupon `id` with its revenue, or null (unknown, or another store's). */
export async function selectStoreCoupon(
  db: EntityManager,
  storeId: string,
  id: string,
): Promise<CouponListRow | null> {
  const rows = (await db.query(
    `SELECT ${COLUMNS}, ${REVENUE} FROM coupons c WHERE c.store_id = $1 AND c.id = $2`,
    [storeId, id],
  )) as CouponListRow[];
  return rows[0] ?? null;
}

/** How many coupons the store has. */
export async function countStoreCoupons(db: EntityManager, storeId: string): Promise<number> {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM coupons WHERE store_id = $1', [
    storeId,
  ])) as { n: number }[];
  return n;
}

/**
 * The store's coupon with `code` (upper case), or null. With `lock`, `FOR UPDATE`: the caller's
 * transaction holds the row until it commits, so concurrent orders with the coupon take turns.
 */
export async function selectCouponByCode(
  db: EntityManager,
  storeId: string,
  code: string,
  lock: boolean,
): Promise<CouponRow | null> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM coupons c WHERE c.store_id = $1 AND c.code = $2${lock ? ' FOR UPDATE' : ''}`,
    [storeId, code],
  )) as CouponRow[];
  return rows[0] ?? null;
}

/**
 * The store's earlier orders with the phone `phone`: how many, and how many took the coupon
 * `couponId` (canceled ones count: a use is a use). Reads `orders` by name.
 */
export async function selectCustomerHistory(
  db: EntityManager,
  storeId: string,
  phone: string,
  couponId: string,
): Promise<{ orders: number; uses: number }> {
  const [row] = (await db.query(
    `SELECT count(*)::int AS orders, count(*) FILTER (WHERE coupon_id = $3)::int AS uses
       FROM orders WHERE store_id = $1 AND customer_phone = $2`,
    [storeId, phone, couponId],
  )) as { orders: number; uses: number }[];
  return row;
}

/**
 * Takes one use of the coupon unless it has none left: `uses + 1` only `WHERE uses < max_uses`
 * (or no limit). True when the use was taken. Run in the order's transaction, after the row lock.
 */
export async function takeCouponUse(db: EntityManager, id: string): Promise<boolean> {
  const rows = (await db.query(
    `WITH taken AS (
       UPDATE coupons SET uses = uses + 1
        WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses)
        RETURNING uses)
     SELECT uses FROM taken`,
    [id],
  )) as { uses: number }[];
  return rows.length === 1;
}

const WRITE_PARAMS = (w: CouponWrite): unknown[] => [
  w.code,
  w.kind,
  w.percent,
  w.amountCents,
  w.minimumOrderCents,
  w.firstOrderOnly,
  w.startsAt,
  w.endsAt,
  w.maxUses,
  w.maxUsesPerCustomer,
  w.active,
];

/** Inserts the store's coupon; returns its id. Throws 23505 for a code the store already has. */
export async function insertCoupon(
  db: EntityManager,
  storeId: string,
  write: CouponWrite,
): Promise<string> {
  const [row] = (await db.query(
    `INSERT INTO coupons (code, kind, percent, amount_cents, minimum_order_cents, first_order_only,
                          starts_at, ends_at, max_uses, max_uses_per_customer, active, store_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [...WRITE_PARAMS(write), storeId],
  )) as { id: string }[];
  return row.id;
}

/**
 * Replaces the store's coupon `id` (uses kept); false when it is not the store's. Throws 23505
 * for a code another coupon of the store has.
 */
export async function updateCoupon(
  db: EntityManager,
  storeId: string,
  id: string,
  write: CouponWrite,
): Promise<boolean> {
  const rows = (await db.query(
    `WITH changed AS (
       UPDATE coupons SET code = $1, kind = $2, percent = $3, amount_cents = $4,
              minimum_order_cents = $5, first_order_only = $6, starts_at = $7, ends_at = $8,
              max_uses = $9, max_uses_per_customer = $10, active = $11
        WHERE store_id = $12 AND id = $13 RETURNING id)
     SELECT id FROM changed`,
    [...WRITE_PARAMS(write), storeId, id],
  )) as unknown[];
  return rows.length === 1;
}

/** Deletes the store's coupon `id` (its orders keep the code); false when not the store's. */
export async function deleteCoupon(
  db: EntityManager,
  storeId: string,
  id: string,
): Promise<boolean> {
  const rows = (await db.query(
    `WITH gone AS (DELETE FROM coupons WHERE store_id = $1 AND id = $2 RETURNING id)
     SELECT id FROM gone`,
    [storeId, id],
  )) as unknown[];
  return rows.length === 1;
}
