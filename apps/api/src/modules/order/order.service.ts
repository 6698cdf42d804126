import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CreateOrderDto, ListOrdersQueryDto, OrdersPeriodQueryDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
  OptionLimits,
  OptionMessages,
  OrderLimits,
  OrderStatusLabels,
  SLUG_PATTERN,
  buildOrderWhatsappText,
  canChangeOrderStatus,
  orderStatusPath,
  orderWhatsappUrl,
  type OrderAddress,
  type OrderFulfilment,
  type OrderPaymentMethod,
  type OrderStatus,
  type OrdersPage,
  type PublicOrder,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { hotQuery } from '../../database/hot-query';
import { appConfig, type AppConfig } from '../../config/app.config';
import { OrderRules } from './order-rules';
import { optionGroupsJson, type StoredOptionGroup } from '../catalog/option-groups.mapping';
import { priceOrderLine, toLineOptions, type StoredLineOption } from './order-options';

/** PostgreSQL NOTIFY channel of order changes (payload: `OrderNotification` as JSON). */
export const ORDER_CHANNEL = 'catalogo_orders';

/** What travels through LISTEN/NOTIFY: small ids only (NOTIFY payloads stop at 8000 bytes). */
export interface OrderNotification {
  storeId: string;
  orderId: string;
  event: 'order.created' | 'order.updated';
}

/** One order row with its lines and history, as `ORDER_SELECT` reads it. */
interface OrderRow {
  id: string;
  store_id: string;
  number: number;
  token: string;
  status: OrderStatus;
  fulfilment: OrderFulfilment;
  customer_name: string;
  customer_phone: string | null;
  address: OrderAddress | null;
  payment_method: OrderPaymentMethod;
  change_for_cents: number | null;
  notes: string | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  delivery_fee_note: 'to_agree' | 'free' | null;
  pickup_address: string | null;
  pix_br_code: string | null;
  created_at: Date;
  updated_at: Date;
  slug: string;
  store_name: string | null;
  store_phone: string | null;
  lines: {
    id: string;
    name: string;
    /** Unit price with options. */
    priceCents: number;
    /** The item's own price (issue 21). */
    itemPriceCents: number;
    quantity: number;
    lineTotalCents: number;
    options: StoredLineOption[];
  }[];
  history: { status: OrderStatus; at: string }[];
}

/** One statement for an order with its lines, history and store (name, slug, phone). */
const ORDER_SELECT = `
  SELECT o.id, o.store_id, o.number, o.token, o.status, o.fulfilment, o.customer_name,
         o.customer_phone, o.address, o.payment_method, o.change_for_cents, o.notes,
         o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.created_at, o.updated_at,
         o.delivery_fee_note, o.pickup_address, o.pix_br_code,
         s.slug, s.name AS store_name, u.phone AS store_phone,
         (SELECT json_agg(json_build_object('id', l.item_id, 'name', l.name,
                   'priceCents', l.unit_price_cents, 'quantity', l.quantity,
                   'lineTotalCents', l.line_total_cents, 'itemPriceCents', l.item_price_cents,
                   'options', l.options) ORDER BY l.position)
            FROM order_items l WHERE l.order_id = o.id) AS lines,
         (SELECT json_agg(json_build_object('status', h.status, 'at', h.changed_at)
                   ORDER BY h.changed_at, h.id)
            FROM order_status_changes h WHERE h.order_id = o.id) AS history
    FROM orders o
    JOIN stores s ON s.id = o.store_id
    JOIN users u ON u.id = s.owner_id`;

/**
 * The store (by slug, with its name and the seller's phone) and the ordered items found in it,
 * each with its option groups, removed ones included and flagged (a stale cart → 409 naming them).
 */
