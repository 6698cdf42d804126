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

  /** Resolves when no job runs or waits. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
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
