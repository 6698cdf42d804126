/**
 * The bench: a store's server-rendered page `GET /{slug}` against the public catalogue JSON
 * `GET /public-catalog/{slug}` it is drawn from, in the same run, at the same load.
 *
 *   pnpm --filter @catalogo/api build && pnpm --filter @catalogo/web bench:html
 *   (also the last step of the root `pnpm bench`)
 *
 * Starts the built API (NODE_ENV=test: throw-away embedded PostgreSQL; the per-client public
 * rate limit raised, autocannon is one client), registers a seller and saves a 50-item store
 * through the API, builds the web app and starts its web server (scripts share e2e/support/
 * servers.ts), warms both up, then runs autocannon (BENCH_CONNECTIONS, default 50, for
 * BENCH_SECONDS, default 10) on the JSON first, then on the HTML. Prints req/s and latencies
 * and checks the budget: HTML p99 ≤ 50 ms and HTML req/s ≥ 80 % of the JSON's. Exit 1 when it
 * misses (the machine may be shared: the figures are what counts).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { apiCall } from '../e2e/support/api-call';
import { freePort } from '../e2e/support/processes';
import { buildAndServeWeb, startBuiltApi, stoppableRun } from '../e2e/support/servers';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P99_BUDGET_MS = 50;
const RATIO_BUDGET = 0.8;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

const run = stoppableRun('[bench:html]');
const { log } = run;

/** A seller with a WhatsApp number and a 50-item store (5 categories), through the API. */
async function seedStore(apiUrl: string): Promise<string> {
  const email = `bench-html-${Date.now().toString(36)}@exemplo.com`;
  const password = 'senha-segura-123';
  const slug = `bench-${Date.now().toString(36)}`;
  await apiCall(apiUrl, 'POST', '/user/register', { email, password, phone: '11987654321' });
  const { accessToken } = await apiCall<{ accessToken: string }>(apiUrl, 'POST', '/auth/login', {
    email,
    password,
  });
  await apiCall(apiUrl, 'POST', '/store/info', { name: 'Lanchonete da Ana' }, accessToken);
  await apiCall(apiUrl, 'POST', '/short-link', { slug }, accessToken);
  const categories = ['Lanches', 'Bebidas', 'Porções', 'Pratos', 'Sobremesas'];
  const items = Array.from({ length: 50 }, (_, i) => ({
    name: `Produto ${i + 1} da casa`,
    price: Math.round((6 + i * 1.37) * 100) / 100,
    category: categories[i % categories.length]!,
  }));
  await apiCall(apiUrl, 'POST', '/catalog/save', items, accessToken);
  return slug;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kbPerRequest: number;
}

async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kbPerRequest: result.requests.total
      ? result.throughput.total / result.requests.total / 1024
      : 0,
  };
}

function line(label: string, f: Figures): string {
  return `  ${label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   ${f.kbPerRequest.toFixed(1)} KB/req   errors ${f.errors}, non-2xx ${f.non2xx}`;
}

async function main(): Promise<number> {
  const webPort = await freePort();
  const apiUrl = await startBuiltApi(run, `http://127.0.0.1:${webPort}`, {
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
  });
  const webUrl = await buildAndServeWeb(run, apiUrl, webPort);
  const slug = await seedStore(apiUrl);
  const json = `${apiUrl}/public-catalog/${slug}`;
  const html = `${webUrl}/${slug}`;
  const page = await fetch(html);
  if (page.status !== 200 || !(await page.text()).includes('Produto 50 da casa'))
    throw new Error(`GET /${slug} did not answer the rendered page (${page.status})`);

  log(`${run.label} warming up`);
  await load(json, 2);
  await load(html, 2, BROWSER_HEADERS);
  log(
    `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, 50-item store; ${os.cpus().length} cores shared with the load generator`,
  );
  const jsonFigures = await load(json, SECONDS);
  log(line('GET /public-catalog/{slug} (JSON)', jsonFigures));
  // As browsers ask for it (`br` among the codings): brotli (the server keeps a gzip and a
  // brotli copy of each rendered page). The JSON is asked as is, as since that field.
  const htmlFigures = await load(html, SECONDS, BROWSER_HEADERS);
  log(line('GET /{slug} (HTML brotli, web server)', htmlFigures));
  // For information: the same page to a client that asks for no compression (not budgeted).
  const identity = await load(html, SECONDS, { accept: 'text/html' });
  log(line('GET /{slug} (HTML uncompressed, info)', identity));
  const ratio = htmlFigures.rps / jsonFigures.rps;
  const ok =
    htmlFigures.p99 <= P99_BUDGET_MS &&
    ratio >= RATIO_BUDGET &&
    htmlFigures.errors === 0 &&
    htmlFigures.non2xx === 0;
  log(
    `\n  HTML/JSON req/s ${(ratio * 100).toFixed(0)} % (budget ≥ ${RATIO_BUDGET * 100} %), HTML p99 ${htmlFigures.p99} ms (budget ≤ ${P99_BUDGET_MS} ms): ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
  return ok ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(
    `${run.label} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  const api = run.started.find((p) => p.name === 'api');
  if (api) log(`\n${run.label} last API output:\n${api.output().slice(-3_000)}`);
} finally {
  await run.cleanup();
}
process.exit(code);
