import type { EntityManager } from 'typeorm';
import { runStatement, type HotQueries, type QueryExecutor } from '../../database/hot-query';
import {
  OrderLimits,
  type OrderAddress,
  type OrderFulfilment,
  type OrderPaymentMethod,
  type OrderStatus,
} from '@catalogo/contracts/core';
import { optionGroupsJson, type StoredOptionGroup } from '../catalog/option-groups.mapping';
import type { StoredLineOption } from './order-options';

/**
 * Raw SQL of the orders module (README "Data access"), over `orders`, `order_items`,
 * `order_status_changes` and `store_order_counters`, reading `stores`, `users` and
 * `catalog_items` by name (no entity import across modules, see README "Modules"). Money is
 * integer centavos. The functions take the executor: the `EntityManager` (so they run in the
 * caller's transaction) or, for the hot statements (`*_SQL` constants), `HotQueries` (named
 * prepared statements, so their text never varies).
 */

/** PostgreSQL NOTIFY channel of order changes (payload: `OrderNotification` as JSON). */
export const ORDER_CHANNEL = 'catalogo_orders';

/** Most orders an event stream replays on reconnection; the panel reloads its list anyway. */
export const REPLAY_LIMIT = 200;

/** Most orders of one CSV export. */
const EXPORT_LIMIT = 10000;

