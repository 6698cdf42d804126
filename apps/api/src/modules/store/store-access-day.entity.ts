import { Column, Entity } from 'typeorm';
import { StoreDayRow } from '../../database/store-day-row';

/**
 * Catalogue accesses of one store on one local day (America/Sao_Paulo; UTC days before the
 * second release), ARCHITECTURE.md: store_access_days.
 */
@Entity('store_access_days')
export class StoreAccessDayEntity extends StoreDayRow {
  @Column({ type: 'integer', default: 0 })
  count!: number;
}
