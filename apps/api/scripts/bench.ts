/**
 * API benchmark of the public view path (targets and latest figures: docs/BENCHMARKS.md):
 *
 *   pnpm bench   (from the repository root; builds the API first)
 *
 * 1. Starts a throw-away embedded PostgreSQL, runs the migrations and seeds 1,000 stores × 50 items
 *    without options (`loja-0001`…: the product and the yardstick, which has no options, serve
 *    the same catalogue). With BENCH_OPTION_GROUPS > 0 (the worst case is
 *    `BENCH_OPTION_GROUPS=3 BENCH_OPTIONS=10 pnpm bench`) it also seeds 1,000 stores `opcoes-0001`…
 *    whose 50 items each hold BENCH_OPTION_GROUPS groups of BENCH_OPTIONS options, and measures
 *    the product's GET on them against the same product's GET on `loja-*`, in the same run.
 *    Every store is viewed once before the runs (the read model is built at the first view after
 *    a write; a catalogue is viewed far more often than it is edited).
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
 * 5. Orders (scripts/bench-orders.ts): POST /public-catalog/{random slug}/orders at 20
 *    connections, two runs of BENCH_ORDER_REQUESTS (3000) each, alternated in BENCH_ORDER_ROUNDS
 *    (4) rounds on the default API: "orders" on 500 stores whose sellers have no push device, and
 *    "orders, dead push service" on the other 500, whose sellers have 2 devices each on a local
 *    push service that accepts connections and never answers (scripts/dead-push-service.ts).
 *    Prints orders/s, p50, p99 of both and their ratio; checks every 201 was saved and every
 *    store's numbers run 1..n, the dead push service run ≥ 90 % of the plain one, the sockets to
 *    the dead push service bounded (2 × `PushLimits.concurrencyPerService` per API process), every
 *    API process answering afterwards.
 *    Orders/s are timed from the start to the last answer; CPU per order (both API processes and
 *    PostgreSQL) is reported beside them.
 * 6. Counts the public catalogue wing's lines (scripts/wing-lines.ts) and prints its files.
 * Prints each target MET or FAILED and exits 1 when one fails (the `…_TARGET_…` constants below):
 * GET as configured by default and with the micro-cache off, against the baseline; the mix against
 * the baseline's, its p99 and exact counters; GET default against the in-memory limit; the wing's
 * lines (checked in every run); no GET errors; the orders checks of step 5; with options, against
 * the stores without.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each API process (open it in Chrome DevTools).
 * BENCH_SCENARIO=<list> runs only some scenarios (comma-separated, default all): `get` (the public
 * GET, both configurations), `mix`, `orders`, `options`
 *. Targets of scenarios not run are not checked.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { DEFAULT_POOL, createDataSource } from '../src/database/data-source';
import { findFreePort, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { ORDER_BENCH_ENV, benchOrders, reportOrders } from './bench-orders';
import { publicOptionGroupsJsonText } from '../src/modules/catalog/option-groups.mapping';
import { runScript } from './run-script';
import {
  OPTIONS_PREFIX,
  PLAIN_PREFIX,
  PUBLIC_CATALOG_PATH,
  SLUG_DIGITS,
  STORES,
  slug,
} from './bench-constants';
import { WING_MAX_LINES, wingFiles } from './wing-lines';

export { STORES, slug } from './bench-constants';

/*
 * Targets (docs/BENCHMARKS.md), each checked in the same run, printed MET or FAILED; a missed one
 * makes the bench exit 1. Ratios are req/s of the product over req/s of the other server, in %.
 */
/** GET as configured by default (the in-process answer cache on) / the yardstick. */
const GET_DEFAULT_TARGET_PERCENT = 250;
/** GET with the in-process answer cache off (PUBLIC_CATALOG_CACHE_TTL_MS=0) / the yardstick. */
const GET_CACHE_OFF_TARGET_PERCENT = 100;
/** Mix (80 % GET, 20 % access PUT) / the yardstick's mix. */
const MIX_TARGET_PERCENT = 160;
/** The product's p99 latency in the mix, ms, at most. */
const MIX_P99_TARGET_MS = 20;
/** GET default / the in-memory limit (the product's answers from bare node:http). */
const MEMORY_LIMIT_TARGET_PERCENT = 70;
/** Stores with options / stores without, GET cache off and default alike. */
const OPTIONS_TARGET_PERCENT = 100;
/** Lines of non-test TypeScript in the public catalogue's wing, at most (scripts/wing-lines.ts). */
const WING_TARGET_MAX_LINES = WING_MAX_LINES;

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const CONNECTIONS = 50;
export const MIX_REQUESTS = Number(process.env.BENCH_MIX_REQUESTS ?? 30000);
/** The runs are split in this many interleaved rounds, so a burst of load elsewhere on a shared
 * machine hits the product and the baseline alike. */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
