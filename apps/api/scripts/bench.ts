/**
 * API benchmark of the public view path (issue "The customer's side"; issue 13 "The view path"):
 *
 *   pnpm bench   (from the repository root; builds the API first)
 *
 * 1. Starts a throw-away embedded PostgreSQL, runs the migrations and seeds 1,000 stores × 50 items
 *    (each with BENCH_OPTION_GROUPS groups of BENCH_OPTIONS options; default none, so that the
 *    product and the yardstick, which has no options, serve the same catalogue; issue 21's worst
 *    case is `BENCH_OPTION_GROUPS=3 BENCH_OPTIONS=10 pnpm bench`).
 * 2. Starts the built API twice (`node dist/main.js`, NODE_ENV=production): as configured by
 *    default (2 s micro-cache) and with PUBLIC_CATALOG_CACHE_TTL_MS=0; and the yardstick
 *    `scripts/baseline-server.ts` (the project's own bare node:http + pg yardstick) on the same
 *    database.
 * 3. autocannon, 50 connections: GET /public-catalog/{random slug} for BENCH_SECONDS (15) on each,
 *    then a mix (80 % GET, 20 % PUT /store/access/{random slug}), BENCH_MIX_REQUESTS each, on the
 *    default API and the baseline; all of it split in BENCH_ROUNDS (3) interleaved rounds.
 * 4. Prints req/s, p50, p99, errors, the product/baseline ratios and the load average, and checks
 *    that the sum of the product's access counters, once flushed (≤ 1 s), rose by exactly the
 *    number of 2xx PUT answers.
 * 5. Orders (issue 14, scripts/bench-orders.ts): POST /public-catalog/{random slug}/orders at 20
 *    connections, BENCH_ORDER_REQUESTS (3000) of them; prints orders/s, p50, p99, and checks every
 *    201 was saved and every store's numbers run 1..n.
 * Exits 1 when a target fails: mix ≥ 110 % of the baseline with p99 ≤ 30 ms and exact counters;
 * GET with the micro-cache off ≥ 80 %; GET as configured by default ≥ 200 %; no GET errors.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each API process (open it in Chrome DevTools).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { DEFAULT_POOL, createDataSource } from '../src/database/data-source';
import { findFreePort, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { ORDER_BENCH_ENV, benchOrders, reportOrders } from './bench-orders';
import { publicOptionGroupsJsonText } from '../src/modules/catalog/option-groups.mapping';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const MIX_REQUESTS = Number(process.env.BENCH_MIX_REQUESTS ?? 30000);
/** The runs are split in this many interleaved rounds, so a burst of load elsewhere on a shared
 * machine hits the product and the baseline alike. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const STORES = 1000;
const BASELINE = path.join(__dirname, 'baseline-server.ts');
/**
 * Option groups per item and options per group in the seed. Default 0: the yardstick serves items
 * without options, so only then are the ratios like for like (issue 21's case: 3 × 10).
 */
const OPTION_GROUPS = Number(process.env.BENCH_OPTION_GROUPS ?? 0);
const OPTIONS = Number(process.env.BENCH_OPTIONS ?? 10);

interface Figures {
  label: string;
  /** Seconds the run lasted. */
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  put2xx: number;
}

const slug = (n: number): string => `loja-${String(n).padStart(4, '0')}`;
const randomSlug = (): string => slug(1 + Math.floor(Math.random() * STORES));

async function seed(url: string): Promise<void> {
  // No statement timeout: 1.5 million option rows take longer than the API's 15 s on a busy machine.
  const ds = createDataSource(url, { ...DEFAULT_POOL, statementTimeoutMs: 0 });
  await ds.initialize();
  await ds.runMigrations();
  await ds.query(`
    INSERT INTO users (email, password_hash, phone)
      SELECT 'loja' || g || '@example.com', 'x', '11' || lpad((900000000 + g)::text, 9, '0')
      FROM generate_series(1, ${STORES}) g;
    INSERT INTO stores (owner_id, name, slug)
      SELECT id, 'Loja ' || substring(email from 5 for position('@' in email) - 5),
             'loja-' || lpad(substring(email from 5 for position('@' in email) - 5), 4, '0')
      FROM users;
    INSERT INTO catalog_items (store_id, name, price_cents, category)
      SELECT s.id, 'Produto ' || p || ' da ' || s.name, 100 + ((p * 104729) % 99900),
             (ARRAY['Roupas','Alimentos','Casa','Beleza','Brinquedos','Livros'])[1 + p % 6]
      FROM stores s CROSS JOIN generate_series(1, 50) p
      ORDER BY s.created_at, s.id, p; -- items of a store saved together, as a seller does
    -- Optional groups (the order bench sends no choices), up to 3 choices each.
    INSERT INTO option_groups (item_id, position, name, min_choices, max_choices, price_rule)
      SELECT i.id, g, 'Grupo ' || (g + 1), 0, LEAST(3, ${OPTIONS}), 'sum'
      FROM catalog_items i CROSS JOIN generate_series(0, ${OPTION_GROUPS - 1}) g
      WHERE ${OPTIONS} > 0
      ORDER BY i.id, g;
    INSERT INTO options (group_id, position, name, price_cents)
      SELECT g.id, p, 'Opção ' || (p + 1) || ' do ' || g.name, p * 150
      FROM option_groups g CROSS JOIN generate_series(0, ${OPTIONS - 1}) p
      ORDER BY g.item_id, g.position, p;
    UPDATE catalog_items i SET option_groups_json = ${publicOptionGroupsJsonText('i.id')}
      WHERE EXISTS (SELECT 1 FROM option_groups g WHERE g.item_id = i.id);
    ANALYZE;`);
  await ds.destroy();
}

