/**
 * Bench-only comparison for the hot-path decision ("run `pnpm bench` with
 * `@nestjs/platform-fastify` and the micro-cache; if it meets the public-GET and mix
 * targets, remove the listener swap"):
 *
 *   pnpm --filter @catalogo/api bench:fastify   (builds the API first)
 *
 * In ONE run, on one embedded PostgreSQL seeded by scripts/bench.ts's `seed` (1,000 stores × 50
 * items, every store viewed once so the read model is built), at 50 connections (autocannon),
 * BENCH_ROUNDS (3) interleaved rounds:
 *   (a) the real API as built (`node dist/main.js`: Express + the listener-swap fast path),
 *   (b) Nest on `@nestjs/platform-fastify` without the fast path (scripts/fastify-server.ts:
 *       the same providers, global guards, pipes, filter and middlewares; what it leaves out is
 *       listed there),
 *   (c) the yardstick (scripts/baseline-server.ts, bare node:http + pg),
 * each for GET as configured by default (2 s micro-cache), GET with PUBLIC_CATALOG_CACHE_TTL_MS=0
 * (a and b) and the 80 % GET / 20 % PUT mix (BENCH_MIX_REQUESTS each). Prints req/s, p50, p99,
 * CPU per request and each variant's ratios to the yardstick against the targets (GET
 * default ≥ 200 %, mix ≥ 110 % with p99 ≤ 30 ms, GET cache off ≥ 80 %). Exits 1 only when a
 * run fails (errors, non-2xx); the targets are reported, not enforced (that is `pnpm bench`).
 */