const TZ = OrderLimits.timeZone;
/** Accented letters folded for the case- and accent-insensitive search by customer name. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** One order row with its lines and history, as `ORDER_SELECT` reads it (money in centavos). */
export interface OrderRow {
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
  /** docs/API.md §8: the coupon's code (upper case) or null, and its discount (centavos). */
  coupon_code: string | null;
  discount_cents: number;
  /** SHA-256 (hex) of the creating body for a keyed order; null otherwise or before it was kept. */
  idempotency_body_hash: string | null;
  /** docs/API.md §8 "Pix online": the payment columns (see `OrderEntity`). */
  payment_status: string | null;
  pix_online_br_code: string | null;
  pix_online_qr_png: string | null;
  payment_expires_at: Date | null;
  paid_at: Date | null;
  payment_amount_mismatch: boolean;
  payment_provider: string | null;
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
    /** The item's own price. */
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
         o.delivery_fee_note, o.pickup_address, o.pix_br_code, o.idempotency_body_hash,
         o.coupon_code, o.discount_cents, o.payment_status, o.pix_online_br_code,
         o.pix_online_qr_png, o.payment_expires_at, o.paid_at, o.payment_amount_mismatch, o.payment_provider,
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

/** One row of `ORDER_CATALOGUE_SQL`: the store, and one ordered item (null columns for none). */
export interface OrderCatalogueRow {
  store_id: string;
  store_name: string | null;
  store_phone: string | null;
  id: string | null;
  name: string | null;
  /** The item's price in centavos. */
  price_cents: number | null;
  available: boolean | null;
  option_groups: StoredOptionGroup[] | null;
}

/**
 * Hot statement (`order_catalogue`; `$1` slug, `$2` item ids as uuid[]): the store (by slug, with
 * its name and the seller's phone) and the ordered items found in it, each with its option
 * groups, removed ones included and flagged (a stale cart → 409 naming them). One
 * `OrderCatalogueRow` per item found, one with null item columns when none is; no row for an
 * unknown slug.
 */
const ORDER_CATALOGUE_SQL = `
  SELECT s.id AS store_id, s.name AS store_name, u.phone AS store_phone,
         i.id, i.name, i.price_cents, i.available, ${optionGroupsJson('i.id', true)} AS option_groups
    FROM stores s
    JOIN users u ON u.id = s.owner_id
    LEFT JOIN catalog_items i ON i.store_id = s.id AND i.id = ANY($2::uuid[])
   WHERE s.slug = $1`;

/** The row `CREATE_ORDER_SQL` answers: the new order's id, number and creation time. */
export interface CreatedOrderRow {
  id: string;
  number: number;
  created_at: Date;
}

/**
 * Hot statement (`order_create`). One statement, so one implicit transaction: the store's next
 * number (the counter row's lock serializes a store's concurrent orders; a failed statement gives
 * the number back), the order, its lines and its first history entry. Parameters: `$1` store id,
 * `$2` token, `$3` fulfilment, `$4` customer name, `$5` customer phone, `$6` address (JSON text),
 * `$7` payment method, `$8` change for (centavos), `$9` notes, `$10` subtotal (centavos), `$11`
 * delivery fee (centavos), `$12` idempotency key, `$13`–`$17` the lines' item ids, names, unit
 * prices with options (centavos), quantities and line totals (centavos), `$18` delivery fee note,
 * `$19` pickup address, `$20` Pix BR Code, `$21` the lines' item prices (centavos), `$22` the
 * lines' options (JSON texts), `$23` the body's hash for the idempotency key, `$24` the coupon's id,
 * `$25` its code and `$26` its discount (centavos; 0 without a coupon; the total is `$10 − $26 +
 * $11`). Answers one `CreatedOrderRow`; throws pg's 23505 when the idempotency key is already
 * taken in the store.
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
                        delivery_fee_note, pickup_address, pix_br_code, idempotency_body_hash,
                        coupon_id, coupon_code, discount_cents)
    SELECT $1, n.last_number, $2, 'received', $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11,
           $10::int - $26::int + $11::int, $12, $18, $19, $20, $23, $24::uuid, $25, $26
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
 * Hot statement (`order_notify`; `$1` channel, `$2` payload): NOTIFY in its own tiny
 * transaction, after the change committed. A NOTIFY inside the order's transaction would hold
 * PostgreSQL's cluster-wide notify lock through the commit's WAL flush, serializing every order
 * of every store (measured: ~140 orders/s). This transaction writes nothing durable, so it
 * commits without waiting for the flush.
 */
const NOTIFY_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;

/**
 * The store `slug` and the ordered items `itemIds` (lower-case uuids) found in it, through the
 * hot statement `order_catalogue` (`ORDER_CATALOGUE_SQL`). No row for an unknown slug.
 */
export function selectOrderCatalogue(
  hot: HotQueries,
  params: { slug: string; itemIds: string[] },
): Promise<OrderCatalogueRow[]> {
  return hot.query<OrderCatalogueRow>('order_catalogue', ORDER_CATALOGUE_SQL, [
    params.slug,
    params.itemIds,
  ]);
}

/** One line of a new order (money in centavos), as `insertOrder` writes it. */
export interface NewOrderLine {
  /** The catalogue item's id. */
  id: string;
  name: string;
  /** Unit price with options. */
  priceCents: number;
  /** The item's own price. */
  itemPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  options: StoredLineOption[];
}

/** A new order as `insertOrder` writes it (money in centavos). */
export interface NewOrder {
  storeId: string;
  /** The customer's status-page token. */
  token: string;
  fulfilment: OrderFulfilment;
  customerName: string;
  customerPhone: string | null;
  address: OrderAddress | null;
  paymentMethod: OrderPaymentMethod;
  changeForCents: number | null;
  notes: string | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  idempotencyKey: string | null;
  /** SHA-256 (hex) of the body, kept with the idempotency key; null without a key. */
  idempotencyBodyHash: string | null;
  lines: readonly NewOrderLine[];
  deliveryFeeNote: 'to_agree' | 'free' | null;
  pickupAddress: string | null;
  pixBrCode: string | null;
  /** The redeemed coupon's id and code, or null; its discount (0 without a coupon). */
  couponId: string | null;
  couponCode: string | null;
  discountCents: number;
}

/**
 * Saves `order` with its lines, its number and its first history entry in one statement
 * (`CREATE_ORDER_SQL`): on `HotQueries` as the named statement `order_create` (its own implicit
 * transaction), on an `EntityManager` inside the caller's transaction (an order with a coupon).
 *
 * @returns the new order's id, number and creation time.
 * @throws the driver's 23505 (unique_violation) when the idempotency key is already taken in the
 *   store.
 */
export async function insertOrder(db: QueryExecutor, order: NewOrder): Promise<CreatedOrderRow> {
  const { lines } = order;
  const [row] = await runStatement<CreatedOrderRow>(db, 'order_create', CREATE_ORDER_SQL, [
    order.storeId,
    order.token,
    order.fulfilment,
    order.customerName,
    order.customerPhone,
    order.address ? JSON.stringify(order.address) : null,
    order.paymentMethod,
    order.changeForCents,
    order.notes,
    order.subtotalCents,
    order.deliveryFeeCents,
    order.idempotencyKey,
    lines.map((l) => l.id),
    lines.map((l) => l.name),
    lines.map((l) => l.priceCents),
    lines.map((l) => l.quantity),
    lines.map((l) => l.lineTotalCents),
    order.deliveryFeeNote,
    order.pickupAddress,
    order.pixBrCode,
    lines.map((l) => l.itemPriceCents),
    lines.map((l) => JSON.stringify(l.options)),
    order.idempotencyBodyHash,
    order.couponId,
    order.couponCode,
    order.discountCents,
  ]);
  return row;
}

/**
 * Sends `payload` (JSON text, under 8000 bytes) on `channel` through the hot statement
 * `order_notify` (`NOTIFY_SQL`), in its own transaction after the change committed.
 */
export async function notifyOrderChannel(
  hot: HotQueries,
  params: { channel: string; payload: string },
): Promise<void> {
  await hot.query('order_notify', NOTIFY_SQL, [params.channel, params.payload]);
}

/**
 * Frees the store's idempotency key `key` when its order is older than the replay window
 * (`OrderLimits.idempotencyWindowHours`, in hours): that old order keeps no key, so the key may
 * be used again. Changes nothing otherwise.
 */
export async function releaseExpiredIdempotencyKey(
  db: EntityManager,
  storeId: string,
  key: string,
): Promise<void> {
  await db.query(
    `UPDATE orders SET idempotency_key = NULL
      WHERE store_id = $1 AND idempotency_key = $2
        AND created_at <= now() - make_interval(hours => $3)`,
    [storeId, key, OrderLimits.idempotencyWindowHours],
  );
}

/** The first `OrderRow` of `ORDER_SELECT` filtered by `where` (with `params`), or null. */
async function selectOneOrder(
  db: EntityManager,
  where: string,
  params: unknown[],
): Promise<OrderRow | null> {
  const rows: OrderRow[] = await db.query(`${ORDER_SELECT} WHERE ${where}`, params);
  return rows[0] ?? null;
}

/** The order with the customer's `token` in the store `slug`, or null (another store's too). */
export function selectOrderByToken(
  db: EntityManager,
  slug: string,
  token: string,
): Promise<OrderRow | null> {
  return selectOneOrder(db, 'o.token = $1 AND s.slug = $2', [token, slug]);
}

/** The seller `ownerId`'s order `id`, or null (unknown, or another seller's). */
export function selectSellerOrder(
  db: EntityManager,
  ownerId: string,
  id: string,
): Promise<OrderRow | null> {
  return selectOneOrder(db, 'o.id = $1 AND s.owner_id = $2', [id, ownerId]);
}

/** The store's order `id` (no owner check), or null. */
export function selectStoreOrder(
  db: EntityManager,
  storeId: string,
  id: string,
): Promise<OrderRow | null> {
  return selectOneOrder(db, 'o.id = $1 AND o.store_id = $2', [id, storeId]);
}

/**
 * The store's order created with the idempotency key `key` within the replay window
 * (`OrderLimits.idempotencyWindowHours`, in hours), or null.
 */
export function selectOrderByIdempotencyKey(
  db: EntityManager,
  storeId: string,
  key: string,
): Promise<OrderRow | null> {
  return selectOneOrder(
    db,
    `o.store_id = $1 AND o.idempotency_key = $2
         AND o.created_at > now() - make_interval(hours => ${OrderLimits.idempotencyWindowHours})`,
    [storeId, key],
  );
}

/**
 * The store's orders created or changed after `since`, oldest change first, at most
 * `REPLAY_LIMIT`.
 */
export async function selectStoreOrdersChangedSince(
  db: EntityManager,
  storeId: string,
  since: Date,
): Promise<OrderRow[]> {
  return db.query(
    `${ORDER_SELECT} WHERE o.store_id = $1 AND o.updated_at > $2
        ORDER BY o.updated_at, o.number LIMIT ${REPLAY_LIMIT}`,
    [storeId, since],
  );
}

/**
 * Filters of the seller's order list and CSV export. Days are local to America/Sao_Paulo
 * (`OrderLimits.timeZone`), `YYYY-MM-DD`, already checked to exist; empty values filter nothing.
 */
export interface SellerOrderFilter {
  status?: OrderStatus;
  /** First day, inclusive. */
  from?: string;
  /** Last day, inclusive. */
  to?: string;
  /** The order number, or part of the customer's name (case- and accent-insensitive; trimmed). */
  q?: string;
}

/**
 * The WHERE clause over `orders o JOIN stores s` of the seller's orders matching `filter`, with
 * its parameters in this order: owner id, then status, from, to and q when given.
 */
function sellerOrdersWhere(
  ownerId: string,
  filter: SellerOrderFilter,
): { clause: string; params: unknown[] } {
  const where = ['s.owner_id = $1'];
  const params: unknown[] = [ownerId];
  if (filter.status) {
    params.push(filter.status);
    where.push(`o.status = $${params.length}`);
  }
  if (filter.from) {
    params.push(filter.from);
    where.push(`o.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE '${TZ}'`);
  }
  if (filter.to) {
    params.push(filter.to);
    where.push(`o.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE '${TZ}'`);
  }
  if (filter.q) {
    params.push(filter.q);
    const p = `$${params.length}`;
    where.push(
      `(o.number::text = ${p} OR translate(lower(o.customer_name), '${ACCENTED}', '${PLAIN}')
            LIKE '%' || replace(replace(replace(translate(lower(${p}), '${ACCENTED}', '${PLAIN}'),
                 '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`,
    );
  }
  return { clause: where.join(' AND '), params };
}

/** How many of the seller's orders match `filter`. */
export async function countSellerOrders(
  db: EntityManager,
  ownerId: string,
  filter: SellerOrderFilter,
): Promise<number> {
  const { clause, params } = sellerOrdersWhere(ownerId, filter);
  const [{ total }] = (await db.query(
    `SELECT count(*)::int AS total FROM orders o JOIN stores s ON s.id = o.store_id WHERE ${clause}`,
    params,
  )) as { total: number }[];
  return total;
}

/**
 * One page of the seller's orders matching `filter`, newest first: `page` is 1-based and
 * `pageSize` the orders per page (positive integers, validated by the DTO).
 */
export async function selectSellerOrdersPage(
  db: EntityManager,
  query: { ownerId: string; filter: SellerOrderFilter; page: number; pageSize: number },
): Promise<OrderRow[]> {
  const { ownerId, filter, page, pageSize } = query;
  const { clause, params } = sellerOrdersWhere(ownerId, filter);
  return db.query(
    `${ORDER_SELECT} WHERE ${clause} ORDER BY o.created_at DESC, o.number DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
}

/** The seller's orders matching `filter` for the CSV export, oldest first (at most 10 000). */
export async function selectSellerOrdersForExport(
  db: EntityManager,
  ownerId: string,
  filter: SellerOrderFilter,
): Promise<OrderRow[]> {
  const { clause, params } = sellerOrdersWhere(ownerId, filter);
  return db.query(
    `${ORDER_SELECT} WHERE ${clause} ORDER BY o.created_at, o.number LIMIT ${EXPORT_LIMIT}`,
    params,
  );
}

/** The order's fields a status change needs, as `lockSellerOrder` reads them. */
export interface OrderStatusRow {
  id: string;
  store_id: string;
  status: OrderStatus;
  fulfilment: OrderFulfilment;
}

/**
 * Locks the seller `ownerId`'s order `id` (`FOR UPDATE OF o`, inside the caller's transaction)
 * and returns its status fields, or null for an unknown id or another seller's order.
 */
export async function lockSellerOrder(
  db: EntityManager,
  ownerId: string,
  id: string,
): Promise<OrderStatusRow | null> {
  const rows = (await db.query(
    `SELECT o.id, o.store_id, o.status, o.fulfilment FROM orders o
           JOIN stores s ON s.id = o.store_id
          WHERE o.id = $1 AND s.owner_id = $2
          FOR UPDATE OF o`,
    [id, ownerId],
  )) as OrderStatusRow[];
  return rows[0] ?? null;
}

/**
 * Sets the order's `status` (its `updated_at` to the clock's time) and appends the change to its
 * history with that same time, in one statement. The transition is the caller's to check.
 */
export async function setOrderStatus(
  db: EntityManager,
  id: string,
  status: OrderStatus,
): Promise<void> {
  await db.query(
    `WITH changed AS (
           UPDATE orders SET status = $2, updated_at = clock_timestamp() WHERE id = $1
           RETURNING id, status, updated_at)
         INSERT INTO order_status_changes (order_id, status, changed_at)
         SELECT id, status, updated_at FROM changed`,
    [id, status],
  );
}

/** The id of the seller's store (read from the store module's `stores` by name), or null. */
export async function selectStoreIdOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<string | null> {
  const rows = (await db.query('SELECT id FROM stores WHERE owner_id = $1', [ownerId])) as {
    id: string;
  }[];
  return rows[0]?.id ?? null;
}

/** Most orders a customer's page lists. */
const CUSTOMER_ORDERS_LIMIT = 500;

/**
 * docs/API.md §8: the seller `ownerId`'s orders with the customer phone `phone` (digits), newest
 * first (at most 500).
 */
export function selectCustomerOrders(
  db: EntityManager,
  ownerId: string,
  phone: string,
): Promise<OrderRow[]> {
  return db.query(
    `${ORDER_SELECT} WHERE s.owner_id = $1 AND o.customer_phone = $2
        ORDER BY o.created_at DESC, o.number DESC LIMIT ${CUSTOMER_ORDERS_LIMIT}`,
    [ownerId, phone],
  );
}

/**
 * docs/API.md §8 "Excluir dados do cliente" (LGPD): the seller `ownerId`'s orders with the phone
 * `phone` lose the customer's name (''), phone and address, and the idempotency key and body
 * hash (a hash of those data); amounts, items, coupon and history stay. Answers how many orders
 * changed.
 */
export async function forgetCustomerOrders(
  db: EntityManager,
  ownerId: string,
  phone: string,
): Promise<number> {
  const rows = (await db.query(
    `WITH forgotten AS (
       UPDATE orders o
          SET customer_name = '', customer_phone = NULL, address = NULL,
              idempotency_key = NULL, idempotency_body_hash = NULL
         FROM stores s
        WHERE s.id = o.store_id AND s.owner_id = $1 AND o.customer_phone = $2
       RETURNING o.id)
     SELECT count(*)::int AS n FROM forgotten`,
    [ownerId, phone],
  )) as { n: number }[];
  return rows[0]?.n ?? 0;
}
