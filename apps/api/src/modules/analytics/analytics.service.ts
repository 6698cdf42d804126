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
import { selectDays, selectMonthAccesses, selectTopItems } from './analytics.queries';

const zero = (): AnalyticsFigures => ({
  visits: 0,
  cartsStarted: 0,
  checkoutsOpened: 0,
  orders: 0,
  revenue: 0,
});

/**
 * `GET /store/analytics` (docs/API.md §6 "Numbers for the seller"): three queries, one
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
    const db = this.dataSource.manager;
    const [dayRows, topRows, monthAccesses] = await Promise.all([
      selectDays(db, { userId, now, days, timeZone: tz }),
      selectTopItems(db, { userId, now, days, timeZone: tz, limit: AnalyticsLimits.topItems }),
      selectMonthAccesses(db, userId, now, tz),
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
      accessesThisMonth: monthAccesses,
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
