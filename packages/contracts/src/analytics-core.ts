/**
 * Numbers for the seller (docs/API.md §6 "Numbers for the seller"): the funnel event
 * types the public page sends, the analytics periods and the answer of `GET /store/analytics`.
 * Dependency-free (exported from `@catalogo/contracts/core`), so the public page can import the
 * event names without class-validator.
 */
import { PlanLimits } from './domain/plan/plan';

/** Funnel steps of a visit: the first item added to the cart, and the order form opened. */
export const FUNNEL_EVENT_TYPES = ['cart_started', 'checkout_opened'] as const;
export type FunnelEventType = (typeof FUNNEL_EVENT_TYPES)[number];

/** Periods of `GET /store/analytics?days=`, in local days ending today. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const AnalyticsLimits = {
  /** Catalogue accesses per calendar month the plan includes ("até 10.000 acessos"). */
  accessesPerMonth: PlanLimits.monthlyCatalogAccesses,
  /** Share of the allowance above which the admin bar turns to the warning colour. */
  warningShare: 0.8,
  /** How many products `topItems` lists. */
  topItems: 10,
  /** Funnel events one client may send per minute and store (more → 429, not counted). */
  eventsPerMinute: 30,
} as const;

/** Figures of one local day (America/Sao_Paulo), or the sum of a period. Revenue in reais. */
export interface AnalyticsFigures {
  /** Catalogue accesses (the access counter, `PUT /store/access/{slug}`). */
  visits: number;
  cartsStarted: number;
  checkoutsOpened: number;
  /** Orders saved that day and not canceled. */
  orders: number;
  /** Sum of those orders' totals (items + delivery fee), reais with 2 decimals. */
  revenue: number;
}

/** One day of `GET /store/analytics`: `date` is the local day, `YYYY-MM-DD`. */
export interface AnalyticsDay extends AnalyticsFigures {
  date: string;
}

/** A product of the period's non-canceled orders (all its choices of options together). */
export interface AnalyticsTopItem {
  /** The catalogue item's id at ordering time (the item may have been deleted since). */
  id: string;
  /** The name it was last ordered under. */
  name: string;
  quantity: number;
  /** Reais, 2 decimals (sum of the lines' totals). */
  revenue: number;
}

/**
 * Answer of `GET /store/analytics?days=7|30|90` (docs/API.md §6): `days` oldest first, every day
 * of the period present (zeros when nothing happened), the last one being today (local);
 * `totals` their sum and `previousTotals` the sum of the same number of days just before (for
 * the change shown on each figure); `topItems` the 10 products sold most in the period (by
 * quantity, then revenue); `accessesThisMonth` the accesses of the current local calendar month
 * against `accessesLimit` (the catalogue is never blocked past it).
 */
export interface StoreAnalytics {
  days: AnalyticsDay[];
  totals: AnalyticsFigures;
  previousTotals: AnalyticsFigures;
  topItems: AnalyticsTopItem[];
  accessesThisMonth: number;
  accessesLimit: number;
}
