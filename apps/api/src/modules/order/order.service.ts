import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CouponCheckDto,
  CreateOrderDto,
  ListOrdersQueryDto,
  OrderItemInputDto,
  OrdersPeriodQueryDto,
} from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
  OptionLimits,
  OptionMessages,
  OrderLimits,
  OrderStatusLabels,
  SLUG_PATTERN,
  SettingsLimits,
  buildOrderWhatsappText,
  canChangeOrderStatus,
  orderStatusPath,
  orderWhatsappUrl,
  type CouponCheckResult,
  type ReorderResponse,
  type OrderAddress,
  type OrderStatus,
  type OrdersPage,
  type PublicOrder,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { HotQueries } from '../../database/hot-query';
import { appConfig, type AppConfig } from '../../config/app.config';
import { CouponService, type RedeemedCoupon } from '../coupon/coupon.service';
import { onlinePixOf, paymentStatusOf } from '../payment/payment.mapping';
import { PaymentService, type PixConnection } from '../payment/payment.service';
import { OrderRules } from './order-rules';
import { priceOrderLine, toLineOptions, type StoredLineOption } from './order-options';
import { buildPixBrCode, newPixTxid } from './pix-br-code';
import {
  ORDER_CHANNEL,
  countSellerOrders,
  forgetCustomerOrders,
  insertOrder,
  lockSellerOrder,
  notifyOrderChannel,
  releaseExpiredIdempotencyKey,
  selectOrderByIdempotencyKey,
  selectCustomerOrders,
  selectOrderByToken,
  selectOrderCatalogue,
  selectSellerOrder,
  selectSellerOrdersForExport,
  selectSellerOrdersPage,
  selectStoreIdOfOwner,
  selectStoreOrder,
  selectStoreOrdersChangedSince,
  setOrderStatus,
  type CreatedOrderRow,
  type NewOrder,
  type OrderCatalogueRow,
  type OrderRow,
  type SellerOrderFilter,
} from './order.queries';

/** Re-exported: the channel is part of the order module's public surface. */
export { ORDER_CHANNEL };

