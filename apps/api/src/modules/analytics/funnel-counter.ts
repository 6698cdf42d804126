import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { FunnelEventType } from '@catalogo/contracts/core';
import { appConfig, type AppConfig } from '../../config/app.config';
import { hotQuery } from '../../database/hot-query';
import { localDay } from '../../common/local-day';
import { Clock } from '../../common/clock';

/**
 * One statement for a whole batch: adds each (store, local day) count to `store_funnel_days`.
 * Rows come sorted by store and day so two instances flushing at once lock them in the same
 * order (no deadlock); stores deleted since the events are skipped (a batch never fails forever
 * on them). $1 store ids, $2 days, $3 carts started, $4 checkouts opened, as parallel arrays.
 */
const FLUSH_SQL = `INSERT INTO store_funnel_days (store_id, day, carts_started, checkouts_opened)
  SELECT v.store_id, v.day, v.carts, v.checkouts
    FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) AS v(store_id, day, carts, checkouts)
    JOIN stores s ON s.id = v.store_id
   ORDER BY v.store_id, v.day
  ON CONFLICT (store_id, day) DO UPDATE
    SET carts_started = store_funnel_days.carts_started + EXCLUDED.carts_started,
        checkouts_opened = store_funnel_days.checkouts_opened + EXCLUDED.checkouts_opened`;

interface Counts {
  storeId: string;
  day: string;
  carts: number;
  checkouts: number;
}

/**
 * The funnel counter (CONTRACT.md §6 "Numbers for the seller", issue 19), built like the view
 * path's `AccessCounter`: each accepted `POST /public-catalog/{slug}/events` is one `record`,
 * kept in memory per (store, local day) and written with the others in ONE statement every
 * ACCESS_FLUSH_INTERVAL_MS (1 s by default), and on shutdown after the HTTP server has closed
 * (this module is not global, so its hook runs before the database pool's). Exact: after a flush
 * the rows hold every accepted event, across any number of instances (each adds its own
 * increments). A failed flush puts its counts back for the next one. A SIGKILL or crash loses at
 * most the last interval's events of that instance.
 */
@Injectable()
export class FunnelCounter implements OnApplicationShutdown {
  private readonly logger = new Logger('FunnelCounter');
  /** `${storeId} ${day}` → events accepted and not yet sent to the database. */
  private pending = new Map<string, Counts>();
  private inFlight = 0;
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly intervalMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.intervalMs = config.accessFlushIntervalMs;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
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
    let total = this.inFlight;
    for (const c of this.pending.values()) total += c.carts + c.checkouts;
    return total;
  }

  /**
   * Writes every event counted so far in one statement; resolves when they are in the database
   * (waits for a flush already running first). On a database error the counts go back to the
   * pending batch, to be retried, and the error is logged (never thrown).
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    this.flushing = this.write().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch.values()];
    this.inFlight = rows.reduce((n, c) => n + c.carts + c.checkouts, 0);
    try {
      await hotQuery(this.dataSource, 'store_funnel_flush', FLUSH_SQL, [
        rows.map((c) => c.storeId),
        rows.map((c) => c.day),
        rows.map((c) => c.carts),
        rows.map((c) => c.checkouts),
      ]);
    } catch (error) {
      this.logger.error(
        `writing ${this.inFlight} funnel events failed, retrying in ${this.intervalMs} ms: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const [key, c] of batch) {
        const current = this.pending.get(key);
        if (current) {
          current.carts += c.carts;
          current.checkouts += c.checkouts;
        } else this.pending.set(key, c);
      }
    } finally {
      this.inFlight = 0;
    }
  }

  /**
   * Shutdown (SIGTERM drain, then `app.close()`): the HTTP server is closed by now, so no event
   * can arrive; writes what is left, retrying a failed write up to 3 times.
   */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    for (let attempt = 0; attempt < 4 && this.unwritten() > 0; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 250));
      await this.flush();
    }
    const lost = this.unwritten();
    if (lost > 0) this.logger.error(`${lost} funnel events could not be written at shutdown`);
  }
}
