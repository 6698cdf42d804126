import { WorkQueue } from './work-queue';

/** A task the test finishes by hand, recording how many tasks were running when it started. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // A task may fail before it starts: its rejection is seen when the task awaits it.
  done.catch(() => undefined);
  return { done, finish, fail };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('WorkQueue', () => {
  it.each([1, 2, 3])('never runs more than %i task(s) at a time, in arrival order', async (n) => {
    const queue = new WorkQueue(n);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 10 }, () => deferred());
    const results = tasks.map((task, i) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(i);
        try {
          await task.done;
          return i * 10;
        } finally {
          running -= 1;
        }
      }),
    );
    const settledAll = Promise.allSettled(results);
    await tick();
    expect(started).toHaveLength(n);
    expect([queue.running, queue.waiting]).toEqual([n, 10 - n]);
    // Finish them out of order, some failing: the bound holds and every answer is its own.
    const order = [3, 0, 9, 1, 2, 8, 4, 7, 5, 6];
    for (const i of order) {
      if (i % 4 === 0) tasks[i].fail(new Error(`falhou ${i}`));
      else tasks[i].finish();
      await tick();
      expect(running).toBeLessThanOrEqual(n);
    }
    const settled = await settledAll;
    settled.forEach((s, i) => {
      if (i % 4 === 0) expect(s).toEqual({ status: 'rejected', reason: new Error(`falhou ${i}`) });
      else expect(s).toEqual({ status: 'fulfilled', value: i * 10 });
    });
    expect(most).toBe(n);
    expect(started).toEqual([...started].sort((a, b) => a - b));
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('a task that throws synchronously frees its place', async () => {
    const queue = new WorkQueue(1);
    await expect(
      queue.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
    expect(queue.running).toBe(0);
  });

  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => new WorkQueue(0)).toThrow(RangeError);
    expect(() => new WorkQueue(1.5)).toThrow(RangeError);
  });
});
