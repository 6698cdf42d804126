import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfig } from '../config/app.config';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { DatabaseNotifications } from './database-notifications';
import { DatabaseRuntime } from './database-runtime';
import { runMigrationsLocked } from './migrate-locked';

/**
 * The database URL and the process's LISTEN connection (`DatabaseNotifications`), for every
 * module (global).
 */
@Global()
@Module({
  providers: [DatabaseRuntime, DatabaseNotifications],
  exports: [DatabaseRuntime, DatabaseNotifications],
})
class DatabaseRuntimeModule {}

/**
 * TypeORM on PostgreSQL with the pool limits of the config; pending migrations run at start under
 * the migration advisory lock (`synchronize` is never on).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [DatabaseRuntimeModule],
      inject: [DatabaseRuntime, appConfig.KEY],
      useFactory: async (runtime: DatabaseRuntime, config: AppConfig) => ({
        ...dataSourceOptions(await runtime.url(), {
          max: config.database.poolMax,
          connectionTimeoutMs: config.database.connectionTimeoutMs,
          statementTimeoutMs: config.database.statementTimeoutMs,
          idleInTransactionTimeoutMs: config.database.idleInTransactionTimeoutMs,
        }),
        retryAttempts: 3,
        retryDelay: 500,
      }),
      // Pending migrations run at start under a PostgreSQL advisory lock (one replica at a time).
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('TypeORM options missing');
        const dataSource = await new DataSource(options).initialize();
        try {
          await runMigrationsLocked(dataSource);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
