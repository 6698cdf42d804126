import type { SubscriptionStatus } from '@catalogo/contracts/core';

/**
 * A provider-neutral change to a seller's subscription: what a Stripe webhook event and a local
 * checkout payment both become, applied by `SubscriptionService.applyEvent` (one internal path).
 */
export interface SubscriptionEvent {
  /** Unique event id (Stripe's `evt_…`, or `local_…`); each is applied once. */
  id: string;
  /** Event type, kept in stripe_events.type (e.g. `customer.subscription.updated`). */
  type: string;
  /** When the provider created the event, in Unix seconds; orders events of one subscription. */
  created: number;
  /** The seller (users.id) when the event names it (client_reference_id or metadata.userId). */
  userId?: string;
  /** The provider's customer id, when the event carries one. */
  customerId?: string;
  /** The provider's subscription id, when the event carries one. */
  subscriptionId?: string;
  /** New status, when the event determines one. */
  status?: SubscriptionStatus;
  /** End of the paid period, when the event tells it. */
  currentPeriodEnd?: Date;
}

/** Statuses of a subscription that still exists at the provider (it can be paid or canceled). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
];

/** True when `status` is one of `LIVE_STATUSES`. */
export function isLive(status: SubscriptionStatus | null | undefined): boolean {
  return status !== null && status !== undefined && LIVE_STATUSES.includes(status);
}
