import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StoreEntity } from './store.entity';

/**
 * Catalogue accesses of one store on one local day (America/Sao_Paulo; UTC days before the
 * second release), ARCHITECTURE.md: store_access_days.
 */
@Entity('store_access_days')
export class StoreAccessDayEntity {
  @PrimaryColumn({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
