import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../modules/user/user.entity';
import { CreatedRow } from './base-rows';

/**
 * Abstract base of a seller's single-use link token (e-mail confirmation, password reset): only
 * the token's SHA-256 hash (hex) is stored, with its expiry and its use, both timestamps with time
 * zone. The row goes with the seller's account. Each entity declares, at class level, its own
 * `<table>_user_id_idx` and unique `<table>_token_hash_key` indexes.
 */
export abstract class SingleUseTokenRow extends CreatedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When the token was used; null while it is unused. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
