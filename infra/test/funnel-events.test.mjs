// Funnel events of the built API (`node dist/main.js`, needs `pnpm build`), "Numbers":
// `POST /public-catalog/{slug}/events` counts in memory and writes one statement per
// ACCESS_FLUSH_INTERVAL_MS, like the view path. Exact across two processes on one database,
// and nothing lost on SIGTERM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { seedStore, sql, startApi, postgresPerFile, stop } from './support.mjs';

const { database } = postgresPerFile('funnel');

/** Today's funnel row of the store (São Paulo day), zeros when there is none yet. */
async function funnel(url, slug) {
  const [row] = await sql(
    url,
    `SELECT coalesce(sum(d.carts_started), 0)::int AS carts,
            coalesce(sum(d.checkouts_opened), 0)::int AS checkouts
       FROM stores s LEFT JOIN store_funnel_days d
         ON d.store_id = s.id AND d.day = (now() AT TIME ZONE 'America/Sao_Paulo')::date
      WHERE s.slug = $1`,
    [slug],
  );
  return row;
}

/** A beacon-like POST (text/plain JSON) without keep-alive; resolves with the status (0: failed). */
function beacon(url, type) {
  return new Promise((resolve) => {
    const body = JSON.stringify({ type });
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const LIMITS = { EVENTS_RATE_LIMIT_PER_MINUTE: '100000', DEFAULT_RATE_LIMIT_PER_MINUTE: '100000' };
const ok = (statuses) => statuses.filter((s) => s === 204).length;

test('two API processes on one database: after a flush the rows equal the 204 answers', async () => {
  const url = await database();
  const a = await startApi({ DATABASE_URL: url, ...LIMITS });
  const b = await startApi({ DATABASE_URL: url, ...LIMITS });
  try {
    await seedStore(url, 'funil-duplo');
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        beacon(
          `${(i % 2 ? a : b).url}/public-catalog/funil-duplo/events`,
          i % 4 < 2 ? 'cart_started' : 'checkout_opened',
        ),
      ),
    );
    assert.equal(ok(statuses), 200, `statuses: ${statuses}`);
    let row;
    for (let i = 0; i < 30; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      row = await funnel(url, 'funil-duplo');
      if (row.carts + row.checkouts === 200) break;
    }
    assert.deepEqual(row, { carts: 100, checkouts: 100 });
    await new Promise((r) => setTimeout(r, 1200)); // and no later flush adds anything
    assert.deepEqual(await funnel(url, 'funil-duplo'), { carts: 100, checkouts: 100 });
  } finally {
    await Promise.all([stop(a.child), stop(b.child)]);
  }
});

test('SIGTERM writes every counted funnel event before the process exits', async () => {
  const url = await database();
  // A flush interval longer than the test: only the shutdown can write the events.
  const api = await startApi({
    DATABASE_URL: url,
    ...LIMITS,
    ACCESS_FLUSH_INTERVAL_MS: '60000',
    SHUTDOWN_DRAIN_MS: '300',
  });
  try {
    await seedStore(url, 'funil-sigterm');
    const target = `${api.url}/public-catalog/funil-sigterm/events`;
    const first = await Promise.all(
      Array.from({ length: 200 }, () => beacon(target, 'cart_started')),
    );
    assert.equal(ok(first), 200, `statuses: ${first}`);
    assert.deepEqual(await funnel(url, 'funil-sigterm'), { carts: 0, checkouts: 0 }, 'batched');
    // More events while the process drains: answered (counted) or refused, never lost.
    const during = Array.from({ length: 50 }, () => beacon(target, 'cart_started'));
    api.child.kill('SIGTERM');
    const late = await Promise.all(during);
    const { code } = await api.child.exited;
    assert.equal(code, 0, api.child.output);
    const answered = ok(first) + ok(late);
    assert.deepEqual(await funnel(url, 'funil-sigterm'), { carts: answered, checkouts: 0 });
  } finally {
    await stop(api.child);
  }
});
