import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** Connection-pool and session limits (ARCHITECTURE.md; README "Database connections"). */
export interface PoolSettings {
  /** Most connections of this process. */
  max: number;
  /** Longest wait for a free pool connection or a new connection, in ms. */
  connectionTimeoutMs: number;
  /** PostgreSQL statement_timeout of each session, in ms (0 = none). */
  statementTimeoutMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout of each session, in ms (0 = none). */
  idleInTransactionTimeoutMs: number;
}

/**
 * Defaults of the API (DB_POOL_MAX, DB_CONNECTION_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS,
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). The one-off migration command uses them too, with the
 * statement timeout switched off on its migrating session (see `runMigrationsLocked`).
 */
export const DEFAULT_POOL: PoolSettings = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
};

/**
 * Every TypeORM entity of the API, found by file name: each module keeps its entities in
 * `*.entity.ts` files (`.js` once built), so this folder imports no module. The same pattern
 * serves the sources (ts-jest, tsx) and the built `dist/`.
 */
export const ENTITY_FILES = join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}');

/**
 * TypeORM options shared by the app and the migration CLI. `synchronize` is never on: the
 * schema comes from the committed migrations only. The pool never waits forever for a
 * connection, and PostgreSQL ends a runaway statement or a transaction left idle.
 */
export function dataSourceOptions(
  url: string,
  pool: PoolSettings = DEFAULT_POOL,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [ENTITY_FILES],
    migrations: MIGRATIONS,
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // node-postgres pool and client options; the two timeouts are sent as session parameters.
    extra: {
      max: pool.max,
      connectionTimeoutMillis: pool.connectionTimeoutMs,
      statement_timeout: pool.statementTimeoutMs,
      idle_in_transaction_session_timeout: pool.idleInTransactionTimeoutMs,
    },
  };
}

/** Builds a DataSource (not yet initialised) for `url`. */
export function createDataSource(url: string, pool?: PoolSettings): DataSource {
  return new DataSource(dataSourceOptions(url, pool));
}
