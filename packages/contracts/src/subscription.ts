/** Subscription statuses (docs/PRODUCT.md §4). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'inactive',
  'canceled',
  'past_due',
  'trialing',
  'unpaid',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Answer of `GET /user/me` (docs/API.md §2). */
export interface Me {
  email: string;
  isEmailConfirmed: boolean;
  /** Digits only, or null when not set. */
  phone: string | null;
  Subscription: { status: SubscriptionStatus } | null;
}

/** Generic success answer of write endpoints that return nothing else. */
export interface SuccessResponse {
  success: true;
}
