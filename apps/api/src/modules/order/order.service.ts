import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateOrderDto, ListOrdersQueryDto, OrdersPeriodQueryDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
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
import { isUniqueViolation } from '../../common/postgres-errors';
import { appConfig, type AppConfig } from '../../config/app.config';
import { OrderRules } from './order-rules';

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
  created_at: Date;
  updated_at: Date;
  slug: string;
  store_name: string | null;
  store_phone: string | null;
  lines: {
    id: string;
    name: string;
    priceCents: number;
    quantity: number;
    lineTotalCents: number;
  }[];
  history: { status: OrderStatus; at: string }[];
}

/** One statement for an order with its lines, history and store (name, slug, phone). */
const ORDER_SELECT = `
  SELECT o.id, o.store_id, o.number, o.token, o.status, o.fulfilment, o.customer_name,
         o.customer_phone, o.address, o.payment_method, o.change_for_cents, o.notes,
         o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.created_at, o.updated_at,
         s.slug, s.name AS store_name, u.phone AS store_phone,
         (SELECT json_agg(json_build_object('id', l.item_id, 'name', l.name,
                   'priceCents', l.unit_price_cents, 'quantity', l.quantity,
                   'lineTotalCents', l.line_total_cents) ORDER BY l.position)
            FROM order_items l WHERE l.order_id = o.id) AS lines,
         (SELECT json_agg(json_build_object('status', h.status, 'at', h.changed_at)
                   ORDER BY h.changed_at, h.id)
            FROM order_status_changes h WHERE h.order_id = o.id) AS history
    FROM orders o
    JOIN stores s ON s.id = o.store_id
    JOIN users u ON u.id = s.owner_id`;

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
 * Every write notifies `ORDER_CHANNEL` in its transaction, so SSE listeners in every API process
 * hear only committed changes.
 */
