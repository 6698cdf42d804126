import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../user/user.entity';

/** One successful list processing; the quota window is computed from these rows. */
@Entity('ai_processing_runs')
@Index('ai_processing_runs_user_id_created_at_idx', ['userId', 'createdAt'])
export class AiProcessingRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'input_chars', type: 'integer' })
  inputChars!: number;

  @Column({ name: 'item_count', type: 'integer' })
  itemCount!: number;

  /** "anthropic" or "offline". */
  @Column({ type: 'text' })
  engine!: string;
}
