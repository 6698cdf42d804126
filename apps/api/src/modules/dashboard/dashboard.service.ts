import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Messages,
  OrderLimits,
  type DashboardInfo,
  type SubscriptionStatus,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { AiQuotaService } from '../catalog/ai-quota.service';

interface DashboardRow {
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
 * The admin overview (PRODUCT_SPEC.md §3 "Dashboard info"): one SQL query for the seller, store,
 * subscription and catalogue counts, plus the AI quota (one small query).
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly aiQuota: AiQuotaService,
  ) {}

  /**
   * @throws DomainError(Unauthorized) → 401 when the token's seller no longer exists.
   */
  async dashboardInfo(userId: string, now = new Date()): Promise<DashboardInfo> {
    const rows: DashboardRow[] = await this.dataSource.query(
      `SELECT u.email_confirmed_at, u.phone, s.name, s.slug, s.access_count, s.last_accessed_at,
              sub.status, sub.current_period_end,
              (SELECT count(*) FROM catalog_items ci WHERE ci.store_id = s.id) AS items,
              (SELECT count(DISTINCT translate(lower(btrim(ci.category)), $2, $3))
                 FROM catalog_items ci WHERE ci.store_id = s.id) AS categories,
              o.orders_count, o.orders_this_month, o.orders_today, o.revenue_this_month_cents
         FROM users u
         JOIN stores s ON s.owner_id = u.id
         LEFT JOIN subscriptions sub ON sub.user_id = u.id
         -- Orders (issue 14): local days and months of America/Sao_Paulo; canceled orders bring
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
    const row = rows[0];
    if (!row) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    const status: SubscriptionStatus = row.status ?? 'inactive';
    return {
      subscriptionStatus: status,
      nextPaymentDate:
        status === 'active' && row.current_period_end ? row.current_period_end.toISOString() : null,
      isEmailConfirmed: row.email_confirmed_at !== null,
      catalogItemsCount: Number(row.items),
      categoriesCount: Number(row.categories),
      siteSlug: row.slug,
      storeName: row.name,
      accessCount: Number(row.access_count),
      lastAccessed: row.last_accessed_at ? row.last_accessed_at.toISOString() : null,
      phone: row.phone,
      aiUsage: await this.aiQuota.usage(userId, now),
      ordersCount: row.orders_count,
      ordersThisMonth: row.orders_this_month,
      ordersToday: row.orders_today,
      revenueThisMonth: Number(row.revenue_this_month_cents) / 100,
    };
  }
}
