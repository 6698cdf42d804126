import { PrimaryColumn } from 'typeorm';

/**
 * Abstract base of a store's daily counters: one row per store and local day (America/Sao_Paulo),
 * keyed by (`store_id`, `day`). The entity declares its `store` relation (deleted with the store)
 * and adds its integer counters.
 */
export abstract class StoreDayRow {
  @PrimaryColumn({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  /** The local day (`date`), as `YYYY-MM-DD`. */
  @PrimaryColumn({ type: 'date' })
  day!: string;
}
