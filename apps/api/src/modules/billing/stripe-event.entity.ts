import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A handled payment event; its id makes each event apply once (ARCHITECTURE.md: stripe_events). */
@Entity('stripe_events')
export class StripeEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}
