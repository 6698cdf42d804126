import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { StoreDayRow } from '../../database/store-day-row';
import { StoreEntity } from './store.entity';

/**
 * Catalogue accesses of one store on one local day (America/Sao_Paulo; UTC days before the
 * second release), ARCHITECTURE.md: store_access_days.
 */
@Entity('store_access_days')
export class StoreAccessDayEntity extends StoreDayRow {
  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
