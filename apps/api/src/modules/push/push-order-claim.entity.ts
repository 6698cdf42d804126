import { Check, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OrderEntity } from '../order/order.entity';

/**
 * Which order events already had their alerts sent (docs/API.md §8): every API process hears
 * each `order.created` and `order.paid` (LISTEN/NOTIFY) and only the one whose INSERT takes the
 * (order, event) row sends, so each device gets one message per event whatever the number of
 * processes. Rows older than a day are deleted by the next claims.
 */
@Entity('push_order_claims')
@Check(`"event" IN ('order.created', 'order.paid')`)
export class PushOrderClaimEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  /** `order.created` or `order.paid`. */
  @PrimaryColumn({ type: 'text', default: 'order.created' })
  event!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;

  @CreateDateColumn({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt!: Date;
}
