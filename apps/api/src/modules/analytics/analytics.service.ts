import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AnalyticsLimits,
  OrderLimits,
  type AnalyticsDay,
  type AnalyticsFigures,
  type AnalyticsPeriod,
  type AnalyticsTopItem,
  type StoreAnalytics,
} from '@catalogo/contracts/core';
import { Clock } from '../../common/clock';

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

interface DayRow {
  date: string;
  visits: number;
  carts: number;
  checkouts: number;
  orders: number;
  revenue_cents: string;
}

const zero = (): AnalyticsFigures => ({
  visits: 0,
  cartsStarted: 0,
  checkoutsOpened: 0,
  orders: 0,
  revenue: 0,
});

/**
 * `GET /store/analytics` (CONTRACT.md §6 "Numbers for the seller", issue 19): three queries, one
 * per block (days with the previous period, top items, this month's accesses), run together.
 * Days are local (America/Sao_Paulo) and end today by the injected `Clock`. Orders and revenue
 * count the non-canceled orders (a canceled order sold nothing); revenue is the orders' totals
 * (items + delivery fee) in reais. A seller without a store (never the case after sign-up) gets no days and zeros.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The seller's numbers for the last `days` local days (today included). */
  async forSeller(userId: string, days: AnalyticsPeriod): Promise<StoreAnalytics> {
    const now = this.clock.now();
    const tz = OrderLimits.timeZone;
    const [dayRows, topRows, monthRows] = await Promise.all([
      this.dataSource.query<DayRow[]>(DAYS_SQL, [userId, now, days, tz]),
      this.dataSource.query<
        { id: string; name: string; quantity: number; revenue_cents: string }[]
      >(TOP_ITEMS_SQL, [userId, now, days, tz, AnalyticsLimits.topItems]),
      this.dataSource.query<{ accesses: string }[]>(MONTH_SQL, [userId, now, tz]),
    ]);
    const all: AnalyticsDay[] = dayRows.map((r) => ({
      date: r.date,
      visits: r.visits,
      cartsStarted: r.carts,
      checkoutsOpened: r.checkouts,
      orders: r.orders,
      revenue: Number(r.revenue_cents) / 100,
    }));
    const previous = all.slice(0, all.length - days);
    const current = all.slice(-days);
    const topItems: AnalyticsTopItem[] = topRows.map((r) => ({
      id: r.id,
      name: r.name,
      quantity: r.quantity,
      revenue: Number(r.revenue_cents) / 100,
    }));
    return {
      days: all.length === 0 ? [] : current,
      totals: sum(current),
      previousTotals: sum(previous),
      topItems,
      accessesThisMonth: Number(monthRows[0]?.accesses ?? 0),
      accessesLimit: AnalyticsLimits.accessesPerMonth,
    };
  }
}

/** Sum of days' figures; revenue summed in centavos so it stays exact. */
function sum(days: AnalyticsDay[]): AnalyticsFigures {
  const total = zero();
  let cents = 0;
  for (const d of days) {
    total.visits += d.visits;
    total.cartsStarted += d.cartsStarted;
    total.checkoutsOpened += d.checkoutsOpened;
    total.orders += d.orders;
    cents += Math.round(d.revenue * 100);
  }
  total.revenue = cents / 100;
  return total;
}
