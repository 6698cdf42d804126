/**
 * The new-order alarm of the open panel (docs/API.md §8 "Seller alerts"): pure logic with an
 * injected clock, so tests drive it with a fake one.
 *
 * Each new order rings at once. With `until_accepted` the sound repeats every `intervalMs`
 * while at least one rung order is neither opened nor confirmed (`acknowledge`); with `once` it
 * rings once per order. When the browser blocks audio until a gesture (`play` answers
 * `'blocked'`), the loop remembers it (`needsGesture`, the panel shows "Toque para ativar o som
 * dos pedidos") and `unlock()` — called from the seller's first tap — plays the pending sound.
 */
import type { AlertSoundMode } from '@catalogo/contracts/core';

/** What one attempt to play did: played, blocked until a gesture, or no audio at all. */
export type PlayResult = 'played' | 'blocked' | 'unavailable';

/** The timers the loop uses (window's, or a fake one in tests). */
export interface AlarmClock {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface AlarmLoopOptions {
  /** Plays the chime once. */
  play: () => PlayResult;
  /** Lets the audio start (called inside the seller's gesture, before playing). */
  resume?: () => void;
  /** Current mode (read at each ring: the setting may change while the panel is open). */
  mode: () => AlertSoundMode;
  /** Current mute choice of this device: a muted panel never plays (orders still count). */
  muted?: () => boolean;
  clock?: AlarmClock;
  /** Pause between two rings in `until_accepted` mode, in ms. */
  intervalMs?: number;
  /** Called whenever `pending` or `needsGesture` change (the panel re-renders). */
  onChange?: () => void;
}

/** Default pause between rings: 5 s (loud enough to notice, not constant noise). */
export const ALARM_INTERVAL_MS = 5_000;

export interface AlarmLoop {
  /** A new order arrived (a second call for the same order is ignored). */
  ring(orderId: string): void;
  /** The order was opened or confirmed: it stops ringing. */
  acknowledge(orderId: string): void;
  /** Orders still ringing (until_accepted) — unseen orders. */
  readonly pending: ReadonlySet<string>;
  /** The last attempt was blocked by the browser: ask for a tap. */
  readonly needsGesture: boolean;
  /** The browser will block audio until a gesture (found at start): ask for a tap. */
  markBlocked(): void;
  /** The seller tapped (a user gesture): plays now if something is pending or was blocked. */
  unlock(): void;
  /** Stops the timer (the panel closes). */
  dispose(): void;
}

const windowClock: AlarmClock = {
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

/** Creates the alarm (see the module's comment). */
export function createAlarmLoop(options: AlarmLoopOptions): AlarmLoop {
  const clock = options.clock ?? windowClock;
  const intervalMs = options.intervalMs ?? ALARM_INTERVAL_MS;
  const pending = new Set<string>();
  const seen = new Set<string>();
  let timer: unknown;
  let needsGesture = false;
  let blockedRing = false;

  const changed = () => options.onChange?.();

  const attempt = (): void => {
    if (options.muted?.()) return;
    const result = options.play();
    const blocked = result === 'blocked';
    blockedRing = blocked;
    if (blocked !== needsGesture) {
      needsGesture = blocked;
      changed();
    }
  };

  const stopTimer = (): void => {
    if (timer === undefined) return;
    clock.clearInterval(timer);
    timer = undefined;
  };

  const syncTimer = (): void => {
    const repeat = options.mode() === 'until_accepted' && pending.size > 0;
    if (!repeat) return stopTimer();
    timer ??= clock.setInterval(() => {
      if (options.mode() !== 'until_accepted' || pending.size === 0) return stopTimer();
      attempt();
    }, intervalMs);
  };

  return {
    ring(orderId) {
      if (seen.has(orderId)) return;
      seen.add(orderId);
      if (options.mode() === 'until_accepted') pending.add(orderId);
      attempt();
      syncTimer();
      changed();
    },
    acknowledge(orderId) {
      seen.add(orderId);
      if (!pending.delete(orderId)) return;
      syncTimer();
      changed();
    },
    get pending() {
      return pending;
    },
    get needsGesture() {
      return needsGesture;
    },
    markBlocked() {
      if (needsGesture) return;
      needsGesture = true;
      changed();
    },
    unlock() {
      if (!needsGesture && !blockedRing) return;
      options.resume?.();
      if (pending.size > 0 || blockedRing) return attempt();
      needsGesture = false;
      changed();
    },
    dispose() {
      stopTimer();
    },
  };
}
