/**
 * Lighthouse (mobile: performance, accessibility, SEO) on a store's public link `/{slug}` with 50
 * items, served by a production build through the standalone web server (what
 * `pnpm --filter @catalogo/web start` runs: server/main.ts built into dist-server/main.js, the
 * page rendered on the server and every asset sent from its precompressed `.br`/`.gz` sibling):
 * the page customers open on cheap phones and slow networks.
 *
 *   pnpm --filter @catalogo/api build && pnpm --filter @catalogo/web lighthouse
 *
 * Starts the built API (`node ../api/dist/main.js`, NODE_ENV=test: throw-away embedded
 * PostgreSQL) on a free port, registers a seller with a WhatsApp number, names the store, sets a
 * slug and saves 50 items through the API, each with a photo (a real JPEG uploaded to
 * `PUT /catalog/{id}/photo`, one distinct image per item), plus a store logo and cover colour,
 * builds the web app (client and web server) with VITE_API_URL pointing at that API into a temp
 * directory and starts its web server (e2e/support/servers.ts), then runs Lighthouse's default
 * mobile configuration (Moto G Power emulation, simulated slow 4G and 4× CPU throttling) on
 * Chromium (CHROME_PATH, default /usr/bin/chromium). Prints the score and the main metrics and
 * exits 1 when a budget is missed. Everything started is stopped at the end.
 *
 * Budgets (the public link's targets, docs/BENCHMARKS.md), on the median run: performance ≥
 * LIGHTHOUSE_MIN_SCORE (default 99), LCP ≤ 1.3 s, TBT ≤ 100 ms, CLS 0, accessibility and SEO ≥ 95,
 * JavaScript transferred ≤ 100 KB (the transfer size of every script the page loaded, headers
 * included, in the coding the browser took: Chromium asks plain http for gzip, not brotli).
 *
 * Options (environment): LIGHTHOUSE_RUNS (default 5; the median performance score counts),
 * LIGHTHOUSE_MIN_SCORE (default 99), LIGHTHOUSE_REPORT=<file.html> (writes the median run's
 * report), E2E_API_URL / E2E_WEB_URL to reuse servers already running (then the web build must
 * point at that API).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { apiCall } from '../e2e/support/api-call';
import { freePort } from '../e2e/support/processes';
import { buildAndServeWeb, startBuiltApi, stoppableRun } from '../e2e/support/servers';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 99);
/** The budgets of the median run. */
const MAX_LCP_MS = 1_300;
const MAX_TBT_MS = 100;
const MAX_CLS = 0;
const MIN_A11Y = 95;
const MIN_SEO = 95;
/** JavaScript transferred (bytes, every script the page loaded), the same KB as scripts/size.ts. */
const MAX_JS_BYTES = 100 * 1024;
const PASSWORD = 'senha-segura-123';

const run = stoppableRun('[lighthouse]');
const { log } = run;

/** 50 items of a typical lanchonete, in 5 categories. */
function fiftyItems(): { name: string; price: number; category: string }[] {
  const menu: Record<string, string[]> = {
    Lanches: [
      'X-Salada',
      'X-Bacon',
      'X-Tudo',
      'X-Egg',
      'X-Frango',
      'Misto Quente',
      'Bauru',
      'Americano',
      'Hambúrguer Artesanal',
      'Cachorro-Quente',
    ],
    Bebidas: [
      'Coca-Cola Lata',
      'Guaraná Antarctica Lata',
      'Suco de Laranja 500ml',
      'Suco de Maçã 500ml',
      'Água sem Gás',
      'Água com Gás',
      'Chá Gelado',
      'Cerveja Long Neck',
      'Energético',
      'Café Expresso',
    ],
    Porções: [
      'Batata Frita',
      'Batata com Cheddar e Bacon',
      'Mandioca Frita',
      'Calabresa Acebolada',
      'Frango a Passarinho',
      'Anéis de Cebola',
      'Isca de Peixe',
      'Polenta Frita',
      'Pastel de Carne (6 un.)',
      'Coxinha (6 un.)',
    ],
    Pratos: [
      'Prato Feito de Frango',
      'Prato Feito de Carne',
      'Parmegiana de Frango',
      'Feijoada Individual',
      'Strogonoff de Carne',
      'Omelete Completo',
      'Salada Caesar',
      'Lasanha à Bolonhesa',
      'Risoto de Cogumelos',
      'Tilápia Grelhada',
    ],
    Sobremesas: [
      'Pudim',
      'Mousse de Maracujá',
      'Brownie com Sorvete',
      'Açaí 300ml',
      'Açaí 500ml',
      'Petit Gâteau',
      'Torta de Limão',
      'Sorvete 2 Bolas',
      'Brigadeiro Gourmet',
      'Pavê de Chocolate',
    ],
  };
  return Object.entries(menu).flatMap(([category, names], c) =>
    names.map((name, i) => ({
      name,
      category,
      price: Math.round((6 + c * 3 + i * 2.35) * 100) / 100,
    })),
  );
}

