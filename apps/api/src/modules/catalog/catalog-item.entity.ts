import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TimestampedRow } from '../../database/base-rows';
import { StoreEntity } from '../store/store.entity';

/**
 * A catalogue item; its price is integer centavos (docs/API.md §2), 0 allowed only for an item
 * with a required option group (checked by the API: docs/API.md §6).
 */
@Entity('catalog_items')
@Check('catalog_items_price_cents_check', '"price_cents" >= 0 AND "price_cents" <= 10000000')
@Check('catalog_items_description_check', 'char_length("description") <= 300')
@Check('catalog_items_photo_bytes_check', '"photo_bytes" >= 0')
export class CatalogItemEntity extends TimestampedRow {
  @Index('catalog_items_store_id_idx')
  @Column({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents!: number;

  @Column({ type: 'text' })
  category!: string;

  /** 0–300 characters, `''` when none (docs/API.md §6). */
  @Column({ type: 'text', default: '' })
  description!: string;

  /** false = "Esgotado": listed greyed, cannot be ordered. */
  @Column({ type: 'boolean', default: true })
  available!: boolean;

  /** Storage key of the detail photo (WebP), or null; see ImageStorage. */
  @Column({ name: 'photo_key', type: 'text', nullable: true })
  photoKey!: string | null;

  /** Storage key of the list thumbnail (WebP), or null. */
  @Column({ name: 'photo_thumb_key', type: 'text', nullable: true })
  photoThumbKey!: string | null;

  /** Bytes of both photo files, counted against the store's image quota. */
  @Column({ name: 'photo_bytes', type: 'integer', default: 0 })
  photoBytes!: number;

  /**
   * The item's live option groups in the public catalogue's shape (reais), as JSON text: a copy
   * of `option_groups`/`options` rewritten in the same transaction by every change of them
   * (`writeOptionGroups`), so that the public read selects it instead of aggregating ~1,500
   * option rows per store on each request.
   */
  @Column({ name: 'option_groups_json', type: 'text', default: '[]' })
  optionGroupsJson!: string;
}
