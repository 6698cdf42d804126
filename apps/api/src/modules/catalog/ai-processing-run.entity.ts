import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedRow } from '../../database/base-rows';
import { UserEntity } from '../user/user.entity';

/** One successful list processing; the quota window is computed from these rows. */
@Entity('ai_processing_runs')
@Index('ai_processing_runs_user_id_created_at_idx', ['userId', 'createdAt'])
export class AiProcessingRunEntity extends CreatedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'input_chars', type: 'integer' })
  inputChars!: number;

  @Column({ name: 'item_count', type: 'integer' })
  itemCount!: number;

  /** "anthropic", "anthropic-vision" (a menu photo) or "offline"; `inputChars` is 0 for a photo. */
  @Column({ type: 'text' })
  engine!: string;
}
