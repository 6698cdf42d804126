import { Logger } from '@nestjs/common';
import { type DataSource, type Migration, MigrationExecutor } from 'typeorm';
import { releaseRunner } from './release-runner';

/**
 * Key of the PostgreSQL advisory lock held while migrating (any fixed bigint; it only has to be
 * the same in every process of this application).
 */
export const MIGRATION_LOCK_KEY = 4_221_170_911;

/**
 * Runs pending migrations (each in its own transaction) while holding a session-level PostgreSQL
 * advisory lock, so replicas starting together and the Kubernetes migration Job migrate one at a
 * time: the others wait, then find nothing pending. The migrating session has no
 * statement_timeout (a long index build or the wait for the lock must not be cut off).
 *
 * @returns the migrations this call ran (empty when another process ran them).
 * @throws the migration's error (its transaction rolled back; the lock is released).
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const logger = new Logger('Migrations');
  const runner = dataSource.createQueryRunner();
  let brokenBy: unknown;
  await runner.connect();
  try {
    await runner.query('SET statement_timeout = 0');
    const started = Date.now();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const waited = Date.now() - started;
    if (waited > 1000) logger.log(`waited ${waited} ms for another process's migrations`);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      return await executor.executePendingMigrations();
    } finally {
      // Not unlocked → the connection is destroyed below, which drops the lock with the session.
      await runner
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch((error: unknown) => (brokenBy = error));
    }
  } finally {
    await runner.query('RESET statement_timeout').catch((error: unknown) => (brokenBy ??= error));
    await releaseRunner(runner, brokenBy);
  }
}
