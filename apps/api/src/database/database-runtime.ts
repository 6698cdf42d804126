import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { appConfig, type AppConfig } from '../config/app.config';
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
  /** The embedded server being started or up: every caller gets the same one. */
  private starting?: Promise<string>;

  constructor(@Inject(appConfig.KEY) private readonly config: AppConfig) {}

  /**
   * The postgres:// URL to connect to (the pool and the LISTEN connection ask for it); starts
   * embedded PostgreSQL on the first call if needed, once: later calls get the same server.
   */
  url(): Promise<string> {
    if (this.config.database.url) return Promise.resolve(this.config.database.url);
    if (this.config.isProduction)
      return Promise.reject(new Error('DATABASE_URL is required in production'));
    this.starting ??= this.startEmbedded();
    return this.starting;
  }

  private async startEmbedded(): Promise<string> {
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
