import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponDto } from '@catalogo/contracts';
import type { Coupon } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/** Server state of /admin/cupons (docs/API.md §8 "Customers and coupons"). */

export const couponKeys = { all: ['coupons'] as const };

/** The body of `POST /coupons` and `PUT /coupons/{id}` (every field; money in reais). */
export type CouponBody = Required<{
  [K in keyof CouponDto]: Exclude<CouponDto[K], undefined>;
}>;

/** `GET /coupons` → the store's coupons with `uses` and `revenue`, newest first. */
export function useCoupons() {
  return useQuery({
    queryKey: couponKeys.all,
    queryFn: ({ signal }) => api.get<Coupon[]>('/coupons', { signal }),
  });
}

/** The body that puts a coupon back as it is (a PUT replaces every field). */
export function couponBodyOf(coupon: Coupon): CouponBody {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    minimumOrder: coupon.minimumOrder,
    firstOrderOnly: coupon.firstOrderOnly,
    startsAt: coupon.startsAt,
    endsAt: coupon.endsAt,
    maxUses: coupon.maxUses,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    active: coupon.active,
  };
}

/**
 * Creates (no `id`) or replaces a coupon: `POST /coupons` or `PUT /coupons/{id}`.
 * @throws ApiError 400 invalid, 404 unknown, 409 code already used in the store.
 */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CouponBody }) =>
      id
        ? api.put<Coupon>(`/coupons/${encodeURIComponent(id)}`, body)
        : api.post<Coupon>('/coupons', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** `DELETE /coupons/{id}` → 204; its orders keep the code and the discount. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/coupons/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
