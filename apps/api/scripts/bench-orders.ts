/**
 * The orders runs of `pnpm bench`: anonymous `POST /public-catalog/{slug}/orders`, 1–3 random
 * items each, at 20 connections, in two runs over two halves of the seeded 1,000 stores:
 * - "orders": the first 500 stores (by slug), whose sellers have no push device;
 * - "orders, dead push service": the other 500, whose sellers have 2 devices each whose endpoint
 *   is a local push service that accepts connections and never answers (scripts/dead-push-service.ts),
 *   so every alert waits its full timeout on every attempt (docs/API.md §8) while orders go on.
 * Each run sends BENCH_ORDER_REQUESTS (3000) orders, split in BENCH_ORDER_ROUNDS (4) rounds
 * alternated ABBA-wise (plain, dead, dead, plain, …), after a warm-up of the order path; orders/s
 * are timed from the start to the last answer, and the CPU per order of the API processes and
 * PostgreSQL is reported beside them. Then the database is checked: every 201 saved one order,
 * each store's numbers run 1..n. After the runs the dead push service reports the most
 * connections it held at once, which must stay within `SOCKETS_PER_PROCESS` per API process (no
 * pile-up), and every API process must still answer `GET /health`. Kept apart from bench.ts's
 * public GET runs.
 */
import { createECDH, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { PushLimits, defaultStoreSettings } from '@catalogo/contracts/core';
import { toStoredSettings } from '../src/modules/store/store-settings.mapping';
import { startDeadPushService, type DeadPushStats } from './dead-push-service';

/** Orders sent by each run, over all its rounds (every one is answered before the checks). */
export const ORDER_BENCH_REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS ?? 3000);

/** Rounds each run is split in, alternated with the other run's. */
export const ORDER_BENCH_ROUNDS = Math.max(1, Number(process.env.BENCH_ORDER_ROUNDS ?? 4));

/** Connections of the orders runs. */
export const ORDER_BENCH_CONNECTIONS = 20;

/** Orders sent to the plain half before the rounds (JIT, pools), not measured. */
const WARM_UP_ORDERS = 200;

/** Devices of each seller of the dead push run's stores. */
const DEVICES_PER_SELLER = 2;

/**
 * The most connections to the dead push service an API process may hold at once: the push
 * requests in flight to one push service (`PushLimits.concurrencyPerService`), each on its own
 * socket (a timed-out request's socket is closed), plus as many again for the connections Node's
 * `fetch` (undici) opens ahead for queued requests and keeps idle when those are aborted first:
 * bounded by the concurrency, not by the number of messages or orders.
 */
const SOCKETS_PER_PROCESS = 2 * PushLimits.concurrencyPerService;

/** Longest answer of `GET /health` after the runs, ms. */
const HEALTH_MAX_MS = 1000;

/** Target: orders/s with a dead push service, in % of orders/s without devices. */
export const DEAD_PUSH_TARGET_PERCENT = 90;

/** Environment the benchmarked API needs for the orders run (no per-IP order limit). */
export const ORDER_BENCH_ENV = { ORDER_RATE_LIMIT_PER_10_MINUTES: '100000000' };

/** Figures of one orders run (all its rounds). */
export interface OrderBenchFigures {
  /** Orders per second over all rounds (answers / seconds). */
  rps: number;
  /** Orders per second of each round. */
  roundRps: number[];
  /** Latencies of the median round, ms. */
  p50: number;
  p99: number;
  created: number;
  errors: number;
  non2xx: number;
  /** Orders of the run's stores in the database after the runs. */
  saved: number;
  /** Run's stores whose numbers are not exactly 1..n. */
  brokenSequences: number;
  /** CPU time per order of the processes `benchOrders`' `cpuUs` counts, µs. */
  cpuPerOrderUs: number;
}

