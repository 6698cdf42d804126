import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StoreEntity } from './store.entity';

/**
 * A slug a store gave up (changed, or its account deleted), kept for 30 days so nobody else can
 * claim it and receive that store's customers; the store that freed it may take
 * it back. Rows are written by the `stores_quarantine_freed_slug` trigger (every path that frees
 * a slug), read by `StoreService.updateSlug`.
 */
@Entity('freed_slugs')
export class FreedSlugEntity {
  @PrimaryColumn({ type: 'text' })
  slug!: string;

  /** The store that freed it; null once that store is deleted (then nobody may take it back). */
  @Column({ name: 'store_id', type: 'uuid', nullable: true })
  storeId!: string | null;

  @ManyToOne(() => StoreEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ name: 'freed_at', type: 'timestamptz', default: () => 'now()' })
  freedAt!: Date;
}
