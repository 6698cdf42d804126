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
                 FROM catalog_items ci WHERE ci.store_id = s.id) AS categories
         FROM users u
         JOIN stores s ON s.owner_id = u.id
         LEFT JOIN subscriptions sub ON sub.user_id = u.id
        WHERE u.id = $1`,
      [userId, ACCENTED, PLAIN],
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
    };
  }
}
