import type { EntityManager } from 'typeorm';
import type { SubscriptionStatus } from '@catalogo/contracts/core';

/** One row of `selectMe`. */
export interface MeRow {
  email: string;
  phone: string | null;
  confirmed: Date | null;
  /** The subscription's status (billing's table), null when the seller never subscribed. */
  status: SubscriptionStatus | null;
}

/**
 * The seller's account and subscription status for `GET /user/me`, in one query. Reads billing's
 * `subscriptions` table by name (no entity import across modules, see README "Modules").
 * Returns null for an unknown seller.
 */
export async function selectMe(db: EntityManager, userId: string): Promise<MeRow | null> {
  const rows: MeRow[] = await db.query(
    `SELECT u.email, u.phone, u.email_confirmed_at AS confirmed, s.status
       FROM users u
       LEFT JOIN subscriptions s ON s.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
