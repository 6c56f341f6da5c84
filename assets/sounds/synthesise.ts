// Synthesises the roulette announcement chimes as small WAV files (no download exists here, and
// none is needed): `node assets/sounds/synthesise.ts` rewrites them. Deterministic: the same bytes
// every run. 16-bit mono PCM at 22 050 Hz; each tone is a sum of decaying partials (a bell).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;

/** One bell tone: frequency (Hz), start (s), length (s), loudness 0–1. */
interface Tone {
  readonly hz: number;
  readonly at: number;
  readonly length: number;
  readonly gain: number;
}

/** The samples of `tones` mixed, in [-1, 1]. */
function render(tones: readonly Tone[]): Float64Array {
  const end = Math.max(...tones.map((t) => t.at + t.length));
  const out = new Float64Array(Math.ceil(end * RATE));
  for (const t of tones) {
    const start = Math.round(t.at * RATE);
    const n = Math.round(t.length * RATE);
    for (let i = 0; i < n && start + i < out.length; i++) {
      const s = i / RATE;
      const attack = Math.min(1, s / 0.005);
      const decay = Math.exp((-4 * s) / t.length);
      // A bell: the fundamental and two inharmonic partials, the upper ones dying faster.
      const v =
        Math.sin(2 * Math.PI * t.hz * s) +
        0.4 * Math.sin(2 * Math.PI * t.hz * 2.76 * s) * Math.exp(-6 * s) +
        0.2 * Math.sin(2 * Math.PI * t.hz * 5.4 * s) * Math.exp(-10 * s);
      out[start + i] = (out[start + i] ?? 0) + (t.gain * attack * decay * v) / 1.6;
    }
  }
  return out;
}

/** A RIFF/WAVE file of `samples` (clipped to [-1, 1]). */
function wav(samples: Float64Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The three chimes: rising for "faites vos jeux", falling for "rien ne va plus", a bell for the number. */
export const CHIMES: Readonly<Record<string, readonly Tone[]>> = {
  'faites-vos-jeux': [
    { hz: 523.25, at: 0, length: 0.5, gain: 0.7 },
    { hz: 659.25, at: 0.16, length: 0.5, gain: 0.7 },
    { hz: 783.99, at: 0.32, length: 0.7, gain: 0.7 },
  ],
  'rien-ne-va-plus': [
    { hz: 783.99, at: 0, length: 0.5, gain: 0.7 },
    { hz: 587.33, at: 0.18, length: 0.5, gain: 0.7 },
    { hz: 392.0, at: 0.36, length: 0.8, gain: 0.75 },
  ],
  resultat: [
    { hz: 880, at: 0, length: 1.0, gain: 0.6 },
    { hz: 1318.5, at: 0.05, length: 0.9, gain: 0.35 },
  ],
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, tones] of Object.entries(CHIMES)) {
    const file = fileURLToPath(new URL(`./${name}.wav`, import.meta.url));
    writeFileSync(file, wav(render(tones)));
    process.stdout.write(`${name}.wav\n`);
  }
}
