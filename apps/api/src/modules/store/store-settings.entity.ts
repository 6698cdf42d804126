import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { StoredStoreSettings } from './store-settings.mapping';
import { StoreEntity } from './store.entity';

/**
 * The store's ordering options: one row per store,
 * the whole document as jsonb with money in integer centavos (see `StoredStoreSettings`). A store
 * without a row uses the contract's defaults; the migration gave every existing store one.
 */
@Entity('store_settings')
export class StoreSettingsEntity {
  @PrimaryColumn({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @OneToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'jsonb' })
  settings!: StoredStoreSettings;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
