import { JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StoreEntity } from '../modules/store/store.entity';

/**
 * Abstract base of a store's daily counters: one row per store and local day (America/Sao_Paulo),
 * keyed by (`store_id`, `day`), deleted with the store. The entity adds its integer counters.
 */
export abstract class StoreDayRow {
  @PrimaryColumn({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  /** The local day (`date`), as `YYYY-MM-DD`. */
  @PrimaryColumn({ type: 'date' })
  day!: string;
}