const ORDER_CATALOGUE_SQL = `
  SELECT s.id AS store_id, s.name AS store_name, u.phone AS store_phone,
         i.id, i.name, i.price_cents, i.available, ${optionGroupsJson('i.id', true)} AS option_groups
    FROM stores s
    JOIN users u ON u.id = s.owner_id
    LEFT JOIN catalog_items i ON i.store_id = s.id AND i.id = ANY($2::uuid[])
   WHERE s.slug = $1`;

/**
 * One statement, so one implicit transaction: the store's next number (the counter row's lock
 * serializes a store's concurrent orders; a failed statement gives the number back), the order,
 * its lines and its first history entry.
 */
const CREATE_ORDER_SQL = `
  WITH n AS (
    INSERT INTO store_order_counters (store_id, last_number) VALUES ($1, 1)
    ON CONFLICT (store_id) DO UPDATE SET last_number = store_order_counters.last_number + 1
    RETURNING last_number
  ), o AS (
    INSERT INTO orders (store_id, number, token, status, fulfilment, customer_name, customer_phone,
                        address, payment_method, change_for_cents, notes, subtotal_cents,
                        delivery_fee_cents, total_cents, idempotency_key,
                        delivery_fee_note, pickup_address, pix_br_code)
    SELECT $1, n.last_number, $2, 'received', $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11,
           $10::int + $11::int, $12, $18, $19, $20
      FROM n
    RETURNING id, number, created_at
  ), l AS (
    INSERT INTO order_items (order_id, position, item_id, name, item_price_cents,
                             unit_price_cents, quantity, line_total_cents, options)
    SELECT o.id, t.position - 1, t.item_id, t.name, t.item_price, t.price, t.quantity, t.total,
           t.options
      FROM o, unnest($13::uuid[], $14::text[], $15::int[], $16::int[], $17::int[], $21::int[],
                     $22::jsonb[])
              WITH ORDINALITY AS t(item_id, name, price, quantity, total, item_price, options,
                                   position)
  ), h AS (
    INSERT INTO order_status_changes (order_id, status, changed_at)
    SELECT id, 'received', created_at FROM o
  )
  SELECT o.id, o.number, o.created_at FROM o`;

/**
 * NOTIFY in its own tiny transaction, after the change committed. A NOTIFY inside the order's
 * transaction would hold PostgreSQL's cluster-wide notify lock through the commit's WAL flush,
 * serializing every order of every store (measured: ~140 orders/s). This transaction writes
 * nothing durable, so it commits without waiting for the flush.
 */
const NOTIFY_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;

/** Most orders an event stream replays on reconnection; the panel reloads its list anyway. */
const REPLAY_LIMIT = 200;

