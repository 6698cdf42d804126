import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { UuidRow } from '../../database/base-rows';
import { OrderEntity } from './order.entity';

/** One line of an order: a copy of the catalogue item at ordering time (centavos). */
@Entity('order_items')
@Index('order_items_order_id_position_key', ['orderId', 'position'], { unique: true })
export class OrderItemEntity extends UuidRow {
  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;

  /** Line order as sent, from 0. */
  @Column({ type: 'integer' })
  position!: number;

  /** catalog_items.id at ordering time; no foreign key (the item may be deleted since). */
  @Column({ name: 'item_id', type: 'uuid' })
  itemId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** The item's own price at ordering time (without options). */
  @Column({ name: 'item_price_cents', type: 'integer' })
  itemPriceCents!: number;

  /** Unit price with the chosen options (docs/API.md §6). */
  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents!: number;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ name: 'line_total_cents', type: 'integer' })
  lineTotalCents!: number;

  /**
   * Copies of the chosen options, `[{group, name, priceCents, priceRule}]` in the item's order
   *. A jsonb column, not a table: an immutable snapshot always read with its line.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  options!: { group: string; name: string; priceCents: number; priceRule: string }[];
}
