import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { OrderEntity } from '../order/order.entity';

/**
 * Which new orders already had their alerts sent (docs/API.md §8): every API process hears each
 * `order.created` (LISTEN/NOTIFY) and only the one whose INSERT takes the order's row sends, so
 * each device gets one message whatever the number of processes. Rows older than a day are
 * deleted by the next claims.
 */
@Entity('push_order_claims')
export class PushOrderClaimEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @OneToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;

  @CreateDateColumn({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt!: Date;
}
