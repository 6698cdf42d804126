import type { PublicOrder } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/**
 * `GET /public-catalog/{slug}/orders/{token}`: the customer's order for the status page.
 *
 * @throws ApiError 404 unknown order, status 0 on timeout or network failure.
 */
export function fetchPublicOrder(
  slug: string,
  token: string,
  signal?: AbortSignal,
): Promise<PublicOrder> {
  return api.get<PublicOrder>(
    `/public-catalog/${encodeURIComponent(slug)}/orders/${encodeURIComponent(token)}`,
    { signal },
  );
}
