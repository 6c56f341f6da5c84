// `npm run bench -- settle`: one roulette spin settled for 500 stations × 20 bets each (annonces
// included), through the decider's result command. Target (issue 3 §10): median under 5 ms here.
// Baseline, measured in the same run: a bare loop paying the same chips from plain arrays.
import { performance } from 'node:perf_hooks';
import { cents } from '../games/money.ts';
import { createRng, seededSource } from '../games/rng.ts';
import type { RouletteSpot } from '../games/roulette/bets.ts';
import { spotCovers } from '../games/roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../games/roulette/options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../games/roulette/rules.ts';
import { decide } from '../games/wheelRound/decide.ts';
import { evolve } from '../games/wheelRound/evolve.ts';
import { type Command, type TableState, createTable, roundChips } from '../games/wheelRound/state.ts';

const STATIONS = 500;
const BETS = 20;
const RUNS = 101;

const options: RouletteOptions = {
  ...DEFAULT_ROULETTE_OPTIONS,
  jackpot: { variant: 2, split: 'a', contributionBps: 100, resetAmount: cents(100_000) },
};
const menu: RouletteBet[] = [
  { kind: 'spot', spot: { kind: 'plein', number: 17 } },
  { kind: 'spot', spot: { kind: 'cheval', numbers: [0, 3] } },
  { kind: 'spot', spot: { kind: 'carre', numbers: [0, 1, 2, 3] } },
  { kind: 'spot', spot: { kind: 'sixain', numbers: [31, 32, 33, 34, 35, 36] } },
  { kind: 'spot', spot: { kind: 'douzaine', dozen: 3 } },
  { kind: 'spot', spot: { kind: 'deuxColonnes', first: 2 } },
  { kind: 'spot', spot: { kind: 'chance', chance: 'rouge' } },
  { kind: 'annonce', annonce: { kind: 'voisinsDuZero' } },
  { kind: 'annonce', annonce: { kind: 'tiers' } },
  { kind: 'annonce', annonce: { kind: 'orphelins' } },
  { kind: 'annonce', annonce: { kind: 'finalePlein', digit: 4 } },
  { kind: 'annonce', annonce: { kind: 'voisins', number: 26, k: 2 } },
  { kind: 'random', count: 4 },
];

// Build the table with every bet placed through the decider (expansion and limits included).
const ctx = { rng: createRng(seededSource(7)), now: 0 };
let state: TableState<RouletteSpot, RouletteOptions> = createTable(options, cents(100_000));
const apply = (cmd: Command<RouletteBet, RouletteOutcome>): void => {
  const d = decide(rouletteRules, state, cmd, ctx);
  if (!d.ok) throw new Error(`${cmd.type}: ${JSON.stringify(d.rejection)}`);
  for (const e of d.events) state = evolve(state, e);
};
apply({
  type: 'OpenSession',
  openedBy: { id: 'c', role: 'croupier' },
  validatedBy: { id: 'd', role: 'comite' },
});
apply({ type: 'OpenRound' });
for (let seat = 1; seat <= STATIONS; seat++) {
  for (let b = 0; b < BETS; b++) {
    const bet = menu[(seat + b) % menu.length] as RouletteBet;
    apply({ type: 'PlaceBet', betId: `${seat}-${b}`, seat, playerMinimum: cents(0), bet, unit: cents(100) });
  }
}
apply({ type: 'CloseBets', trigger: 'detector' });
const chips = state.round === null ? [] : roundChips(state.round);
const bonus = state.round?.bonusNumber ?? 0;
const result: Command<RouletteBet, RouletteOutcome> = {
  type: 'ReportResult',
  outcome: { pocket: bonus },
  direction: 'clockwise',
  turns: 9,
  anomaly: false,
};

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const time = (f: () => unknown): number[] => {
  for (let i = 0; i < 5; i++) f();
  return Array.from({ length: RUNS }, () => {
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  });
};

// The engine: decide the detector's result (validation, settlement, jackpot, ledger transfers).
const engine = median(time(() => decide(rouletteRules, state, result, ctx)));

// Baseline: the same chips paid from plain arrays, no money type, no rules, no output.
const plain = chips.map((c) => ({
  stake: c.stake as number,
  covers: spotCovers(c.spot),
  factor: c.spot.kind === 'chance' ? 2 : 36 / spotCovers(c.spot).length,
}));
const baseline = median(
  time(() => {
    let paid = 0;
    for (const c of plain) if (c.covers.includes(bonus)) paid += c.stake * c.factor;
    return paid;
  }),
);

process.stdout.write(
  `settle: ${STATIONS} stations × ${BETS} bets = ${chips.length} chips (annonces expanded), pocket ${bonus}\n` +
    `  engine median  ${engine.toFixed(3)} ms over ${RUNS} runs (target < 5 ms)\n` +
    `  baseline median ${baseline.toFixed(3)} ms (bare loop over the same chips)\n` +
    `  ratio engine / baseline ${(engine / baseline).toFixed(1)}×\n`,
);
