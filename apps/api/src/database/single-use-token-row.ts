import { Column, type EntityManager, type EntityTarget } from 'typeorm';
import { hashConfirmationToken, newConfirmationToken } from '../common/confirmation-token';
import { CreatedRow } from './base-rows';

/**
 * Abstract base of a seller's single-use link token (e-mail confirmation, password reset): only
 * the token's SHA-256 hash (hex) is stored, with its expiry and its use, both timestamps with time
 * zone. Each entity declares its `user` relation (`user_id` → users, deleted with the seller's
 * account) and, at class level, its own `<table>_user_id_idx` and unique `<table>_token_hash_key`
 * indexes. The two functions below are the tokens' only reads and writes; the modules'
 * `*.queries.ts` call them with their entity.
 */
export abstract class SingleUseTokenRow extends CreatedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When the token was used; null while it is unused. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}

const HOUR_MS = 3_600_000;

/**
 * Replaces the seller's tokens of one kind (`entity`: its table) with a new one valid
 * `validHours` hours from `now`, in the caller's transaction (`manager`); only its SHA-256 hash
 * is stored. Returns the token to put in the link.
 */
export async function replaceSingleUseToken(
  manager: EntityManager,
  entity: EntityTarget<SingleUseTokenRow>,
  userId: string,
  now: Date,
  validHours: number,
): Promise<string> {
  const { token, tokenHash } = newConfirmationToken();
  const repo = manager.getRepository(entity);
  await repo.delete({ userId });
  await repo.insert({
    userId,
    tokenHash,
    expiresAt: new Date(now.getTime() + validHours * HOUR_MS),
    usedAt: null,
  });
  return token;
}

/**
 * Claims a token of one kind in the caller's transaction: marks it used at `now` only if it is
 * unused and unexpired (one conditional UPDATE, so of two concurrent uses only one succeeds).
 * Returns the seller's id, or null for an unknown, used or expired token (nothing changed).
 */
export async function claimSingleUseToken(
  manager: EntityManager,
  entity: EntityTarget<SingleUseTokenRow>,
  token: string,
  now: Date,
): Promise<string | null> {
  const claimed = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ usedAt: now })
    .where('token_hash = :hash AND used_at IS NULL AND expires_at > :now', {
      hash: hashConfirmationToken(token),
      now,
    })
    .returning(['userId'])
    .execute();
  return (claimed.raw as { user_id: string }[])[0]?.user_id ?? null;
}
