// `npm run bench -- evaluator`: seven-card evaluations per second, ours against the `phe` package
// on the same hands in the same run (issue 4: at least 2×). Both get seven card codes as
// arguments (phe uses the same 0…51 coding), so neither pays for parsing.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { createRng, seededSource, shuffle } from '../games/rng.ts';
import { evaluate7 } from '../games/poker/evaluator.ts';

type Eval7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
const require = createRequire(import.meta.url);
const pheEvaluate7 = require('phe/lib/evaluator7.js') as Eval7;

const HANDS = 1_000_000;
const ROUNDS = 5;
const rng = createRng(seededSource(20261129));
const deck = Array.from({ length: 52 }, (_, i) => i);
const hands = new Int32Array(HANDS * 7);
for (let h = 0; h < HANDS; h++) hands.set(shuffle(rng, deck).slice(0, 7), h * 7);

/** Runs one evaluator over every hand; returns a checksum so the work cannot be skipped. */
function pass(evaluate: Eval7): number {
  let check = 0;
  for (let i = 0; i < hands.length; i += 7) {
    check += evaluate(
      hands[i] as number,
      hands[i + 1] as number,
      hands[i + 2] as number,
      hands[i + 3] as number,
      hands[i + 4] as number,
      hands[i + 5] as number,
      hands[i + 6] as number,
    );
  }
  return check;
}

/** Best of ROUNDS timed passes, in hands per second. */
function measure(evaluate: Eval7): number {
  let best = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    pass(evaluate);
    best = Math.min(best, performance.now() - t0);
  }
  return HANDS / (best / 1000);
}

// Warm both up and interleave the runs so that neither gets a quieter moment on 2 shared cores.
pass(evaluate7);
pass(pheEvaluate7);
const ours: number[] = [];
const theirs: number[] = [];
for (let i = 0; i < 3; i++) {
  ours.push(measure(evaluate7));
  theirs.push(measure(pheEvaluate7));
}
const oursBest = Math.max(...ours);
const pheBest = Math.max(...theirs);
const fmt = (x: number): string => `${(x / 1e6).toFixed(1)} M hands/s`;
process.stdout.write(`hands: ${HANDS} random seven-card hands, best of ${ROUNDS * 3} passes each\n`);
process.stdout.write(`tapis evaluate7: ${fmt(oursBest)}\n`);
process.stdout.write(`phe evaluate7:   ${fmt(pheBest)}\n`);
process.stdout.write(`ratio tapis / phe: ${(oursBest / pheBest).toFixed(2)} (target ≥ 2)\n`);
