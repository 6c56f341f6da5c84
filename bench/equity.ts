// `npm run bench -- equity`: exact heads-up pre-flop equity (1,712,304 boards) must take under
// 300 ms (issue 4); three-way and flop cases for scale.
import { performance } from 'node:perf_hooks';
import { parseCards } from '../games/cards/card.ts';
import { type EquityQuestion, exactEquity } from '../games/poker/equity.ts';

function pairs(names: string): [number, number][] {
  const cards = parseCards(names);
  const out: [number, number][] = [];
  for (let i = 0; i < cards.length; i += 2) out.push([cards[i] as number, cards[i + 1] as number]);
  return out;
}

const cases: [string, EquityQuestion][] = [
  ['heads-up pre-flop AsAh v KdKc', { hands: pairs('As Ah Kd Kc'), board: [] }],
  ['heads-up pre-flop 7c2d v 8h9h', { hands: pairs('7c 2d 8h 9h'), board: [] }],
  ['three-way pre-flop', { hands: pairs('As Ah Kd Kc Qs Js'), board: [] }],
  [
    'ten-way on the flop',
    {
      hands: pairs('As Ah Kd Kc Qs Js 2c 3c 4d 5d 6h 7h 8s 9s Tc Td Jh Jd Qh Qd'),
      board: parseCards('2h 3h 4h'),
    },
  ],
];

exactEquity(cases[0]![1]); // warm-up
for (const [name, question] of cases) {
  let best = Infinity;
  let boards = 0;
  let equity: readonly number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    const result = exactEquity(question);
    best = Math.min(best, performance.now() - t0);
    if ('boards' in result) ({ boards, equity } = result);
  }
  const shown = equity.map((e) => `${(e * 100).toFixed(2)} %`).join(' / ');
  process.stdout.write(`${name}: ${boards} boards in ${best.toFixed(1)} ms (best of 5) → ${shown}\n`);
}
process.stdout.write('target: heads-up pre-flop under 300 ms\n');
