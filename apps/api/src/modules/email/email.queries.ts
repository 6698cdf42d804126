import type { EntityManager } from 'typeorm';
import { claimSingleUseToken, replaceSingleUseToken } from '../../database/single-use-token-row';
import { EmailConfirmationTokenEntity } from './email-confirmation-token.entity';

/**
 * Data access of the e-mail module (README "Data access"): its confirmation tokens, and the user
 * module's `users` written by name (no entity import across modules, see README "Modules"). Each
 * function takes the `EntityManager`, so it runs in the caller's transaction.
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

/**
 * Replaces the seller's e-mail confirmation tokens with a new one valid `validHours` hours from
 * `now` (only its SHA-256 hash stored), in the caller's transaction. Returns the token for the
 * link.
 */
export function replaceConfirmationToken(
  db: EntityManager,
  params: { userId: string; now: Date; validHours: number },
): Promise<string> {
  return replaceSingleUseToken(
    db,
    EmailConfirmationTokenEntity,
    params.userId,
    params.now,
    params.validHours,
  );
}

/**
 * Claims the confirmation `token` at `now` (one conditional UPDATE: unused and unexpired).
 * Returns the seller's id, or null for an unknown, used or expired token (nothing changed).
 */
export function claimConfirmationToken(
  db: EntityManager,
  params: { token: string; now: Date },
): Promise<string | null> {
  return claimSingleUseToken(db, EmailConfirmationTokenEntity, params.token, params.now);
}
