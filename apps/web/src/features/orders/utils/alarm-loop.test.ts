import { describe, expect, it } from 'vitest';
import type { AlertSoundMode } from '@catalogo/contracts/core';
import { createAlarmLoop, type AlarmClock, type PlayResult } from './alarm-loop';

/** A clock whose time moves only when the test says so. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; every: number; run: () => void }>();
  const clock: AlarmClock = {
    setInterval: (run, every) => {
      const id = next++;
      timers.set(id, { at: now + every, every, run });
      return id;
    },
    clearInterval: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      now = due[1].at;
      due[1].at += due[1].every;
      due[1].run();
    }
    now = end;
  };
  return { clock, advance, active: () => timers.size };
}

function setup(mode: AlertSoundMode = 'until_accepted', result: () => PlayResult = () => 'played') {
  const time = fakeClock();
  const plays: PlayResult[] = [];
  let changes = 0;
  let currentMode = mode;
  let muted = false;
  const loop = createAlarmLoop({
    play: () => {
      const r = result();
      plays.push(r);
      return r;
    },
    mode: () => currentMode,
    muted: () => muted,
    clock: time.clock,
    intervalMs: 5_000,
    onChange: () => changes++,
  });
  return {
    loop,
    time,
    plays,
    changes: () => changes,
    setMode: (m: AlertSoundMode) => (currentMode = m),
    mute: (m: boolean) => (muted = m),
  };
}

describe('alarm loop', () => {
  it('rings at once and every 5 s until the order is opened (tocar até aceitar)', () => {
    const { loop, time, plays } = setup();
    loop.ring('a');
    expect(plays).toHaveLength(1);
    time.advance(4_999);
    expect(plays).toHaveLength(1);
    time.advance(1);
    expect(plays).toHaveLength(2);
    time.advance(20_000);
    expect(plays).toHaveLength(6);
    expect([...loop.pending]).toEqual(['a']);
    loop.acknowledge('a');
    time.advance(60_000);
    expect(plays).toHaveLength(6);
    expect(loop.pending.size).toBe(0);
    expect(time.active()).toBe(0);
  });

  it('keeps ringing while any order is unseen, and one timer for several orders', () => {
    const { loop, time, plays } = setup();
    loop.ring('a');
    time.advance(2_000);
    loop.ring('b');
    expect(plays).toHaveLength(2);
    expect(time.active()).toBe(1);
    loop.acknowledge('a');
    time.advance(3_000);
    expect(plays).toHaveLength(3);
    loop.acknowledge('b');
    time.advance(30_000);
    expect(plays).toHaveLength(3);
  });

  it('rings once per order with "tocar uma vez", and never twice for a replayed order', () => {
    const { loop, time, plays } = setup('once');
    loop.ring('a');
    loop.ring('a');
    time.advance(60_000);
    expect(plays).toHaveLength(1);
    expect(loop.pending.size).toBe(0);
    loop.ring('b');
    expect(plays).toHaveLength(2);
  });

  it('an order opened before it arrives on the stream (another tab) does not ring again', () => {
    const { loop, plays } = setup();
    loop.ring('a');
    loop.acknowledge('a');
    loop.ring('a');
    expect(plays).toHaveLength(1);
    expect(loop.pending.size).toBe(0);
  });

  it('stops repeating when the setting changes to "tocar uma vez"', () => {
    const { loop, time, plays, setMode } = setup();
    loop.ring('a');
    setMode('once');
    time.advance(30_000);
    expect(plays).toHaveLength(1);
    expect(time.active()).toBe(0);
  });

  it('a muted panel plays nothing but still counts the unseen orders', () => {
    const { loop, time, plays, mute } = setup();
    mute(true);
    loop.ring('a');
    time.advance(20_000);
    expect(plays).toHaveLength(0);
    expect(loop.pending.size).toBe(1);
    mute(false);
    time.advance(5_000);
    expect(plays).toHaveLength(1);
  });

  it('asks for a tap when the browser blocks audio, and plays on the first tap', () => {
    let blocked = true;
    const { loop, time, plays, changes } = setup('until_accepted', () =>
      blocked ? 'blocked' : 'played',
    );
    expect(loop.needsGesture).toBe(false);
    loop.ring('a');
    expect(loop.needsGesture).toBe(true);
    const before = changes();
    blocked = false;
    loop.unlock();
    expect(plays.at(-1)).toBe('played');
    expect(loop.needsGesture).toBe(false);
    expect(changes()).toBeGreaterThan(before);
    time.advance(5_000);
    expect(plays.at(-1)).toBe('played');
  });

  it('after a reload with audio blocked, the first tap only clears the request', () => {
    const { loop, plays } = setup();
    loop.markBlocked();
    expect(loop.needsGesture).toBe(true);
    loop.unlock();
    expect(loop.needsGesture).toBe(false);
    expect(plays).toHaveLength(0);
  });

  it('dispose stops the timer', () => {
    const { loop, time, plays } = setup();
    loop.ring('a');
    loop.dispose();
    time.advance(30_000);
    expect(plays).toHaveLength(1);
  });
});
