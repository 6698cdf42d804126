import type { QueryRunner } from 'typeorm';

/**
 * Returns a query runner's connection to the pool, or — when `brokenBy` is set (e.g. a
 * session-level advisory lock could not be released) — destroys it, so the next user of the pool
 * never inherits a lock or a broken session.
 */
export async function releaseRunner(runner: QueryRunner, brokenBy?: unknown): Promise<void> {
  if (brokenBy === undefined) return runner.release();
  const error = brokenBy instanceof Error ? brokenBy : new Error(String(brokenBy));
  // PostgresQueryRunner keeps this private; it passes the error to pg-pool, which then drops the
  // connection instead of reusing it.
  const postgres = runner as unknown as { releasePostgresConnection(err: Error): Promise<void> };
  return postgres.releasePostgresConnection(error);
}
