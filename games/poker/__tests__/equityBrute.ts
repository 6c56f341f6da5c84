// Equity by brute force for the tests: every completion of the board from the cards not in use,
// each hand scored by the reference evaluator (referenceEvaluator.ts), the pot shared among the
// best scores. Independent of equity.ts and of the evaluator's tables.
import { parseCards } from '../../cards/card.ts';
import type { EquityQuestion, EquityResult } from '../equity.ts';
import { referenceScore } from './referenceEvaluator.ts';

/** Every `k`-card combination of `items`, in order. */
export function combinations(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  items.forEach((first, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}

/** The cards of a 52-card deck that no hand, board or dead card of `q` holds. */
export function unseen(q: EquityQuestion): number[] {
  const used = new Set([...q.hands.flat(), ...q.board, ...(q.dead ?? [])]);
  return Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
}

/** Wins, ties and pot shares of `q` over the given complete boards. */
export function tallyBoards(q: EquityQuestion, boards: readonly (readonly number[])[]): EquityResult {
  const n = q.hands.length;
  const share = new Array<number>(n).fill(0);
  const wins = new Array<number>(n).fill(0);
  const ties = new Array<number>(n).fill(0);
  for (const board of boards) {
    const scores = q.hands.map((h) => referenceScore([...h, ...board]));
    const best = Math.max(...scores);
    const holders = scores.filter((s) => s === best).length;
    scores.forEach((s, p) => {
      if (s !== best) return;
      share[p] = share[p]! + 1 / holders;
      if (holders === 1) wins[p] = wins[p]! + 1;
      else ties[p] = ties[p]! + 1;
    });
  }
  return { boards: boards.length, equity: share.map((s) => s / boards.length), wins, ties };
}

/** Exact equity of `q` by brute force. */
export function bruteEquity(q: EquityQuestion): EquityResult {
  const need = 5 - q.board.length;
  return tallyBoards(
    q,
    combinations(unseen(q), need).map((extra) => [...q.board, ...extra]),
  );
}

/** Hole cards two by two: 'As Ah Kd Kc' → [[As, Ah], [Kd, Kc]]. */
export function holes(names: string): [number, number][] {
  const c = parseCards(names);
  return c.flatMap((_, i) => (i % 2 === 0 ? [[c[i]!, c[i + 1]!] as [number, number]] : []));
}
