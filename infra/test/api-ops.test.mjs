// Operations of the built API (`node dist/main.js`, needs `pnpm build`): production start-up
// checks, graceful shutdown under load, and rate limits shared through a real Redis by two API
// processes. Needs Debian's redis-server (installed by .ci/run).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as http from 'node:http';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { API_DIR, ROOT, findFreePort, start, startApi, postgresPerFile, stop } from './support.mjs';

const read = (p) => fs.readFileSync(path.join(ROOT, p), 'utf8');

const { database } = postgresPerFile('ops');

test('production refuses to start without JWT_SECRET, naming it', async () => {
  const child = await start('node', ['dist/main.js'], {
    cwd: API_DIR,
    env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x', JWT_SECRET: '' },
  });
  const { code } = await child.exited;
  assert.equal(code, 1);
  assert.match(child.output, /JWT_SECRET: required when NODE_ENV=production/);
});

test('production refuses to start without DATABASE_URL (never embedded PostgreSQL)', async () => {
  const child = await start('node', ['dist/main.js'], {
    cwd: API_DIR,
    env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: '' },
  });
  const { code } = await child.exited;
  assert.equal(code, 1);
  assert.match(child.output, /DATABASE_URL: required when NODE_ENV=production/);
});

test('a bad variable stops the process with its name', async () => {
  const child = await start('node', ['dist/main.js'], { cwd: API_DIR, env: { PORT: 'abc' } });
  const { code } = await child.exited;
  assert.equal(code, 1);
  assert.match(child.output, /PORT:/);
});

/** A production environment that starts: every setting CONTRACT §7 requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x',
  JWT_SECRET: 'a-long-random-production-secret-0123456789',
  STRIPE_SECRET_KEY: 'sk_test_infra',
  STRIPE_WEBHOOK_SECRET: 'whsec_infra',
  STRIPE_PRICE_ID: 'price_infra',
  SMTP_URL: 'smtp://127.0.0.1:1',
  // Web Push (CONTRACT §8): a throw-away VAPID pair.
  VAPID_PUBLIC_KEY:
    'BBfiRymV_5pQ5GS6q_QyW_hHt5upvaZdqZMPxwsapL11ia7Y6FhOUX_Y3NzvdmlQ7hMJfINjc2fGD8CRd2lSCag',
  VAPID_PRIVATE_KEY: 'aAXcY0MHw87M81_aiaHVPSx6rQeyOqcjids1C6fIty4',
  VAPID_SUBJECT: 'mailto:ops@catalogo.example',
  // Pix online (CONTRACT §8): a throw-away key of the sellers' payment secrets.
  PAYMENT_SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
};

/** Starts the built API with `env` and expects it to refuse (exit 1); returns its output. */
async function refusal(env) {
  const child = await start('node', ['dist/main.js'], { cwd: API_DIR, env });
  const { code } = await child.exited;
  assert.equal(code, 1, child.output);
  return child.output;
}

for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID']) {
  test(`production refuses to start without ${name} unless PAYMENTS=local`, async () => {
    const output = await refusal({ ...PRODUCTION, [name]: '' });
    assert.match(output, new RegExp(`${name}: required when NODE_ENV=production`));
    assert.doesNotMatch(await refusal({ ...PRODUCTION, [name]: '', PAYMENTS: 'local' }), /STRIPE/);
  });
}

test('production refuses to start without SMTP_URL unless MAIL=log', async () => {
  assert.match(
    await refusal({ ...PRODUCTION, SMTP_URL: '' }),
    /SMTP_URL: required when NODE_ENV=production/,
  );
  assert.doesNotMatch(await refusal({ ...PRODUCTION, SMTP_URL: '', MAIL: 'log' }), /SMTP_URL/);
});

test('production refuses a JWT_SECRET under 32 bytes or a documented placeholder', async () => {
  assert.match(
    await refusal({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(31) }),
    /JWT_SECRET: must be at least 32 bytes/,
  );
  const envExample = read('.env.example').match(/^JWT_SECRET=(.*)$/m)[1];
  const k8sExample = parse(read('infra/k8s/secret.example.yaml')).stringData.JWT_SECRET;
  for (const placeholder of [envExample, k8sExample]) {
    assert.match(
      await refusal({ ...PRODUCTION, JWT_SECRET: placeholder }),
      /JWT_SECRET: is a documented placeholder/,
      placeholder,
    );
  }
});

