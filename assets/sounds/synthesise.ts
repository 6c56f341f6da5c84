// Synthesises each game's announcement chimes as small WAV files (no download exists here, and
// none is needed): `node assets/sounds/synthesise.ts` rewrites assets/sounds/<game>/*.wav, one
// sound bundle per game screen (issue 11 §2). Deterministic: the same bytes every run. 16-bit mono
// PCM at 22 050 Hz; each tone is a sum of decaying partials (a bell).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;

/** One bell tone: frequency (Hz), start (s), length (s), loudness 0–1. */
export interface Tone {
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

/** One game's three chimes: "faites vos jeux", "rien ne va plus", the result. */
type ChimeSet = Readonly<Record<'faites-vos-jeux' | 'rien-ne-va-plus' | 'resultat', readonly Tone[]>>;

/** A run of `count` short ticks from `at`, `gap` apart, slowing by `slow` each (a wheel's clapper). */
function ticks(hz: number, at: number, count: number, gap: number, slow: number): Tone[] {
  const out: Tone[] = [];
  let t = at;
  for (let i = 0; i < count; i++) {
    out.push({ hz, at: t, length: 0.06, gain: 0.55 });
    t += gap + i * slow;
  }
  return out;
}

/**
 * Each game's chimes. Roulette's: rising for "faites vos jeux", falling for "rien ne va plus", a
 * bell for the number. Boule's are lower and drier (the bowl's wooden ring), vingt-trois's a
 * fourth higher on a minor third, and the wheel of fortune's "rien ne va plus" is its clapper
 * ticking on the pegs as the wheel slows, its result a fanfare.
 */
export const CHIMES: Readonly<Record<'roulette' | 'boule' | 'vingt-trois' | 'wheel-of-fortune', ChimeSet>> = {
  roulette: {
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
  },
  boule: {
    'faites-vos-jeux': [
      { hz: 392.0, at: 0, length: 0.3, gain: 0.75 },
      { hz: 392.0, at: 0.2, length: 0.3, gain: 0.75 },
      { hz: 523.25, at: 0.4, length: 0.5, gain: 0.75 },
    ],
    'rien-ne-va-plus': [
      { hz: 523.25, at: 0, length: 0.3, gain: 0.75 },
      { hz: 392.0, at: 0.2, length: 0.3, gain: 0.75 },
      { hz: 261.63, at: 0.4, length: 0.6, gain: 0.8 },
    ],
    resultat: [
      { hz: 659.25, at: 0, length: 0.7, gain: 0.6 },
      { hz: 523.25, at: 0.12, length: 0.8, gain: 0.5 },
    ],
  },
  'vingt-trois': {
    'faites-vos-jeux': [
      { hz: 698.46, at: 0, length: 0.45, gain: 0.65 },
      { hz: 830.61, at: 0.14, length: 0.45, gain: 0.65 },
      { hz: 1046.5, at: 0.28, length: 0.6, gain: 0.65 },
    ],
    'rien-ne-va-plus': [
      { hz: 1046.5, at: 0, length: 0.45, gain: 0.65 },
      { hz: 830.61, at: 0.14, length: 0.45, gain: 0.65 },
      { hz: 698.46, at: 0.28, length: 0.7, gain: 0.7 },
    ],
    resultat: [
      { hz: 1174.66, at: 0, length: 0.9, gain: 0.55 },
      { hz: 1396.91, at: 0.1, length: 0.8, gain: 0.35 },
    ],
  },
  'wheel-of-fortune': {
    'faites-vos-jeux': [
      { hz: 587.33, at: 0, length: 0.35, gain: 0.65 },
      { hz: 739.99, at: 0.12, length: 0.35, gain: 0.65 },
      { hz: 880.0, at: 0.24, length: 0.35, gain: 0.65 },
      { hz: 1174.66, at: 0.36, length: 0.6, gain: 0.65 },
    ],
    'rien-ne-va-plus': ticks(1760, 0, 10, 0.06, 0.012),
    resultat: [
      { hz: 523.25, at: 0, length: 0.3, gain: 0.6 },
      { hz: 659.25, at: 0.1, length: 0.3, gain: 0.6 },
      { hz: 783.99, at: 0.2, length: 0.3, gain: 0.6 },
      { hz: 1046.5, at: 0.3, length: 0.9, gain: 0.7 },
      { hz: 1318.5, at: 0.3, length: 0.9, gain: 0.4 },
    ],
  },
};

/** The bytes of a chime's WAV file, as this script writes it. */
export function chimeFile(tones: readonly Tone[]): Buffer {
  return wav(render(tones));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [game, chimes] of Object.entries(CHIMES)) {
    mkdirSync(fileURLToPath(new URL(`./${game}/`, import.meta.url)), { recursive: true });
    for (const [name, tones] of Object.entries(chimes)) {
      const file = fileURLToPath(new URL(`./${game}/${name}.wav`, import.meta.url));
      writeFileSync(file, chimeFile(tones));
      process.stdout.write(`${game}/${name}.wav\n`);
    }
  }
}
