/**
 * The new-order sound (issue 14): a short two-note chime made with WebAudio (no audio file to
 * download), and the seller's mute choice, kept in localStorage on this device.
 */

const MUTED_KEY = 'catalogo:pedidos:som-desligado';

let context: AudioContext | undefined;

/**
 * Plays the chime (about 0.4 s). Silently does nothing where WebAudio is missing or the browser
 * blocks audio before the first user gesture.
 */
export function playNewOrderSound(): void {
  try {
    const AudioCtor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtor) return;
    context ??= new AudioCtor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
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
  } catch {
    /* no audio: the toast and the tab title still announce the order */
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
