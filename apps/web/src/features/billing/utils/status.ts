import type { SubscriptionStatus } from '@catalogo/contracts/core';

/** What the membership page shows for a status (docs/PRODUCT.md §4). */
export type MembershipStatusLabel = 'Ativo' | 'Cancelado' | 'Inativo';

/** active → "Ativo", canceled → "Cancelado", anything else (or no subscription) → "Inativo". */
export function membershipStatusLabel(
  status: SubscriptionStatus | null | undefined,
): MembershipStatusLabel {
  if (status === 'active') return 'Ativo';
  if (status === 'canceled') return 'Cancelado';
  return 'Inativo';
}
