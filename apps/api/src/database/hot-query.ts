import type { DataSource } from 'typeorm';
import type { Pool, QueryResultRow } from 'pg';

/**
 * Runs a named (prepared) statement straight on the pg pool that TypeORM manages, for the public
 * hot path: PostgreSQL parses and plans it once per connection, and no TypeORM QueryRunner is
 * created per request. Same pool, same connections, same configuration as the rest of the app.
 *
 * @param name unique statement name; `text` must never vary for a given name.
 */
export async function hotQuery<R extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  // TypeORM types its pg pool as `any`; it is a pg.Pool.
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<R>({ name, text, values });
  return result.rows;
}
