import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StoreAccessResponse } from '@catalogo/contracts/core';
import { HotQueries } from '../../database/hot-query';
import { appConfig, type AppConfig } from '../../config/app.config';
import { localDay } from '../../common/local-day';
import { BatchedWriter } from '../../common/batched-writer';
import { flushAccessViews } from './analytics.queries';

/**
 * Views of one store not yet written: per local day (America/Sao_Paulo, 'YYYY-MM-DD', the days
 * `GET /store/analytics` shows) count and last time (ms).
 */
type Pending = Map<string, { n: number; lastAt: number }>;

/**
 * The catalogue access counter (docs/API.md §3 "Access counter"):
 * each 2xx `PUT /store/access/{slug}` is one `record`, kept in memory and written with the
 * others in ONE statement every ACCESS_FLUSH_INTERVAL_MS (1 s by default), and on shutdown after
 * the HTTP server has closed (Nest calls this hook before the database pool's, which lives in a
 * global module). Counting is exact: after a flush the totals equal the 2xx answers, across any
 * number of instances (each adds its own increments). A failed flush puts its counts back and the
 * next one retries. A SIGKILL or crash loses at most the last second of views of the instance.
 */
@Injectable()
export class AccessCounter extends BatchedWriter<Map<string, Pending>> {
  /** Store id → views sent by the write in progress. */
  private inFlight = new Map<string, number>();
  /** Store id → its total as last read from or written to the database by this instance. */
  private readonly known = new Map<string, number>();

  constructor(
    private readonly hot: HotQueries,
    @Inject(appConfig.KEY) config: AppConfig,
  ) {
    super(new Logger('AccessCounter'), config.accessFlushIntervalMs, 'catalogue views');
  }

  /** True when this instance knows the store's database total (so no query is needed). */
  knows(storeId: string): boolean {
    return this.known.has(storeId);
  }

  /**
   * Counts one view of the store `storeId`, now. `dbTotal` is the store's total just read from
   * the database, when it was. The answer's `accessCount` is this instance's view of the total:
   * the database's as last seen here plus the views not yet written (exact with one instance;
   * with several it may lag the others' last second).
   */
  record(storeId: string, dbTotal?: number, now = Date.now()): StoreAccessResponse {
    if (dbTotal !== undefined)
      this.known.set(storeId, Math.max(dbTotal, this.known.get(storeId) ?? 0));
    const day = localDay(now);
    let store = this.pending.get(storeId);
    if (!store) {
      store = new Map();
      this.pending.set(storeId, store);
    }
    const entry = store.get(day);
    if (entry) {
      entry.n += 1;
      entry.lastAt = now;
    } else store.set(day, { n: 1, lastAt: now });
    let unwritten = this.inFlight.get(storeId) ?? 0;
    for (const e of store.values()) unwritten += e.n;
    return {
      accessCount: (this.known.get(storeId) ?? 0) + unwritten,
      lastAccessedAt: new Date(now).toISOString(),
    };
  }

  /** Number of views answered and not yet written (tests, shutdown log). */
  unwritten(): number {
    let total = this.countOf(this.pending);
    for (const n of this.inFlight.values()) total += n;
    return total;
  }

  /** Store id → views answered and not yet sent to the database. */
  protected emptyBatch(): Map<string, Pending> {
    return new Map();
  }

  protected countOf(batch: Map<string, Pending>): number {
    let total = 0;
    for (const store of batch.values()) for (const e of store.values()) total += e.n;
    return total;
  }

  protected async writeBatch(batch: Map<string, Pending>): Promise<void> {
    const ids: string[] = [];
    const days: string[] = [];
    const counts: number[] = [];
    const lastAts: string[] = [];
    for (const [id, store] of batch) {
      let n = 0;
      for (const [day, e] of store) {
        ids.push(id);
        days.push(day);
        counts.push(e.n);
        lastAts.push(new Date(e.lastAt).toISOString());
        n += e.n;
      }
      this.inFlight.set(id, n);
    }
    const rows = await flushAccessViews(this.hot, {
      storeIds: ids,
      days,
      counts,
      lastAts,
    });
    for (const row of rows) this.known.set(row.id, Number(row.access_count));
  }

  protected override afterWrite(): void {
    this.inFlight = new Map();
  }

  /** Merges a batch that could not be written back into the pending views. */
  protected putBack(batch: Map<string, Pending>): void {
    for (const [id, store] of batch) {
      const current = this.pending.get(id);
      if (!current) {
        this.pending.set(id, store);
        continue;
      }
      for (const [day, e] of store) {
        const c = current.get(day);
        if (c) {
          c.n += e.n;
          c.lastAt = Math.max(c.lastAt, e.lastAt);
        } else current.set(day, e);
      }
    }
  }
}
