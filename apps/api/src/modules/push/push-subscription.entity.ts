import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { StoreEntity } from '../store/store.entity';
import { UserEntity } from '../user/user.entity';

/**
 * One seller device that receives Web Push messages (docs/API.md §8): the browser's push service
 * endpoint (unique per seller) and its keys (`p256dh`, `auth`, base64url). At most
 * `PushLimits.maxDevices` per seller; deleted when the push service answers 404/410.
 */
@Entity('push_subscriptions')
@Index('push_subscriptions_user_endpoint_key', ['userId', 'endpoint'], { unique: true })
@Index('push_subscriptions_store_id_idx', ['storeId'])
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'text' })
  endpoint!: string;

  @Column({ type: 'text' })
  p256dh!: string;

  @Column({ type: 'text' })
  auth!: string;

  @Column({ type: 'text', nullable: true })
  label!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_success_at', type: 'timestamptz', nullable: true })
  lastSuccessAt!: Date | null;
}
