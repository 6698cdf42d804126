import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@catalogo/contracts/core';
import { api } from './api';

/**
 * The one `me` query of the app: `GET /user/me` (auth) → e-mail, confirmation, phone and
 * subscription. Every reader (the /admin page and its account card, the membership page) shares
 * this key, so a change seen by one (a confirmed e-mail, a new subscription status) is seen by all.
 */

export const meQueryKey = ['user', 'me'] as const;

/** @throws ApiError (401 without a valid session). */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/user/me', { signal });
}

const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
});

/**
 * The signed-in seller. `fresh`: refetch on every mount, for a page whose gate (confirmed e-mail)
 * and status must not come from a cache older than the page.
 */
export function useMe({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery(fresh ? { ...meQueryOptions, refetchOnMount: 'always' } : meQueryOptions);
}
