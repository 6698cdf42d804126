/**
 * The dependency-free half of the contracts (no class-validator): the business rules of
 * `domain/` (one folder per area, docs/ARCHITECTURE.md "Rules by business area"), messages,
 * limits and the response types. The public catalogue page imports only this entry so that its
 * bundle stays small.
 */
export * from './domain/ai-quota/ai-quota';
export * from './domain/coupon/coupon';
export * from './domain/cover-color/cover-color';
export * from './domain/cpf-cnpj/cpf-cnpj';
export * from './domain/delivery/delivery';
export * from './domain/money/money';
export * from './domain/opening-hours/opening-hours';
export * from './domain/option-pricing/option-pricing';
export * from './domain/order-quote/order-quote';
export * from './domain/order-status/order-status';
export * from './domain/order-text/order-text';
export * from './domain/phone/phone';
export * from './domain/pix/pix';
export * from './domain/plan/plan';
export * from './domain/receipt/receipt';
export * from './domain/slug/slug';
export * from './customer-messages';
export * from './messages';
export * from './limits';
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
  DashboardInfo,
  PublicStore,
  PublicProduct,
  PublicCatalogResponse,
  StoreAccessResponse,
} from './store';
export type { SubscriptionLinkResponse } from './email';
export * from './order-core';
export * from './settings-core';
export * from './customer-core';
export * from './spreadsheet';
export * from './look';
export * from './analytics-core';
export * from './push-core';
export * from './payment-core';
