import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type {
  OrderAddress,
  OrderFulfilment,
  OrderPaymentMethod,
  OrderStatus,
} from '@catalogo/contracts/core';
import { CreatedRow } from '../../database/base-rows';
import { StoreEntity } from '../store/store.entity';
import { CouponEntity } from '../coupon/coupon.entity';

/**
 * A customer's order (docs/API.md §6). Money in integer centavos; names and prices are a copy of
 * the catalogue at ordering time (see `OrderItemEntity`).
 */
@Entity('orders')
@Index('orders_store_id_number_key', ['storeId', 'number'], { unique: true })
@Index('orders_store_id_idempotency_key_key', ['storeId', 'idempotencyKey'], { unique: true })
@Index('orders_store_id_created_at_idx', ['storeId', 'createdAt'])
// docs/API.md §8: a store's customers are read from its orders by phone.
@Index('orders_store_id_customer_phone_idx', ['storeId', 'customerPhone'], {
  where: '"customer_phone" IS NOT NULL',
})
@Index('orders_coupon_id_idx', ['couponId'])
@Check(
  'orders_status_check',
  `"status" IN ('received', 'confirmed', 'preparing', 'out_for_delivery', 'ready_for_pickup', 'completed', 'canceled')`,
)
@Check('orders_fulfilment_check', `"fulfilment" IN ('delivery', 'pickup')`)
@Check(
  'orders_payment_status_check',
  `"payment_status" IN ('pending', 'paid', 'expired', 'refunded', 'unavailable', 'refunding')`,
)
// docs/API.md §8 "Pix online": the reconciler's claim reads the pending payments only.
@Index('orders_payment_pending_idx', ['paymentCheckedAt'], {
  where: `"payment_status" = 'pending'`,
})
@Check('orders_payment_method_check', `"payment_method" IN ('pix', 'cash', 'card')`)
@Check(
  'orders_totals_check',
  '"subtotal_cents" >= 0 AND "delivery_fee_cents" >= 0 AND "discount_cents" >= 0 AND "discount_cents" <= "subtotal_cents" AND "total_cents" = "subtotal_cents" - "discount_cents" + "delivery_fee_cents"',
)
export class OrderEntity extends CreatedRow {
  @Column({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @ManyToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  /** Per-store number from 1, no gap (see `StoreOrderCounterEntity`). */
  @Column({ type: 'integer' })
  number!: number;

  /** The customer's unguessable status-page token (192 random bits, base64url). */
  @Index('orders_token_key', { unique: true })
  @Column({ type: 'text' })
  token!: string;

  @Column({ type: 'text' })
  status!: OrderStatus;

  @Column({ type: 'text' })
  fulfilment!: OrderFulfilment;

  @Column({ name: 'customer_name', type: 'text' })
  customerName!: string;

  @Column({ name: 'customer_phone', type: 'text', nullable: true })
  customerPhone!: string | null;

  /** Delivery address; null for pickup. */
  @Column({ type: 'jsonb', nullable: true })
  address!: OrderAddress | null;

  @Column({ name: 'payment_method', type: 'text' })
  paymentMethod!: OrderPaymentMethod;

  /** Cash: the note paid with, centavos. */
  @Column({ name: 'change_for_cents', type: 'integer', nullable: true })
  changeForCents!: number | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents!: number;

  @Column({ name: 'delivery_fee_cents', type: 'integer' })
  deliveryFeeCents!: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents!: number;

  /**
   * "to_agree" (fee "a combinar") or "free" (free-delivery threshold reached) for a
   * delivery; else null.
   */
  @Column({ name: 'delivery_fee_note', type: 'text', nullable: true })
  deliveryFeeNote!: 'to_agree' | 'free' | null;

  /** copy of the store's pickup address at ordering time (pickup orders). */
  @Column({ name: 'pickup_address', type: 'text', nullable: true })
  pickupAddress!: string | null;

  /** the Pix BR Code ("copia e cola") built at ordering time for a Pix order. */
  @Column({ name: 'pix_br_code', type: 'text', nullable: true })
  pixBrCode!: string | null;

  /** `Idempotency-Key` header of the creating request (unique per store; see OrderService). */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;

  /**
   * SHA-256 (hex) of the canonical body that created the order with `idempotencyKey`: the key
   * replayed with another body is refused (see OrderService). NULL without a key, and on orders
   * saved before it was kept (then any body replays them).
   */
  @Column({ name: 'idempotency_body_hash', type: 'text', nullable: true })
  idempotencyBodyHash!: string | null;

  /** docs/API.md §8: the coupon taken (null when none, or deleted since). */
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId!: string | null;

  @ManyToOne(() => CouponEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: CouponEntity;

  /** A copy of the coupon's code at ordering time (upper case), kept if the coupon is deleted. */
  @Column({ name: 'coupon_code', type: 'text', nullable: true })
  couponCode!: string | null;

  /** The coupon's discount on the items' subtotal, centavos (0 without a coupon). */
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents!: number;

  /**
   * docs/API.md §8 "Pix online": status of the order's online Pix payment (`PaymentStatus`, or
   * `refunding` while a refund is under way); null for cash, card and the static Pix.
   */
  @Column({ name: 'payment_status', type: 'text', nullable: true })
  paymentStatus!: string | null;

  /** The provider that holds the payment ('mercadopago' or 'local'); null without one. */
  @Column({ name: 'payment_provider', type: 'text', nullable: true })
  paymentProvider!: string | null;

  /** The provider's id of the current payment; null while unavailable. */
  @Column({ name: 'payment_provider_id', type: 'text', nullable: true })
  paymentProviderId!: string | null;

  /** Payments created for the order so far (the idempotency key of the next one counts it). */
  @Column({ name: 'payment_attempt', type: 'integer', default: 0 })
  paymentAttempt!: number;

  /** The online Pix "copia e cola" given by the provider. */
  @Column({ name: 'pix_online_br_code', type: 'text', nullable: true })
  pixOnlineBrCode!: string | null;

  /** Its QR code as the provider drew it (`data:image/png;base64,…`), or null. */
  @Column({ name: 'pix_online_qr_png', type: 'text', nullable: true })
  pixOnlineQrPng!: string | null;

  /** When the current payment's code stops being accepted. */
  @Column({ name: 'payment_expires_at', type: 'timestamptz', nullable: true })
  paymentExpiresAt!: Date | null;

  /** When the provider confirmed the payment. */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** The provider reported an amount other than the order's total: not taken as paid. */
  @Column({ name: 'payment_amount_mismatch', type: 'boolean', default: false })
  paymentAmountMismatch!: boolean;

  /** Last time the reconciler asked the provider about the payment (its claim). */
  @Column({ name: 'payment_checked_at', type: 'timestamptz', nullable: true })
  paymentCheckedAt!: Date | null;

  /**
   * Time of the last status change, written by the status update itself: not an
   * `@UpdateDateColumn`, which would move it on any other save of the order.
   */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