import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { findFreePort, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { runScript } from './run-script';
import {
  BASELINE,
  CONNECTIONS,
  MIX_REQUESTS,
  ROUNDS,
  SECONDS,
  STORES,
  apiEnv,
  combine,
  load,
  print,
  seed,
  settle,
  slug,
  startProcess,
  waitHealthy,
  type Figures,
  stopAll,
} from './bench';

const API_DIR = path.join(__dirname, '..');
const FASTIFY_SERVER = path.join(__dirname, 'fastify-server.ts');

/** Stores whose read-model text is not current (built at the first view after a write). */
async function staleStores(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ n: string }>(
    'SELECT count(*) AS n FROM public_catalogs WHERE built_version IS DISTINCT FROM version',
  );
  await c.end();
  return Number(rows[0].n);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(API_DIR, 'dist', 'main.js')))
    throw new Error('build the API first (pnpm build)');
  const pg = await startEmbeddedPostgres();
  const children: ChildProcess[] = [];
  try {
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const url = pg.url.replace(/\/postgres$/, '/bench');
    console.log(`Seeding ${STORES} stores × 50 items…`);
    await seed(url);
    const postmaster = Number(
      fs.readFileSync(path.join(pg.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const pids = new Map<string, number>();
    const start = async (
      args: string[],
      env: NodeJS.ProcessEnv,
      ready: RegExp | undefined,
      healthPath: string,
      port: number,
    ): Promise<string> => {
      const child = await startProcess('node', args, env, API_DIR, ready);
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      await waitHealthy(`${base}${healthPath}`);
      pids.set(base, child.pid ?? 0);
      return base;
    };
    const express = async (env: NodeJS.ProcessEnv): Promise<string> => {
      const port = await findFreePort();
      return start(['dist/main.js'], { ...apiEnv(url, port), ...env }, undefined, '/health', port);
    };
    const fastify = async (env: NodeJS.ProcessEnv): Promise<string> => {
      const port = await findFreePort();
      return start(
        ['--import', 'tsx', FASTIFY_SERVER, '--port', String(port)],
        { ...apiEnv(url, port), ...env },
        /listening/,
        '/public-catalog/loja-0001',
        port,
      );
    };
    const off = { PUBLIC_CATALOG_CACHE_TTL_MS: '0' };
    const expressDefault = await express({});
    const expressOff = await express(off);
    const fastifyDefault = await fastify({});
    const fastifyOff = await fastify(off);
    const basePort = await findFreePort();
    const baseline = await start(
      ['--import', 'tsx', BASELINE, '--seed', '--port', String(basePort)],
      { DATABASE_URL: url },
      /listening/,
      '/health',
      basePort,
    );
    // Same answer from both products (status, body, ETag), else the comparison is void.
    const answers = await Promise.all(
      [expressOff, fastifyOff].map(async (base) => {
        const r = await fetch(`${base}/public-catalog/loja-0001`);
        return `${r.status} ${r.headers.get('etag')} ${await r.text()}`;
      }),
    );
    if (answers[0] !== answers[1]) throw new Error('Express and Fastify answer differently');
    const servers = [expressDefault, expressOff, fastifyDefault, fastifyOff, baseline];
    // Warm-up (JIT, pools) so all start equal.
    for (const base of servers)
      await autocannon({ url: `${base}/public-catalog/loja-0001`, connections: 10, duration: 2 });
    // Every store viewed once: its read-model text is built and written back (≤ 1 s later).
    for (let n = 1; n <= STORES; n += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, STORES - n + 1) }, (_, k) =>
          fetch(`${expressOff}/public-catalog/${slug(n + k)}`).then((r) => r.arrayBuffer()),
        ),
      );
    for (let i = 0; i < 120 && (await staleStores(url)) > 0; i += 1)
      await new Promise((r) => setTimeout(r, 500));
    console.log(`Read model: ${await staleStores(url)} stores not current after the warm-up views`);
    await settle(url);

    const loadBefore = os.loadavg();
    const figures: Record<string, Figures[]> = {};
    const run = async (key: string, label: string, base: string, putShare: number) => {
      const f = await load(label, base, { server: pids.get(base) ?? 0, postmaster }, putShare);
      (figures[key] ??= []).push(f);
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      await run('getBaseline', 'yardstick GET', baseline, 0);
      await run('getExpressOff', 'express+fast path GET, cache off', expressOff, 0);
      await run('getFastifyOff', 'fastify GET, cache off', fastifyOff, 0);
      await run('getExpress', 'express+fast path GET default', expressDefault, 0);
      await run('getFastify', 'fastify GET default', fastifyDefault, 0);
      await run('mixBaseline', 'yardstick mix 80/20', baseline, 0.2);
      await run('mixExpress', 'express+fast path mix 80/20', expressDefault, 0.2);
      await run('mixFastify', 'fastify mix 80/20', fastifyDefault, 0.2);
    }
    const loadAfter = os.loadavg();
    const c: Record<string, Figures> = {};
    for (const [key, list] of Object.entries(figures)) c[key] = combine(list);

    const loadavg = (l: number[]): string => l.map((n) => n.toFixed(2)).join(' ');
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, GET ${SECONDS} s, mix ${MIX_REQUESTS} requests, each in ${ROUNDS} interleaved rounds; ${os.cpus().length} cores shared with the load generator`,
    );
    console.log(
      `load average (1/5/15 min): before ${loadavg(loadBefore)}, after ${loadavg(loadAfter)}\n`,
    );
    Object.values(c).forEach(print);
    const pct = (a: Figures, b: Figures): number => (a.rps / b.rps) * 100;
    const verdict = (ok: boolean): string => (ok ? 'MET   ' : 'FAILED');
    for (const [name, getDefault, getOff, mix] of [
      ['express + fast path (a)', c.getExpress, c.getExpressOff, c.mixExpress],
      ['fastify, no fast path (b)', c.getFastify, c.getFastifyOff, c.mixFastify],
    ] as const) {
      const d = pct(getDefault, c.getBaseline);
      const o = pct(getOff, c.getBaseline);
      const m = pct(mix, c.mixBaseline);
      console.log(`\n${name} / yardstick:`);
      console.log(`  ${verdict(d >= 200)} GET default ${d.toFixed(1)} % (≥ 200 %)`);
      console.log(`  ${verdict(o >= 80)} GET cache off ${o.toFixed(1)} % (≥ 80 %)`);
      console.log(
        `  ${verdict(m >= 110 && mix.p99 <= 30)} mix ${m.toFixed(1)} % (≥ 110 %), p99 ${mix.p99} ms (≤ 30 ms)`,
      );
    }
    const failed = Object.values(c).filter((f) => f.errors + f.non2xx > 0);
    if (failed.length) {
      console.error(`RUN FAILED: errors in ${failed.map((f) => f.label).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stopAll(children);
    await pg.stop();
  }
}

runScript(main);
