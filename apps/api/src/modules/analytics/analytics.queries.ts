import type { EntityManager } from 'typeorm';
import type { HotQueries } from '../../database/hot-query';

/**
 * Raw SQL of the seller's numbers (README "Data access"; docs/API.md §6 "Numbers for the
 * seller"), reading `stores`, `store_access_days`, `store_funnel_days`, `orders` and
 * `order_items` by name. Days are local to the time zone passed (America/Sao_Paulo).
 */

/**
 * Every local day of the period and of the one before it (2 × $3 days ending today, oldest
 * first), zero-filled with generate_series: visits from `store_access_days`, funnel steps from
 * `store_funnel_days`, orders and revenue (centavos) from the non-canceled orders, by the local
 * day of their creation. $1 seller id, $2 now, $3 days, $4 time zone.
 */
const DAYS_SQL = `WITH b AS (
    SELECT s.id AS store_id, ($2::timestamptz AT TIME ZONE $4)::date AS today
      FROM stores s WHERE s.owner_id = $1
  ), r AS (
    SELECT store_id, today, today - (2 * $3::int - 1) AS first FROM b
  ), series AS (
    SELECT g::date AS day FROM r, generate_series(r.first, r.today, interval '1 day') g
  ), v AS (
    SELECT a.day, a.count FROM store_access_days a, r
     WHERE a.store_id = r.store_id AND a.day BETWEEN r.first AND r.today
  ), f AS (
    SELECT d.day, d.carts_started, d.checkouts_opened FROM store_funnel_days d, r
     WHERE d.store_id = r.store_id AND d.day BETWEEN r.first AND r.today
  ), o AS (
    SELECT (o.created_at AT TIME ZONE $4)::date AS day, count(*)::int AS orders,
           sum(o.total_cents)::bigint AS revenue_cents
      FROM orders o, r
     WHERE o.store_id = r.store_id AND o.status <> 'canceled'
       AND o.created_at >= (r.first::timestamp AT TIME ZONE $4)
       AND o.created_at < ((r.today + 1)::timestamp AT TIME ZONE $4)
     GROUP BY 1
  )
  SELECT to_char(series.day, 'YYYY-MM-DD') AS date, coalesce(v.count, 0)::int AS visits,
         coalesce(f.carts_started, 0)::int AS carts, coalesce(f.checkouts_opened, 0)::int AS checkouts,
         coalesce(o.orders, 0)::int AS orders, coalesce(o.revenue_cents, 0)::bigint AS revenue_cents
    FROM series
    LEFT JOIN v ON v.day = series.day
    LEFT JOIN f ON f.day = series.day
    LEFT JOIN o ON o.day = series.day
   ORDER BY series.day`;

/**
 * The products of the period's non-canceled orders, by catalogue item id: quantity and revenue
 * (centavos, the lines' totals), the name of the latest order line; most sold first (quantity,
 * then revenue, then name). $1 seller id, $2 now, $3 days, $4 time zone, $5 how many.
 */
const TOP_ITEMS_SQL = `WITH r AS (
    SELECT s.id AS store_id,
           ((($2::timestamptz AT TIME ZONE $4)::date - ($3::int - 1))::timestamp AT TIME ZONE $4)
             AS since,
           ((($2::timestamptz AT TIME ZONE $4)::date + 1)::timestamp AT TIME ZONE $4) AS until
      FROM stores s WHERE s.owner_id = $1
  )
  SELECT i.item_id AS id, (array_agg(i.name ORDER BY o.created_at DESC, i.position))[1] AS name,
         sum(i.quantity)::int AS quantity, sum(i.line_total_cents)::bigint AS revenue_cents
    FROM r
    JOIN orders o ON o.store_id = r.store_id AND o.created_at >= r.since
                 AND o.created_at < r.until AND o.status <> 'canceled'
    JOIN order_items i ON i.order_id = o.id
   GROUP BY i.item_id
   ORDER BY quantity DESC, revenue_cents DESC, name
   LIMIT $5`;

