import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { StoreEntity } from '../store/store.entity';

/**
 * The last order number of a store. Incremented with `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` inside the order's transaction: the row lock serializes a store's concurrent orders
 * and a rolled-back order gives its number back, so numbers run from 1 with no gap or repeat.
 */
@Entity('store_order_counters')
export class StoreOrderCounterEntity {
  @PrimaryColumn({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @OneToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ name: 'last_number', type: 'integer' })
  lastNumber!: number;
}
