import { IsString, MaxLength, MinLength } from 'class-validator';
import { Messages } from './messages';
import { Limits } from './limits';
import { Trim } from './transforms';
import { IsNotReservedSlug, IsSlugShape } from './validators';
import type { ItemOptionGroup } from './domain/option-pricing/option-pricing';
import type { SubscriptionStatus } from './subscription';
import type { PublicOrdering } from './settings-core';
import type { AiUsage } from './domain/ai-quota/ai-quota';

/** Body of `POST /store/info`: the store name, 1–80 characters. */
export class UpdateStoreInfoDto {
  @Trim()
  @MaxLength(Limits.storeNameMaxLength, { message: Messages.invalidStoreName })
  @MinLength(1, { message: Messages.invalidStoreName })
  @IsString({ message: Messages.invalidStoreName })
  name!: string;
}

/** Body of `POST /short-link`: the store slug (docs/API.md §3). */
export class UpdateSlugDto {
  @Trim()
  @IsNotReservedSlug({ message: Messages.reservedSlug })
  @IsSlugShape({ message: Messages.invalidSlug })
  @IsString({ message: Messages.invalidSlug })
  slug!: string;
}

/** Answer of `GET /stripe/dashboard-info` (docs/PRODUCT.md §3). */
export interface DashboardInfo {
  subscriptionStatus: SubscriptionStatus;
  /** ISO 8601, only when active. */
  nextPaymentDate: string | null;
  isEmailConfirmed: boolean;
  catalogItemsCount: number;
  categoriesCount: number;
  siteSlug: string | null;
  storeName: string | null;
  accessCount: number;
  /** ISO 8601 or null. */
  lastAccessed: string | null;
  phone: string | null;
  aiUsage: AiUsage;
  /**
   * Orders (docs/API.md §6): all time, this month and today (local days and months,
   * America/Sao_Paulo), and the revenue of this month's non-canceled orders in reais.
   */
  ordersCount: number;
  ordersThisMonth: number;
  ordersToday: number;
  revenueThisMonth: number;
}

/** Public view of a store (docs/PRODUCT.md §3). */
export interface PublicStore {
  name: string | null;
  phone: string | null;
  /**
   * Store look (docs/API.md §6): logo URLs (absolute, WebP) and `#rrggbb` cover
   * colour, each null when not set.
   */
  logoUrl: string | null;
  logoThumbnailUrl: string | null;
  coverColor: string | null;
}

/**
 * One product of the public catalogue: `description` (`""` when none), `available` (false =
 * "Esgotado", cannot be ordered), `photoUrl` (detail) and `thumbnailUrl` (list), null without a
 * photo.
 */
export interface PublicProduct {
  id: string;
  name: string;
  /** Reais. */
  price: number;
  category: string;
  description: string;
  available: boolean;
  photoUrl: string | null;
  thumbnailUrl: string | null;
  /** Option groups and options in the seller's order (unavailable options flagged); `[]` when none. */
  optionGroups: ItemOptionGroup[];
}

/** Answer of `GET /public-catalog/{slug}`. */
export interface PublicCatalogResponse {
  products: PublicProduct[];
  store: PublicStore;
  /** What the cart may offer (docs/API.md §6 "Ordering options"). */
  ordering: PublicOrdering;
}

/** Answer of `PUT /store/access/{slug}`. */
export interface StoreAccessResponse {
  accessCount: number;
  lastAccessedAt: string;
}
