import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { CouponKind } from '@catalogo/contracts/core';
import { CreatedRow } from '../../database/base-rows';
import { StoreEntity } from '../store/store.entity';

/**
 * A store's coupon (docs/API.md §8 "Customers and coupons"). Money in integer centavos; the code
 * is kept upper case, so the unique index compares codes case-insensitively. `uses` only grows,
 * in the order's transaction, by a conditional UPDATE that never passes `max_uses`.
 */
@Entity('coupons')
@Index('coupons_store_id_code_key', ['storeId', 'code'], { unique: true })
@Check('coupons_kind_check', `"kind" IN ('percent', 'fixed')`)
@Check(
  'coupons_value_check',
  `("kind" = 'percent' AND "percent" BETWEEN 1 AND 100 AND "amount_cents" IS NULL) OR ("kind" = 'fixed' AND "amount_cents" > 0 AND "percent" IS NULL)`,
)
@Check(
  'coupons_limits_check',
  '"uses" >= 0 AND "minimum_order_cents" >= 0 AND ("max_uses" IS NULL OR "max_uses" > 0) AND ("max_uses_per_customer" IS NULL OR "max_uses_per_customer" > 0)',
)
export class CouponEntity extends CreatedRow {
  @Column({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  /** 3–20 of A–Z 0–9, upper case. */
  @Column({ type: 'text' })
  code!: string;

  @Column({ type: 'text' })
  kind!: CouponKind;

  /** "percent": 1–100; else null. */
  @Column({ type: 'integer', nullable: true })
  percent!: number | null;

  /** "fixed": the amount off, centavos; else null. */
  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents!: number | null;

  /** The items' subtotal the coupon needs, centavos (0: none). */
  @Column({ name: 'minimum_order_cents', type: 'integer', default: 0 })
  minimumOrderCents!: number;

  /** Only for a phone with no earlier order in the store. */
  @Column({ name: 'first_order_only', type: 'boolean', default: false })
  firstOrderOnly!: boolean;

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt!: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  /** Total uses allowed; null: no limit. */
  @Column({ name: 'max_uses', type: 'integer', nullable: true })
  maxUses!: number | null;

  /** Uses allowed per customer (phone); null: no limit. */
  @Column({ name: 'max_uses_per_customer', type: 'integer', nullable: true })
  maxUsesPerCustomer!: number | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** Orders that took the coupon. */
  @Column({ type: 'integer', default: 0 })
  uses!: number;
}
