import { Inject, Injectable, Logger } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { BatchedWriter } from '../../common/batched-writer';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { storeAnswer, type StoredAnswer } from './public-catalog.queries';

/**
 * Built answers waiting to be stored in the read model, by store: written every
 * ACCESS_FLUSH_INTERVAL_MS (1 s) and at shutdown, off the request's path (a view runs one
 * statement). Each is stored only while its version is current (`storeAnswer`).
 */
@Injectable()
export class PublicCatalogWriter extends BatchedWriter<Map<string, StoredAnswer>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) config: AppConfig,
  ) {
    super(new Logger('PublicCatalogWriter'), config.accessFlushIntervalMs, 'catalogue answers');
  }

  /** Queues an answer; a newer one of the same store replaces it. */
  add(answer: StoredAnswer): void {
    this.pending.set(answer.storeId, answer);
  }

  unwritten(): number {
    return this.pending.size;
  }

  protected emptyBatch(): Map<string, StoredAnswer> {
    return new Map();
  }

  protected countOf(batch: Map<string, StoredAnswer>): number {
    return batch.size;
  }

  protected async writeBatch(batch: Map<string, StoredAnswer>): Promise<void> {
    for (const answer of batch.values()) await storeAnswer(this.dataSource.manager, answer);
  }

  protected putBack(batch: Map<string, StoredAnswer>): void {
    for (const [id, answer] of batch) if (!this.pending.has(id)) this.pending.set(id, answer);
  }
}