export const BASELINE = path.join(__dirname, 'baseline-server.ts');
/** The in-memory limit: the product's answers served by bare node:http from memory. */
export const MEMORY_LIMIT = path.join(__dirname, 'memory-limit-server.ts');
/**
 * Option groups per item and options per group in the seed. Default 0: the yardstick serves items
 * without options, so only then are the ratios like for like.
 */
const OPTION_GROUPS = Number(process.env.BENCH_OPTION_GROUPS ?? 0);
const OPTIONS = Number(process.env.BENCH_OPTIONS ?? 10);
const SCENARIOS = new Set(
  (process.env.BENCH_SCENARIO ?? 'get,mix,orders,options')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== ''),
);
/**
 * What a phone's browser sends (Chrome on Android, on HTTPS as a shared link is); the API answers
 * it brotli.
 */
const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** What Chrome sends on plain HTTP, and Node's `fetch` (the web server's SSR); answered gzip. */
const GZIP_ACCEPT_ENCODING = 'gzip, deflate';
const runs = (scenario: string): boolean =>
  SCENARIOS.has(scenario) && (scenario !== 'options' || OPTION_GROUPS > 0);

export interface Figures {
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
  /** CPU time of the server process during the run, in clock ticks (/proc). */
  serverTicks: number;
  /** CPU time of the PostgreSQL server (all its processes) during the run, in clock ticks. */
  pgTicks: number;
  /** CPU time of this process (autocannon, the load generator) during the run, in µs. */
  clientUs: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime (+ cutime + cstime with `children`) of a process, in clock ticks; 0 if gone. */
export function cpuTicks(pid: number, children = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  } catch {
    return 0;
  }
}