test('production with Stripe: no local checkout, no /docs, probes answer', async () => {
  const { child, url } = await startApi({
    ...PRODUCTION,
    DATABASE_URL: await database(),
    PAYMENTS: '',
    MAIL: 'log',
    STRIPE_API_BASE: 'http://127.0.0.1:1',
  });
  try {
    for (const path of ['/stripe/local-checkout/tok', '/docs/', '/docs-json']) {
      const res = await fetch(`${url}${path}`);
      assert.equal(res.status, 404, path);
    }
    assert.equal(await post(`${url}/stripe/local-checkout/tok/pay`, {}), 404);
    assert.equal((await fetch(`${url}/health/live`)).status, 200);
    assert.equal((await fetch(`${url}/health/ready`)).status, 200);
  } finally {
    await stop(child);
  }
});

test('two processes migrating one empty database at once both succeed (advisory lock)', async () => {
  const url = await database();
  const requireApi = (await import('node:module')).createRequire(`${API_DIR}/package.json`);
  const { Client } = requireApi('pg');
  const { MIGRATION_LOCK_KEY } = requireApi('./dist/database/migrate-locked.js');
  // The test holds the migration lock so that both processes are surely migrating at once.
  const holder = new Client({ connectionString: url });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  const run = () =>
    start('node', ['dist/database/migrate.js'], { cwd: API_DIR, env: { DATABASE_URL: url } });
  const children = await Promise.all([run(), run()]);
  try {
    const waiting = async () =>
      Number(
        (
          await holder.query(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          )
        ).rows[0].count,
      );
    const until = Date.now() + 30_000;
    while ((await waiting()) < 2) {
      assert.ok(
        Date.now() < until,
        `both processes should wait for the lock:\n${children.map((c) => c.output).join('\n')}`,
      );
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
  }
  const results = await Promise.all(children.map((c) => c.exited));
  for (const [i, { code }] of results.entries()) assert.equal(code, 0, children[i].output);
  const counts = children.map((c) => Number(c.output.match(/Ran (\d+) migration/)[1])).sort();
  assert.equal(counts[0], 0, 'the second process found nothing pending');
  assert.ok(counts[1] > 0, 'the first process ran every migration');
});

/** POST without keep-alive; resolves with the status or rejects on a connection error. */
function post(url, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test('SIGTERM during requests: every in-flight request is answered, then the process exits 0', async () => {
  const { child, url } = await startApi({
    DATABASE_URL: await database(),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  try {
    // Logins verify an argon2id hash: slow enough to be in flight when SIGTERM arrives.
    const inFlight = Array.from({ length: 40 }, () =>
      post(`${url}/auth/login`, { email: 'ninguem@example.com', password: 'senha-errada' }),
    );
    await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    assert.deepEqual(new Set(statuses), new Set([401]), `statuses: ${statuses}`);
    const { code } = await child.exited;
    assert.equal(code, 0, child.output);
  } finally {
    await stop(child);
  }
});

function hasRedis() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

test(
  'two API processes sharing one Redis enforce one login limit together',
  {
    skip:
      !hasRedis() && !process.env.CI && 'redis-server not installed (apt-get install redis-server)',
  },
  async () => {
    const redisPort = await findFreePort();
    const redis = await start(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { ready: /Ready to accept connections/ },
    );
    const env = {
      DATABASE_URL: await database(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOGIN_RATE_LIMIT_PER_MINUTE: '5',
    };
    const a = await startApi(env);
    const b = await startApi(env);
    try {
      const body = { email: 'ninguem@example.com', password: 'senha-errada' };
      const statuses = [];
      for (const target of [a, b, a, b, a])
        statuses.push(await post(`${target.url}/auth/login`, body));
      assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
      assert.equal(
        await post(`${b.url}/auth/login`, body),
        429,
        'the 6th attempt across both processes',
      );
      assert.equal(await post(`${a.url}/auth/login`, body), 429);
    } finally {
      await Promise.all([stop(a.child), stop(b.child)]);
      await stop(redis);
    }
  },
);
