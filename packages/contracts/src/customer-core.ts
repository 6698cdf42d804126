/**
 * Customers and coupons (docs/API.md §8 "Customers and coupons"), the dependency-free answers:
 * a coupon as the seller's routes answer it, the coupon check, the customers' pages and the
 * "Pedir de novo" reorder. The coupon rules are `domain/coupon`.
 */
import type { CouponKind } from './domain/coupon/coupon';
import type { SellerOrder } from './order-core';

/** A coupon as the seller's routes answer it (money in reais, dates ISO 8601 or null). */
export interface Coupon {
  id: string;
  /** Upper case. */
  code: string;
  kind: CouponKind;
  /** Percent 1–100 ("percent") or reais ("fixed"). */
  value: number;
  /** Reais; 0 for none. */
  minimumOrder: number;
  firstOrderOnly: boolean;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  /** Orders that took it. */
  uses: number;
  /** Sum of the totals (after the discount, with the fee) of those orders not canceled, reais. */
  revenue: number;
}

/** Answer of `POST /public-catalog/{slug}/coupons/check` (always 200 for a well-formed body). */
export type CouponCheckResult =
  { valid: true; discount: number; subtotal: number } | { valid: false; message: string };

export const CUSTOMER_SORTS = ['last', 'orders', 'total'] as const;
/** "last": last order first; "orders": most orders first; "total": most spent first. */
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/**
 * A store's customer: the phone digits of its orders (the id), the name of the latest order,
 * how many orders, what they spent (non-canceled totals, reais) and when they first and last
 * ordered (ISO 8601).
 */
export interface Customer {
  /** The phone digits. */
  id: string;
  name: string;
  phone: string;
  ordersCount: number;
  totalSpent: number;
  firstOrderAt: string;
  lastOrderAt: string;
}

/** Answer of `GET /customers`. */
export interface CustomersPage {
  items: Customer[];
  total: number;
  page: number;
  pageSize: number;
}

/** Answer of `GET /customers/{id}`: the customer and their orders, newest first. */
export interface CustomerDetail extends Customer {
  orders: SellerOrder[];
}

/** One line a reorder cannot bring back as it was. */
export interface ReorderChange {
  /** The name on the past order. */
  name: string;
  /** "unavailable": sold out or its choices no longer fit; "removed": gone from the catalogue. */
  reason: 'unavailable' | 'removed' | 'price_changed';
  /** price_changed: today's unit price with the same choices, reais. */
  price?: number;
}

/**
 * Answer of `GET /public-catalog/{slug}/orders/{token}/reorder`: the past order's lines at today's
 * catalogue, ready for the cart (same shape as the order body's items) and what changed.
 */
export interface ReorderResponse {
  items: { id: string; quantity: number; options: { groupId: string; optionIds: string[] }[] }[];
  changes: ReorderChange[];
}

/** Query parameter of the store page that rebuilds the cart from a past order ("Pedir de novo"). */
export const REORDER_PARAM = 'pedir-de-novo';

/**
 * Link of "Pedir de novo" from an order's status page: the store page `/{slug}?pedir-de-novo=
 * {token}`, which asks `GET …/orders/{token}/reorder` and fills the cart at today's prices.
 * Give it encoded (or URL-safe) `slug` and `token`, as `orderStatusPath`.
 */
export function reorderPath(slug: string, token: string): string {
  return `/${slug}?${REORDER_PARAM}=${token}`;
}