/** CPU ticks of a PostgreSQL server: the postmaster, its live and its exited processes. */
export function pgCpuTicks(postmaster: number): number {
  let ticks = cpuTicks(postmaster, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) ticks += cpuTicks(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return ticks;
}

/** The processes whose CPU time a run reports: the server under load and PostgreSQL. */
export interface Pids {
  server: number;
  postmaster: number;
}

export const randomSlug = (prefix = PLAIN_PREFIX): string =>
  slug(1 + Math.floor(Math.random() * STORES), prefix);

export async function seed(url: string): Promise<void> {
  // No statement timeout: 1.5 million option rows take longer than the API's 15 s on a busy machine.
  const ds = createDataSource(url, { ...DEFAULT_POOL, statementTimeoutMs: 0 });
  await ds.initialize();
  await ds.runMigrations();
  for (const [prefix, groups] of [
    [PLAIN_PREFIX, 0],
    ...(OPTION_GROUPS > 0 && OPTIONS > 0 ? [[OPTIONS_PREFIX, OPTION_GROUPS] as const] : []),
  ] as const)
    await ds.query(`
    INSERT INTO users (email, password_hash, phone)
      SELECT '${prefix}' || g || '@example.com', 'x', '11' || lpad((900000000 + g)::text, 9, '0')
      FROM generate_series(1, ${STORES}) g;
    INSERT INTO stores (owner_id, name, slug)
      SELECT id, 'Loja ' || substring(email from ${prefix.length + 1} for position('@' in email) - ${prefix.length + 1}),
             '${prefix}-' || lpad(substring(email from ${prefix.length + 1} for position('@' in email) - ${prefix.length + 1}), ${SLUG_DIGITS}, '0')
      FROM users WHERE email LIKE '${prefix}%';
    INSERT INTO catalog_items (store_id, name, price_cents, category)
      SELECT s.id, 'Produto ' || p || ' da ' || s.name, 100 + ((p * 104729) % 99900),
             (ARRAY['Roupas','Alimentos','Casa','Beleza','Brinquedos','Livros'])[1 + p % 6]
      FROM stores s CROSS JOIN generate_series(1, 50) p
      WHERE s.slug LIKE '${prefix}-%'
      ORDER BY s.created_at, s.id, p; -- items of a store saved together, as a seller does
    -- Optional groups (the order bench sends no choices), up to 3 choices each.
    -- Ids as the product makes them (groupIdOf): the item id with the group's number in the 3
    -- hex digits after the variant digit.
    INSERT INTO option_groups (id, item_id, position, name, min_choices, max_choices, price_rule)
      SELECT (left(i.id::text, 20) || lpad(to_hex(g + 1), 3, '0') || substr(i.id::text, 24))::uuid,
             i.id, g, 'Grupo ' || (g + 1), 0, LEAST(3, ${OPTIONS}), 'sum'
      FROM catalog_items i JOIN stores s ON s.id = i.store_id
      CROSS JOIN generate_series(0, ${groups - 1}) g
      WHERE ${groups} > 0 AND s.slug LIKE '${prefix}-%'
      ORDER BY i.id, g;
    -- Ids as the product makes them (optionIdOf): the group id's first 24 characters + the
    -- option's number in the group.
    INSERT INTO options (id, group_id, position, name, price_cents)
      SELECT (left(g.id::text, 24) || lpad(to_hex(p + 1), 12, '0'))::uuid, g.id, p,
             'Opção ' || (p + 1) || ' do ' || g.name, p * 150
      FROM option_groups g CROSS JOIN generate_series(0, ${OPTIONS - 1}) p
      WHERE ${groups} > 0
      ORDER BY g.item_id, g.position, p;
    UPDATE catalog_items i SET option_groups_json = ${publicOptionGroupsJsonText('i.id')}
      WHERE EXISTS (SELECT 1 FROM option_groups g WHERE g.item_id = i.id);`);
  await ds.query('ANALYZE');
  await ds.destroy();
}

/** VACUUM ANALYZE and CHECKPOINT: the seed's and warm-up's writes leave no background work. */
export async function settle(url: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  await c.query('VACUUM ANALYZE');
  await c.query('CHECKPOINT');
  await c.end();
}

export function startProcess(
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

/**
 * The environment the bench starts an API process with (production mode, on `url`'s database,
 * listening on `port`); scripts/bench-fastify.ts starts its Fastify variant with the same.
 */
export function apiEnv(url: string, port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    // One public address for every instance, as behind a load balancer: the read model's
    // texts (media URLs inside) are then the same for all.
    API_URL: 'http://127.0.0.1:3000',
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-0123456789abcdef-0123456789',
    // Production fails closed without these opt-ins (docs/API.md §7); the bench needs neither.
    PAYMENTS: 'local',
    MAIL: 'log',
    // Required in production: a throw-away Web Push pair and payment-secrets key.
    VAPID_PUBLIC_KEY:
      'BNT5ChOeQ53dFKnhKnyQUp2qSG-xdF5JnL3xvRRaldTfYBK83tg1Bxj38q4YhdyJpuU4RbUrplvSFpzzyocMazY',
    VAPID_PRIVATE_KEY: '3ElGPdwinj9sfZHudm64Kcs6Cbc22im_WFOT6ulfXjc',
    VAPID_SUBJECT: 'mailto:bench@catalogo.example',
    PAYMENT_SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // One client (the load generator) sends everything: lift the per-client caps.
    ACCESS_RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    ...ORDER_BENCH_ENV,
  };
}

export async function waitHealthy(url: string): Promise<void> {
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
export async function load(
  label: string,
  base: string,
  pids: Pids,
  putShare: number,
  prefix = PLAIN_PREFIX,
  acceptEncoding?: string,
): Promise<Figures> {
  let put2xx = 0;
  const serverBefore = cpuTicks(pids.server);
  const pgBefore = pgCpuTicks(pids.postmaster);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
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
            path: isPut
              ? `/store/access/${randomSlug(prefix)}`
              : `${PUBLIC_CATALOG_PATH}${randomSlug(prefix)}`,
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
    serverTicks: cpuTicks(pids.server) - serverBefore,
    pgTicks: pgCpuTicks(pids.postmaster) - pgBefore,
    clientUs: ((u) => u.user + u.system)(process.cpuUsage(clientBefore)),
  };
}

/**
 * The bytes of the first store's answer, with and without options, in each coding the bench
 * asks: what a phone downloads (the API's Content-Length; `fetch` decodes the body itself).
 */
async function answerSizes(base: string): Promise<string> {
  const size = async (storeSlug: string, acceptEncoding: string) => {
    const res = await fetch(`${base}${PUBLIC_CATALOG_PATH}${storeSlug}`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    await res.body?.cancel();
    const kb = Number(res.headers.get('content-length')) / 1024;
    return `${res.headers.get('content-encoding') ?? 'as is'} ${kb.toFixed(1)} KB`;
  };
  const line = async (storeSlug: string) =>
    `${storeSlug}: ${(
      await Promise.all([
        size(storeSlug, PHONE_ACCEPT_ENCODING),
        size(storeSlug, GZIP_ACCEPT_ENCODING),
        size(storeSlug, 'identity'),
      ])
    ).join(', ')}`;
  return `Answer sizes: ${await line(slug(1, OPTIONS_PREFIX))}; ${await line(slug(1))}`;
}

/**
 * wrk (Debian's `wrk`, C): the GET runs. autocannon appends every response body to a JS
 * string (its pipelined-requests queue), which costs it ~700 µs of the two shared cores per
 * compressed catalogue with options (binary bytes decoded as UTF-8) against ~100 µs per plain answer:
 * the load generator, not the server, would set the figure. wrk reads and drops bodies. Same
 * connections and duration; random slugs as in `load`. Null when wrk is not installed.
 */
export async function loadWrk(
  label: string,
  base: string,
  pids: Pids,
  prefix: string,
  acceptEncoding?: string,
): Promise<Figures | null> {
  const script = path.join(os.tmpdir(), `bench-wrk-${process.pid}.lua`);
  fs.writeFileSync(
    script,
    `local headers = {}
${acceptEncoding ? `headers["Accept-Encoding"] = "${acceptEncoding}"` : ''}
request = function()
  return wrk.format("GET", string.format("${PUBLIC_CATALOG_PATH}${prefix}-%0${SLUG_DIGITS}d", math.random(1, ${STORES})), headers)
end
done = function(summary, latency, requests)
  io.write(string.format('WRK {"requests":%d,"us":%d,"errors":%d,"status":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
`,
  );
  const serverBefore = cpuTicks(pids.server);
  const pgBefore = pgCpuTicks(pids.postmaster);
  const clientBefore = cpuTicks(process.pid, true);
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  const out = await new Promise<string | null>((resolve) => {
    const child = spawn('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, base], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.on('error', () => resolve(null));
    child.on('exit', () => resolve(text));
  });
  const line = out?.split('\n').find((l) => l.startsWith('WRK '));
  if (!line) return null;
  const r = JSON.parse(line.slice(4)) as {
    requests: number;
    us: number;
    errors: number;
    status: number;
    p50: number;
    p99: number;
  };
  return {
    label,
    seconds: r.us / 1e6,
    rps: r.requests / (r.us / 1e6),
    p50: Math.round(r.p50 / 1000),
    p99: Math.round(r.p99 / 1000),
    errors: r.errors,
    non2xx: r.status,
    total: r.requests,
    put2xx: 0,
    serverTicks: cpuTicks(pids.server) - serverBefore,
    pgTicks: pgCpuTicks(pids.postmaster) - pgBefore,
    clientUs: ((cpuTicks(process.pid, true) - clientBefore) * 1e6) / TICKS_PER_SECOND,
  };
}

/** The rounds of one run as one: req/s over the whole time, the median round's latencies. */
export function combine(rounds: Figures[]): Figures {
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
    serverTicks: sum((r) => r.serverTicks),
    pgTicks: sum((r) => r.pgTicks),
    clientUs: sum((r) => r.clientUs),
  };
}

/** Two-sided 95 % quantiles of Student's t by degrees of freedom (1…30; 1.96 past that). */
const T95 = [
  12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12,
  2.11, 2.1, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04,
];

/**
 * The ratio a/b of req/s in each round (the two runs of a round are minutes apart at most), in %:
 * their mean and the half-width of its 95 % confidence interval. It shows how far one run's
 * figure can be trusted on a shared machine (one 5 s run moves ±15 %). Null under 2 rounds.
 */
export function roundRatios(
  a: Figures[],
  b: Figures[],
): { mean: number; halfWidth: number; n: number } | null {
  const n = Math.min(a.length, b.length);
  if (n < 2) return null;
  const ratios = Array.from({ length: n }, (_, i) => (a[i].rps / b[i].rps) * 100);
  const mean = ratios.reduce((x, y) => x + y, 0) / n;
  const variance = ratios.reduce((x, r) => x + (r - mean) ** 2, 0) / (n - 1);
  return { mean, halfWidth: (T95[n - 2] ?? 1.96) * Math.sqrt(variance / n), n };
}

/**
 * CPU per request in µs (server, PostgreSQL, and the load generator sharing their cores):
 * comparable across runs on a busy machine.
 */
export function cpuPerRequest(f: Figures): { server: number; pg: number; client: number } {
  const us = (ticks: number): number => (ticks * 1e6) / TICKS_PER_SECOND / Math.max(1, f.total);
  return {
    server: us(f.serverTicks),
    pg: us(f.pgTicks),
    client: f.clientUs / Math.max(1, f.total),
  };
}

export async function sumAccess(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ sum: string }>(
    'SELECT coalesce(sum(access_count), 0) AS sum FROM stores',
  );
  await c.end();
  return Number(rows[0].sum);
}

export function print(f: Figures): void {
  const cpu = cpuPerRequest(f);
  console.log(
    `${f.label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}  total ${f.total}  CPU/req: server ${cpu.server.toFixed(0)} µs, PostgreSQL ${cpu.pg.toFixed(0)} µs, load generator ${cpu.client.toFixed(0)} µs`,
  );
}

/** Stops every child (SIGTERM, SIGKILL after 10 s) and waits for it to exit. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
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

    const serverPids = new Map<string, number>();
    const startApi = async (env: NodeJS.ProcessEnv): Promise<string> => {
      const apiPort = await findFreePort();
      const child = await startProcess(
        'node',
        [
          ...(process.env.BENCH_CPU_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
            : []),
          'dist/main.js',
        ],
        { ...apiEnv(url, apiPort), ...env },
        path.join(__dirname, '..'),
      );
      children.push(child);
      await waitHealthy(`http://127.0.0.1:${apiPort}/health`);
      serverPids.set(`http://127.0.0.1:${apiPort}`, child.pid ?? 0);
      return `http://127.0.0.1:${apiPort}`;
    };
    const postmaster = Number(
      fs.readFileSync(path.join(pg.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
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
    serverPids.set(baseline, children[children.length - 1].pid ?? 0);
    // Warm-up (JIT, pools) so all start equal.
    for (const base of [product, uncached, baseline])
      await autocannon({
        url: `${base}${PUBLIC_CATALOG_PATH}${slug(1)}`,
        connections: 10,
        duration: 2,
      });
    // Every store viewed once on every process that serves it, as a phone asks: its read-model
    // text is built and written back (≤ 1 s later), and held by each process in both compressed
    // forms (gzip when held, brotli at the first brotli view), as in a day's steady state.
    // the stores are served by the same processes as the others, as in production: a
    // process of their own measured its own state (fewer views before, other JIT and heap
    // history), not the code; ~10 MB of their held texts fit beside the others' ~12 MB.
    for (const prefix of runs('options') ? [PLAIN_PREFIX, OPTIONS_PREFIX] : [PLAIN_PREFIX])
      for (const base of [uncached, product])
        for (let n = 1; n <= STORES; n += 50)
          await Promise.all(
            Array.from({ length: Math.min(50, STORES - n + 1) }, (_, k) =>
              fetch(`${base}${PUBLIC_CATALOG_PATH}${slug(n + k, prefix)}`, {
                headers: { 'accept-encoding': PHONE_ACCEPT_ENCODING },
              }).then((r) => r.arrayBuffer()),
            ),
          );
    // Written back within a second or so of the last view: wait until every text is current.
    const stale = async (): Promise<number> => {
      const c = new Client({ connectionString: url });
      await c.connect();
      const { rows } = await c.query<{ n: string }>(
        'SELECT count(*) AS n FROM public_catalogs WHERE built_version IS DISTINCT FROM version',
      );
      await c.end();
      return Number(rows[0].n);
    };
    for (let i = 0; i < 120 && (await stale()) > 0; i += 1)
      await new Promise((r) => setTimeout(r, 500));
    console.log(`Read model: ${await stale()} stores not current after the warm-up views`);
    // The in-memory limit holds the product's answers (read once, as a client without
    // compression asks) and serves them from memory.
    const limitPort = await findFreePort();
    children.push(
      await startProcess(
        'node',
        [
          '--import',
          'tsx',
          MEMORY_LIMIT,
          '--from',
          product,
          '--stores',
          String(STORES),
          '--port',
          String(limitPort),
        ],
        {},
        path.join(__dirname, '..'),
        /listening/,
      ),
    );
    const limit = `http://127.0.0.1:${limitPort}`;
    serverPids.set(limit, children[children.length - 1].pid ?? 0);
    await autocannon({
      url: `${limit}${PUBLIC_CATALOG_PATH}${slug(1)}`,
      connections: 10,
      duration: 2,
    });
    await settle(url);

    const loadBefore = os.loadavg();
    const figures: Record<string, Figures[]> = {};
    const run = async (
      key: string,
      label: string,
      base: string,
      putShare: number,
      prefix?: string,
    ): Promise<void> => {
      const pids = { server: serverPids.get(base) ?? 0, postmaster };
      (figures[key] ??= []).push(await load(label, base, pids, putShare, prefix));
    };
    const useWrk = runs('options') && spawnSync('wrk', ['-v']).error === undefined;
    if (runs('options')) console.log(await answerSizes(product));
    if (runs('options') && !useWrk)
      console.log(
        'wrk not installed (apt-get install wrk): stores with options measured with autocannon',
      );
    const before = await sumAccess(url);
    for (let round = 0; round < ROUNDS; round += 1) {
      if (runs('get') || runs('options'))
        await run('getBaseline', 'baseline GET /public-catalog', baseline, 0);
      if (runs('get') || runs('options'))
        await run('getUncached', 'product  GET, micro-cache off', uncached, 0);
      if (runs('get')) await run('getProduct', 'product  GET /public-catalog', product, 0);
      if (runs('get')) await run('getLimit', 'limit    GET from memory', limit, 0);
      // stores with options asked as phones
      // ask (brotli) against today's GET of stores without options (asked without compression), plus
      // for information: both as phones ask, and options in gzip and as is.
      if (runs('options')) {
        const optionRuns: [string, string, string, string, string | undefined][] = [
          ['w:getUncached', 'loja  GET cache off', uncached, PLAIN_PREFIX, undefined],
          ['w:getProduct', 'loja  GET default', product, PLAIN_PREFIX, undefined],
          [
            'optUncached',
            'opcoes GET cache off, phone',
            uncached,
            OPTIONS_PREFIX,
            PHONE_ACCEPT_ENCODING,
          ],
          [
            'optProduct',
            'opcoes GET default, phone',
            product,
            OPTIONS_PREFIX,
            PHONE_ACCEPT_ENCODING,
          ],
          [
            'getUncachedPhone',
            'loja  GET cache off, phone',
            uncached,
            PLAIN_PREFIX,
            PHONE_ACCEPT_ENCODING,
          ],
          [
            'getProductPhone',
            'loja  GET default, phone',
            product,
            PLAIN_PREFIX,
            PHONE_ACCEPT_ENCODING,
          ],
          [
            'optUncachedGzip',
            'opcoes GET cache off, gzip',
            uncached,
            OPTIONS_PREFIX,
            GZIP_ACCEPT_ENCODING,
          ],
          ['optUncachedPlain', 'opcoes GET cache off, as is', uncached, OPTIONS_PREFIX, undefined],
        ];
        // Forward in even rounds, backward in odd ones: a drift in time (the machine's other
        // load, the processes' own state) weighs on each side alike, not on whichever runs first.
        for (const [key, label, base, prefix, encoding] of round % 2 === 0
          ? optionRuns
          : [...optionRuns].reverse()) {
          const pids = { server: serverPids.get(base) ?? 0, postmaster };
          const figure = useWrk
            ? await loadWrk(`wrk ${label}`, base, pids, prefix, encoding)
            : await load(`autocannon ${label}`, base, pids, 0, prefix, encoding);
          if (figure) (figures[key] ??= []).push(figure);
        }
      }
      if (runs('options') && !runs('get'))
        await run('getProduct', 'product  GET /public-catalog', product, 0);
      if (runs('mix')) await run('mixBaseline', 'baseline mix 80% GET / 20% PUT', baseline, 0.2);
      if (runs('mix')) await run('mixProduct', 'product  mix 80% GET / 20% PUT', product, 0.2);
    }
    const combined: Record<string, Figures> = {};
    for (const [key, list] of Object.entries(figures)) combined[key] = combine(list);
    const loadAfter = os.loadavg();
    const readModel = await (async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      const { rows } = await c.query<{ built_for: string | null; n: string; current: string }>(
        `SELECT built_for, count(*) AS n, count(*) FILTER (WHERE built_version = version) AS current
           FROM public_catalogs GROUP BY built_for`,
      );
      await c.end();
      return rows.map((r) => `${r.built_for}: ${r.current}/${r.n} current`).join('; ');
    })();
    const {
      getBaseline,
      getUncached,
      getProduct,
      getLimit,
      mixBaseline,
      mixProduct,
      optUncached,
      optProduct,
      getUncachedPhone,
      getProductPhone,
      optUncachedGzip,
      optUncachedPlain,
    } = combined;
    // Stores with options compare like with like: the same load generator on both sides.
    const todayUncached = combined['w:getUncached'] ?? getUncached;
    const todayProduct = combined['w:getProduct'] ?? getProduct;
    // Views are written in one batch per second: wait for it (at most 3 s).
    let after = await sumAccess(url);
    for (let i = 0; mixProduct && i < 30 && after - before !== mixProduct.put2xx; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      after = await sumAccess(url);
    }
    // CPU of every process an order and its alerts use: both API processes hear the NOTIFY and
    // may send the alerts; PostgreSQL.
    const orderCpuUs = (): number =>
      ((cpuTicks(serverPids.get(product) ?? 0) +
        cpuTicks(serverPids.get(uncached) ?? 0) +
        pgCpuTicks(postmaster)) *
        1e6) /
      TICKS_PER_SECOND;
    const orders = runs('orders')
      ? await benchOrders(product, url, [product, uncached], orderCpuUs)
      : undefined;

    const loadavg = (l: number[]): string => l.map((n) => n.toFixed(2)).join(' ');
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, GET ${SECONDS} s, mix ${MIX_REQUESTS} requests, each in ${ROUNDS} interleaved rounds (req/s over all rounds, median round's latencies); ${os.cpus().length} cores shared with the load generator; scenarios: ${[...SCENARIOS].filter(runs).join(', ')}`,
    );
    console.log(
      `load average (1/5/15 min): before ${loadavg(loadBefore)}, after ${loadavg(loadAfter)}\n`,
    );
    Object.values(combined).forEach(print);
    console.log(`Read model after the runs (build key: stores current/all): ${readModel}`);
    const pct = (a: Figures, b: Figures): number => (a.rps / b.rps) * 100;
    const failures: string[] = [];
    const check = (line: string, ok: boolean, failure: string): void => {
      console.log(`  ${ok ? 'MET   ' : 'FAILED'} ${line}`);
      if (!ok) failures.push(failure);
    };
    console.log('\nPublic catalogue GET and mix (same run, product / yardstick):');
    if (getUncached && getBaseline) {
      const ratio = pct(getUncached, getBaseline);
      check(
        `GET micro-cache off / baseline: ${ratio.toFixed(1)} % (target ≥ ${GET_CACHE_OFF_TARGET_PERCENT} %)`,
        ratio >= GET_CACHE_OFF_TARGET_PERCENT,
        `GET with the micro-cache off below ${GET_CACHE_OFF_TARGET_PERCENT} % of the baseline`,
      );
    }
    if (getProduct && getBaseline && runs('get')) {
      const ratio = pct(getProduct, getBaseline);
      check(
        `GET default / baseline: ${ratio.toFixed(1)} % (target ≥ ${GET_DEFAULT_TARGET_PERCENT} %)`,
        ratio >= GET_DEFAULT_TARGET_PERCENT,
        `GET below ${GET_DEFAULT_TARGET_PERCENT} % of the baseline`,
      );
    }
    if (getProduct && getLimit && runs('get')) {
      const ratio = pct(getProduct, getLimit);
      check(
        `GET default / in-memory limit: ${ratio.toFixed(1)} % (target ≥ ${MEMORY_LIMIT_TARGET_PERCENT} %)`,
        ratio >= MEMORY_LIMIT_TARGET_PERCENT,
        `GET below ${MEMORY_LIMIT_TARGET_PERCENT} % of the in-memory limit`,
      );
    }
    if (mixProduct && mixBaseline) {
      const ratio = pct(mixProduct, mixBaseline);
      check(
        `mix product/baseline: ${ratio.toFixed(1)} % (target ≥ ${MIX_TARGET_PERCENT} %)`,
        ratio >= MIX_TARGET_PERCENT,
        `mix below ${MIX_TARGET_PERCENT} % of the baseline`,
      );
      check(
        `mix p99 ${mixProduct.p99} ms (target ≤ ${MIX_P99_TARGET_MS} ms)`,
        mixProduct.p99 <= MIX_P99_TARGET_MS,
        `mix p99 over ${MIX_P99_TARGET_MS} ms`,
      );
      check(
        `access counters rose by ${after - before}; 2xx PUT answers: ${mixProduct.put2xx}`,
        after - before === mixProduct.put2xx,
        'access counters differ from the 2xx PUTs',
      );
    }
    // The wing's size is a target of every run, whatever the scenarios.
    const wing = wingFiles();
    const lines = wing.reduce((n, f) => n + f.lines, 0);
    check(
      `public catalogue wing: ${lines} lines of non-test TypeScript (target ≤ ${WING_TARGET_MAX_LINES})`,
      lines <= WING_TARGET_MAX_LINES,
      `public catalogue wing over ${WING_TARGET_MAX_LINES} lines`,
    );
    for (const f of wing) console.log(`         ${String(f.lines).padStart(5)}  src/${f.file}`);
    if (optUncached && todayUncached && optProduct && todayProduct) {
      console.log(
        `\nStores with options against stores without (same run; stores of 50 items × ${OPTION_GROUPS} groups × ${OPTIONS} options, asked as phones ask (Accept-Encoding: ${PHONE_ACCEPT_ENCODING}) / today's GET of stores without options, asked without compression; ${useWrk ? 'wrk' : 'autocannon'}):`,
      );
      const spread = (a: string, b: string): string => {
        const r = roundRatios(figures[a] ?? [], figures[b] ?? []);
        return r
          ? `; per round ${r.mean.toFixed(1)} % ± ${r.halfWidth.toFixed(1)} (95 %, ${r.n} rounds)`
          : '';
      };
      const todayKey = (k: string): string => (combined[`w:${k}`] ? `w:${k}` : k);
      // Each round's req/s, to see the spread behind the ratios.
      for (const key of ['w:getUncached', 'optUncached', 'w:getProduct', 'optProduct'])
        if (figures[key])
          console.log(
            `  rounds ${figures[key][0].label.replace(/^wrk /, '').padEnd(28)} ${figures[key].map((f) => f.rps.toFixed(0)).join(' ')}`,
          );
      const uncachedRatio = pct(optUncached, todayUncached);
      check(
        `GET micro-cache off: ${optUncached.rps.toFixed(0)} vs ${todayUncached.rps.toFixed(0)} req/s = ${uncachedRatio.toFixed(1)} % (target ≥ ${OPTIONS_TARGET_PERCENT} %${spread('optUncached', todayKey('getUncached'))})`,
        uncachedRatio >= OPTIONS_TARGET_PERCENT,
        `GET of stores with options (micro-cache off) below ${OPTIONS_TARGET_PERCENT} % of without`,
      );
      const defaultRatio = pct(optProduct, todayProduct);
      check(
        `GET default: ${optProduct.rps.toFixed(0)} vs ${todayProduct.rps.toFixed(0)} req/s = ${defaultRatio.toFixed(1)} % (target ≥ ${OPTIONS_TARGET_PERCENT} %${spread('optProduct', todayKey('getProduct'))})`,
        defaultRatio >= OPTIONS_TARGET_PERCENT,
        `GET of stores with options (default) below ${OPTIONS_TARGET_PERCENT} % of without`,
      );
      // For information: like for like (both as phones ask), and options in gzip and as is.
      if (getUncachedPhone && getProductPhone && optUncachedGzip && optUncachedPlain) {
        console.log(
          `  info   both as phones ask: cache off ${pct(optUncached, getUncachedPhone).toFixed(1)} % (${getUncachedPhone.rps.toFixed(0)} req/s without options), default ${pct(optProduct, getProductPhone).toFixed(1)} % (${getProductPhone.rps.toFixed(0)} req/s)`,
        );
        console.log(
          `  info   options in gzip (${GZIP_ACCEPT_ENCODING}), cache off: ${optUncachedGzip.rps.toFixed(0)} req/s = ${pct(optUncachedGzip, todayUncached).toFixed(1)} %${spread('optUncachedGzip', todayKey('getUncached'))}`,
        );
        console.log(
          `  info   options as is, cache off: ${optUncachedPlain.rps.toFixed(0)} req/s = ${pct(optUncachedPlain, todayUncached).toFixed(1)} %`,
        );
      }
    }
    for (const f of [
      getProduct,
      getUncached,
      mixProduct,
      optUncached,
      optProduct,
      getUncachedPhone,
      getProductPhone,
      optUncachedGzip,
      optUncachedPlain,
    ])
      if (f && f.errors + f.non2xx > 0) failures.push(`${f.label.trim()}: errors`);
    if (orders) failures.push(...reportOrders(orders));
    if (failures.length) {
      console.error(`TARGET FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    // Let each process drain and exit (and write its CPU profile) before the database stops.
    await stopAll(children);
    await pg.stop();
  }
}

// Run only as a script: scripts/bench-fastify.ts imports the helpers above.
if (require.main === module) runScript(main);
