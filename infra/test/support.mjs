// Helpers for the infrastructure tests (node --test): free ports, child processes, waiting.
import { spawn } from 'node:child_process';
import { after, before } from 'node:test';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_DIR = path.join(ROOT, 'apps', 'api');
const requireApi = createRequire(path.join(API_DIR, 'package.json'));

/** The API's compiled embedded-PostgreSQL launcher and free-port helper (needs `pnpm build`). */
export const { startEmbeddedPostgres, findFreePort } = requireApi(
  './dist/database/embedded-postgres.js',
);

const { Client } = requireApi('pg');

let databases = 0;
/**
 * A fresh, empty database on the embedded server `pg` (the API migrates it at start); `prefix`
 * names it after the test file. Returns its URL.
 */
export async function createDatabase(pg, prefix) {
  databases += 1;
  const name = `${prefix}_${process.pid}_${databases}`;
  const c = new Client({ connectionString: pg.url });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  return pg.url.replace(/\/postgres$/, `/${name}`);
}

/**
 * One embedded PostgreSQL for the calling test file: started in its `before`, stopped in its
 * `after` (node --test runs each file in its own process). Returns `database()`, which creates a
 * fresh, empty database on it named after `prefix` and returns its URL.
 */
export function postgresPerFile(prefix) {
  let pg;
  before(async () => {
    pg = await startEmbeddedPostgres();
  });
  after(async () => {
    await pg?.stop();
  });
  return { database: () => createDatabase(pg, prefix) };
}

/** Runs one statement on its own connection; returns the rows. */
export async function sql(url, text, values = []) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** A seller with a store at `slug`, written straight to the (migrated) database. */
export async function seedStore(url, slug) {
  await sql(
    url,
    `WITH u AS (
       INSERT INTO users (email, password_hash, phone) VALUES ($1, 'x', '11987654321') RETURNING id
     ) INSERT INTO stores (owner_id, name, slug) SELECT id, 'Loja', $2 FROM u`,
    [`${slug}@example.com`, slug],
  );
}

/** Starts a process; resolves when `ready` matches its output. Keeps the output for messages. */
export function start(cmd, args, { env = {}, cwd = ROOT, ready, timeoutMs = 60_000 } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  const collect = (d) => (child.output += d.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  if (!ready) return Promise.resolve(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${cmd} not ready in ${timeoutMs} ms:\n${child.output}`)),
      timeoutMs,
    );
    const check = () => {
      if (ready.test(child.output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} exited (${code}) before ready:\n${child.output}`));
    });
  });
}

/** Polls `url` until it answers 2xx. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a child with SIGTERM and waits for it. */
export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([child.exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts the built API (`node dist/main.js`, production, local checkout, logged e-mail) on a free port. */
export async function startApi(env) {
  const port = await findFreePort();
  const child = await start('node', ['dist/main.js'], {
    cwd: API_DIR,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'infra-test-secret-0123456789-abcdef',
      // Production refuses to start without Stripe and SMTP unless these opt-ins are explicit.
      PAYMENTS: 'local',
      MAIL: 'log',
      // Web Push keys are required in production: a throw-away pair.
      VAPID_PUBLIC_KEY:
        'BNT5ChOeQ53dFKnhKnyQUp2qSG-xdF5JnL3xvRRaldTfYBK83tg1Bxj38q4YhdyJpuU4RbUrplvSFpzzyocMazY',
      VAPID_PRIVATE_KEY: '3ElGPdwinj9sfZHudm64Kcs6Cbc22im_WFOT6ulfXjc',
      VAPID_SUBJECT: 'mailto:infra-test@catalogo.example',
      // Sellers' payment tokens are encrypted with it; required in production.
      PAYMENT_SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      PORT: String(port),
      ...env,
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/health`).catch((e) => {
    throw new Error(`${e.message}\n${child.output}`);
  });
  return { child, url: `http://127.0.0.1:${port}` };
}
