import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EntityManager, type DataSource } from 'typeorm';
import type { Pool, QueryResultRow } from 'pg';

/**
 * The pg pool TypeORM manages for `dataSource` (one pool, one set of limits and session
 * settings for the whole app). TypeORM exposes it as the PostgreSQL driver's `master` property,
 * typed `any`: this is the only place that reads it.
 */
export function pgPoolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * Named (prepared) statements on the app's pg pool, as a Nest provider, for hot paths
 * (docs/adr/0024-public-catalogue-fast-path.md): PostgreSQL parses and plans each once per
 * connection, and no TypeORM QueryRunner is created per request. Same pool, connections and
 * configuration as TypeORM's (see `pgPoolOf`). Only the modules' `*.queries.ts` call it.
 */
@Injectable()
export class HotQueries {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.pool = pgPoolOf(dataSource);
  }

  /**
   * Runs the named statement `name` (`text` must never vary for a given name) with `values`.
   *
   * @returns the rows; pg's error (with its SQLSTATE `code`) is thrown as is.
   */
  async query<R extends QueryResultRow>(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<R[]> {
    const result = await this.pool.query<R>({ name, text, values });
    return result.rows;
  }
}

/** Provides `HotQueries` to the modules that import it. */
@Module({ providers: [HotQueries], exports: [HotQueries] })
export class HotQueriesModule {}

/**
 * What a module's query function runs on (README "Data access"): an `EntityManager` (the
 * caller's transaction, or `dataSource.manager`) or `HotQueries` (a named prepared statement on
 * the pool, outside any transaction).
 */
export type QueryExecutor = EntityManager | HotQueries;

/**
 * Runs `text` with `values` on `db`: as the named statement `name` through `HotQueries`, or as a
 * plain statement through the `EntityManager` (so inside its transaction). Same SQL either way.
 *
 * @param name unique statement name; `text` must never vary for a given name.
 * @returns the rows; the driver's error (with its SQLSTATE `code`) is thrown as is.
 */
export async function runStatement<R extends QueryResultRow>(
  db: QueryExecutor,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  if (db instanceof EntityManager) return (await db.query(text, values)) as R[];
  return db.query<R>(name, text, values);
}
