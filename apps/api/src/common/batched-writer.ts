import type { Logger, OnApplicationShutdown } from '@nestjs/common';

/** How many times shutdown tries to write what is left (the first try, then 3 retries). */
const SHUTDOWN_ATTEMPTS = 4;
/** Pause between shutdown tries (ms). */
const SHUTDOWN_RETRY_MS = 250;

/**
 * Counts kept in memory and written to the database in batches (the access counter and
 * the funnel, docs/adr/0023-batched-counters-for-views-and-funnel-events.md): what `record`-like methods of a subclass put in `pending` is handed to
 * `writeBatch` every `intervalMs` and on `flush()`, ONE batch at a time. When a write fails the
 * error is logged (never thrown) and the batch goes back into `pending` (`putBack`) for the next
 * flush. On shutdown (Nest calls `onApplicationShutdown` after the HTTP server has closed, so
 * nothing more can be counted) what is left is written, retried up to 3 times; what still cannot
 * be written is logged as lost. A SIGKILL or crash loses at most the last interval's counts.
 *
 * @typeParam Batch the subclass's pending counts (a Map, most often), replaced by `emptyBatch()`
 *   when a write starts.
 */
export abstract class BatchedWriter<
  Batch extends { size: number },
> implements OnApplicationShutdown {
  /** Counts recorded and not yet handed to a write. */
  protected pending: Batch;
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  /**
   * @param logger where write failures and shutdown losses go
   * @param intervalMs time between flushes (ms; ACCESS_FLUSH_INTERVAL_MS)
   * @param what the counted things in log lines, plural ("catalogue views")
   */
  protected constructor(
    protected readonly logger: Logger,
    protected readonly intervalMs: number,
    private readonly what: string,
  ) {
    this.pending = this.emptyBatch();
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** A batch with nothing in it. */
  protected abstract emptyBatch(): Batch;

  /** How many things a batch counts (log lines). */
  protected abstract countOf(batch: Batch): number;

  /** Writes a batch in one statement; throws on a database error. */
  protected abstract writeBatch(batch: Batch): Promise<void>;

  /** Merges a batch that could not be written back into `pending`. */
  protected abstract putBack(batch: Batch): void;

  /** Runs after every write, failed or not (after a failed batch is put back). */
  protected afterWrite(): void {}

  /** Number of things recorded and not yet written, in flight included (tests, shutdown log). */
  abstract unwritten(): number;

  /**
   * Writes everything recorded so far; resolves when it is in the database (waits for a write
   * already running first). A failed write is logged and kept for the next flush, never thrown.
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
    this.pending = this.emptyBatch();
    try {
      await this.writeBatch(batch);
    } catch (error) {
      this.logger.error(
        `writing ${this.countOf(batch)} ${this.what} failed, retrying in ${this.intervalMs} ms: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.putBack(batch);
    } finally {
      this.afterWrite();
    }
  }

  /** Shutdown: writes what is left, retrying a failed write up to 3 times. */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    for (let attempt = 0; attempt < SHUTDOWN_ATTEMPTS && this.unwritten() > 0; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, SHUTDOWN_RETRY_MS));
      await this.flush();
    }
    const lost = this.unwritten();
    if (lost > 0) this.logger.error(`${lost} ${this.what} could not be written at shutdown`);
  }
}
