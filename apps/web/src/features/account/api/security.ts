import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Calls of the admin area's "Segurança" card (docs/API.md §7). */

/**
 * `PUT /user/password` (docs/API.md §7) → 204; every other session ends and the answer's
 * `X-Access-Token` (stored by the API client) keeps this device signed in. 400 on a wrong
 * current password.
 */
export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  return api.put<void>('/user/password', body);
}

/** `POST /auth/logout-all` (docs/API.md §7) → 204: every token of the seller stops working. */
export function logoutAll(): Promise<void> {
  return api.post<void>('/auth/logout-all');
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}

export function useLogoutAllMutation() {
  return useMutation({ mutationFn: logoutAll });
}
