import type { SubscriptionStatus } from '@catalogo/contracts/core';
import type { SubscriptionEvent } from './subscription-event';

/** The fields of a Stripe event this mapper reads (any API version). */
export interface StripeEventLike {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

type Obj = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function obj(value: unknown): Obj | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Obj)
    : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** An id field that may be expanded into an object (`"cus_1"` or `{id: "cus_1"}`). */
function idOf(value: unknown): string | undefined {
  return str(value) ?? str(obj(value)?.id);
}

/** A user id from our metadata or client_reference_id (ignored unless it is a UUID). */
function userIdOf(value: unknown): string | undefined {
  const id = str(value);
  return id && UUID.test(id) ? id.toLowerCase() : undefined;
}

function list(value: unknown): Obj[] {
  const data = obj(value)?.data;
  return Array.isArray(data) ? data.map(obj).filter((o): o is Obj => o !== undefined) : [];
}

function latest(seconds: (number | undefined)[]): Date | undefined {
  const known = seconds.filter((s): s is number => s !== undefined);
  return known.length > 0 ? new Date(Math.max(...known) * 1000) : undefined;
}

/**
 * Stripe subscription statuses → ours (docs/PRODUCT.md §4). `incomplete_expired` (first payment
 * never made) and `paused` mean no access: inactive.
 */
export function mapStripeStatus(status: unknown): SubscriptionStatus | undefined {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
    case 'incomplete':
      return status;
    case 'incomplete_expired':
    case 'paused':
      return 'inactive';
    default:
      return undefined;
  }
}

/**
 * End of a subscription's paid period: `current_period_end` on the subscription (API versions
 * before 2025-03-31) or the latest `current_period_end` of its items (later versions).
 */
export function subscriptionPeriodEnd(subscription: Obj): Date | undefined {
  return latest([
    num(subscription.current_period_end),
    ...list(subscription.items).map((item) => num(item.current_period_end)),
  ]);
}

/** What a Subscription object retrieved from Stripe says now (statuses mapped to ours). */
export interface SubscriptionSnapshot {
  subscriptionId?: string;
  customerId?: string;
  userId?: string;
  status?: SubscriptionStatus;
  currentPeriodEnd?: Date;
}

/** Reads a Stripe Subscription object (any API version) into a `SubscriptionSnapshot`. */
export function subscriptionSnapshot(subscription: unknown): SubscriptionSnapshot {
  const object = obj(subscription) ?? {};
  return {
    subscriptionId: str(object.id),
    customerId: idOf(object.customer),
    userId: userIdOf(obj(object.metadata)?.userId),
    status: mapStripeStatus(object.status),
    currentPeriodEnd: subscriptionPeriodEnd(object),
  };
}

/**
 * Turns a verified Stripe event into a subscription event (docs/PRODUCT.md §4 states), or null
 * for types that do not concern the plan. Handled: checkout.session.completed (links the
 * customer and subscription to the seller of `client_reference_id`; active when paid),
 * customer.subscription.created/updated/deleted (status and period end), invoice.paid (active,
 * period end from the invoice lines) and invoice.payment_failed (past_due).
 */
export function toSubscriptionEvent(event: StripeEventLike): SubscriptionEvent | null {
  const object = obj(event.data.object) ?? {};
  const base = { id: event.id, type: event.type, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return null;
      const paid =
        object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
      return {
        ...base,
        userId: userIdOf(object.client_reference_id) ?? userIdOf(obj(object.metadata)?.userId),
        customerId: idOf(object.customer),
        subscriptionId: idOf(object.subscription),
        ...(paid ? { status: 'active' as const } : {}),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const status =
        event.type === 'customer.subscription.deleted'
          ? 'canceled'
          : mapStripeStatus(object.status);
      return {
        ...base,
        userId: userIdOf(obj(object.metadata)?.userId),
        customerId: idOf(object.customer),
        subscriptionId: str(object.id),
        status,
        currentPeriodEnd: subscriptionPeriodEnd(object),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const details = obj(obj(object.parent)?.subscription_details);
      const subscriptionId = idOf(details?.subscription) ?? idOf(object.subscription);
      if (!subscriptionId) return null; // a one-off invoice, not the plan's
      const paid = event.type === 'invoice.paid';
      return {
        ...base,
        userId: userIdOf(obj(details?.metadata)?.userId),
        customerId: idOf(object.customer),
        subscriptionId,
        status: paid ? 'active' : 'past_due',
        currentPeriodEnd: paid
          ? latest(list(object.lines).map((line) => num(obj(line.period)?.end)))
          : undefined,
      };
    }
    default:
      return null;
  }
}