/** Figures of both orders runs and of the dead push service. */
export interface OrdersBench {
  plain: OrderBenchFigures;
  dead: OrderBenchFigures;
  /** The dead push service's counters after the runs, and the devices pointing at it. */
  push: DeadPushStats & { devices: number };
  /** API processes that hear new orders (each may send alerts), from pg_stat_activity. */
  alertProcesses: number;
  /** `GET /health` of each API process after the runs: status and ms (0 status: no answer). */
  health: { base: string; status: number; ms: number }[];
}

interface StoreRow {
  id: string;
  owner_id: string;
  slug: string;
  ids: string[];
}

/** Every store with its owner and item ids, by slug. */
async function storesWithItems(databaseUrl: string): Promise<StoreRow[]> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<StoreRow>(
    `SELECT s.id, s.owner_id, s.slug, array_agg(i.id) AS ids
       FROM stores s JOIN catalog_items i ON i.store_id = s.id
      WHERE s.slug IS NOT NULL GROUP BY s.id ORDER BY s.slug`,
  );
  await c.end();
  return rows;
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

/**
 * Gives each store's seller `DEVICES_PER_SELLER` devices on `origin`, inserted as
 * `POST /push/subscriptions` would (real P-256 public keys and 16-byte auth secrets, so
 * web-push encrypts every message as for a browser). Returns the number of devices.
 */
async function addDevices(
  databaseUrl: string,
  stores: StoreRow[],
  origin: string,
): Promise<number> {
  const rows = stores.flatMap((s) =>
    Array.from({ length: DEVICES_PER_SELLER }, (_, k) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return [
        s.owner_id,
        s.id,
        `${origin}/push/${s.slug}-${k}`,
        ecdh.getPublicKey().toString('base64url'),
        randomBytes(16).toString('base64url'),
      ];
    }),
  );
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(
    `INSERT INTO push_subscriptions (user_id, store_id, endpoint, p256dh, auth, label)
     SELECT u::uuid, s::uuid, e, k, a, 'bench' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(u, s, e, k, a)`,
    [0, 1, 2, 3, 4].map((i) => rows.map((r) => r[i])),
  );
  await c.end();
  return rows.length;
}

/** Orders of `storeIds` in the database, and how many of those stores have numbers other than 1..n. */
async function integrity(
  databaseUrl: string,
  storeIds: string[],
): Promise<{ saved: number; broken: number }> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ saved: number; broken: number }>(
    `SELECT coalesce(sum(n), 0)::int AS saved,
            count(*) FILTER (WHERE n <> max_number OR n <> distinct_numbers OR min_number <> 1)::int
              AS broken
       FROM (SELECT count(*) AS n, max(number) AS max_number, min(number) AS min_number,
                    count(DISTINCT number) AS distinct_numbers
               FROM orders WHERE store_id = ANY($1::uuid[]) GROUP BY store_id) per_store`,
    [storeIds],
  );
  await c.end();
  return rows[0];
}

