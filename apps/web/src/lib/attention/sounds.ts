// The table's two sounds, synthesized with WebAudio (no sound files to download): a soft click
// of a tile laid on wood, and a two-note chime for "your turn". The audio context is made on
// first use; browsers start it only after a tap, so the switch that turns sound on (a tap)
// makes it, and a page reloaded with sound on resumes it at the player's next tap.

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  try {
    context ??= new AudioContext();
  } catch {
    return null; // no WebAudio here: silence
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Makes (or wakes) the audio context: call from a tap. */
export function unlockAudio(): void {
  audio();
  if (typeof window !== 'undefined')
    window.addEventListener('pointerdown', () => audio(), { once: true, capture: true });
}

/** A tile set down: a 40 ms burst of noise through a band-pass, fading fast. */
export function click(): void {
  const ctx = audio();
  if (!ctx) return;
  const length = Math.floor(ctx.sampleRate * 0.04);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) samples[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 2200;
  band.Q.value = 1.2;
  const gain = ctx.createGain();
  gain.gain.value = 0.5;
  source.connect(band).connect(gain).connect(ctx.destination);
  source.start();
}

/** "Your turn": two soft sine notes a fifth apart (E5, B5), each fading over half a second. */
export function chime(): void {
  const ctx = audio();
  if (!ctx) return;
  [659.25, 987.77].forEach((frequency, i) => {
    const start = ctx.currentTime + i * 0.14;
    const tone = ctx.createOscillator();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.18, start + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.55);
    tone.connect(gain).connect(ctx.destination);
    tone.start(start);
    tone.stop(start + 0.6);
  });
}
