import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * Global setup of the `medium` jest project (test/support/services.ts): the PostgreSQL server
 * on which each medium file creates its own database. Reuses the server of the run when there
 * is one (`DATABASE_URL`, or the e2e project's embedded server when it started first), else
 * starts one embedded PostgreSQL for the run. The ESM-only `embedded-postgres` cannot be loaded
 * inside a jest worker, so the server is started here and not per file.
 */
export default async function mediumGlobalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  if (process.env.TEST_DATABASE_ADMIN_URL) return;
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const started = Date.now();
  const pg = await startEmbeddedPostgres();
  // Its own key: the e2e project's teardown stops only the server its setup started.
  (globalThis as { __MEDIUM_PG__?: typeof pg }).__MEDIUM_PG__ = pg;
  process.env.TEST_DATABASE_ADMIN_URL = pg.url;
  console.log(
    `\nEmbedded PostgreSQL for the medium tests up in ${Date.now() - started} ms on port ${pg.port}`,
  );
}