/** API processes that may send alerts: each holds one LISTEN connection (DatabaseNotifications). */
async function alertListeners(databaseUrl: string): Promise<number> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'catalogo-listen'`,
  );
  await c.end();
  return rows[0].n;
}

interface RoundFigures {
  rps: number;
  /** CPU time of the counted processes during the round, µs. */
  cpuUs: number;
  seconds: number;
  total: number;
  p50: number;
  p99: number;
  created: number;
  errors: number;
  non2xx: number;
}

/** Sends `amount` orders to random stores of `stores` at `ORDER_BENCH_CONNECTIONS`. */
async function orderLoad(
  base: string,
  stores: StoreRow[],
  amount: number,
  cpuUs: () => number,
): Promise<RoundFigures> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
  let created = 0;
  // autocannon stops an `amount` run at its next 1 s sample tick, so its duration (and
  // requests.average) is rounded up to whole seconds: time the run from start to last answer.
  const cpuBefore = cpuUs();
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: base,
    connections: ORDER_BENCH_CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (req) => {
          const { slug, ids } = pick(stores);
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
          lastAnswer = performance.now();
          if (status === 201) created += 1;
        },
      },
    ],
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    rps: result.requests.total / seconds,
    cpuUs: cpuUs() - cpuBefore,
    seconds,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    created,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The rounds of one run as one, with the database check of its stores. */
function combineRun(
  rounds: RoundFigures[],
  extraCreated: number,
  checked: { saved: number; broken: number },
): OrderBenchFigures {
  const sum = (f: (r: RoundFigures) => number): number => rounds.reduce((a, r) => a + f(r), 0);
  const median = rounds.slice().sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];
  return {
    rps: sum((r) => r.total) / sum((r) => r.seconds),
    roundRps: rounds.map((r) => r.rps),
    p50: median.p50,
    p99: median.p99,
    created: sum((r) => r.created) + extraCreated,
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    saved: checked.saved,
    brokenSequences: checked.broken,
    cpuPerOrderUs:
      sum((r) => r.cpuUs) /
      Math.max(
        1,
        sum((r) => r.total),
      ),
  };
}

/** `GET /health` of `base`: status (0 without an answer within 10 s) and ms. */
async function health(base: string): Promise<{ base: string; status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return { base, status: res.status, ms: Math.round(performance.now() - started) };
  } catch {
    return { base, status: 0, ms: Math.round(performance.now() - started) };
  }
}

/**
 * Runs both orders runs against `base` (the built API on `databaseUrl`), alternated in rounds,
 * then checks the saved orders and that every process of `apiBases` still answers. `cpuUs`
 * tells the CPU time used so far by the processes an order costs (API processes, PostgreSQL), µs.
 */
export async function benchOrders(
  base: string,
  databaseUrl: string,
  apiBases: readonly string[],
  cpuUs: () => number,
): Promise<OrdersBench> {
  await offerPickup(databaseUrl);
  const stores = await storesWithItems(databaseUrl);
  const half = Math.floor(stores.length / 2);
  const plainStores = stores.slice(0, half);
  const deadStores = stores.slice(half);
  const deadPush = await startDeadPushService();
  try {
    const devices = await addDevices(databaseUrl, deadStores, deadPush.origin);
    const warmUp = await orderLoad(base, plainStores, WARM_UP_ORDERS, cpuUs);
    const perRound = Math.max(1, Math.round(ORDER_BENCH_REQUESTS / ORDER_BENCH_ROUNDS));
    const plainRounds: RoundFigures[] = [];
    const deadRounds: RoundFigures[] = [];
    for (let round = 0; round < ORDER_BENCH_ROUNDS; round += 1) {
      // Plain first in even rounds, dead first in odd ones: a drift in time (the machine's
      // other load, the process's own state) weighs on both runs alike.
      const order = round % 2 === 0 ? ['plain', 'dead'] : ['dead', 'plain'];
      for (const run of order)
        if (run === 'plain') plainRounds.push(await orderLoad(base, plainStores, perRound, cpuUs));
        else deadRounds.push(await orderLoad(base, deadStores, perRound, cpuUs));
    }
    const alertProcesses = await alertListeners(databaseUrl);
    const healthAfter = await Promise.all(apiBases.map(health));
    const push = { ...deadPush.stats(), devices };
    const plain = combineRun(
      plainRounds,
      warmUp.created,
      await integrity(
        databaseUrl,
        plainStores.map((s) => s.id),
      ),
    );
    const dead = combineRun(
      deadRounds,
      0,
      await integrity(
        databaseUrl,
        deadStores.map((s) => s.id),
      ),
    );
    plain.errors += warmUp.errors;
    plain.non2xx += warmUp.non2xx;
    return { plain, dead, push, alertProcesses, health: healthAfter };
  } finally {
    // Closed before the API processes stop: their sends then fail at once instead of holding
    // the shutdown on open sockets.
    await deadPush.close();
  }
}

/** Prints the orders figures; returns the failed checks (empty when all hold). */
export function reportOrders(f: OrdersBench): string[] {
  const perRound = Math.round(ORDER_BENCH_REQUESTS / ORDER_BENCH_ROUNDS);
  console.log(
    `\nOrders: autocannon, ${ORDER_BENCH_CONNECTIONS} connections, POST /public-catalog/{random store}/orders; ${ORDER_BENCH_REQUESTS} orders per run in ${ORDER_BENCH_ROUNDS} alternated rounds of ${perRound} (after ${WARM_UP_ORDERS} warm-up orders)`,
  );
  const failures: string[] = [];
  const line = (label: string, r: OrderBenchFigures): void => {
    console.log(
      `product  ${label.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} orders/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  CPU/order ${r.cpuPerOrderUs.toFixed(0)} µs  rounds ${r.roundRps.map((x) => x.toFixed(1)).join(' ')}`,
    );
  };
  line('orders (500 stores, no devices)', f.plain);
  line('orders, dead push service', f.dead);
  for (const [label, r] of [
    ['orders', f.plain],
    ['orders, dead push service', f.dead],
  ] as const) {
    console.log(
      `${label}: answered 201: ${r.created}; saved: ${r.saved}; stores with a broken number sequence: ${r.brokenSequences}`,
    );
    if (r.errors + r.non2xx > 0) failures.push(`${label}: order errors`);
    if (r.saved !== r.created) failures.push(`${label}: saved orders differ from the 201 answers`);
    if (r.brokenSequences > 0) failures.push(`${label}: order numbers with gaps or repeats`);
  }
  console.log(
    `Dead push service: ${f.push.devices} devices; ${f.push.accepted} connections accepted, ${f.push.open} open after the runs (${f.push.silent} of them never sent a byte), at most ${f.push.maxOpen} at once; ${f.alertProcesses} API processes send alerts`,
  );
  const check = (text: string, ok: boolean, failure: string): void => {
    console.log(`  ${ok ? 'MET   ' : 'FAILED'} ${text}`);
    if (!ok) failures.push(failure);
  };
  const ratio = (f.dead.rps / f.plain.rps) * 100;
  const n = Math.min(f.plain.roundRps.length, f.dead.roundRps.length);
  const perRoundRatios = Array.from(
    { length: n },
    (_, i) => `${((f.dead.roundRps[i] / f.plain.roundRps[i]) * 100).toFixed(0)} %`,
  ).join(', ');
  console.log('\nOrders with a dead push service (same run, same API process):');
  check(
    `orders with a dead push service: ${f.dead.rps.toFixed(0)}/s = ${ratio.toFixed(1)} % of orders without devices (${f.plain.rps.toFixed(0)}/s; per round ${perRoundRatios}) (target ≥ ${DEAD_PUSH_TARGET_PERCENT} %)`,
    ratio >= DEAD_PUSH_TARGET_PERCENT,
    `orders with a dead push service below ${DEAD_PUSH_TARGET_PERCENT} % of orders without devices`,
  );
  const maxSockets = SOCKETS_PER_PROCESS * Math.max(1, f.alertProcesses);
  check(
    `sockets to the dead push service at once: at most ${f.push.maxOpen} of ${f.push.accepted} (target ≤ ${SOCKETS_PER_PROCESS} per sending process = ${maxSockets}, and > 0: the alerts were sent)`,
    f.push.maxOpen > 0 && f.push.maxOpen <= maxSockets,
    'sockets to the dead push service not bounded (or no alert sent)',
  );
  const slowest = Math.max(...f.health.map((h) => (h.status === 200 ? h.ms : Infinity)));
  check(
    `every API process answers GET /health after the runs: ${f.health.map((h) => `${h.status} in ${h.ms} ms`).join(', ')} (target 200 within ${HEALTH_MAX_MS} ms)`,
    slowest <= HEALTH_MAX_MS,
    'an API process does not answer after the dead push service run',
  );
  return failures;
}
