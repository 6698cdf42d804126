/**
 * The dependency-free half of the contracts (no class-validator): messages, limits, money, phone,
 * slug helpers and response types. The public catalogue page imports only this entry so that its
 * bundle stays small.
 */
export * from './messages';
export * from './limits';
export * from './money';
export * from './phone';
export * from './slug';
export * from './errors';
export * from './subscription';
export type { LoginResponse } from './auth';
export type {
  CatalogItem,
  ProcessedItem,
  ProcessedOption,
  ProcessedOptionGroup,
  ProcessCatalogResponse,
} from './catalog';
export type {
  AiUsage,
  DashboardInfo,
  PublicStore,
  PublicProduct,
  PublicCatalogResponse,
  StoreAccessResponse,
} from './store';
export type { SubscriptionLinkResponse } from './email';
export * from './order-core';
export * from './settings-core';
export * from './options-core';
export * from './spreadsheet';
export * from './look';
export * from './analytics-core';
export * from './coupon-core';
export * from './push-core';
export * from './receipt';
export * from './payment-core';
export * from './domain/ai-quota/ai-quota';
