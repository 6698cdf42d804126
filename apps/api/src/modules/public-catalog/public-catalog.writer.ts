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
  /** The batch being stored: still waiting, as far as `waiting` is concerned, until committed. */
  private writing?: Map<string, StoredAnswer>;

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

  /**
   * The answer waiting to be stored for `storeId`, if it was built at `version` with `buildKey`
   * for a period holding at `now` (epoch ms): a view of the still-stale row takes it instead of
   * building and compressing the same answer again.
   */
  waiting(
    storeId: string,
    version: string,
    buildKey: string,
    now: number,
  ): StoredAnswer | undefined {
    const a = this.pending.get(storeId) ?? this.writing?.get(storeId);
    return a && a.version === version && a.buildKey === buildKey && a.from <= now && now < a.until
      ? a
      : undefined;
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
    this.writing = batch;
    for (const answer of batch.values()) await storeAnswer(this.dataSource.manager, answer);
  }

  protected override afterWrite(): void {
    this.writing = undefined;
  }

  protected putBack(batch: Map<string, StoredAnswer>): void {
    for (const [id, answer] of batch) if (!this.pending.has(id)) this.pending.set(id, answer);
  }
}
