/**
 * The single plan (docs/PRODUCT.md §9, docs/API.md §3): its price, how many catalogue items a
 * store may hold and the monthly accesses shown to the seller, and the one rule that refuses a
 * batch past the item limit (the API's pipe and service and the web's staging card all call it).
 */

/** The plan's figures. `Limits` (limits.ts) carries the same keys for older callers. */
export const PlanLimits = {
  /** Single plan price, in centavos (R$ 99,00 per month). */
  planPriceCents: 9900,
  /** Catalogue items a store may hold (enforced by the API). */
  maxCatalogItems: 50,
  /** Catalogue accesses per month shown to the seller (never used to block a customer). */
  monthlyCatalogAccesses: 10000,
} as const;

/** Portuguese message of the plan rule (403 `PLAN_ITEM_LIMIT`; `Messages.planItemLimit`). */
export const PlanMessages = {
  itemLimit: `Seu plano permite até ${PlanLimits.maxCatalogItems} produtos.`,
} as const;

/**
 * True when a store holding `existing` items may not add `adding` more: the sum passes the
 * plan's 50 items. Counts, not money; negative counts are treated as given.
 */
export function exceedsPlanItems(existing: number, adding: number): boolean {
  return existing + adding > PlanLimits.maxCatalogItems;
}
