import { Column, Entity, Index, JoinColumn, OneToOne } from 'typeorm';
import type { SubscriptionStatus } from '@catalogo/contracts/core';
import { TimestampedRow } from '../../database/base-rows';
import { UserEntity } from '../user/user.entity';

/** A seller's subscription to the single plan (ARCHITECTURE.md: subscriptions). */
@Entity('subscriptions')
export class SubscriptionEntity extends TimestampedRow {
  @Index('subscriptions_user_id_key', { unique: true })
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Webhooks without our user id find the seller by customer: indexed. */
  @Index('subscriptions_stripe_customer_id_idx')
  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Index('subscriptions_stripe_subscription_id_idx')
  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId!: string | null;

  @Column({ type: 'text', default: 'inactive' })
  status!: SubscriptionStatus;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  /** Creation time (Unix seconds) of the last applied provider event; older ones are ignored. */
  @Column({ name: 'last_event_created', type: 'bigint', nullable: true })
  lastEventCreated!: string | null;
}