const TZ = OrderLimits.timeZone;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Visible ASCII, 1–200 characters. */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${OrderLimits.idempotencyKeyMaxLength}}$`);
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** Result of `create`: the order, and whether this call created it (201) or replayed it (200). */
export interface CreatedOrder {
  order: PublicOrder;
  created: boolean;
}

/**
 * Orders (CONTRACT.md §6 "Orders"): the customer's creation and status page, and the seller's
 * list, detail, status changes and CSV export. Money is integer centavos inside, reais outside.
 * Every committed write is then notified on `ORDER_CHANNEL`, so the SSE listeners of every API
 * process hear it.
 */
@Injectable()
export class OrderService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly rules: OrderRules,
  ) {}

  /**
   * `POST /public-catalog/{slug}/orders`: prices and names read from the catalogue now, a copy
   * kept; the store's next number taken in the same statement as the order (no gap, no repeat).
   * With an `Idempotency-Key` seen for this store in the last 24 h, the first order is returned
   * instead. Three round trips without a key: one read (store and items), the store's settings
   * (`OrderRules`, one primary-key read), one write (`CREATE_ORDER_SQL`); with a key, two more
   * before the write (the replay look-up and the release of keys older than the window).
   *
   * @throws DomainError(Validation) → 400 for a malformed Idempotency-Key.
   * @throws DomainError(NotFound) → 404 for an unknown slug.
   * @throws DomainError(ItemUnavailable) → 409 naming an item that is not in the store, or an option
   *   that is unavailable or was removed (CONTRACT.md §6 "Options on an item").
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
    const found = await hotQuery<{
      store_id: string;
      store_name: string | null;
      store_phone: string | null;
      id: string | null;
      name: string | null;
      price_cents: number | null;
      available: boolean | null;
      option_groups: StoredOptionGroup[] | null;
    }>(this.dataSource, 'order_catalogue', ORDER_CATALOGUE_SQL, [slug, ids]);
    const first = found[0];
    if (!first) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const storeId = first.store_id;
    if (idempotencyKey) {
      const replay = await this.byIdempotencyKey(storeId, idempotencyKey);
      if (replay) return { order: replay, created: false };
    }

    const byId = new Map(found.filter((r) => r.id !== null).map((r) => [r.id as string, r]));
    const lines = dto.items.map((input) => {
      const item = byId.get(input.id.toLowerCase());
      if (!item)
        throw new DomainError(ErrorCode.ItemUnavailable, Messages.orderItemUnavailable(input.id));
      // "Esgotado" (issue 16): listed but cannot be ordered.
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
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    if (subtotalCents > OptionLimits.maxOrderSubtotalCents)
      throw new DomainError(ErrorCode.Validation, [OptionMessages.orderTooLarge]);
    const token = randomBytes(24).toString('base64url');
    // Issue 15: fee, pickup address and Pix code, or a 422 refusal (store rules).
    const ruled = await this.rules.evaluate({ storeId, dto, subtotalCents, token });
    const deliveryFeeCents = ruled.deliveryFeeCents;
    const address = dto.fulfilment === 'delivery' && dto.address ? toAddress(dto.address) : null;
    const changeForCents =
      dto.payment.method === 'cash' && typeof dto.payment.changeFor === 'number'
        ? Math.round(dto.payment.changeFor * 100)
        : null;
    const notes = dto.notes?.trim() ? dto.notes.trim() : null;

    if (idempotencyKey) {
      // A key older than the window is free again: the old order keeps no key.
      await this.dataSource.query(
        `UPDATE orders SET idempotency_key = NULL
          WHERE store_id = $1 AND idempotency_key = $2
            AND created_at <= now() - make_interval(hours => $3)`,
        [storeId, idempotencyKey, OrderLimits.idempotencyWindowHours],
      );
    }
    let written: { id: string; number: number; created_at: Date };
    try {
      [written] = await hotQuery<{ id: string; number: number; created_at: Date }>(
        this.dataSource,
        'order_create',
        CREATE_ORDER_SQL,
        [
          storeId,
          token,
          dto.fulfilment,
          dto.customer.name,
          dto.customer.phone ?? null,
          address ? JSON.stringify(address) : null,
          dto.payment.method,
          changeForCents,
          notes,
          subtotalCents,
          deliveryFeeCents,
          idempotencyKey ?? null,
          lines.map((l) => l.id),
          lines.map((l) => l.name),
          lines.map((l) => l.priceCents),
          lines.map((l) => l.quantity),
          lines.map((l) => l.lineTotalCents),
          ruled.deliveryFeeNote,
          ruled.pickupAddress,
          ruled.pixBrCode,
          lines.map((l) => l.itemPriceCents),
          lines.map((l) => JSON.stringify(l.options)),
        ],
      );
    } catch (error) {
      // A concurrent request with the same key committed first: answer its order.
      // hotQuery runs on the pg pool, so this is pg's own error (code 23505 = unique_violation),
      // not TypeORM's QueryFailedError that isUniqueViolation() expects.
      if (idempotencyKey && (error as { code?: string }).code === '23505') {
        const replay = await this.byIdempotencyKey(storeId, idempotencyKey);
        if (replay) return { order: replay, created: false };
      }
      throw error;
    }
    await this.notify({ storeId, orderId: written.id, event: 'order.created' });
    const order = this.toPublic({
      id: written.id,
      store_id: storeId,
      number: written.number,
      token,
      status: 'received',
      fulfilment: dto.fulfilment,
      customer_name: dto.customer.name,
      customer_phone: dto.customer.phone ?? null,
      address,
      payment_method: dto.payment.method,
      change_for_cents: changeForCents,
      notes,
      subtotal_cents: subtotalCents,
      delivery_fee_cents: deliveryFeeCents,
      total_cents: subtotalCents + deliveryFeeCents,
      delivery_fee_note: ruled.deliveryFeeNote,
      pickup_address: ruled.pickupAddress,
      pix_br_code: ruled.pixBrCode,
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
   * `GET /public-catalog/{slug}/orders/{token}`: the customer's order.
   *
   * @throws DomainError(NotFound) → 404 for an unknown slug or token, or a token of another store.
   */
  async byToken(slug: string, token: string): Promise<PublicOrder> {
    if (!SLUG_PATTERN.test(slug) || !/^[A-Za-z0-9_-]{16,64}$/.test(token))
      throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const row = await this.one('o.token = $1 AND s.slug = $2', [token, slug]);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    return this.toPublic(row);
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
    const { where, params } = this.filters(userId, query);
    const q = query.q?.trim();
    if (q) {
      params.push(q);
      const p = `$${params.length}`;
      where.push(
        `(o.number::text = ${p} OR translate(lower(o.customer_name), '${ACCENTED}', '${PLAIN}')
            LIKE '%' || replace(replace(replace(translate(lower(${p}), '${ACCENTED}', '${PLAIN}'),
                 '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`,
      );
    }
    const clause = where.join(' AND ');
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM orders o JOIN stores s ON s.id = o.store_id WHERE ${clause}`,
      params,
    )) as { total: number }[];
    const rows: OrderRow[] = await this.dataSource.query(
      `${ORDER_SELECT} WHERE ${clause} ORDER BY o.created_at DESC, o.number DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return { items: rows.map((r) => this.toSeller(r)), total, page, pageSize };
  }

  /**
   * `GET /orders/{id}`: one of the seller's orders.
   *
   * @throws DomainError(NotFound) → 404 for an unknown id or another seller's order.
   */
  async get(userId: string, id: string): Promise<SellerOrder> {
    if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const row = await this.one('o.id = $1 AND s.owner_id = $2', [id, userId]);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    return this.toSeller(row);
  }

  /** A store's order by id, for the SSE listeners (no owner check: they are per store). */
  async forStore(storeId: string, id: string): Promise<SellerOrder | null> {
    const row = await this.one('o.id = $1 AND o.store_id = $2', [id, storeId]);
    return row ? this.toSeller(row) : null;
  }

  /**
   * The store's orders created or changed after `since` (oldest change first, at most
   * `REPLAY_LIMIT`), for an event stream that reconnects with `Last-Event-ID`.
   */
  async changedSince(storeId: string, since: Date): Promise<SellerOrder[]> {
    const rows: OrderRow[] = await this.dataSource.query(
      `${ORDER_SELECT} WHERE o.store_id = $1 AND o.updated_at > $2
        ORDER BY o.updated_at, o.number LIMIT ${REPLAY_LIMIT}`,
      [storeId, since],
    );
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
    const storeId = await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT o.id, o.store_id, o.status, o.fulfilment FROM orders o
           JOIN stores s ON s.id = o.store_id
          WHERE o.id = $1 AND s.owner_id = $2
          FOR UPDATE OF o`,
        [id, userId],
      )) as { id: string; store_id: string; status: OrderStatus; fulfilment: OrderFulfilment }[];
      const current = rows[0];
      if (!current) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
      if (!canChangeOrderStatus(current.status, status, current.fulfilment))
        throw new DomainError(
          ErrorCode.OrderStatusNotAllowed,
          Messages.orderStatusNotAllowed(
            OrderStatusLabels[current.status],
            OrderStatusLabels[status],
          ),
        );
      await manager.query(
        `WITH changed AS (
           UPDATE orders SET status = $2, updated_at = clock_timestamp() WHERE id = $1
           RETURNING id, status, updated_at)
         INSERT INTO order_status_changes (order_id, status, changed_at)
         SELECT id, status, updated_at FROM changed`,
        [id, status],
      );
      return current.store_id;
    });
    await this.notify({ storeId, orderId: id, event: 'order.updated' });
    return this.get(userId, id);
  }

  /**
   * The seller's orders of a period for the CSV export, oldest first (at most 10 000 rows).
   *
   * @throws DomainError(Validation) → 400 for a day that does not exist.
   */
  async forExport(userId: string, period: OrdersPeriodQueryDto): Promise<SellerOrder[]> {
    const { where, params } = this.filters(userId, period);
    const rows: OrderRow[] = await this.dataSource.query(
      `${ORDER_SELECT} WHERE ${where.join(' AND ')} ORDER BY o.created_at, o.number LIMIT 10000`,
      params,
    );
    return rows.map((r) => this.toSeller(r));
  }

  /** The id of the seller's store (every seller has one from registration). */
  async storeIdOf(userId: string): Promise<string> {
    const rows = (await this.dataSource.query('SELECT id FROM stores WHERE owner_id = $1', [
      userId,
    ])) as { id: string }[];
    if (!rows[0]) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    return rows[0].id;
  }

  private filters(
    userId: string,
    query: { status?: OrderStatus; from?: string; to?: string },
  ): { where: string[]; params: unknown[] } {
    const where = ['s.owner_id = $1'];
    const params: unknown[] = [userId];
    if (query.status) {
      params.push(query.status);
      where.push(`o.status = $${params.length}`);
    }
    if (query.from) {
      params.push(checkedDay(query.from));
      where.push(`o.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE '${TZ}'`);
    }
    if (query.to) {
      params.push(checkedDay(query.to));
      where.push(`o.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE '${TZ}'`);
    }
    return { where, params };
  }

  private async byIdempotencyKey(storeId: string, key: string): Promise<PublicOrder | null> {
    const row = await this.one(
      `o.store_id = $1 AND o.idempotency_key = $2
         AND o.created_at > now() - make_interval(hours => ${OrderLimits.idempotencyWindowHours})`,
      [storeId, key],
    );
    return row ? this.toPublic(row) : null;
  }

  private async one(where: string, params: unknown[]): Promise<OrderRow | null> {
    const rows: OrderRow[] = await this.dataSource.query(`${ORDER_SELECT} WHERE ${where}`, params);
    return rows[0] ?? null;
  }

  /**
   * Tells every API process's listeners about a committed change. Best effort: a failure is
   * logged, never turned into an error for the customer whose order is saved (the panel reloads
   * the list when its stream reconnects).
   */
  private async notify(payload: OrderNotification): Promise<void> {
    try {
      await hotQuery(this.dataSource, 'order_notify', NOTIFY_SQL, [
        ORDER_CHANNEL,
        JSON.stringify(payload),
      ]);
    } catch (error) {
      this.logger.error(`order notification failed: ${String(error)}`);
    }
  }

  private toSeller(row: OrderRow): SellerOrder {
    return { id: row.id, ...this.toPublic(row) };
  }

  private toPublic(row: OrderRow): PublicOrder {
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
      pix: row.pix_br_code ? { brCode: row.pix_br_code } : null,
      pickupAddress: row.pickup_address,
      deliveryFeeToAgree: row.delivery_fee_note === 'to_agree',
      freeDelivery: row.delivery_fee_note === 'free',
      store: { slug: row.slug, name: row.store_name, phone: row.store_phone },
    };
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
