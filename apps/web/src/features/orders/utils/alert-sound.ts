/**
 * The new-order sound: a short two-note chime made with WebAudio (no audio file to
 * download), and the seller's mute choice, kept in localStorage on this device. How often it
 * rings is the alarm loop's business (alarm-loop.ts).
 */
import type { PlayResult } from './alarm-loop';

const MUTED_KEY = 'catalogo:pedidos:som-desligado';

let context: AudioContext | undefined;

/** The page's one AudioContext (created on first use), or undefined without WebAudio. */
function audioContext(): AudioContext | undefined {
  if (context) return context;
  const AudioCtor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioCtor) return undefined;
  context = new AudioCtor();
  return context;
}

/**
 * True when the browser will not play sound until the seller taps the page (autoplay policy
 * after a reload: the AudioContext starts suspended). False without WebAudio.
 */
export function audioNeedsGesture(): boolean {
  try {
    return audioContext()?.state === 'suspended';
  } catch {
    return false;
  }
}

/** Lets the sound start: call it inside a user gesture (a tap), before playing. */
export function resumeAudio(): void {
  try {
    const ctx = audioContext();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    /* no audio */
  }
}

/**
 * Plays the chime (about 0.4 s). Answers `'blocked'` (and plays nothing, so chimes do not pile
 * up for later) while the browser blocks audio before the first user gesture, `'unavailable'`
 * without WebAudio.
 */
export function playNewOrderSound(): PlayResult {
  try {
    const ctx = audioContext();
    if (!ctx) return 'unavailable';
    if (ctx.state === 'suspended') {
      void ctx.resume().catch(() => undefined);
      // resume() inside a gesture takes effect at once; outside one the context stays suspended.
      if ((ctx.state as AudioContextState) === 'suspended') return 'blocked';
    }
    const start = ctx.currentTime;
    // E6 then A6 (Hz), 0.18 s each, with a quick fade so it does not click.
    [1318.5, 1760].forEach((frequency, index) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + index * 0.18;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.22);
    });
    return 'played';
  } catch {
    /* no audio: the toast and the tab title still announce the order */
    return 'unavailable';
  }
}

/** True when the seller muted the new-order sound on this device. */
export function isSoundMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(MUTED_KEY, '1');
    else window.localStorage.removeItem(MUTED_KEY);
  } catch {
    /* storage blocked: the choice lasts for this visit */
  }
}
