import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfig } from '../config/app.config';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { runMigrationsLocked } from './migrate-locked';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

/**
 * Resolves the database URL: `DATABASE_URL` when set; otherwise starts embedded PostgreSQL
 * (development: data kept in `.data/postgres`; NODE_ENV=test: a throw-away directory) and stops
 * it when the application shuts down. Production never starts it (config requires DATABASE_URL).
 */
@Injectable()
export class DatabaseRuntime implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedPostgresHandle;

  constructor(@Inject(appConfig.KEY) private readonly config: AppConfig) {}

  /** The postgres:// URL to connect to; starts embedded PostgreSQL on first call if needed. */
  async url(): Promise<string> {
    if (this.config.database.url) return this.config.database.url;
    if (this.config.isProduction) throw new Error('DATABASE_URL is required in production');
    const started = Date.now();
    this.embedded = await startEmbeddedPostgres({
      dataDir: this.config.isTest ? undefined : this.config.database.embeddedDataDir,
      port: this.config.database.embeddedPort,
    });
    this.logger.log(
      `Embedded PostgreSQL up on port ${this.embedded.port} in ${Date.now() - started} ms (data: ${this.embedded.dataDir})`,
    );
    return this.embedded.url;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}

@Global()
@Module({ providers: [DatabaseRuntime], exports: [DatabaseRuntime] })
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
