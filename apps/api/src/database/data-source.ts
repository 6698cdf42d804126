import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * TypeORM options shared by the app and the migration CLI. `synchronize` is never on: the
 * schema comes from the committed migrations only.
 */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: { max: 10 },
  };
}

/** Builds a DataSource (not yet initialised) for `url`. */
export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}
