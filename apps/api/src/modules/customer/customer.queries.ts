import type { EntityManager } from 'typeorm';
import type { CustomerSort } from '@catalogo/contracts/core';

/**
 * Raw SQL of the customers (README "Data access"; docs/API.md §8), read from `orders` and
 * `stores` by name: a store's customer is a phone (digits) of its orders, so there is no table to
 * keep in step with the orders; `orders_store_id_customer_phone_idx` serves the grouping. Money
 * in integer centavos.
 */

/** One customer as the statements below read it (centavos as bigint text). */
export interface CustomerRow {
  phone: string;
  name: string;
  orders_count: number;
  total_cents: string;
  first_order_at: Date;
  last_order_at: Date;
}

/** Accented letters folded for the case- and accent-insensitive search by name. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/**
 * The store `$1`'s customers: phone, the name of the latest order, orders (all), total spent
 * (non-canceled totals, after discounts), first and last order.
 */
const CUSTOMERS = `SELECT o.customer_phone AS phone,
         (array_agg(o.customer_name ORDER BY o.created_at DESC, o.number DESC))[1] AS name,
         count(*)::int AS orders_count,
         coalesce(sum(o.total_cents) FILTER (WHERE o.status <> 'canceled'), 0)::bigint
           AS total_cents,
         min(o.created_at) AS first_order_at, max(o.created_at) AS last_order_at
    FROM orders o
   WHERE o.store_id = $1 AND o.customer_phone IS NOT NULL`;

const ORDER_BY: Record<CustomerSort, string> = {
  last: 'c.last_order_at DESC, c.phone',
  orders: 'c.orders_count DESC, c.last_order_at DESC, c.phone',
  total: 'c.total_cents DESC, c.last_order_at DESC, c.phone',
};

/** The search of the list: part of the name (folded) or of the phone digits; empty: all. */
export interface CustomerSearch {
  /** Trimmed text, or undefined. */
  text?: string;
}

/** The WHERE over the grouped customers `c` for `search` ($2 name text, $3 phone digits). */
function searchParams(search: CustomerSearch): [string | null, string | null] {
  const text = search.text?.trim() || null;
  const digits = text?.replace(/\D/g, '') || null;
  return [text, digits];
}

const SEARCH_WHERE = `($2::text IS NULL
       OR translate(lower(c.name), '${ACCENTED}', '${PLAIN}')
            LIKE '%' || replace(replace(replace(translate(lower($2), '${ACCENTED}', '${PLAIN}'),
                 '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
       OR ($3::text IS NOT NULL AND c.phone LIKE '%' || $3 || '%'))`;

/** The id of the seller's store (read from `stores` by name), or null. */
export async function selectStoreIdOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<string | null> {
  const rows = (await db.query('SELECT id FROM stores WHERE owner_id = $1', [ownerId])) as {
    id: string;
  }[];
  return rows[0]?.id ?? null;
}

/** How many of the store's customers match `search`. */
export async function countCustomers(
  db: EntityManager,
  storeId: string,
  search: CustomerSearch,
): Promise<number> {
  const [{ total }] = (await db.query(
    `SELECT count(*)::int AS total FROM (${CUSTOMERS} GROUP BY o.customer_phone) c
      WHERE ${SEARCH_WHERE}`,
    [storeId, ...searchParams(search)],
  )) as { total: number }[];
  return total;
}

/**
 * One page of the store's customers matching `search`, in the `sort` order: `offset` rows
 * skipped (≥ 0, from the validated page), then `limit` rows (1–10 000, from the validated page
 * size or the export's cap).
 */
export function selectCustomers(
  db: EntityManager,
  params: {
    storeId: string;
    search: CustomerSearch;
    sort: CustomerSort;
    offset: number;
    limit: number;
  },
): Promise<CustomerRow[]> {
  const { storeId, search, sort, offset, limit } = params;
  return db.query(
    `SELECT c.* FROM (${CUSTOMERS} GROUP BY o.customer_phone) c
      WHERE ${SEARCH_WHERE}
      ORDER BY ${ORDER_BY[sort]} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
    [storeId, ...searchParams(search)],
  );
}

/** The store's customer with the phone `phone`, or null (no order with it). */
export async function selectCustomer(
  db: EntityManager,
  storeId: string,
  phone: string,
): Promise<CustomerRow | null> {
  const rows = (await db.query(`${CUSTOMERS} AND o.customer_phone = $2 GROUP BY o.customer_phone`, [
    storeId,
    phone,
  ])) as CustomerRow[];
  return rows[0] ?? null;
}
