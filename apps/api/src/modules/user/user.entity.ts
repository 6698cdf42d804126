import { Column, Entity, Index } from 'typeorm';
import { TimestampedRow } from '../../database/base-rows';

/** A seller's account (ARCHITECTURE.md data model: users). */
@Entity('users')
export class UserEntity extends TimestampedRow {
  /** Lower-cased; unique. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** The store's WhatsApp number, digits only. */
  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /**
   * Session generation (docs/API.md §7): embedded in every token as `ver` and checked by the
   * guard; bumped by "Sair de todos os dispositivos", a password change and a password reset,
   * which turns every token issued before into a 401.
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;
}