/** Real JPEGs (e2e/fixtures): the API decodes and re-encodes them like a phone photo. */
const PHOTO = readFileSync(new URL('../e2e/fixtures/lanche.jpg', import.meta.url));

/**
 * One distinct JPEG per item: the fixture with a different comment segment (COM, 0xFFFE) after
 * SOI, so every upload has other bytes (the API strips metadata; the pixels decode the same).
 */
function photoFor(index: number): Uint8Array<ArrayBuffer> {
  const comment = Buffer.from(`catalogo lighthouse ${index}`, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return new Uint8Array(Buffer.concat([PHOTO.subarray(0, 2), segment, comment, PHOTO.subarray(2)]));
}

async function upload(apiUrl: string, path: string, bytes: Uint8Array<ArrayBuffer>, token: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`PUT ${path} → ${response.status} ${await response.text()}`);
}

async function seedStore(apiUrl: string): Promise<string> {
  const email = `lighthouse-${Date.now().toString(36)}@exemplo.com`;
  const slug = `lanchonete-${Date.now().toString(36)}`;
  await apiCall(apiUrl, 'POST', '/user/register', {
    email,
    password: PASSWORD,
    phone: '11987654321',
  });
  const { accessToken } = await apiCall<{ accessToken: string }>(apiUrl, 'POST', '/auth/login', {
    email,
    password: PASSWORD,
  });
  await apiCall(apiUrl, 'POST', '/store/info', { name: 'Lanchonete da Ana' }, accessToken);
  await apiCall(apiUrl, 'POST', '/short-link', { slug }, accessToken);
  const items = await apiCall<{ id: string }[]>(
    apiUrl,
    'POST',
    '/catalog/save',
    fiftyItems(),
    accessToken,
  );
  for (const [i, item] of items.entries()) {
    await upload(apiUrl, `/catalog/${item.id}/photo`, photoFor(i), accessToken);
  }
  await upload(apiUrl, '/store/logo', photoFor(999), accessToken);
  const look = await fetch(`${apiUrl}/store/look`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ coverColor: '#7c2d12' }),
  });
  if (!look.ok) throw new Error(`PUT /store/look → ${look.status} ${await look.text()}`);
  log(`[lighthouse] store /${slug} with 50 items, each with a photo, a logo and a cover colour`);
  return slug;
}

interface ChromeLauncher {
  launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<{
    port: number;
    kill(): void | Promise<void>;
  }>;
}

/** chrome-launcher (the launcher Lighthouse itself uses; a direct devDependency). */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  return (await import('chrome-launcher')) as unknown as ChromeLauncher;
}

/** The `network-requests` audit's rows Lighthouse writes (only the fields read here). */
interface NetworkRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * The scripts a run loaded: their count, bytes transferred (headers included, as the browser
 * received them) and bytes decoded, from the `network-requests` audit.
 */
function scriptTransfer(lhr: { audits: Record<string, { details?: unknown }> }): {
  count: number;
  transferBytes: number;
  resourceBytes: number;
} {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined;
  const scripts = (details?.items ?? []).filter((row) => row.resourceType === 'Script');
  if (scripts.length === 0) throw new Error('the network-requests audit lists no script');
  return {
    count: scripts.length,
    transferBytes: scripts.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    resourceBytes: scripts.reduce((sum, row) => sum + (row.resourceSize ?? 0), 0),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const METRICS = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'Time to Interactive'],
] as const;

