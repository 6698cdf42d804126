import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@catalogo/contracts/core';
import { membershipStatusLabel } from './status';

describe('membershipStatusLabel', () => {
  it('maps active → Ativo, canceled → Cancelado, anything else → Inativo', () => {
    const expected: Record<SubscriptionStatus, string> = {
      active: 'Ativo',
      canceled: 'Cancelado',
      inactive: 'Inativo',
      past_due: 'Inativo',
      trialing: 'Inativo',
      unpaid: 'Inativo',
      incomplete: 'Inativo',
    };
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(membershipStatusLabel(status), status).toBe(expected[status]);
    }
  });

  it('no subscription → Inativo', () => {
    expect(membershipStatusLabel(null)).toBe('Inativo');
    expect(membershipStatusLabel(undefined)).toBe('Inativo');
  });
});
