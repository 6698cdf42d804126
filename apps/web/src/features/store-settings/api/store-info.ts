import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/dashboard';
import { meQueryKey } from '@/lib/me';
import { useInvalidate } from '@/lib/invalidate';

/**
 * The store's name, short link and WhatsApp number (docs/API.md §2), shown in the dashboard
 * (`@/lib/dashboard`) and, for the phone, in `me`: each change invalidates what shows it.
 */

export function updateStoreName(name: string): Promise<unknown> {
  return api.post('/store/info', { name });
}

export function updateSlug(slug: string): Promise<unknown> {
  return api.post('/short-link', { slug });
}

/** `phone`: digits only. */
export function updatePhone(phone: string): Promise<unknown> {
  return api.put('/user/phone', { phone });
}

export function useUpdateStoreNameMutation() {
  const invalidate = useInvalidate(dashboardQueryKey);
  return useMutation({ mutationFn: updateStoreName, onSuccess: invalidate });
}

export function useUpdateSlugMutation() {
  const invalidate = useInvalidate(dashboardQueryKey);
  return useMutation({ mutationFn: updateSlug, onSuccess: invalidate });
}

export function useUpdatePhoneMutation() {
  const invalidate = useInvalidate(dashboardQueryKey, meQueryKey);
  return useMutation({ mutationFn: updatePhone, onSettled: invalidate });
}
