import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Messages,
  type DashboardInfo,
  type SubscriptionStatus,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { AiQuotaService } from '../catalog/ai-quota.service';
import { selectDashboard } from './dashboard.queries';

/**
 * The admin overview (docs/PRODUCT.md §3 "Dashboard info"): one SQL query for the seller, store,
 * subscription and catalogue counts (`selectDashboard`), plus the AI quota (one small query).
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
    const row = await selectDashboard(this.dataSource.manager, userId, now);
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