function startProcess(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  ready?: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      if (ready?.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited with ${code}:\n${out}`)));
    if (!ready) resolve(child);
  });
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never became healthy`);
}

/**
 * Runs autocannon. The GET runs last BENCH_SECONDS; the mix sends a fixed number of requests
 * (BENCH_MIX_REQUESTS) so that every request gets its answer before the counters are compared.
 */
async function load(label: string, base: string, putShare: number): Promise<Figures> {
  let put2xx = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(putShare > 0
      ? { amount: Math.round(MIX_REQUESTS / ROUNDS) }
      : { duration: SECONDS / ROUNDS }),
    requests: [
      {
        // One request in flight per connection, so the connection's context knows which
        // request a response answers.
        setupRequest: (req, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          const isPut = Math.random() < putShare;
          context.isPut = isPut;
          return {
            ...req,
            method: isPut ? 'PUT' : 'GET',
            path: isPut ? `/store/access/${randomSlug()}` : `/public-catalog/${randomSlug()}`,
          };
        },
        onResponse: (status, _body, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          if (context.isPut === true && status >= 200 && status < 300) put2xx += 1;
        },
      },
    ],
  });
  return {
    label,
    seconds: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    put2xx,
  };
}

/** The rounds of one run as one: req/s over the whole time, the median round's latencies. */
function combine(rounds: Figures[]): Figures {
  const sum = (f: (r: Figures) => number): number => rounds.reduce((a, r) => a + f(r), 0);
  const median = (f: (r: Figures) => number): number =>
    rounds.map(f).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  return {
    label: rounds[0].label,
    seconds: sum((r) => r.seconds),
    rps: sum((r) => r.total) / sum((r) => r.seconds),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    total: sum((r) => r.total),
    put2xx: sum((r) => r.put2xx),
  };
}

async function sumAccess(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ sum: string }>(
    'SELECT coalesce(sum(access_count), 0) AS sum FROM stores',
  );
  await c.end();
  return Number(rows[0].sum);
}

