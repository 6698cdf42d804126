import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { Logger } from '@nestjs/common';
import { createDataSource, DEFAULT_POOL } from '../src/database/data-source';
import { releaseRunner } from '../src/database/release-runner';
import { runMigrationsLocked } from '../src/database/migrate-locked';
import * as net from 'node:net';
import { findFreePort } from '../src/database/embedded-postgres';
import { createTestApp, createTestDatabase, type TestApp } from './support/app';

/** docs/adr/0042-database-timeouts-pool-and-migrations.md, Redis fail-open, /docs and the CSP. */
describe('Operations: database sessions, migrations, probes, Redis, /docs', () => {
  describe('pool and session limits (DB_* variables)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        DB_POOL_MAX: '2',
        DB_CONNECTION_TIMEOUT_MS: '300',
        DB_STATEMENT_TIMEOUT_MS: '250',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '400',
      });
    });
    afterAll(() => t.close());

    it('ends a statement running longer than DB_STATEMENT_TIMEOUT_MS', async () => {
      expect(await t.dataSource.query('SHOW statement_timeout')).toEqual([
        { statement_timeout: '250ms' },
      ]);
      // Without the timeout the statement runs 60 s (past the test's own 30 s limit); with it,
      // 250 ms. The bound is far from both, so a busy machine cannot fail it (timings belong in
      // benches, docs/adr/0022-tests-real-dependencies-no-timings.md).
      const started = Date.now();
      await expect(t.dataSource.query('SELECT pg_sleep(60)')).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(20_000);
    });

    it('ends a transaction left idle longer than DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', async () => {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query('SELECT 1');
        await new Promise((r) => setTimeout(r, 800));
        await expect(runner.query('SELECT 1')).rejects.toThrow();
      } finally {
        await runner.release().catch(() => undefined);
      }
    });

    it('gives up waiting for a pool connection after DB_CONNECTION_TIMEOUT_MS', async () => {
      const held = [t.dataSource.createQueryRunner(), t.dataSource.createQueryRunner()];
      for (const r of held) await r.connect();
      try {
        // Without the timeout the query waits for ever (both connections are held).
        const started = Date.now();
        await expect(t.dataSource.query('SELECT 1')).rejects.toThrow(/timeout/i);
        expect(Date.now() - started).toBeLessThan(20_000);
      } finally {
        for (const r of held) await r.release();
      }
      await expect(t.dataSource.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
    });
  });

  it('migrates under an advisory lock: two processes migrating one database at once both succeed', async () => {
    const url = await createTestDatabase();
    const a = createDataSource(url);
    const b = createDataSource(url);
    await Promise.all([a.initialize(), b.initialize()]);
    try {
      const [ranA, ranB] = await Promise.all([runMigrationsLocked(a), runMigrationsLocked(b)]);
      // One ran every migration, the other found nothing pending.
      expect([ranA.length, ranB.length].sort()).toEqual([0, a.migrations.length]);
      const rows: { count: string }[] = await a.query('SELECT count(*) FROM migrations');
      expect(Number(rows[0].count)).toBe(a.migrations.length);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('discards a connection whose advisory lock could not be released (never pooled with it)', async () => {
    const url = await createTestDatabase();
    const [a, b] = [createDataSource(url, { ...DEFAULT_POOL, max: 1 }), createDataSource(url)];
    await Promise.all([a.initialize(), b.initialize()]);
    try {
      const runner = a.createQueryRunner();
      await runner.connect();
      await runner.query('SELECT pg_advisory_lock(424242)');
      await releaseRunner(runner, new Error('unlock failed'));
      // The lock went with the session: another session can take it as soon as the server has
      // ended that backend (asynchronous after the client hangs up; well under 2 s). Had the
      // connection gone back to the pool, the lock would stay held and this would time out.
      const deadline = Date.now() + 2_000;
      let locked = false;
      while (!locked && Date.now() < deadline) {
        const [row] = await b.query('SELECT pg_try_advisory_lock(424242) AS locked');
        locked = row.locked === true;
        if (!locked) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(locked).toBe(true);
      await expect(a.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('separates liveness from readiness: a database outage fails /health/ready, not /health/live', async () => {
    // The app reaches its database through a TCP relay that the test cuts to simulate an outage.
    const target = new URL(await createTestDatabase());
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(target);
    relayed.port = String((relay.address() as net.AddressInfo).port);
    const t = await createTestApp({
      DATABASE_URL: relayed.toString(),
      DB_CONNECTION_TIMEOUT_MS: '500',
    });
    try {
      await t.http.get('/health/live').expect(200, { status: 'ok' });
      await t.http.get('/health/ready').expect(200);
      await t.http.get('/health').expect(200);
      relay.close();
      for (const s of sockets) s.destroy();
      await t.http.get('/health/live').expect(200, { status: 'ok' });
      await t.http.get('/health/ready').expect(503);
      await t.http.get('/health').expect(503);
    } finally {
      await t.close().catch(() => undefined);
      relay.close();
    }
  });

  describe('rate limits with Redis', () => {
    const hasRedis = spawnSyncOk('redis-server', ['--version']);
    let redis: ChildProcess | undefined;
    let t: TestApp | undefined;
    afterAll(async () => {
      await t?.close();
      redis?.kill('SIGKILL');
    });

    (hasRedis || process.env.CI ? it : it.skip)(
      'fail open (logged) when Redis is down: requests are still answered, never held or 500',
      async () => {
        const port = await findFreePort();
        redis = spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          { stdio: 'ignore' },
        );
        await waitForPort(port);
        t = await createTestApp({
          REDIS_URL: `redis://127.0.0.1:${port}`,
          LOGIN_RATE_LIMIT_PER_MINUTE: '3',
        });
        const login = () =>
          t!.http
            .post('/auth/login')
            .send({ email: 'ninguem@example.com', password: 'senha-errada' });
        for (let i = 0; i < 3; i += 1) await login().expect(401);
        await login().expect(429); // shared counters work while Redis is up

        const warn = jest.spyOn(Logger.prototype, 'warn');
        redis.kill('SIGTERM');
        await new Promise((resolve) => redis!.once('exit', resolve));
        try {
          const started = Date.now();
          const res = await login();
          expect(Date.now() - started).toBeLessThan(2000);
          expect(res.status).toBe(401); // answered, counted in memory from zero
          await t.http.get('/health/live').expect(200);
          expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
            /Redis unavailable for rate limits/,
          );
        } finally {
          warn.mockRestore();
        }
      },
    );
  });

  describe('/docs and the API pages', () => {
    it('serves /docs with a strict Content-Security-Policy when enabled', async () => {
      const t = await createTestApp({ DOCS_ENABLED: 'true' });
      try {
        const res = await t.http.get('/docs/').expect(200);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      } finally {
        await t.close();
      }
    });

    it('answers 404 at /docs and /docs-json when DOCS_ENABLED=false', async () => {
      const t = await createTestApp({ DOCS_ENABLED: 'false' });
      try {
        await t.http.get('/docs/').expect(404);
        await t.http.get('/docs-json').expect(404);
      } finally {
        await t.close();
      }
    });
  });
});

function spawnSyncOk(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`port ${port} never opened`);
}
