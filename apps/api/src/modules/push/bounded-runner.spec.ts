import { BoundedRunner, LaneRunner } from './bounded-runner';

/** A job that runs until `release()` is called. */
function stalled(): { job: () => Promise<void>; release: () => void } {
  let release = (): void => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { job: () => done, release };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedRunner', () => {
  it('runs at most `concurrency` jobs, queues at most `maxQueued`, refuses the rest', async () => {
    const runner = new BoundedRunner(2, 1);
    const a = stalled();
    const b = stalled();
    const ran: string[] = [];
    expect(runner.run(a.job)).toBe(true);
    expect(runner.run(b.job)).toBe(true);
    expect(runner.run(async () => void ran.push('queued'))).toBe(true);
    expect(runner.run(async () => void ran.push('refused'))).toBe(false);
    await flush();
    expect(ran).toEqual([]);
    a.release();
    await flush();
    expect(ran).toEqual(['queued']);
    b.release();
    await runner.idle();
    expect(runner.isIdle).toBe(true);
  });
});

describe('LaneRunner: one lane per push service', () => {
  it('a lane whose jobs never end does not delay another lane', async () => {
    const runner = new LaneRunner(2, 100);
    const dead = Array.from({ length: 50 }, () => stalled());
    for (const d of dead) expect(runner.run('https://dead.example', d.job)).toBe(true);
    const delivered: string[] = [];
    runner.run('https://fcm.googleapis.com', async () => void delivered.push('healthy'));
    await flush();
    expect(delivered).toEqual(['healthy']);
    expect(runner.size).toBe(1); // the healthy lane is forgotten once idle
    for (const d of dead) d.release();
    await runner.idle();
    expect(runner.size).toBe(0);
  });

  it('each lane has its own queue bound: a full lane refuses, another still takes', () => {
    const runner = new LaneRunner(1, 1);
    expect(runner.run('a', stalled().job)).toBe(true);
    expect(runner.run('a', stalled().job)).toBe(true);
    expect(runner.run('a', stalled().job)).toBe(false);
    expect(runner.run('b', stalled().job)).toBe(true);
  });
});
