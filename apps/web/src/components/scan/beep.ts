/**
 * Short tones for the gate: a high blip for a recorded check-in, two low buzzes for a refusal.
 * Browsers only let sound start after a user gesture, so `primeBeeps` runs on a click first.
 */
let audioContext: AudioContext | undefined;

export function primeBeeps(): void {
  try {
    audioContext ??= new AudioContext();
    void audioContext.resume();
  } catch {
    // No Web Audio here: the on-screen list still says what happened.
  }
}

function tone(context: AudioContext, start: number, frequency: number, seconds: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = frequency > 500 ? 'sine' : 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.02);
}

export function beep(kind: 'success' | 'error'): void {
  const context = audioContext;
  if (!context) return;
  try {
    const now = context.currentTime;
    if (kind === 'success') {
      tone(context, now, 1320, 0.12);
    } else {
      tone(context, now, 220, 0.16);
      tone(context, now + 0.22, 220, 0.16);
    }
  } catch {
    // A failed beep must never break scanning.
  }
}
