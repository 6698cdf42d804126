// The view path of the built API (`node dist/main.js`, needs `pnpm build`), issue 13 "The view
// path": `PUT /store/access/{slug}` counts views in memory and writes them in one statement per
// ACCESS_FLUSH_INTERVAL_MS. Exact counting across two processes on one database, and nothing
// lost on SIGTERM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { seedStore, sql, startApi, postgresPerFile, stop } from './support.mjs';

const { database } = postgresPerFile('view');

/** The store's total and today's row (São Paulo day, as the counter files views). */
async function counters(url, slug) {
  const [row] = await sql(
    url,
    `SELECT s.access_count::int AS total, coalesce(d.count, 0)::int AS today
       FROM stores s LEFT JOIN store_access_days d
         ON d.store_id = s.id AND d.day = (now() AT TIME ZONE 'America/Sao_Paulo')::date
      WHERE s.slug = $1`,
    [slug],
  );
  return row;
}

/** PUT without keep-alive; resolves with the status (0 when the connection failed). */
function put(url) {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'PUT', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const ok = (statuses) => statuses.filter((s) => s >= 200 && s < 300).length;

test('two API processes on one database: after a flush the counter equals the 2xx answers', async () => {
  const url = await database();
  const a = await startApi({ DATABASE_URL: url, ACCESS_RATE_LIMIT_PER_MINUTE: '100000' });
  const b = await startApi({ DATABASE_URL: url, ACCESS_RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    await seedStore(url, 'loja-dupla');
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => put(`${(i % 2 ? a : b).url}/store/access/loja-dupla`)),
    );
    assert.equal(ok(statuses), 200, `statuses: ${statuses}`);
    // Each process writes its batch within ACCESS_FLUSH_INTERVAL_MS (1 s).
    let row;
    for (let i = 0; i < 30; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      row = await counters(url, 'loja-dupla');
      if (row.total === 200) break;
    }
    assert.deepEqual(row, { total: 200, today: 200 });
    await new Promise((r) => setTimeout(r, 1200)); // and no later flush adds anything
    assert.deepEqual(await counters(url, 'loja-dupla'), { total: 200, today: 200 });
  } finally {
    await Promise.all([stop(a.child), stop(b.child)]);
  }
});

test('SIGTERM writes every counted view before the process exits', async () => {
  const url = await database();
  // A flush interval longer than the test: only the shutdown can write the views.
  const api = await startApi({
    DATABASE_URL: url,
    ACCESS_RATE_LIMIT_PER_MINUTE: '100000',
    ACCESS_FLUSH_INTERVAL_MS: '60000',
    SHUTDOWN_DRAIN_MS: '300',
  });
  try {
    await seedStore(url, 'loja-sigterm');
    const first = await Promise.all(
      Array.from({ length: 200 }, () => put(`${api.url}/store/access/loja-sigterm`)),
    );
    assert.equal(ok(first), 200, `statuses: ${first}`);
    assert.deepEqual(await counters(url, 'loja-sigterm'), { total: 0, today: 0 }, 'batched');
    // More views while the process drains: answered (counted) or refused, never lost.
    const during = Array.from({ length: 50 }, () => put(`${api.url}/store/access/loja-sigterm`));
    api.child.kill('SIGTERM');
    const late = await Promise.all(during);
    const { code } = await api.child.exited;
    assert.equal(code, 0, api.child.output);
    const answered = ok(first) + ok(late);
    assert.deepEqual(await counters(url, 'loja-sigterm'), { total: answered, today: answered });
  } finally {
    await stop(api.child);
  }
});