function print(f: Figures): void {
  console.log(
    `${f.label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}  total ${f.total}`,
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'main.js')))
    throw new Error('build the API first (pnpm build)');
  const pg = await startEmbeddedPostgres();
  const children: ChildProcess[] = [];
  try {
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const url = pg.url.replace(/\/postgres$/, '/bench');
    console.log(
      `Seeding ${STORES} stores × 50 items × ${OPTION_GROUPS} option groups × ${OPTIONS} options…`,
    );
    await seed(url);

    const startApi = async (env: NodeJS.ProcessEnv): Promise<string> => {
      const apiPort = await findFreePort();
      children.push(
        await startProcess(
          'node',
          [
            ...(process.env.BENCH_CPU_PROF
              ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
              : []),
            'dist/main.js',
          ],
          {
            NODE_ENV: 'production',
            PORT: String(apiPort),
            DATABASE_URL: url,
            JWT_SECRET: 'bench-secret-0123456789abcdef-0123456789',
            // Production fails closed without these opt-ins (CONTRACT.md §7); the bench needs neither.
            PAYMENTS: 'local',
            MAIL: 'log',
            LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
            // One client (the load generator) sends everything: lift the per-client caps.
            ACCESS_RATE_LIMIT_PER_MINUTE: '100000000',
            PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
            ...ORDER_BENCH_ENV,
            ...env,
          },
          path.join(__dirname, '..'),
        ),
      );
      await waitHealthy(`http://127.0.0.1:${apiPort}/health`);
      return `http://127.0.0.1:${apiPort}`;
    };
    const product = await startApi({});
    const uncached = await startApi({ PUBLIC_CATALOG_CACHE_TTL_MS: '0' });
    const basePort = await findFreePort();
    children.push(
      await startProcess(
        'node',
        ['--import', 'tsx', BASELINE, '--seed', '--port', String(basePort)],
        { DATABASE_URL: url },
        path.join(__dirname, '..'),
        /listening/,
      ),
    );

    const baseline = `http://127.0.0.1:${basePort}`;
    // Warm-up (JIT, pools) so all start equal.
    for (const base of [product, uncached, baseline])
      await autocannon({ url: `${base}/public-catalog/loja-0001`, connections: 10, duration: 2 });

    const loadBefore = os.loadavg();
    const runs: Record<string, Figures[]> = {};
    const run = async (key: string, label: string, base: string, putShare: number) => {
      const figures = await load(label, base, putShare);
      (runs[key] ??= []).push(figures);
      return figures;
    };
    const before = await sumAccess(url);
    for (let round = 0; round < ROUNDS; round += 1) {
      await run('getBaseline', 'baseline GET /public-catalog', baseline, 0);
      await run('getUncached', 'product  GET, micro-cache off', uncached, 0);
      await run('getProduct', 'product  GET /public-catalog', product, 0);
      await run('mixBaseline', 'baseline mix 80% GET / 20% PUT', baseline, 0.2);
      await run('mixProduct', 'product  mix 80% GET / 20% PUT', product, 0.2);
    }
    const [getBaseline, getUncached, getProduct, mixBaseline, mixProduct] = [
      'getBaseline',
      'getUncached',
      'getProduct',
      'mixBaseline',
      'mixProduct',
    ].map((key) => combine(runs[key]));
    const loadAfter = os.loadavg();
    // Views are written in one batch per second: wait for it (at most 3 s).
    let after = await sumAccess(url);
    for (let i = 0; i < 30 && after - before !== mixProduct.put2xx; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      after = await sumAccess(url);
    }
    const orders = await benchOrders(product, url);

    const loadavg = (l: number[]): string => l.map((n) => n.toFixed(2)).join(' ');
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, GET ${SECONDS} s, mix ${MIX_REQUESTS} requests, each in ${ROUNDS} interleaved rounds (req/s over all rounds, median round's latencies); ${os.cpus().length} cores shared with the load generator`,
    );
    console.log(
      `load average (1/5/15 min): before ${loadavg(loadBefore)}, after ${loadavg(loadAfter)}\n`,
    );
    [getBaseline, getUncached, getProduct, mixBaseline, mixProduct].forEach(print);
    const pct = (a: Figures, b: Figures): number => (a.rps / b.rps) * 100;
    const mixRatio = pct(mixProduct, mixBaseline);
    const uncachedRatio = pct(getUncached, getBaseline);
    const getRatio = pct(getProduct, getBaseline);
    console.log(
      `\nmix product/baseline: ${mixRatio.toFixed(1)} % (target ≥ 110 %), p99 ${mixProduct.p99} ms (target ≤ 30 ms)`,
    );
    console.log(`GET micro-cache off / baseline: ${uncachedRatio.toFixed(1)} % (target ≥ 80 %)`);
    console.log(`GET default / baseline: ${getRatio.toFixed(1)} % (target ≥ 200 %)`);
    console.log(
      `Access counters rose by ${after - before}; 2xx PUT answers: ${mixProduct.put2xx} (${after - before === mixProduct.put2xx ? 'exact' : 'MISMATCH'})`,
    );
    const failures: string[] = [];
    if (mixRatio < 110) failures.push('mix below 110 % of the baseline');
    if (mixProduct.p99 > 30) failures.push('mix p99 over 30 ms');
    if (uncachedRatio < 80)
      failures.push('GET with the micro-cache off below 80 % of the baseline');
    if (getRatio < 200) failures.push('GET below 200 % of the baseline');
    for (const f of [getProduct, getUncached, mixProduct])
      if (f.errors + f.non2xx > 0) failures.push(`${f.label.trim()}: errors`);
    if (after - before !== mixProduct.put2xx)
      failures.push('access counters differ from the 2xx PUTs');
    failures.push(...reportOrders(orders));
    if (failures.length) {
      console.error(`TARGET FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    // Let each process drain and exit (and write its CPU profile) before the database stops.
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              c.kill('SIGKILL');
              resolve();
            }, 10_000);
            c.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
    await pg.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
