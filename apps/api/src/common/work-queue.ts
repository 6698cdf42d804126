/**
 * A per-process bound on costly work (image decoding, preview rendering): at most `concurrency`
 * tasks run at a time, the others wait in arrival order. The bound is what keeps memory flat
 * under a burst: each task may hold tens of MB while it runs, and waiting costs only a closure.
 * (p-limit does the same but is ESM-only, which the API's CommonJS build and jest cannot load.)
 */
export class WorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  /** @throws RangeError unless `concurrency` is a positive integer. */
  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    }
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Runs `task` once a place is free and answers (or throws) what it does; the place is freed
   * however the task ends.
   */
  async run<T>(task: () => Promise<T> | T): Promise<T> {
    if (this.active < this.concurrency) this.active += 1;
    // The finishing task hands its place over directly (`active` is not decremented), so a
    // newcomer can never slip in between.
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
