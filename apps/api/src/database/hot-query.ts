import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
 * Runs a named (prepared) statement straight on the pg pool that TypeORM manages, for hot
 * paths: PostgreSQL parses and plans it once per connection, and no TypeORM QueryRunner is
 * created per request. Same pool, same connections, same configuration as the rest of the app.
 * Prefer injecting `HotQueries` in new code.
 *
 * @param name unique statement name; `text` must never vary for a given name.
 */
export async function hotQuery<R extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const result = await pgPoolOf(dataSource).query<R>({ name, text, values });
  return result.rows;
}

/**
 * Named statements on the app's pg pool, as a Nest provider
 * (docs/adr/0024-public-catalogue-fast-path.md): the public catalogue's hot path injects it instead of reaching into the
 * TypeORM driver itself. Same pool as TypeORM's (see `pgPoolOf`).
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
