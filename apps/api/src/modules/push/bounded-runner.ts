/**
 * Runs background jobs at most `concurrency` at a time, keeping at most `maxQueued` waiting:
 * a job offered past that is refused (`run` returns false) instead of growing memory without
 * bound when a push service stalls. `idle()` resolves once nothing runs or waits.
 */
export class BoundedRunner {
  private running = 0;
  private readonly queue: (() => Promise<void>)[] = [];
  private readonly idleWaiters: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  /** Starts `job` now or queues it; false when the queue is full (the job is dropped). */
  run(job: () => Promise<void>): boolean {
    if (this.running < this.concurrency) {
      this.start(job);
      return true;
    }
    if (this.queue.length >= this.maxQueued) return false;
    this.queue.push(job);
    return true;
  }

  /** Whether no job runs or waits. */
  get isIdle(): boolean {
    return this.running === 0 && this.queue.length === 0;
  }

  /** Resolves when no job runs or waits. */
  idle(): Promise<void> {
    if (this.isIdle) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private start(job: () => Promise<void>): void {
    this.running++;
    void job()
      .catch(() => undefined)
      .finally(() => {
        this.running--;
        const next = this.queue.shift();
        if (next) this.start(next);
        else if (this.running === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
  }
}

/**
 * One `BoundedRunner` per lane (e.g. per push service): each lane runs at most `concurrency` jobs
 * and queues at most `maxQueued`, so a lane whose jobs stall (a push service that never answers)
 * never delays another lane's. A lane is forgotten once idle.
 */
export class LaneRunner {
  private readonly lanes = new Map<string, BoundedRunner>();

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  /** Starts `job` now or queues it in `lane`; false when that lane's queue is full. */
  run(lane: string, job: () => Promise<void>): boolean {
    const runner = this.lanes.get(lane);
    if (runner) return runner.run(job);
    const created = new BoundedRunner(this.concurrency, this.maxQueued);
    this.lanes.set(lane, created);
    const queued = created.run(job);
    void created.idle().then(() => {
      if (this.lanes.get(lane) === created) this.lanes.delete(lane);
    });
    return queued;
  }

  /** Lanes with jobs running or waiting. */
  get size(): number {
    return this.lanes.size;
  }

  /** Resolves when no job runs or waits in any lane. */
  async idle(): Promise<void> {
    while (this.lanes.size > 0) await Promise.all([...this.lanes.values()].map((r) => r.idle()));
  }
}
