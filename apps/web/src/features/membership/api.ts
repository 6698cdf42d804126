import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Me, SubscriptionLinkResponse, SuccessResponse } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/** `GET /user/me` (auth): e-mail, confirmation and subscription status. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/user/me', { signal });
}

/** Same key as every other reader of `GET /user/me`, so the cache stays coherent. */
export const meQueryKey = ['user', 'me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
});

/**
 * The seller as the membership page needs it: always refetched on mount, because the gate
 * (confirmed e-mail) and the status must not come from a cache older than the page.
 */
export function useMembershipMe() {
  return useQuery({ ...meQueryOptions, refetchOnMount: 'always' });
}

/** `POST /stripe/subscription` (auth) → `{paymentLink}`; 403 unconfirmed e-mail, 409 already active. */
export function requestPaymentLink(): Promise<SubscriptionLinkResponse> {
  return api.post<SubscriptionLinkResponse>('/stripe/subscription');
}

/** `POST /stripe/cancel-subscription` (auth) → 200; 409 when there is nothing to cancel. */
export function cancelSubscription(): Promise<SuccessResponse> {
  return api.post<SuccessResponse>('/stripe/cancel-subscription');
}

export function usePaymentLinkMutation() {
  return useMutation({ mutationFn: requestPaymentLink });
}

export function useCancelSubscriptionMutation() {
  return useMutation({ mutationFn: cancelSubscription });
}
