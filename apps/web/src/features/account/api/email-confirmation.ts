import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/** `POST /email/confirm/{token}` (public): 200 on success, 400 for an unknown, used or expired token. */
export function confirmEmail(token: string): Promise<SuccessResponse> {
  return api.post<SuccessResponse>(`/email/confirm/${encodeURIComponent(token)}`);
}

export function useConfirmEmailMutation() {
  return useMutation({ mutationFn: confirmEmail });
}

/** `POST /email/resend-confirmation` (public): 200 whatever the address (docs/API.md §2). */
export function resendConfirmation(email: string): Promise<SuccessResponse> {
  return api.post<SuccessResponse>('/email/resend-confirmation', { email });
}

export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: resendConfirmation });
}
