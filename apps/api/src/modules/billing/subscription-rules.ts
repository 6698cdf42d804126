import type { SubscriptionStatus } from '@catalogo/contracts/core';
import { isLive, type SubscriptionEvent } from './subscription-event';

/** The stored state of a seller's subscription that events change. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  /** Creation time (Unix seconds) of the last event that changed status or period. */
  lastEventCreated: number | null;
}

/**
 * The state after `event`, or null when it changes nothing. Rules:
 * - unknown links (customer, subscription) are filled in from any event;
 * - an event older than the last applied one (by `created`) never changes status or period, so
 *   an out-of-order event cannot move the status backwards;
 * - an event about another subscription than the seller's current one changes status only when
 *   that subscription is live (a new subscription replaces a canceled one); news about an old,
 *   ended subscription is ignored.
 */
export function nextSubscriptionState(
  current: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionState | null {
  const next: SubscriptionState = { ...current };
  if (!next.stripeCustomerId && event.customerId) next.stripeCustomerId = event.customerId;

  const otherSubscription =
    event.subscriptionId !== undefined &&
    current.stripeSubscriptionId !== null &&
    event.subscriptionId !== current.stripeSubscriptionId;
  const older = current.lastEventCreated !== null && event.created < current.lastEventCreated;
  const changes = event.status !== undefined || event.currentPeriodEnd !== undefined;

  if (!otherSubscription && event.subscriptionId && !next.stripeSubscriptionId) {
    next.stripeSubscriptionId = event.subscriptionId;
  }
  const applies = changes && !older && (!otherSubscription || isLive(event.status));
  if (applies) {
    if (event.subscriptionId) next.stripeSubscriptionId = event.subscriptionId;
    if (event.status !== undefined) next.status = event.status;
    if (event.currentPeriodEnd !== undefined) next.currentPeriodEnd = event.currentPeriodEnd;
    next.lastEventCreated = Math.max(current.lastEventCreated ?? 0, event.created);
  }
  return sameState(current, next) ? null : next;
}

function sameState(a: SubscriptionState, b: SubscriptionState): boolean {
  return (
    a.status === b.status &&
    a.stripeCustomerId === b.stripeCustomerId &&
    a.stripeSubscriptionId === b.stripeSubscriptionId &&
    (a.currentPeriodEnd?.getTime() ?? null) === (b.currentPeriodEnd?.getTime() ?? null) &&
    a.lastEventCreated === b.lastEventCreated
  );
}