/**
 * Accesses of the current local calendar month (the plan's allowance). $1 seller id, $2 now,
 * $3 time zone.
 */
const MONTH_SQL = `SELECT coalesce(sum(a.count), 0)::bigint AS accesses
    FROM stores s
    JOIN store_access_days a ON a.store_id = s.id
     AND a.day >= date_trunc('month', ($2::timestamptz AT TIME ZONE $3))::date
   WHERE s.owner_id = $1`;

/** The seller `userId`'s last `days` local days (in `timeZone`) up to `now`. */
export interface SellerDaysWindow {
  userId: string;
  now: Date;
  days: number;
  timeZone: string;
}

/** One local day of `selectDays`: counts, and revenue in centavos (bigint as text). */
export interface DayRow {
  date: string;
  visits: number;
  carts: number;
  checkouts: number;
  orders: number;
  revenue_cents: string;
}

/** One product of `selectTopItems`: revenue in centavos (bigint as text). */
export interface TopItemRow {
  id: string;
  name: string;
  quantity: number;
  revenue_cents: string;
}

/**
 * The seller's local days of the period and of the one before it (2 × `days`, oldest first,
 * zero-filled). `now` ends the period (its local day included); `timeZone` an IANA name.
 */
export function selectDays(db: EntityManager, params: SellerDaysWindow): Promise<DayRow[]> {
  const { userId, now, days, timeZone } = params;
  return db.query<DayRow[]>(DAYS_SQL, [userId, now, days, timeZone]);
}

/** The seller's `limit` most sold products of the last `days` local days up to `now`. */
export function selectTopItems(
  db: EntityManager,
  params: SellerDaysWindow & { limit: number },
): Promise<TopItemRow[]> {
  const { userId, now, days, timeZone, limit } = params;
  return db.query<TopItemRow[]>(TOP_ITEMS_SQL, [userId, now, days, timeZone, limit]);
}

/** The seller's catalogue accesses in the local calendar month of `now`. */
export async function selectMonthAccesses(
  db: EntityManager,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<number> {
  const rows = await db.query<{ accesses: string }[]>(MONTH_SQL, [userId, now, timeZone]);
  return Number(rows[0]?.accesses ?? 0);
}

/**
 * The funnel counter's flush (hot path: the named statement `store_funnel_flush`), one statement for
 * a whole batch: adds each (store, local day) count to `store_funnel_days`.
 * Rows come sorted by store and day so two instances flushing at once lock them in the same
 * order (no deadlock); stores deleted since the events are skipped (a batch never fails forever
 * on them). $1 store ids, $2 days, $3 carts started, $4 checkouts opened, as parallel arrays.
 */
const FUNNEL_FLUSH_SQL = `INSERT INTO store_funnel_days (store_id, day, carts_started, checkouts_opened)
  SELECT v.store_id, v.day, v.carts, v.checkouts
    FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) AS v(store_id, day, carts, checkouts)
    JOIN stores s ON s.id = v.store_id
   ORDER BY v.store_id, v.day
  ON CONFLICT (store_id, day) DO UPDATE
    SET carts_started = store_funnel_days.carts_started + EXCLUDED.carts_started,
        checkouts_opened = store_funnel_days.checkouts_opened + EXCLUDED.checkouts_opened`;

/** One (store, local day) of funnel counts to add (`carts` started, `checkouts` opened). */
export interface FunnelCounts {
  storeId: string;
  /** Local day, `YYYY-MM-DD`. */
  day: string;
  carts: number;
  checkouts: number;
}

/** Adds every row of `rows` to `store_funnel_days` in one statement (`FUNNEL_FLUSH_SQL`). */
export async function addFunnelCounts(
  hot: HotQueries,
  params: { rows: readonly FunnelCounts[] },
): Promise<void> {
  const { rows } = params;
  await hot.query('store_funnel_flush', FUNNEL_FLUSH_SQL, [
    rows.map((c) => c.storeId),
    rows.map((c) => c.day),
    rows.map((c) => c.carts),
    rows.map((c) => c.checkouts),
  ]);
}

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
