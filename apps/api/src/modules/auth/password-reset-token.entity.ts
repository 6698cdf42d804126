import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SingleUseTokenRow } from '../../database/single-use-token-row';
import { UserEntity } from '../user/user.entity';

/**
 * A "Esqueci minha senha" link's token (docs/API.md §7): only its SHA-256 hash is stored; valid
 * 1 hour; single use. A new request replaces the seller's earlier tokens.
 */
@Entity('password_reset_tokens')
@Index('password_reset_tokens_user_id_idx', ['userId'])
@Index('password_reset_tokens_token_hash_key', ['tokenHash'], { unique: true })
export class PasswordResetTokenEntity extends SingleUseTokenRow {
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