@Injectable()
export class OrderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly rules: OrderRules,
  ) {}

  /**
   * `POST /public-catalog/{slug}/orders`: prices and names read from the catalogue now, a copy
   * kept; the store's next number taken in the same transaction (no gap, no repeat). With an
   * `Idempotency-Key` seen for this store in the last 24 h, the first order is returned instead.
   *
   * @throws DomainError(Validation) → 400 for a malformed Idempotency-Key.
   * @throws DomainError(NotFound) → 404 for an unknown slug.
   * @throws DomainError(Conflict) → 409 naming an item that is not in the store.
   */
  async create(
    slug: string,
    dto: CreateOrderDto,
    idempotencyKey: string | undefined,
  ): Promise<CreatedOrder> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      throw new DomainError(ErrorCode.Validation, [Messages.invalidIdempotencyKey]);
    const store = await this.storeBySlug(slug);
    if (idempotencyKey) {
      const replay = await this.byIdempotencyKey(store.id, idempotencyKey);
      if (replay) return { order: replay, created: false };
    }

    const ids = [...new Set(dto.items.map((i) => i.id.toLowerCase()))];
    const found: { id: string; name: string; price_cents: number }[] = await this.dataSource.query(
      'SELECT id, name, price_cents FROM catalog_items WHERE store_id = $1 AND id = ANY($2::uuid[])',
      [store.id, ids],
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    const lines = dto.items.map((input) => {
      const item = byId.get(input.id.toLowerCase());
      if (!item) throw new DomainError(ErrorCode.Conflict, Messages.orderItemUnavailable(input.id));
      return {
        id: item.id,
        name: item.name,
        unitPriceCents: item.price_cents,
        quantity: input.quantity,
        lineTotalCents: item.price_cents * input.quantity,
      };
    });
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    const ruleContext = { storeId: store.id, dto, subtotalCents };
    await this.rules.check(ruleContext);
    const deliveryFeeCents = this.rules.deliveryFeeCents(ruleContext);
    const address = dto.fulfilment === 'delivery' && dto.address ? toAddress(dto.address) : null;
    const changeForCents =
      dto.payment.method === 'cash' && typeof dto.payment.changeFor === 'number'
        ? Math.round(dto.payment.changeFor * 100)
        : null;

    try {
      const token = await this.dataSource.transaction(async (manager) => {
        if (idempotencyKey) {
          // A key older than the window is free again: the old order keeps no key.
          await manager.query(
            `UPDATE orders SET idempotency_key = NULL
              WHERE store_id = $1 AND idempotency_key = $2
                AND created_at <= now() - make_interval(hours => $3)`,
            [store.id, idempotencyKey, OrderLimits.idempotencyWindowHours],
          );
        }
        const [{ last_number: number }] = (await manager.query(
          `INSERT INTO store_order_counters (store_id, last_number) VALUES ($1, 1)
           ON CONFLICT (store_id) DO UPDATE SET last_number = store_order_counters.last_number + 1
           RETURNING last_number`,
          [store.id],
        )) as { last_number: number }[];
        const orderToken = randomBytes(24).toString('base64url');
        const [{ id: orderId }] = (await manager.query(
          `INSERT INTO orders (store_id, number, token, status, fulfilment, customer_name,
                               customer_phone, address, payment_method, change_for_cents, notes,
                               subtotal_cents, delivery_fee_cents, total_cents, idempotency_key)
           VALUES ($1, $2, $3, 'received', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           RETURNING id`,
          [
            store.id,
            number,
            orderToken,
            dto.fulfilment,
            dto.customer.name,
            dto.customer.phone ?? null,
            address ? JSON.stringify(address) : null,
            dto.payment.method,
            changeForCents,
            dto.notes?.trim() ? dto.notes.trim() : null,
            subtotalCents,
            deliveryFeeCents,
            subtotalCents + deliveryFeeCents,
            idempotencyKey ?? null,
          ],
        )) as { id: string }[];
        await manager.query(
          `INSERT INTO order_items (order_id, position, item_id, name, unit_price_cents, quantity,
                                    line_total_cents)
           SELECT $1, t.position - 1, t.item_id, t.name, t.price, t.quantity, t.total
             FROM unnest($2::uuid[], $3::text[], $4::int[], $5::int[], $6::int[])
                  WITH ORDINALITY AS t(item_id, name, price, quantity, total, position)`,
          [
            orderId,
            lines.map((l) => l.id),
            lines.map((l) => l.name),
            lines.map((l) => l.unitPriceCents),
            lines.map((l) => l.quantity),
            lines.map((l) => l.lineTotalCents),
          ],
        );
        await manager.query(
          `INSERT INTO order_status_changes (order_id, status, changed_at)
           SELECT id, status, created_at FROM orders WHERE id = $1`,
          [orderId],
        );
        await notify(manager, { storeId: store.id, orderId, event: 'order.created' });
        return orderToken;
      });
      const order = await this.one('o.token = $1', [token]);
      if (!order) throw new Error('order vanished after commit');
      return { order: this.toPublic(order), created: true };
    } catch (error) {
      // A concurrent request with the same key committed first: answer its order.
      if (idempotencyKey && isUniqueViolation(error)) {
        const replay = await this.byIdempotencyKey(store.id, idempotencyKey);
        if (replay) return { order: replay, created: false };
      }
      throw error;
    }
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
   * `PATCH /orders/{id}/status`: moves the order along the contract's transitions, keeps the
   * change in the history (timestamped) and notifies the SSE listeners.
   *
   * @throws DomainError(NotFound) → 404 for an unknown id or another seller's order.
   * @throws DomainError(Conflict) → 409 for a transition the contract does not allow.
   */
  async changeStatus(userId: string, id: string, status: OrderStatus): Promise<SellerOrder> {
    if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    await this.dataSource.transaction(async (manager) => {
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
          ErrorCode.Conflict,
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
      await notify(manager, { storeId: current.store_id, orderId: id, event: 'order.updated' });
    });
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

  private async storeBySlug(slug: string): Promise<{ id: string }> {
    if (!SLUG_PATTERN.test(slug)) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const rows = (await this.dataSource.query('SELECT id FROM stores WHERE slug = $1', [slug])) as {
      id: string;
    }[];
    if (!rows[0]) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return rows[0];
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

  private toSeller(row: OrderRow): SellerOrder {
    return { id: row.id, ...this.toPublic(row) };
  }

  private toPublic(row: OrderRow): PublicOrder {
    const lines = row.lines ?? [];
    const statusUrl = `${this.config.webUrl}${orderStatusPath(row.slug, row.token)}`;
    const whatsappText = buildOrderWhatsappText({
      number: row.number,
      storeName: row.store_name,
      lines,
      subtotalCents: row.subtotal_cents,
      deliveryFeeCents: row.delivery_fee_cents,
      totalCents: row.total_cents,
      fulfilment: row.fulfilment,
      customer: { name: row.customer_name, phone: row.customer_phone },
      address: row.address,
      payment: { method: row.payment_method, changeForCents: row.change_for_cents },
      notes: row.notes,
      statusUrl,
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
        price: l.priceCents / 100,
        quantity: l.quantity,
        lineTotal: l.lineTotalCents / 100,
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
        row.payment_method === 'pix'
          ? this.rules.pix({
              storeId: row.store_id,
              number: row.number,
              token: row.token,
              totalCents: row.total_cents,
              paymentMethod: row.payment_method,
            })
          : null,
      store: { slug: row.slug, name: row.store_name, phone: row.store_phone },
    };
  }
}

/** Sends the notification; PostgreSQL delivers it only if (and when) the transaction commits. */
async function notify(manager: EntityManager, payload: OrderNotification): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [ORDER_CHANNEL, JSON.stringify(payload)]);
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
