import type {
  CouponCheckResult,
  PublicCatalogResponse,
  PublicOrder,
  ReorderResponse,
  StoreAccessResponse,
} from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import type { CreateOrderBody } from '../utils/checkout';

/**
 * The page's API calls (spec §7) through the app's one HTTP client. No TanStack Query here:
 * one GET and one fire-and-forget PUT do not need a cache library on the lightest page.
 */

const inFlight = new Map<string, Promise<PublicCatalogResponse>>();

/**
 * `GET /public-catalog/{slug}`. Calls for the same slug share the request while it is in flight,
 * so the boot module can start it before React has loaded and the page picks it up. `fresh`
 * asks again whatever is in flight (the catalogue changed under the cart: a 409 on ordering).
 */
export function fetchCatalog(
  slug: string,
  options?: { fresh?: boolean },
): Promise<PublicCatalogResponse> {
  let pending = options?.fresh ? undefined : inFlight.get(slug);
  if (!pending) {
    pending = api.get<PublicCatalogResponse>(`/public-catalog/${encodeURIComponent(slug)}`);
    inFlight.set(slug, pending);
    const forget = () => {
      // Keep the answer a moment for a StrictMode re-run or a page mounting late; then drop it
      // so a later visit (or a retry) asks again.
      setTimeout(() => inFlight.delete(slug), 5_000);
    };
    pending.then(forget, () => inFlight.delete(slug));
  }
  return pending;
}

/** Started by the boot module as soon as it knows the slug (in parallel with the page's code). */
export function prefetchCatalog(slug: string): void {
  fetchCatalog(slug).catch(() => undefined);
}

const counted = new Set<string>();

/**
 * `PUT /store/access/{slug}`: one view, counted once per page load whatever the renders (React
 * StrictMode runs effects twice in development). Failures (404, 429, offline) are ignored: the
 * counter never gets in the customer's way.
 */
export function recordAccessOnce(slug: string): void {
  if (counted.has(slug)) return;
  counted.add(slug);
  api.put<StoreAccessResponse>(`/store/access/${encodeURIComponent(slug)}`).catch(() => undefined);
}

/**
 * `POST /public-catalog/{slug}/orders` with the `Idempotency-Key` header (docs/API.md §6): 201
 * with the new order, or 200 with the first order when that key was already used on this store.
 *
 * @throws ApiError 400 invalid body, 404 unknown store, 409 an item not available (named),
 *   422 a store rule, 429 too many orders, status 0 on timeout or network failure.
 */
export function createOrder(
  slug: string,
  body: CreateOrderBody,
  idempotencyKey: string,
): Promise<PublicOrder> {
  return api.post<PublicOrder>(`/public-catalog/${encodeURIComponent(slug)}/orders`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * `POST /public-catalog/{slug}/coupons/check` (docs/API.md §8): the discount of `code` on these
 * items (reais), or the refusal's Portuguese message. The API prices the items itself.
 *
 * @throws ApiError 400 malformed body, 404 unknown store, 429, status 0 offline.
 */
export function checkCoupon(
  slug: string,
  body: { code: string; items: CreateOrderBody['items']; phone?: string },
  signal?: AbortSignal,
): Promise<CouponCheckResult> {
  return api.post<CouponCheckResult>(
    `/public-catalog/${encodeURIComponent(slug)}/coupons/check`,
    body,
    { signal },
  );
}

/**
 * `GET /public-catalog/{slug}/orders/{token}/reorder` ("Pedir de novo", docs/API.md §8): the past
 * order's lines at today's catalogue and what changed (sold out, removed, new price).
 *
 * @throws ApiError 404 unknown order, status 0 offline.
 */
export function fetchReorder(slug: string, token: string): Promise<ReorderResponse> {
  return api.get<ReorderResponse>(
    `/public-catalog/${encodeURIComponent(slug)}/orders/${encodeURIComponent(token)}/reorder`,
  );
}
