import type { EntityManager } from 'typeorm';
import type { SubscriptionStatus } from '@catalogo/contracts/core';
import { UserEntity } from './user.entity';

/*
 * Data access of the user module (README "Data access"): every read and write of `users` is a
 * function here taking the `EntityManager` (the caller's transaction, or `dataSource.manager`).
 */

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

/** Whether a seller with the e-mail `email` (already lower-cased) exists. */
export function userEmailExists(db: EntityManager, params: { email: string }): Promise<boolean> {
  return db.getRepository(UserEntity).exists({ where: { email: params.email } });
}

/** A new seller (e-mail lower-cased, argon2id hash). */
export interface NewUser {
  email: string;
  passwordHash: string;
  phone: string | null;
}

/**
 * Inserts the unconfirmed seller `user` and returns it saved.
 *
 * @throws the driver's 23505 (unique_violation) when the e-mail is taken.
 */
export function insertUser(db: EntityManager, user: NewUser): Promise<UserEntity> {
  return db.getRepository(UserEntity).save({ ...user, emailConfirmedAt: null });
}

/** The seller with the e-mail `email` (already lower-cased), or null. */
export function selectUserByEmail(
  db: EntityManager,
  params: { email: string },
): Promise<UserEntity | null> {
  return db.getRepository(UserEntity).findOne({ where: { email: params.email } });
}

/** The seller `id`, or null. */
export function selectUserById(
  db: EntityManager,
  params: { id: string },
): Promise<UserEntity | null> {
  return db.getRepository(UserEntity).findOne({ where: { id: params.id } });
}

/** Sets the seller's WhatsApp number; false for an unknown seller. */
export async function updateUserPhone(
  db: EntityManager,
  params: { userId: string; phone: string },
): Promise<boolean> {
  const result = await db
    .getRepository(UserEntity)
    .update({ id: params.userId }, { phone: params.phone });
  return Boolean(result.affected);
}
