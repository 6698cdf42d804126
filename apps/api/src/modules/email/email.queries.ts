import type { EntityManager } from 'typeorm';

/**
 * Raw SQL of the e-mail module (README "Data access"): it writes the user module's `users` by
 * name (no entity import across modules, see README "Modules"). Each function takes the
 * `EntityManager`, so it runs in the caller's transaction.
 */

/**
 * Marks the seller's e-mail confirmed at `now`, unless it was confirmed before (the first
 * confirmation's time is kept). Changes nothing for an unknown seller.
 */
export async function confirmUserEmail(
  db: EntityManager,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2), updated_at = now()
          WHERE id = $1`,
    [userId, now],
  );
}
