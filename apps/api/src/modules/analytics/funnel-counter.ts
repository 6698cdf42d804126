import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FunnelEventType } from '@catalogo/contracts/core';
import { appConfig, type AppConfig } from '../../config/app.config';
import { HotQueries } from '../../database/hot-query';
import { localDay } from '../../common/local-day';
import { Clock } from '../../common/clock';
import { BatchedWriter } from '../../common/batched-writer';
import { addFunnelCounts, type FunnelCounts } from './analytics.queries';

type Counts = FunnelCounts;

/**
 * The funnel counter (docs/API.md §6 "Numbers for the seller"), built like the view
 * path's `AccessCounter`: each accepted `POST /public-catalog/{slug}/events` is one `record`,
 * kept in memory per (store, local day) and written with the others in ONE statement every
 * ACCESS_FLUSH_INTERVAL_MS (1 s by default), and on shutdown after the HTTP server has closed
 * (this module is not global, so its hook runs before the database pool's). Exact: after a flush
 * the rows hold every accepted event, across any number of instances (each adds its own
 * increments). A failed flush puts its counts back for the next one. A SIGKILL or crash loses at
 * most the last interval's events of that instance.
 */
@Injectable()
export class FunnelCounter extends BatchedWriter<Map<string, Counts>> {
  /** Events of the write in progress. */
  private inFlight = 0;

  constructor(
    private readonly hot: HotQueries,
    @Inject(appConfig.KEY) config: AppConfig,
    private readonly clock: Clock,
  ) {
    super(new Logger('FunnelCounter'), config.accessFlushIntervalMs, 'funnel events');
  }

  /** Counts one funnel step of the store `storeId` on the local day of the clock's now. */
  record(storeId: string, type: FunnelEventType): void {
    const day = localDay(this.clock.now().getTime());
    const key = `${storeId} ${day}`;
    let counts = this.pending.get(key);
    if (!counts) {
      counts = { storeId, day, carts: 0, checkouts: 0 };
      this.pending.set(key, counts);
    }
    if (type === 'cart_started') counts.carts += 1;
    else counts.checkouts += 1;
  }

  /** Number of events accepted and not yet written (tests, shutdown log). */
  unwritten(): number {
    return this.inFlight + this.countOf(this.pending);
  }

  /** `${storeId} ${day}` → events accepted and not yet sent to the database. */
  protected emptyBatch(): Map<string, Counts> {
    return new Map();
  }

  protected countOf(batch: Map<string, Counts>): number {
    let total = 0;
    for (const c of batch.values()) total += c.carts + c.checkouts;
    return total;
  }

  protected async writeBatch(batch: Map<string, Counts>): Promise<void> {
    const rows = [...batch.values()];
    this.inFlight = this.countOf(batch);
    await addFunnelCounts(this.hot, { rows });
  }

  protected override afterWrite(): void {
    this.inFlight = 0;
  }

  protected putBack(batch: Map<string, Counts>): void {
    for (const [key, c] of batch) {
      const current = this.pending.get(key);
      if (current) {
        current.carts += c.carts;
        current.checkouts += c.checkouts;
      } else this.pending.set(key, c);
    }
  }
}
