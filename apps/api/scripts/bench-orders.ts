/**
 * The orders run of `pnpm bench`: anonymous `POST /public-catalog/{slug}/orders` on
 * random stores of the seeded 1,000, 1–3 random items each, at 20 connections; then checks in
 * the database that every 201 saved one order and that each store's numbers run 1..n with no
 * gap or repeat. Kept apart from bench.ts's public GET runs.
 */
import autocannon from 'autocannon';
import { Client } from 'pg';
import { defaultStoreSettings } from '@catalogo/contracts/core';
import { toStoredSettings } from '../src/modules/store/store-settings.mapping';

/** Orders sent by the run (every one is answered before the database is checked). */
export const ORDER_BENCH_REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS ?? 3000);

/** Connections of the orders run. */
export const ORDER_BENCH_CONNECTIONS = 20;

/** Environment the benchmarked API needs for the orders run (no per-IP order limit). */
export const ORDER_BENCH_ENV = { ORDER_RATE_LIMIT_PER_10_MINUTES: '100000000' };

/** Figures of the orders run. */
export interface OrderBenchFigures {
  rps: number;
  p50: number;
  p99: number;
  created: number;
  errors: number;
  non2xx: number;
  /** Orders in the database after the run. */
  saved: number;
  /** Stores whose numbers are not exactly 1..n. */
  brokenSequences: number;
}

/** Item ids of every store, by slug. */
async function itemsBySlug(databaseUrl: string): Promise<[string, string[]][]> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ slug: string; ids: string[] }>(
    `SELECT s.slug, array_agg(i.id) AS ids FROM stores s JOIN catalog_items i ON i.store_id = s.id
      WHERE s.slug IS NOT NULL GROUP BY s.slug`,
  );
  await c.end();
  return rows.map((r) => [r.slug, r.ids]);
}

/**
 * a new store offers delivery only (docs/API.md §6 defaults); the seeded stores also
 * offer pickup, which the bench's orders use. One statement for every store.
 */
async function offerPickup(databaseUrl: string): Promise<void> {
  const settings = defaultStoreSettings();
  settings.pickup = { enabled: true, address: 'Rua do Bench, 1' };
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(
    `INSERT INTO store_settings (store_id, settings) SELECT id, $1::jsonb FROM stores
     ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings`,
    [JSON.stringify(toStoredSettings(settings))],
  );
  await c.end();
}

async function integrity(databaseUrl: string): Promise<{ saved: number; broken: number }> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ saved: number; broken: number }>(
    `SELECT coalesce(sum(n), 0)::int AS saved,
            count(*) FILTER (WHERE n <> max_number OR n <> distinct_numbers OR min_number <> 1)::int
              AS broken
       FROM (SELECT count(*) AS n, max(number) AS max_number, min(number) AS min_number,
                    count(DISTINCT number) AS distinct_numbers
               FROM orders GROUP BY store_id) per_store`,
  );
  await c.end();
  return rows[0];
}

/**
 * Sends BENCH_ORDER_REQUESTS (3000) orders to `base` (the built API on `databaseUrl`), then
 * checks the saved orders.
 */
export async function benchOrders(base: string, databaseUrl: string): Promise<OrderBenchFigures> {
  await offerPickup(databaseUrl);
  const stores = await itemsBySlug(databaseUrl);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
  let created = 0;
  const result = await autocannon({
    url: base,
    connections: ORDER_BENCH_CONNECTIONS,
    amount: ORDER_BENCH_REQUESTS,
    requests: [
      {
        setupRequest: (req) => {
          const [slug, ids] = pick(stores);
          const lines = 1 + Math.floor(Math.random() * 3);
          return {
            ...req,
            method: 'POST',
            path: `/public-catalog/${slug}/orders`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              items: Array.from({ length: lines }, () => ({
                id: pick(ids),
                quantity: 1 + Math.floor(Math.random() * 3),
              })),
              fulfilment: 'pickup',
              customer: { name: 'Cliente do bench', phone: '11987654321' },
              payment: { method: 'cash' },
            }),
          };
        },
        onResponse: (status) => {
          if (status === 201) created += 1;
        },
      },
    ],
  });
  const { saved, broken } = await integrity(databaseUrl);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    created,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    saved,
    brokenSequences: broken,
  };
}

/** Prints the orders figures; returns the failed checks (empty when all hold). */
export function reportOrders(f: OrderBenchFigures): string[] {
  console.log(
    `\nOrders: autocannon, ${ORDER_BENCH_CONNECTIONS} connections, ${ORDER_BENCH_REQUESTS} orders, POST /public-catalog/{random of 1,000 stores}/orders`,
  );
  console.log(
    `product  POST orders                ${f.rps.toFixed(0).padStart(7)} orders/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}`,
  );
  console.log(
    `Orders answered 201: ${f.created}; saved: ${f.saved}; stores with a broken number sequence: ${f.brokenSequences}`,
  );
  const failures: string[] = [];
  if (f.errors + f.non2xx > 0) failures.push('order errors');
  if (f.saved !== f.created) failures.push('saved orders differ from the 201 answers');
  if (f.brokenSequences > 0) failures.push('order numbers with gaps or repeats');
  return failures;
}
