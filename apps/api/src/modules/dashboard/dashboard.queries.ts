import type { EntityManager } from 'typeorm';
import { OrderLimits, type SubscriptionStatus } from '@catalogo/contracts/core';

/** One row of `selectDashboard` (counts as PostgreSQL sends them: bigint → string). */
export interface DashboardRow {
  email_confirmed_at: Date | null;
  phone: string | null;
  name: string | null;
  slug: string | null;
  access_count: string;
  last_accessed_at: Date | null;
  status: SubscriptionStatus | null;
  current_period_end: Date | null;
  items: string;
  categories: string;
  orders_count: number;
  orders_this_month: number;
  orders_today: number;
  revenue_this_month_cents: string;
}

/** Accented letters folded for case- and accent-insensitive category counting. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/**
 * The seller, store, subscription, catalogue counts and order figures of the admin overview in
 * one statement over `users`, `stores`, `subscriptions`, `catalog_items` and `orders` (read by
 * name: the dashboard reads across business areas, see README "Modules"). Days and months are
 * local to America/Sao_Paulo (`OrderLimits.timeZone`); canceled orders bring no revenue (money in
 * centavos). Returns null for an unknown seller or one without a store.
 */
export async function selectDashboard(
  db: EntityManager,
  userId: string,
  now: Date,
): Promise<DashboardRow | null> {
  const rows: DashboardRow[] = await db.query(
    `SELECT u.email_confirmed_at, u.phone, s.name, s.slug, s.access_count, s.last_accessed_at,
              sub.status, sub.current_period_end,
              (SELECT count(*) FROM catalog_items ci WHERE ci.store_id = s.id) AS items,
              (SELECT count(DISTINCT translate(lower(btrim(ci.category)), $2, $3))
                 FROM catalog_items ci WHERE ci.store_id = s.id) AS categories,
              o.orders_count, o.orders_this_month, o.orders_today, o.revenue_this_month_cents
         FROM users u
         JOIN stores s ON s.owner_id = u.id
         LEFT JOIN subscriptions sub ON sub.user_id = u.id
         -- Orders: local days and months of America/Sao_Paulo; canceled orders bring
         -- no revenue.
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS orders_count,
                  count(*) FILTER (WHERE ord.created_at >= m.month_start)::int AS orders_this_month,
                  count(*) FILTER (WHERE ord.created_at >= m.day_start)::int AS orders_today,
                  coalesce(sum(ord.total_cents) FILTER (
                    WHERE ord.created_at >= m.month_start AND ord.status <> 'canceled'), 0)
                    AS revenue_this_month_cents
             FROM orders ord,
                  LATERAL (SELECT date_trunc('month', $4::timestamptz AT TIME ZONE $5)
                                    AT TIME ZONE $5 AS month_start,
                                  date_trunc('day', $4::timestamptz AT TIME ZONE $5)
                                    AT TIME ZONE $5 AS day_start) m
            WHERE ord.store_id = s.id) o
        WHERE u.id = $1`,
    [userId, ACCENTED, PLAIN, now, OrderLimits.timeZone],
  );
  return rows[0] ?? null;
}