/** What travels through LISTEN/NOTIFY: small ids only (NOTIFY payloads stop at 8000 bytes). */
export interface OrderNotification {
  storeId: string;
  orderId: string;
  event: 'order.created' | 'order.updated' | 'order.paid';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Visible ASCII, 1–200 characters. */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${OrderLimits.idempotencyKeyMaxLength}}$`);

/**
 * 422 refusal of an `Idempotency-Key` already used in the store (within the replay window) for
 * another order body.
 */
export const IDEMPOTENCY_KEY_REUSED =
  'Esta chave Idempotency-Key já foi usada para um pedido diferente. Para enviar um novo pedido, use outra chave.';

/** Result of `create`: the order, and whether this call created it (201) or replayed it (200). */
export interface CreatedOrder {
  order: PublicOrder;
  created: boolean;
}

/**
 * Orders (docs/API.md §6 "Orders"): the customer's creation and status page, and the seller's
 * list, detail, status changes and CSV export. Money is integer centavos inside, reais outside.
 * Every committed write is then notified on `ORDER_CHANNEL`, so the SSE listeners of every API
 * process hear it.
 */
@Injectable()
export class OrderService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hot: HotQueries,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly rules: OrderRules,
    private readonly coupons: CouponService,
    private readonly payments: PaymentService,
  ) {
    // docs/API.md §8 "Pix online": a confirmed payment raises `order.paid`, other payment
    // changes (expired, refunded, amount flagged) `order.updated`.
    payments.onChange(({ storeId, orderId, paid }) => {
      void this.notify({ storeId, orderId, event: paid ? 'order.paid' : 'order.updated' });
    });
  }

  /**
   * `POST /public-catalog/{slug}/orders`: prices and names read from the catalogue now, a copy
   * kept; the store's next number taken in the same statement as the order (no gap, no repeat).
   * With an `Idempotency-Key` seen for this store in the last 24 h, the first order is returned
   * instead when the body is the same (its hash, `orderBodyHash`, is kept with the key); another
   * body is refused. Three round trips without a key: one read (store and items), the store's
   * settings (`OrderRules`, one primary-key read), one write (`CREATE_ORDER_SQL`); with a key,
   * two more before the write (the replay look-up and the release of keys older than the
   * window).
   *
   * @throws DomainError(Validation) → 400 for a malformed Idempotency-Key.
   * @throws DomainError(Unprocessable) → 422 (IDEMPOTENCY_KEY_REUSED) for a key already used in
   *   the window with another body (the first order is not disclosed).
   * @throws DomainError(NotFound) → 404 for an unknown slug.
   * @throws DomainError(ItemUnavailable) → 409 naming an item that is not in the store, or an option
   *   that is unavailable or was removed (docs/API.md §6 "Options on an item").
   * @throws DomainError(Validation) → 400 for choices that break the item's groups (see
   *   `priceOrderLine`).
   * @throws DomainError(Unprocessable) → 422 when a store rule refuses the order (OrderRules).
   */
  async create(
    slug: string,
    dto: CreateOrderDto,
    idempotencyKey: string | undefined,
  ): Promise<CreatedOrder> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      throw new DomainError(ErrorCode.Validation, [Messages.invalidIdempotencyKey]);
    if (!SLUG_PATTERN.test(slug)) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const ids = [...new Set(dto.items.map((i) => i.id.toLowerCase()))];
    const found = await selectOrderCatalogue(this.hot, { slug, itemIds: ids });
    const first = found[0];
    if (!first) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const storeId = first.store_id;
    const bodyHash = idempotencyKey ? orderBodyHash(dto) : null;
    if (idempotencyKey) {
      const replay = await this.byIdempotencyKey(storeId, idempotencyKey, bodyHash);
      if (replay) return { order: replay, created: false };
    }

    const lines = priceLines(found, dto.items);
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    if (subtotalCents > OptionLimits.maxOrderSubtotalCents)
      throw new DomainError(ErrorCode.Validation, [OptionMessages.orderTooLarge]);
    const token = randomBytes(24).toString('base64url');
    // fee, pickup address and Pix settings, or a 422 refusal (store rules).
    const ruled = await this.rules.evaluate({ storeId, dto, subtotalCents });
    // docs/API.md §8 "Pix online": with a provider connected, the Pix is a payment there
    // (created once the order committed) instead of the static code.
    const online: PixConnection | null = ruled.pix
      ? await this.payments.connectionOf(storeId)
      : null;
    const deliveryFeeCents = ruled.deliveryFeeCents;
    const address = dto.fulfilment === 'delivery' && dto.address ? toAddress(dto.address) : null;
    const changeForCents =
      dto.payment.method === 'cash' && typeof dto.payment.changeFor === 'number'
        ? Math.round(dto.payment.changeFor * 100)
        : null;
    const notes = dto.notes?.trim() ? dto.notes.trim() : null;
    const phone = dto.customer.phone ?? null;

    if (idempotencyKey) {
      // A key older than the window is free again: the old order keeps no key.
      await releaseExpiredIdempotencyKey(this.dataSource.manager, storeId, idempotencyKey);
    }
    /** The order to write once the coupon (if any) is known; also builds the Pix code. */
    const orderWith = (coupon: RedeemedCoupon | null): NewOrder => {
      const discountCents = coupon?.discountCents ?? 0;
      // docs/API.md §8: the static Pix carries the discounted total.
      const pixBrCode =
        ruled.pix && !online
          ? buildPixBrCode(
              ruled.pix,
              subtotalCents - discountCents + deliveryFeeCents,
              newPixTxid(),
            )
          : null;
      return {
        storeId,
        token,
        fulfilment: dto.fulfilment,
        customerName: dto.customer.name,
        customerPhone: phone,
        address,
        paymentMethod: dto.payment.method,
        changeForCents,
        notes,
        subtotalCents,
        deliveryFeeCents,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyBodyHash: bodyHash,
        lines,
        deliveryFeeNote: ruled.deliveryFeeNote,
        pickupAddress: ruled.pickupAddress,
        pixBrCode,
        couponId: coupon?.couponId ?? null,
        couponCode: coupon?.code ?? null,
        discountCents,
      };
    };
    let written: CreatedOrderRow;
    let charged: NewOrder;
    let coupon: RedeemedCoupon | null = null;
    try {
      if (!dto.couponCode) {
        charged = orderWith(null);
        written = await insertOrder(this.hot, charged);
      } else {
        // docs/API.md §8: the coupon's use and the order commit together; the coupon row's lock
        // makes concurrent orders with it take turns, so its uses never pass its limits.
        const code = dto.couponCode;
        [written, charged, coupon] = await this.dataSource.transaction(
          async (manager: EntityManager) => {
            const taken = await this.coupons.redeem(manager, {
              storeId,
              code,
              phone,
              subtotalCents,
              now: new Date(),
            });
            const withCoupon = orderWith(taken);
            return [await insertOrder(manager, withCoupon), withCoupon, taken] as const;
          },
        );
      }
    } catch (error) {
      // A concurrent request with the same key committed first: answer its order.
      // HotQueries runs on the pg pool (pg's own error), a transaction through TypeORM (its
      // QueryFailedError copies the driver's `code`): 23505 = unique_violation.
      if (idempotencyKey && (error as { code?: string }).code === '23505') {
        const replay = await this.byIdempotencyKey(storeId, idempotencyKey, bodyHash);
        if (replay) return { order: replay, created: false };
      }
      throw error;
    }
    await this.notify({ storeId, orderId: written.id, event: 'order.created' });
    if (online && ruled.pix) {
      // Never inside the order's transaction: the HTTP call runs after the commit; a provider
      // failure leaves the order saved with the Pix "unavailable".
      await this.payments.startPayment(online, {
        storeId,
        orderId: written.id,
        number: written.number,
        totalCents: subtotalCents - charged.discountCents + deliveryFeeCents,
        expiryMinutes: ruled.pix.expiryMinutes ?? SettingsLimits.pixExpiryDefaultMinutes,
      });
      await this.notify({ storeId, orderId: written.id, event: 'order.updated' });
      const row = await selectStoreOrder(this.dataSource.manager, storeId, written.id);
      if (row) return { order: this.toPublic(row), created: true };
    }
    const order = this.toPublic({
      id: written.id,
      store_id: storeId,
      number: written.number,
      token,
      status: 'received',
      fulfilment: dto.fulfilment,
      customer_name: dto.customer.name,
      customer_phone: phone,
      address,
      payment_method: dto.payment.method,
      change_for_cents: changeForCents,
      notes,
      subtotal_cents: subtotalCents,
      delivery_fee_cents: deliveryFeeCents,
      total_cents: subtotalCents - charged.discountCents + deliveryFeeCents,
      delivery_fee_note: ruled.deliveryFeeNote,
      pickup_address: ruled.pickupAddress,
      pix_br_code: charged.pixBrCode,
      coupon_code: coupon?.code ?? null,
      discount_cents: charged.discountCents,
      idempotency_body_hash: bodyHash,
      payment_status: null,
      pix_online_br_code: null,
      pix_online_qr_png: null,
      payment_expires_at: null,
      paid_at: null,
      payment_amount_mismatch: false,
      payment_provider: null,
      created_at: written.created_at,
      updated_at: written.created_at,
      slug,
      store_name: first.store_name,
      store_phone: first.store_phone,
      lines,
      history: [{ status: 'received', at: written.created_at.toISOString() }],
    });
    return { order, created: true };
  }

  /**
   * `POST /public-catalog/{slug}/coupons/check`: the cart's coupon, priced on the items at
   * today's catalogue (the client's prices are never read) with the same rules as the order,
   * without taking a use. A refusal is an answer (`{valid: false, message}`), not an error.
   *
   * @throws DomainError(NotFound) → 404 for an unknown slug.
   * @throws DomainError(ItemUnavailable) → 409 for an item or option the order would refuse.
   * @throws DomainError(Validation) → 400 for choices that break the item's groups.
   */
  async checkCoupon(slug: string, dto: CouponCheckDto): Promise<CouponCheckResult> {
    if (!SLUG_PATTERN.test(slug)) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const ids = [...new Set(dto.items.map((i) => i.id.toLowerCase()))];
    const found = await selectOrderCatalogue(this.hot, { slug, itemIds: ids });
    const first = found[0];
    if (!first) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const subtotalCents = priceLines(found, dto.items).reduce(
      (sum, l) => sum + l.lineTotalCents,
      0,
    );
    const outcome = await this.coupons.check({
      storeId: first.store_id,
      code: dto.code,
      phone: dto.phone ?? null,
      subtotalCents,
      now: new Date(),
    });
    return outcome.ok
      ? { valid: true, discount: outcome.discountCents / 100, subtotal: subtotalCents / 100 }
      : { valid: false, message: outcome.message };
  }

  /**
   * `GET /public-catalog/{slug}/orders/{token}`: the customer's order.
   *
   * @throws DomainError(NotFound) → 404 for an unknown slug or token, or a token of another store.
   */
  async byToken(slug: string, token: string): Promise<PublicOrder> {
    if (!SLUG_PATTERN.test(slug) || !/^[A-Za-z0-9_-]{16,64}$/.test(token))
      throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const row = await selectOrderByToken(this.dataSource.manager, slug, token);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    return this.toPublic(row);
  }

  /**
   * `GET /public-catalog/{slug}/orders/{token}/reorder` ("Pedir de novo", docs/API.md §8): the
   * order's lines at today's catalogue, for the cart: items that still exist and can be ordered,
   * their choices mapped to today's options by group and option name; `changes` names each line
   * left out (`removed`: gone from the catalogue; `unavailable`: sold out, or a choice that no
   * longer exists, is sold out or no longer fits the item's groups) and each line whose unit
   * price with the same choices differs (`price_changed`, today's price in reais).
   *
   * @throws DomainError(NotFound) → 404 for an unknown slug or token, or a token of another store.
   */
  async reorder(slug: string, token: string): Promise<ReorderResponse> {
    if (!SLUG_PATTERN.test(slug) || !/^[A-Za-z0-9_-]{16,64}$/.test(token))
      throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const row = await selectOrderByToken(this.dataSource.manager, slug, token);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const lines = row.lines ?? [];
    const found = await selectOrderCatalogue(this.hot, {
      slug,
      itemIds: [...new Set(lines.map((l) => l.id))],
    });
    const byId = new Map(found.filter((r) => r.id !== null).map((r) => [r.id as string, r]));
    const answer: ReorderResponse = { items: [], changes: [] };
    for (const line of lines) {
      const item = byId.get(line.id);
      if (!item) {
        answer.changes.push({ name: line.name, reason: 'removed' });
        continue;
      }
      const options = item.available === false ? null : mapChoices(item, line.options ?? []);
      const priced = options ? tryPrice(item, options) : null;
      if (!options || !priced) {
        answer.changes.push({ name: line.name, reason: 'unavailable' });
        continue;
      }
      answer.items.push({ id: item.id as string, quantity: line.quantity, options });
      if (priced.unitPriceCents !== line.priceCents)
        answer.changes.push({
          name: line.name,
          reason: 'price_changed',
          price: priced.unitPriceCents / 100,
        });
    }
    return answer;
  }

  /** docs/API.md §8: the seller's orders with the customer phone `phone`, newest first. */
  async forCustomer(userId: string, phone: string): Promise<SellerOrder[]> {
    const rows = await selectCustomerOrders(this.dataSource.manager, userId, phone);
    return rows.map((r) => this.toSeller(r));
  }

  /**
   * docs/API.md §8 "Excluir dados do cliente" (LGPD): the seller's orders with the phone `phone`
   * keep their amounts and items and lose the customer's name, phone and address, in one
   * statement. Answers how many orders changed (0: no such customer).
   */
  forgetCustomer(userId: string, phone: string): Promise<number> {
    return forgetCustomerOrders(this.dataSource.manager, userId, phone);
  }

  /**
   * `GET /orders`: the seller's orders, newest first, filtered by status, local days `from`–`to`
   * (inclusive, America/Sao_Paulo) and `q` (the number, or part of the customer's name, case-
   * and accent-insensitive).
   *
   * @throws DomainError(Validation) → 400 for a day that does not exist (2026-02-30).
   */
  async list(userId: string, query: ListOrdersQueryDto): Promise<OrdersPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? OrderLimits.defaultPageSize;
    const filter: SellerOrderFilter = { ...this.filter(query), q: query.q?.trim() };
    const db = this.dataSource.manager;
    const total = await countSellerOrders(db, userId, filter);
    const rows = await selectSellerOrdersPage(db, { ownerId: userId, filter, page, pageSize });
    return { items: rows.map((r) => this.toSeller(r)), total, page, pageSize };
  }

  /**
   * `GET /orders/{id}`: one of the seller's orders.
   *
   * @throws DomainError(NotFound) → 404 for an unknown id or another seller's order.
   */
  async get(userId: string, id: string): Promise<SellerOrder> {
    if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const row = await selectSellerOrder(this.dataSource.manager, userId, id);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    return this.toSeller(row);
  }

  /** A store's order by id, for the SSE listeners (no owner check: they are per store). */
  async forStore(storeId: string, id: string): Promise<SellerOrder | null> {
    const row = await selectStoreOrder(this.dataSource.manager, storeId, id);
    return row ? this.toSeller(row) : null;
  }

  /**
   * The store's orders created or changed after `since` (oldest change first, at most
   * `REPLAY_LIMIT` of order.queries.ts), for an event stream that reconnects with `Last-Event-ID`.
   */
  async changedSince(storeId: string, since: Date): Promise<SellerOrder[]> {
    const rows = await selectStoreOrdersChangedSince(this.dataSource.manager, storeId, since);
    return rows.map((r) => this.toSeller(r));
  }

  /**
   * `PATCH /orders/{id}/status`: moves the order along the contract's transitions, keeps the
   * change in the history (timestamped) and notifies the SSE listeners.
   *
   * @throws DomainError(NotFound) → 404 for an unknown id or another seller's order.
   * @throws DomainError(OrderStatusNotAllowed) → 409 for a transition the contract does not allow.
   */
  async changeStatus(userId: string, id: string, status: OrderStatus): Promise<SellerOrder> {
    if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    if (status === 'canceled') await this.refundBeforeCancel(userId, id);
    const storeId = await this.dataSource.transaction(async (manager) => {
      const current = await lockSellerOrder(manager, userId, id);
      if (!current) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
      if (!canChangeOrderStatus(current.status, status, current.fulfilment))
        throw new DomainError(
          ErrorCode.OrderStatusNotAllowed,
          Messages.orderStatusNotAllowed(
            OrderStatusLabels[current.status],
            OrderStatusLabels[status],
          ),
        );
      await setOrderStatus(manager, id, status);
      return current.store_id;
    });
    await this.notify({ storeId, orderId: id, event: 'order.updated' });
    return this.get(userId, id);
  }

  /**
   * docs/API.md §8 "Pix online": a paid order that may be cancelled is refunded in full at its
   * provider first, outside any transaction (an HTTP call); a refused refund leaves the order as
   * it was.
   *
   * @throws DomainError(PaymentProviderFailed) → 502 with the provider's failure.
   */
  private async refundBeforeCancel(userId: string, id: string): Promise<void> {
    const row = await selectSellerOrder(this.dataSource.manager, userId, id);
    if (
      row?.payment_status === 'paid' &&
      canChangeOrderStatus(row.status, 'canceled', row.fulfilment)
    )
      await this.payments.refundPaid(row.store_id, id);
  }

  /**
   * The seller's orders of a period for the CSV export, oldest first (at most 10 000 rows).
   *
   * @throws DomainError(Validation) → 400 for a day that does not exist.
   */
  async forExport(userId: string, period: OrdersPeriodQueryDto): Promise<SellerOrder[]> {
    const rows = await selectSellerOrdersForExport(
      this.dataSource.manager,
      userId,
      this.filter(period),
    );
    return rows.map((r) => this.toSeller(r));
  }

  /** The id of the seller's store (every seller has one from registration). */
  async storeIdOf(userId: string): Promise<string> {
    const storeId = await selectStoreIdOfOwner(this.dataSource.manager, userId);
    if (storeId === null) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    return storeId;
  }

  /**
   * The status and period filters of the list and the export, with both days checked (`from`
   * first).
   *
   * @throws DomainError(Validation) → 400 for a day that does not exist.
   */
  private filter(query: { status?: OrderStatus; from?: string; to?: string }): SellerOrderFilter {
    if (query.from) checkedDay(query.from);
    if (query.to) checkedDay(query.to);
    return { status: query.status, from: query.from, to: query.to };
  }

  /**
   * The store's order created with `key` in the replay window, or null. A body hash that differs
   * from the one kept is refused; an order saved before hashes were kept (NULL) replays for any
   * body.
   *
   * @throws DomainError(Unprocessable) → 422 (IDEMPOTENCY_KEY_REUSED) when the key was used for
   *   another body.
   */
  private async byIdempotencyKey(
    storeId: string,
    key: string,
    bodyHash: string | null,
  ): Promise<PublicOrder | null> {
    const row = await selectOrderByIdempotencyKey(this.dataSource.manager, storeId, key);
    if (!row) return null;
    if (row.idempotency_body_hash !== null && row.idempotency_body_hash !== bodyHash)
      throw new DomainError(ErrorCode.Unprocessable, IDEMPOTENCY_KEY_REUSED);
    return this.toPublic(row);
  }

  /**
   * Tells every API process's listeners about a committed change. Best effort: a failure is
   * logged, never turned into an error for the customer whose order is saved (the panel reloads
   * the list when its stream reconnects).
   */
  private async notify(payload: OrderNotification): Promise<void> {
    try {
      await notifyOrderChannel(this.hot, {
        channel: ORDER_CHANNEL,
        payload: JSON.stringify(payload),
      });
    } catch (error) {
      this.logger.error(`order notification failed: ${String(error)}`);
    }
  }

  /** The seller's view: the online Pix's QR image is left out (the customer's). */
  private toSeller(row: OrderRow): SellerOrder {
    return { id: row.id, ...this.toPublic(row, false) };
  }

  private toPublic(row: OrderRow, withQr = true): PublicOrder {
    const lines = row.lines ?? [];
    const statusUrl = `${this.config.webUrl}${orderStatusPath(row.slug, row.token)}`;
    const whatsappText = buildOrderWhatsappText({
      number: row.number,
      storeName: row.store_name,
      lines: lines.map((l) => ({ ...l, options: toLineOptions(l.options) })),
      subtotalCents: row.subtotal_cents,
      deliveryFeeCents: row.delivery_fee_cents,
      totalCents: row.total_cents,
      fulfilment: row.fulfilment,
      customer: { name: row.customer_name, phone: row.customer_phone },
      address: row.address,
      payment: { method: row.payment_method, changeForCents: row.change_for_cents },
      notes: row.notes,
      statusUrl,
      pickupAddress: row.pickup_address,
      deliveryFeeToAgree: row.delivery_fee_note === 'to_agree',
      freeDelivery: row.delivery_fee_note === 'free',
      couponCode: row.coupon_code,
      discountCents: row.discount_cents,
    });
    return {
      number: row.number,
      token: row.token,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      items: lines.map((l) => ({
        id: l.id,
        name: l.name,
        price: (l.itemPriceCents ?? l.priceCents) / 100,
        unitPrice: l.priceCents / 100,
        quantity: l.quantity,
        lineTotal: l.lineTotalCents / 100,
        options: toLineOptions(l.options),
      })),
      subtotal: row.subtotal_cents / 100,
      deliveryFee: row.delivery_fee_cents / 100,
      total: row.total_cents / 100,
      fulfilment: row.fulfilment,
      payment: {
        method: row.payment_method,
        changeFor: row.change_for_cents === null ? null : row.change_for_cents / 100,
      },
      customer: { name: row.customer_name, phone: row.customer_phone },
      address: row.address,
      notes: row.notes,
      history: (row.history ?? []).map((h) => ({
        status: h.status,
        at: new Date(h.at).toISOString(),
      })),
      whatsappText,
      whatsappUrl: orderWhatsappUrl(row.store_phone, whatsappText),
      statusUrl,
      pix:
        onlinePixOf(row, withQr) ??
        (row.pix_br_code ? { mode: 'static', brCode: row.pix_br_code } : null),
      paymentStatus: paymentStatusOf(row),
      pickupAddress: row.pickup_address,
      deliveryFeeToAgree: row.delivery_fee_note === 'to_agree',
      freeDelivery: row.delivery_fee_note === 'free',
      store: { slug: row.slug, name: row.store_name, phone: row.store_phone },
      couponCode: row.coupon_code,
      discount: row.discount_cents / 100,
    };
  }
}

/**
 * SHA-256 (hex) of the order body's canonical JSON: the validated DTO (unknown fields refused,
 * text NFC) with every object's keys sorted, so the same order sent with its keys in another
 * order has the same hash, and any other value (item, quantity, option, customer, address,
 * payment, notes) another one.
 */
export function orderBodyHash(dto: CreateOrderDto): string {
  const canonical = JSON.stringify(dto, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** An order line priced at today's catalogue (centavos). */
interface PricedOrderLine {
  id: string;
  name: string;
  /** Unit price with options. */
  priceCents: number;
  itemPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  options: StoredLineOption[];
}

/**
 * Prices the body's lines on the catalogue rows read by `ORDER_CATALOGUE_SQL` (names and prices
 * from the catalogue, never from the client).
 *
 * @throws DomainError(ItemUnavailable) → 409 naming an item not in the store, sold out, or an
 *   option unavailable or removed.
 * @throws DomainError(Validation) → 400 for choices that break the item's groups.
 */
function priceLines(
  found: readonly OrderCatalogueRow[],
  items: readonly OrderItemInputDto[],
): PricedOrderLine[] {
  const byId = new Map(found.filter((r) => r.id !== null).map((r) => [r.id as string, r]));
  return items.map((input) => {
    const item = byId.get(input.id.toLowerCase());
    if (!item)
      throw new DomainError(ErrorCode.ItemUnavailable, Messages.orderItemUnavailable(input.id));
    // "Esgotado": listed but cannot be ordered.
    if (item.available === false)
      throw new DomainError(
        ErrorCode.ItemUnavailable,
        Messages.orderItemSoldOut(item.name as string),
      );
    const priced = priceOrderLine(
      {
        name: item.name as string,
        priceCents: item.price_cents as number,
        optionGroups: item.option_groups,
      },
      input,
    );
    return {
      id: item.id as string,
      name: item.name as string,
      priceCents: priced.unitPriceCents,
      itemPriceCents: priced.itemPriceCents,
      quantity: input.quantity,
      lineTotalCents: priced.unitPriceCents * input.quantity,
      options: priced.options,
    };
  });
}

/**
 * A past line's choices as today's ids: each stored option found by its group's and its own
 * name among the item's live groups and options, available. Null when one is missing.
 */
function mapChoices(
  item: OrderCatalogueRow,
  chosen: readonly StoredLineOption[],
): { groupId: string; optionIds: string[] }[] | null {
  const groups = (item.option_groups ?? []).filter((g) => !g.removed);
  const byGroup = new Map<string, string[]>();
  for (const choice of chosen) {
    const group = groups.find((g) => g.name === choice.group);
    const option = group?.options?.find((o) => !o.removed && o.name === choice.name);
    if (!group || !option || !option.available) return null;
    byGroup.set(group.id, [...(byGroup.get(group.id) ?? []), option.id]);
  }
  return [...byGroup].map(([groupId, optionIds]) => ({ groupId, optionIds }));
}

/** Today's unit price of the item with `options`, or null when the choice no longer fits. */
function tryPrice(
  item: OrderCatalogueRow,
  options: { groupId: string; optionIds: string[] }[],
): { unitPriceCents: number } | null {
  try {
    return priceOrderLine(
      {
        name: item.name as string,
        priceCents: item.price_cents as number,
        optionGroups: item.option_groups,
      },
      { options },
    );
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

function toAddress(dto: NonNullable<CreateOrderDto['address']>): OrderAddress {
  return {
    cep: dto.cep,
    logradouro: dto.logradouro,
    numero: dto.numero,
    complemento: dto.complemento ?? '',
    bairro: dto.bairro,
    localidade: dto.localidade,
    uf: dto.uf,
  };
}

/** A `YYYY-MM-DD` day that exists in the calendar. @throws DomainError(Validation) → 400. */
function checkedDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new DomainError(ErrorCode.Validation, [Messages.invalidOrderDate]);
  return day;
}
