import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SingleUseTokenRow } from '../../database/single-use-token-row';
import { UserEntity } from '../user/user.entity';

/** A confirmation link's token; only its SHA-256 hash is stored (docs/API.md §3). */
@Entity('email_confirmation_tokens')
@Index('email_confirmation_tokens_user_id_idx', ['userId'])
@Index('email_confirmation_tokens_token_hash_key', ['tokenHash'], { unique: true })
export class EmailConfirmationTokenEntity extends SingleUseTokenRow {
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
