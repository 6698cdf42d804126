import type { EntityManager } from 'typeorm';
import type { SubscriptionStatus } from '@catalogo/contracts/core';
import type { SubscriptionState } from './subscription-rules';
import { SubscriptionEntity } from './subscription.entity';

/**
 * Raw SQL of the subscription service (README "Data access") over `subscriptions`,
 * `stripe_events` and `users` (the user module's table, read by name: see README "Modules"). Each
 * function takes the `EntityManager`, so it runs in the caller's transaction (or, outside one, on
 * a pooled connection of its own, like `DataSource.query`).
 */

/** A subscriptions row as the event path reads it (snake_case columns). */
export interface SubscriptionRow {
  user_id: string;
  status: SubscriptionStatus;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: Date | null;
  /** Creation time (Unix seconds) of the last applied provider event; bigint → string. */
  last_event_created: string | null;
}

/** The seller and subscription fields a checkout needs (`selectCheckoutSeller`). */
export interface CheckoutSellerRow {
  email: string;
  email_confirmed_at: Date | null;
  /** Null when the seller has no subscriptions row yet. */
  status: SubscriptionStatus | null;
  stripe_customer_id: string | null;
}

/** First key of the per-seller checkout advisory lock (the second is hashtext(user id)). */
const CHECKOUT_LOCK_CLASS = 11_002;

const ROW_COLUMNS = `user_id, status, stripe_customer_id, stripe_subscription_id, current_period_end,
  last_event_created`;

/**
 * The seller `userId`'s e-mail, its confirmation time and its subscription's status and customer
 * (null when never subscribed). Returns null for an unknown seller.
 */
export async function selectCheckoutSeller(
  db: EntityManager,
  userId: string,
): Promise<CheckoutSellerRow | null> {
  const rows: CheckoutSellerRow[] = await db.query(
    `SELECT u.email, u.email_confirmed_at, s.status, s.stripe_customer_id
         FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id
        WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Creates the seller's subscriptions row (inactive) unless it exists. */
export async function insertSubscription(db: EntityManager, userId: string): Promise<void> {
  await db.query(
    'INSERT INTO subscriptions (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
    [userId],
  );
}

/**
 * Takes the seller's checkout advisory lock, waiting for it (session-level: pass the manager of
 * a dedicated `QueryRunner`, and release it with `unlockCheckout` on the same one).
 */
export async function lockCheckout(db: EntityManager, userId: string): Promise<void> {
  await db.query('SELECT pg_advisory_lock($1, hashtext($2))', [CHECKOUT_LOCK_CLASS, userId]);
}

/** Releases the seller's checkout advisory lock taken by `lockCheckout` on the same session. */
export async function unlockCheckout(db: EntityManager, userId: string): Promise<void> {
  await db.query('SELECT pg_advisory_unlock($1, hashtext($2))', [CHECKOUT_LOCK_CLASS, userId]);
}

/** The seller's subscription status and provider subscription id, or null without a row. */
export async function selectSubscriptionStatus(
  db: EntityManager,
  userId: string,
): Promise<Pick<SubscriptionRow, 'status' | 'stripe_subscription_id'> | null> {
  const rows: Pick<SubscriptionRow, 'status' | 'stripe_subscription_id'>[] = await db.query(
    'SELECT status, stripe_subscription_id FROM subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Records the seller's subscription as `canceled` at `canceledAt` (Unix seconds), keeping the
 * later of it and the last applied event's time as `last_event_created`.
 */
export async function markCanceled(
  db: EntityManager,
  userId: string,
  canceledAt: number,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions
          SET status = 'canceled',
              last_event_created = GREATEST(COALESCE(last_event_created, 0), $2),
              updated_at = now()
        WHERE user_id = $1`,
    [userId, canceledAt],
  );
}

/**
 * Records the provider event `id` (of `type`) in stripe_events. Returns false when it was
 * recorded before (a duplicate delivery), true when new.
 */
export async function recordStripeEvent(
  db: EntityManager,
  id: string,
  type: string,
): Promise<boolean> {
  const recorded: { id: string }[] = await db.query(
    'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, type],
  );
  return recorded.length > 0;
}

/**
 * Writes `state` to the seller `userId`'s subscriptions row (period end a timestamp, last event
 * time in Unix seconds).
 */
export async function updateSubscriptionState(
  db: EntityManager,
  userId: string,
  state: SubscriptionState,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions
            SET status = $2, stripe_customer_id = $3, stripe_subscription_id = $4,
                current_period_end = $5, last_event_created = $6, updated_at = now()
          WHERE user_id = $1`,
    [
      userId,
      state.status,
      state.stripeCustomerId,
      state.stripeSubscriptionId,
      state.currentPeriodEnd,
      state.lastEventCreated,
    ],
  );
}

/**
 * Stores `customerId` as the seller's provider customer unless one is stored already (first
 * writer wins; `updated_at` set by TypeORM). Returns the customer id stored after the update, or
 * null when the seller has no subscriptions row.
 */
export async function storeCustomerIfNone(
  db: EntityManager,
  userId: string,
  customerId: string,
): Promise<string | null> {
  const saved = await db
    .createQueryBuilder()
    .update(SubscriptionEntity)
    .set({ stripeCustomerId: () => 'COALESCE(stripe_customer_id, :customerId)' })
    .where('user_id = :userId', { userId, customerId })
    .returning(['stripeCustomerId'])
    .execute();
  const rows = saved.raw as { stripe_customer_id: string }[];
  return rows[0]?.stripe_customer_id ?? null;
}

/** Creates the subscriptions row (inactive) of `userId` when it names an existing seller. */
export async function insertSubscriptionOfKnownUser(
  db: EntityManager,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id) SELECT id FROM users WHERE id = $1
         ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
}

/** Locks (FOR UPDATE) and returns the seller `userId`'s subscriptions row, or null. */
export async function lockSubscriptionOfUser(
  db: EntityManager,
  userId: string,
): Promise<SubscriptionRow | null> {
  const rows: SubscriptionRow[] = await db.query(
    `SELECT ${ROW_COLUMNS} FROM subscriptions WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Locks (FOR UPDATE) and returns a subscriptions row with provider subscription `subscriptionId`, or null. */
export async function lockSubscriptionBySubscriptionId(
  db: EntityManager,
  subscriptionId: string,
): Promise<SubscriptionRow | null> {
  const rows: SubscriptionRow[] = await db.query(
    `SELECT ${ROW_COLUMNS} FROM subscriptions WHERE stripe_subscription_id = $1 LIMIT 1 FOR UPDATE`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/** Locks (FOR UPDATE) and returns a subscriptions row with provider customer `customerId`, or null. */
export async function lockSubscriptionByCustomerId(
  db: EntityManager,
  customerId: string,
): Promise<SubscriptionRow | null> {
  const rows: SubscriptionRow[] = await db.query(
    `SELECT ${ROW_COLUMNS} FROM subscriptions WHERE stripe_customer_id = $1 LIMIT 1 FOR UPDATE`,
    [customerId],
  );
  return rows[0] ?? null;
}
