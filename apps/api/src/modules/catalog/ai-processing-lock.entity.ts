import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../user/user.entity';

/**
 * The lease that lets one `POST /catalog/process` run at a time per seller, across replicas
 *. A lease past `expires_at` is stale (a crashed replica) and is taken over.
 */
@Entity('ai_processing_locks')
export class AiProcessingLockEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Random id of the holder, so only it releases the lease. */
  @Column({ type: 'uuid' })
  holder!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
