import { useMutation } from '@tanstack/react-query';
import type { SubscriptionLinkResponse, SuccessResponse } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

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
