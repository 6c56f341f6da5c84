// The basic strategy of a table's options (issue 10 §7: the report's strategy follows every
// option): for each up card, the move of best expectation by the hand's total, computed on the
// shoe less the up card (a total-dependent strategy, as published charts are). A dealer
// blackjack is never known in advance (no hole card, RULES.md B §6.4), so the values count it.
import { bestTotal, fullShoe, take } from './composition.ts';
import { type DealerOdds, dealerOdds } from './dealerOdds.ts';
import type { BlackjackOptions } from './options.ts';
import { type Payoffs, type Role, payoffsOf, standValue, surrenderValue } from './payoffs.ts';
import { type SplitModel, splitValue } from './splitValue.ts';

/** A move of the chart (a split is decided by `pairs`). */
export type Move = 'hit' | 'stand' | 'double' | 'surrender';

/** Moves by up card (1 = ace … 10) then by `handKey`. */
export type MoveTable = readonly (readonly Move[])[];

/** The strategy of one role: two first cards, two cards after a split, three cards or more. */
export interface RoleChart {
  readonly first: MoveTable;
  readonly split: MoveTable;
  readonly later: MoveTable;
}

/** A table's basic strategy. */
export interface Chart {
  readonly byRole: Readonly<Record<Role, RoleChart>>;
  /** Split a pair of value `v` (1 = aces) against up card `up`: `pairs[up][v]`. */
  readonly pairs: readonly (readonly boolean[])[];
}

/** The chart's index of a hand total: hard 4–21 as is, soft 12–21 as 32–41. */
export function handKey(total: number, soft: boolean): number {
  return soft ? total + 20 : total;
}

/** Whether a two-card hand of that total may be doubled (A.5; issue 10 §7: hard 9–11 only). */
export function doubleAllowed(options: BlackjackOptions, total: number, soft: boolean): boolean {
  return options.doubleOn === 'any' || (!soft && total >= 9 && total <= 11);
}

/** Whether a pair of value `v` may be split (tens by value only when the table says so, A.5). */
export function pairSplittable(options: BlackjackOptions, v: number): boolean {
  return v !== 10 || options.splitTensByValue;
}

/** One up card's hand values on a fixed shoe (no card removed as the player draws). */
export interface Values {
  /** Probability of each next card value, 1…10. */
  readonly p: Float64Array;
  /** The dealer's final odds. */
  readonly dealer: DealerOdds;
  /** Value and best move of a hand (hard total, holds an ace) at a stage, for a role. */
  best(stage: keyof RoleChart, role: Role, hard: number, ace: boolean): { value: number; move: Move };
}

/** The hand values of one up card under `options`, playing every hand at its best. */
export function valuesFor(options: BlackjackOptions, up: number, pay: Payoffs = payoffsOf(options)): Values {
  const shoe = fullShoe(options.decks);
  take(shoe, up);
  const dealer = dealerOdds(shoe, up);
  const p = new Float64Array(11);
  for (let v = 1; v <= 10; v++) p[v] = (shoe.counts[v] as number) / shoe.total;
  const memo = new Map<string, { value: number; move: Move }>();
  const best = (
    stage: keyof RoleChart,
    role: Role,
    hard: number,
    ace: boolean,
  ): { value: number; move: Move } => {
    const key = `${stage}${role}${hard}${ace}`;
    const known = memo.get(key);
    if (known) return known;
    const total = bestTotal(hard, ace);
    const soft = total !== hard;
    const [standLoss, doubleLoss] = pay.dealerBlackjack[role];
    let hit = 0;
    let double = 0;
    for (let v = 1; v <= 10; v++) {
      const h = hard + v;
      const pv = p[v] as number;
      if (h > 21) {
        hit -= pv;
        double -= 2 * pv;
        continue;
      }
      hit += pv * best('later', role, h, ace || v === 1).value;
      double += pv * standValue(dealer, bestTotal(h, ace || v === 1), 2, doubleLoss);
    }
    const moves: [Move, number][] = [
      ['stand', standValue(dealer, total, 1, standLoss)],
      ['hit', total === 21 ? -Infinity : hit],
    ];
    const twoCards = stage !== 'later';
    const mayDouble = stage === 'first' || options.doubleAfterSplit;
    // A 21 takes no more cards, doubled or not: in play a split hand's 21 is done at once (evolve.ts).
    if (twoCards && mayDouble && total !== 21 && doubleAllowed(options, total, soft))
      moves.push(['double', double]);
    // A.5 (2020 wording): surrender on the own two first cards, the dealer's card not an ace.
    if (stage === 'first' && options.surrender && up !== 1)
      moves.push(['surrender', surrenderValue(dealer, pay)]);
    let chosen = moves[0] as [Move, number];
    for (const m of moves) if (m[1] > chosen[1]) chosen = m;
    const out = { value: chosen[1], move: chosen[0] };
    memo.set(key, out);
    return out;
  };
  return { p, dealer, best };
}

/** The basic strategy of `options` under the payoffs `pay` (ties go to standing, then hitting). */
export function chartFor(options: BlackjackOptions, pay: Payoffs = payoffsOf(options)): Chart {
  const tables = (role: Role, stage: keyof RoleChart, all: Values[]): MoveTable =>
    all.map((values) => {
      const row: Move[] = new Array<Move>(42).fill('stand');
      for (let hard = 2; hard <= 21; hard++)
        for (const ace of [false, true]) {
          const total = bestTotal(hard, ace);
          row[handKey(total, total !== hard)] = values.best(stage, role, hard, ace).move;
        }
      return row;
    });
  // Indexed by up card 1…10; index 0 (no such card) repeats the ace so that rows line up.
  const ace = valuesFor(options, 1, pay);
  const all = [ace, ace, ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((up) => valuesFor(options, up, pay))];
  const roleChart = (role: Role): RoleChart => ({
    first: tables(role, 'first', all),
    split: tables(role, 'split', all),
    later: tables(role, 'later', all),
  });
  const pairs = all.map((values, up) =>
    Array.from({ length: 11 }, (_, v) => {
      if (v === 0 || up === 0 || !pairSplittable(options, v)) return false;
      const unsplit =
        v === 1 ? values.best('first', 'first', 2, true) : values.best('first', 'first', 2 * v, false);
      return splitValue(options, v, fixedSplitShoe(values, pay, v)) > unsplit.value;
    }),
  );
  return { byRole: { first: roleChart('first'), other: roleChart('other') }, pairs };
}

/** The split model on a fixed shoe: every split hand draws from the same probabilities. */
function fixedSplitShoe(values: Values, pay: Payoffs, v: number): SplitModel {
  return {
    chance: (c) => values.p[c] as number,
    hand: (role, c) =>
      v === 1
        ? // A.5: a split ace takes one card only; A + 10 is then 21, not blackjack.
          standValue(values.dealer, bestTotal(1 + c, true), 1, pay.dealerBlackjack[role][0])
        : values.best('split', role, v + c, c === 1).value,
  };
}