async function main(): Promise<number> {
  const webPort = process.env.E2E_WEB_URL ? 0 : await freePort();
  const apiUrl = await startBuiltApi(run, `http://127.0.0.1:${webPort}`, {
    // Lighthouse loads the page several times: do not let the access counter's limit answer 429.
    ACCESS_RATE_LIMIT_PER_MINUTE: '100000',
    // 50 photos and a logo in a few seconds (default: 60 uploads per seller per 10 minutes).
    UPLOAD_RATE_LIMIT_PER_10_MINUTES: '1000',
  });
  const webUrl = await buildAndServeWeb(run, apiUrl, webPort);
  const slug = await seedStore(apiUrl);
  const url = `${webUrl}/${slug}`;

  const launcher = await loadChromeLauncher();
  const runs: { score: number; lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>> }[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const chrome = await launcher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        formFactor: 'mobile',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      log(`[lighthouse] run ${i}/${RUNS}: performance ${score}`);
      runs.push({ score, lhr: result });
    } finally {
      await chrome.kill();
    }
  }

  runs.sort((a, b) => a.score - b.score);
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  const { lhr } = median.lhr;
  log(`\nLighthouse mobile, ${url} (50 items), median of ${RUNS}:`);
  log(`  Performance score: ${median.score} (minimum ${MIN_SCORE})`);
  for (const [id, label] of METRICS) {
    log(`  ${label.padEnd(26)} ${lhr.audits[id]?.displayValue ?? 'n/a'}`);
  }
  const weight = lhr.audits['total-byte-weight']?.displayValue;
  if (weight) log(`  ${'Total transfer'.padEnd(26)} ${weight}`);
  const js = scriptTransfer(lhr);
  log(
    `  ${'JavaScript transferred'.padEnd(26)} ${kb(js.transferBytes)} (maximum ${kb(MAX_JS_BYTES)}; ` +
      `${js.count} scripts, ${kb(js.resourceBytes)} decoded)`,
  );
  if (process.env.LIGHTHOUSE_REPORT) {
    // .json → the Lighthouse result (LHR) as JSON; anything else → the HTML report.
    const file = resolve(process.env.LIGHTHOUSE_REPORT);
    const [html, json] = median.lhr.report as string[];
    writeFileSync(file, file.endsWith('.json') ? json! : html!);
    log(`  report: ${file}`);
  }
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  const a11y = category('accessibility');
  const seo = category('seo');
  log(`  ${'Accessibility'.padEnd(26)} ${a11y} (minimum ${MIN_A11Y})`);
  log(`  ${'SEO'.padEnd(26)} ${seo} (minimum ${MIN_SEO})`);
  const misses = [
    median.score < MIN_SCORE && `performance ${median.score} < ${MIN_SCORE}`,
    metric('largest-contentful-paint') > MAX_LCP_MS &&
      `LCP ${Math.round(metric('largest-contentful-paint'))} ms > ${MAX_LCP_MS} ms`,
    metric('total-blocking-time') > MAX_TBT_MS &&
      `TBT ${Math.round(metric('total-blocking-time'))} ms > ${MAX_TBT_MS} ms`,
    metric('cumulative-layout-shift') > MAX_CLS &&
      `CLS ${metric('cumulative-layout-shift').toFixed(3)} > ${MAX_CLS}`,
    js.transferBytes > MAX_JS_BYTES &&
      `JavaScript transferred ${kb(js.transferBytes)} > ${kb(MAX_JS_BYTES)}`,
    a11y < MIN_A11Y && `accessibility ${a11y} < ${MIN_A11Y}`,
    seo < MIN_SEO && `SEO ${seo} < ${MIN_SEO}`,
  ].filter(Boolean);
  if (misses.length > 0) {
    log(`\nOver budget: ${misses.join('; ')}.`);
    return 1;
  }
  log('\nWithin every budget.');
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(
    `[lighthouse] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  const api = run.started.find((p) => p.name === 'api');
  if (api) log(`\n[lighthouse] last API output:\n${api.output().slice(-3_000)}`);
  code = 1;
} finally {
  await run.cleanup();
}
process.exit(code);
