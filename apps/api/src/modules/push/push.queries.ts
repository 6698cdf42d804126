import type { EntityManager } from 'typeorm';
import type { StoredStoreSettings } from '../store/store-settings.mapping';

/** A device row as the API lists it. */
export interface PushDeviceRow {
  id: string;
  label: string | null;
  created_at: Date;
  last_success_at: Date | null;
}

/** A device row as the sender needs it. */
export interface PushTargetRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Result of `insertSubscription`. */
export type InsertSubscriptionResult =
  | { kind: 'created' | 'existing'; row: PushDeviceRow }
  | { kind: 'no_store' }
  | { kind: 'too_many' };

/**
 * Registers a device of seller `userId` in one statement, under a per-seller advisory lock so
 * two concurrent registrations cannot pass the limit: the same endpoint again updates its keys
 * and label and answers the same row (`existing`); a new one is refused (`too_many`) when the
 * seller has `max` devices already; `no_store` when the seller has no store.
 */
export async function insertSubscription(
  db: EntityManager,
  userId: string,
  input: { endpoint: string; p256dh: string; auth: string; label: string | null },
  max: number,
): Promise<InsertSubscriptionResult> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('push_subscriptions:' || $1))`, [userId]);
    const existing = (await tx.query(
      `UPDATE push_subscriptions SET p256dh = $3, auth = $4, label = COALESCE($5, label)
        WHERE user_id = $1 AND endpoint = $2
        RETURNING id, label, created_at, last_success_at`,
      [userId, input.endpoint, input.p256dh, input.auth, input.label],
    )) as [PushDeviceRow[], number];
    const updated = existing[0][0];
    if (updated) return { kind: 'existing', row: updated };
    const rows = (await tx.query(
      `SELECT s.id AS store_id,
              (SELECT count(*)::int FROM push_subscriptions p WHERE p.user_id = $1) AS devices
         FROM stores s WHERE s.owner_id = $1`,
      [userId],
    )) as { store_id: string; devices: number }[];
    const store = rows[0];
    if (!store) return { kind: 'no_store' };
    if (store.devices >= max) return { kind: 'too_many' };
    const inserted = (await tx.query(
      `INSERT INTO push_subscriptions (user_id, store_id, endpoint, p256dh, auth, label)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, label, created_at, last_success_at`,
      [userId, store.store_id, input.endpoint, input.p256dh, input.auth, input.label],
    )) as PushDeviceRow[];
    return { kind: 'created', row: inserted[0] as PushDeviceRow };
  });
}

/** The seller's devices, oldest first. */
export async function selectDevicesOfUser(
  db: EntityManager,
  userId: string,
): Promise<PushDeviceRow[]> {
  return (await db.query(
    `SELECT id, label, created_at, last_success_at FROM push_subscriptions
      WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  )) as PushDeviceRow[];
}

/** Deletes one device of the seller; returns whether it existed. */
export async function deleteDeviceOfUser(
  db: EntityManager,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = (await db.query(
    `DELETE FROM push_subscriptions WHERE user_id = $1 AND id = $2 RETURNING id`,
    [userId, id],
  )) as [unknown[], number];
  return result[1] > 0;
}

/** Every device of the seller (for `POST /push/test`). */
export async function selectTargetsOfUser(
  db: EntityManager,
  userId: string,
): Promise<PushTargetRow[]> {
  return (await db.query(
    `SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1`,
    [userId],
  )) as PushTargetRow[];
}

/** What an order's alerts need, read once the order is claimed. Money in centavos. */
export interface ClaimedOrderRow {
  order_id: string;
  store_id: string;
  number: number;
  total_cents: number;
  customer_name: string;
  owner_id: string;
  owner_email: string;
  store_name: string | null;
  settings: StoredStoreSettings | null;
  targets: PushTargetRow[];
}

/**
 * Claims the alerts of an order event (`order.created` or `order.paid`) for this process
 * (docs/API.md §8): inserts its (order, event) row in `push_order_claims`; only the first caller
 * gets the order back (with its store's owner, the owner's e-mail, the store's settings and the
 * devices of the store's owner), every later caller (another API process that heard the same
 * NOTIFY) gets null.
 */
export async function claimOrder(
  db: EntityManager,
  orderId: string,
  event: 'order.created' | 'order.paid',
): Promise<ClaimedOrderRow | null> {
  const rows = (await db.query(
    `WITH claim AS (
       INSERT INTO push_order_claims (order_id, event)
       SELECT id, $2 FROM orders WHERE id = $1
       ON CONFLICT (order_id, event) DO NOTHING
       RETURNING order_id)
     SELECT o.id AS order_id, o.store_id, o.number, o.total_cents, o.customer_name,
            s.owner_id, u.email AS owner_email, s.name AS store_name, ss.settings,
            COALESCE((SELECT json_agg(json_build_object('id', p.id, 'endpoint', p.endpoint,
                                                        'p256dh', p.p256dh, 'auth', p.auth))
                        FROM push_subscriptions p
                       WHERE p.store_id = o.store_id AND p.user_id = s.owner_id), '[]') AS targets
       FROM claim
       JOIN orders o ON o.id = claim.order_id
       JOIN stores s ON s.id = o.store_id
       JOIN users u ON u.id = s.owner_id
       LEFT JOIN store_settings ss ON ss.store_id = o.store_id`,
    [orderId, event],
  )) as ClaimedOrderRow[];
  return rows[0] ?? null;
}

/** Forgets claims older than a day (their NOTIFYs are long gone). */
export async function pruneClaims(db: EntityManager): Promise<void> {
  await db.query(`DELETE FROM push_order_claims WHERE claimed_at < now() - interval '1 day'`);
}

/** Deletes a device the push service said is gone (404/410). */
export async function deleteDevice(db: EntityManager, id: string): Promise<void> {
  await db.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
}

/** Records a message the push service accepted for a device. */
export async function markDelivered(db: EntityManager, id: string): Promise<void> {
  await db.query(`UPDATE push_subscriptions SET last_success_at = now() WHERE id = $1`, [id]);
}
