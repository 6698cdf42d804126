import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { OptionPriceRule } from '@catalogo/contracts/core';
import { RemovableListEntryRow } from '../../database/base-rows';
import { CatalogItemEntity } from './catalog-item.entity';

/**
 * A group of options of a catalogue item (docs/API.md §6 "Options on an item"). Its id is kept
 * while the seller keeps sending it back; a group left out of an edit is marked `removed_at`
 * (never deleted while its item lives), so an order from a stale cart is answered 409 naming it.
 */
@Entity('option_groups')
@Index('option_groups_item_id_idx', ['itemId'])
@Check(
  'option_groups_choices_check',
  '"min_choices" >= 0 AND "min_choices" <= "max_choices" AND "max_choices" BETWEEN 1 AND 30',
)
@Check('option_groups_price_rule_check', `"price_rule" IN ('sum', 'highest', 'average')`)
export class OptionGroupEntity extends RemovableListEntryRow {
  @Column({ name: 'item_id', type: 'uuid' })
  itemId!: string;

  @ManyToOne(() => CatalogItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: CatalogItemEntity;

  @Column({ name: 'min_choices', type: 'integer' })
  minChoices!: number;

  @Column({ name: 'max_choices', type: 'integer' })
  maxChoices!: number;

  @Column({ name: 'price_rule', type: 'text', default: 'sum' })
  priceRule!: OptionPriceRule;
}
