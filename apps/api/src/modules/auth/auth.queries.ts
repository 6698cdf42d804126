import type { EntityManager } from 'typeorm';
import { claimSingleUseToken, replaceSingleUseToken } from '../../database/single-use-token-row';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SESSION_REVOCATION_CHANNEL } from '../../common/session-revocation';

/**
 * Raw SQL of the auth module over `users` (the user module's table, read by name: see README
 * "Modules") and `password_reset_tokens`. Each function takes the `EntityManager`, so it runs in
 * the caller's transaction; UPDATE … RETURNING runs inside a CTE so the driver answers rows.
 *
 * Every statement that bumps `token_version` also NOTIFYs `SESSION_REVOCATION_CHANNEL` (in the
 * same statement, so the signal is sent on commit and never for a change rolled back): each API
 * process ends the seller's open order event streams of older tokens.
 */

/** The select list that NOTIFYs the "sessions revoked" signal of a `changed (id, token_version)` row. */
const NOTIFY_REVOKED = `pg_notify('${SESSION_REVOCATION_CHANNEL}',
  json_build_object('sessionsRevoked', id, 'ver', token_version)::text)`;

/** The guard's view of a seller: its e-mail and current token version. */
export interface TokenVersionRow {
  email: string;
  token_version: number;
}

/** The seller `userId`'s e-mail and token version, or null when it no longer exists. */
export async function selectTokenVersion(
  db: EntityManager,
  userId: string,
): Promise<TokenVersionRow | null> {
  const rows: TokenVersionRow[] = await db.query(
    'SELECT email, token_version FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Bumps the seller's token version: every token issued before stops working, and its open event
 * streams end (NOTIFY).
 */
export async function bumpTokenVersion(db: EntityManager, userId: string): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1
        RETURNING id, token_version
     )
     SELECT ${NOTIFY_REVOKED} FROM changed`,
    [userId],
  );
}

/**
 * Stores `newHash` and bumps the token version, only while the stored hash is still `oldHash`
 * (two concurrent changes from the same password: the second finds it changed). Returns the new
 * token version, or null when nothing was changed.
 */
export async function replacePasswordIfUnchanged(
  db: EntityManager,
  userId: string,
  newHash: string,
  oldHash: string,
): Promise<number | null> {
  const rows: { token_version: number }[] = await db.query(
    `WITH changed AS (
       UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
        WHERE id = $1 AND password_hash = $3
        RETURNING id, token_version
     )
     SELECT token_version, ${NOTIFY_REVOKED} FROM changed`,
    [userId, newHash, oldHash],
  );
  return rows[0]?.token_version ?? null;
}

/**
 * After a valid reset token: stores `newHash`, bumps the token version, confirms the e-mail (the
 * seller proved they read it) at `now` unless confirmed before, and deletes the seller's other
 * open reset tokens.
 */
export async function resetPassword(
  db: EntityManager,
  userId: string,
  newHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE users SET password_hash = $2, token_version = token_version + 1,
              email_confirmed_at = COALESCE(email_confirmed_at, $3), updated_at = now()
        WHERE id = $1
        RETURNING id, token_version
     )
     SELECT ${NOTIFY_REVOKED} FROM changed`,
    [userId, newHash, now],
  );
  await db.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
}

/**
 * Replaces the seller's password reset tokens with a new one valid `validHours` hours from `now`
 * (only its SHA-256 hash stored), in the caller's transaction. Returns the token for the link.
 */
export function replacePasswordResetToken(
  db: EntityManager,
  params: { userId: string; now: Date; validHours: number },
): Promise<string> {
  return replaceSingleUseToken(
    db,
    PasswordResetTokenEntity,
    params.userId,
    params.now,
    params.validHours,
  );
}

/**
 * Claims the password reset `token` at `now` (one conditional UPDATE: unused and unexpired).
 * Returns the seller's id, or null for an unknown, used or expired token (nothing changed).
 */
export function claimPasswordResetToken(
  db: EntityManager,
  params: { token: string; now: Date },
): Promise<string | null> {
  return claimSingleUseToken(db, PasswordResetTokenEntity, params.token, params.now);
}
