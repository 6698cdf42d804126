import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RemovableListEntryRow } from '../../database/base-rows';
import { OptionGroupEntity } from './option-group.entity';

/**
 * One option of a group; price in integer centavos, 0–10 000 000. Like groups, an option left out
 * of an edit is marked `removed_at` instead of deleted (a stale cart gets a 409 naming it).
 */
@Entity('options')
@Index('options_group_id_idx', ['groupId'])
@Check('options_price_cents_check', '"price_cents" >= 0 AND "price_cents" <= 10000000')
export class OptionEntity extends RemovableListEntryRow {
  @Column({ name: 'group_id', type: 'uuid' })
  groupId!: string;

  @ManyToOne(() => OptionGroupEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: OptionGroupEntity;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents!: number;

  @Column({ type: 'boolean', default: true })
  available!: boolean;
}
