import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { StoreDayRow } from '../../database/store-day-row';
import { StoreEntity } from '../store/store.entity';

/**
 * Funnel steps of one store's visits on one local day (America/Sao_Paulo), docs/API.md §6
 * "Numbers for the seller": one row per store and day whatever the traffic, no identifier of the
 * customer. Written by `FunnelCounter` in batches; read by `AnalyticsService`.
 */
@Entity('store_funnel_days')
export class StoreFunnelDayEntity extends StoreDayRow {
  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  /** Visits in which a first item was added to the cart. */
  @Column({ name: 'carts_started', type: 'integer', default: 0 })
  cartsStarted!: number;

  /** Visits in which the order form was opened. */
  @Column({ name: 'checkouts_opened', type: 'integer', default: 0 })
  checkoutsOpened!: number;
}
