import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * Starts one throw-away embedded PostgreSQL for the whole jest run, unless DATABASE_URL points
 * at a real server. Workers read its URL from TEST_DATABASE_ADMIN_URL and create a fresh
 * database per test file (see `test/support/app.ts`).
 */
export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const started = Date.now();
  const pg = await startEmbeddedPostgres();
  (globalThis as { __EMBEDDED_PG__?: typeof pg }).__EMBEDDED_PG__ = pg;
  process.env.TEST_DATABASE_ADMIN_URL = pg.url;
  console.log(
    `\nEmbedded PostgreSQL for tests up in ${Date.now() - started} ms on port ${pg.port}`,
  );
}
