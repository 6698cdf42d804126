import { Logger } from '@nestjs/common';
import { BatchedWriter } from './batched-writer';

/**
 * A counter by key whose writes go to `written` (the "database"), failing while `failures` > 0,
 * and resolving when the test lets them (`hold`), to observe writes in flight.
 */
class KeyCounter extends BatchedWriter<Map<string, number>> {
  written = new Map<string, number>();
  writes: string[][] = [];
  failures = 0;
  hold: Promise<void> | null = null;
  private inFlight = 0;
  readonly errors: string[] = [];

  constructor() {
    const logger = new Logger('KeyCounter');
    super(logger, 3_600_000, 'things');
    jest.spyOn(logger, 'error').mockImplementation((message: unknown) => {
      this.errors.push(String(message));
    });
  }

  record(key: string): void {
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  unwritten(): number {
    return this.inFlight + this.countOf(this.pending);
  }

  protected emptyBatch(): Map<string, number> {
    return new Map();
  }

  protected countOf(batch: Map<string, number>): number {
    let n = 0;
    for (const v of batch.values()) n += v;
    return n;
  }

  protected async writeBatch(batch: Map<string, number>): Promise<void> {
    this.inFlight = this.countOf(batch);
    this.writes.push([...batch.keys()]);
    if (this.hold) await this.hold;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('connection terminated');
    }
    for (const [k, v] of batch) this.written.set(k, (this.written.get(k) ?? 0) + v);
  }

  protected override afterWrite(): void {
    this.inFlight = 0;
  }

  protected putBack(batch: Map<string, number>): void {
    for (const [k, v] of batch) this.pending.set(k, (this.pending.get(k) ?? 0) + v);
  }
}

describe('BatchedWriter', () => {
  it('puts a failed batch back, merged with what came meanwhile, and writes it on the next flush', async () => {
    const c = new KeyCounter();
    c.record('a');
    c.record('a');
    c.failures = 1;
    let release!: () => void;
    c.hold = new Promise((r) => (release = r));
    const first = c.flush();
    c.record('a'); // counted while the failing write is in flight
    c.record('b');
    expect(c.unwritten()).toBe(4);
    release();
    await first;
    expect(c.written.size).toBe(0);
    expect(c.unwritten()).toBe(4);
    expect(c.errors).toEqual([
      'writing 2 things failed, retrying in 3600000 ms: connection terminated',
    ]);
    c.hold = null;
    await c.flush();
    expect(Object.fromEntries(c.written)).toEqual({ a: 3, b: 1 });
    expect(c.unwritten()).toBe(0);
    await c.onApplicationShutdown();
  });

  it('runs one write at a time: a flush during a write waits for it, then writes the rest', async () => {
    const c = new KeyCounter();
    c.record('a');
    let release!: () => void;
    c.hold = new Promise((r) => (release = r));
    const first = c.flush();
    c.record('b');
    const second = c.flush();
    await Promise.resolve();
    expect(c.writes).toEqual([['a']]);
    c.hold = null;
    release();
    await Promise.all([first, second]);
    expect(c.writes).toEqual([['a'], ['b']]);
    expect(Object.fromEntries(c.written)).toEqual({ a: 1, b: 1 });
    await c.onApplicationShutdown();
  });

  it('retries at shutdown up to 3 times, then logs what is lost', async () => {
    const kept = new KeyCounter();
    kept.record('a');
    kept.failures = 3;
    await kept.onApplicationShutdown();
    expect(Object.fromEntries(kept.written)).toEqual({ a: 1 });

    const lost = new KeyCounter();
    lost.record('a');
    lost.record('b');
    lost.failures = 4;
    await lost.onApplicationShutdown();
    expect(lost.written.size).toBe(0);
    expect(lost.writes).toHaveLength(4);
    expect(lost.errors.at(-1)).toBe('2 things could not be written at shutdown');
  });
});
