// The return of the basic strategy by combinatorial analysis (issue 10 §7): every first two
// cards and up card with its probability off a full shoe, the player's draws followed card by
// card without replacement, the dealer's final odds computed on exactly the cards left. Exact
// for every hand that is not split; splits are approximated (splitValue.ts). The two-card
// moves are chosen here, by total, on these exact values (docs/rules-cards.md).
import { type Chart, type Move, chartFor, doubleAllowed, handKey, pairSplittable } from './basicStrategy.ts';
import { type Composition, bestTotal, chance, fullShoe, put, take } from './composition.ts';
import { BLACKJACK, type DealerOdds, dealerOdds } from './dealerOdds.ts';
import type { BlackjackOptions } from './options.ts';
import { type Payoffs, type Role, payoffsOf, standValue, surrenderValue } from './payoffs.ts';
import { splitValue } from './splitValue.ts';

/** The analysis of a table: its basic strategy and that strategy's expected return. */
export interface Expectation {
  /** The strategy, two-card moves chosen on the exact values. */
  readonly chart: Chart;
  /** Return per original stake (1 + the expected result), doubles and splits counted. */
  readonly rtp: number;
  /** Probability of a round whose box splits (the part of `rtp` that is approximated). */
  readonly splitChance: number;
}

/** Keys of removed cards: a count per value in base 22 (at most 21 aces; keys stay below 2^53). */
const POW = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : 22 ** (v - 1)));

/** The values of the hands against one up card, on the shoe less that card and the player's. */
class UpCard {
  readonly shoe: Composition;
  /** Key of the cards taken out besides the up card. */
  private key = 0;
  private readonly dealerMemo = new Map<number, DealerOdds>();
  private readonly handMemo = new Map<number, number>();
  readonly up: number;
  private readonly options: BlackjackOptions;
  private readonly pay: Payoffs;
  private readonly chart: Chart;

  constructor(up: number, options: BlackjackOptions, pay: Payoffs, chart: Chart) {
    this.up = up;
    this.options = options;
    this.pay = pay;
    this.chart = chart;
    this.shoe = fullShoe(options.decks);
    take(this.shoe, up);
  }

  /** Takes a card of value `v` out of the shoe (onto the felt). */
  remove(v: number): void {
    take(this.shoe, v);
    this.key += POW[v] as number;
  }

  /** Puts back a card `remove` took. */
  restore(v: number): void {
    put(this.shoe, v);
    this.key -= POW[v] as number;
  }

  /** The dealer's odds on the cards left now. */
  dealer(): DealerOdds {
    let d = this.dealerMemo.get(this.key);
    if (d === undefined) this.dealerMemo.set(this.key, (d = dealerOdds(this.shoe, this.up)));
    return d;
  }

  /** Standing with `stake` units on the hand (hard total, holds an ace); `loss` to a dealer blackjack. */
  stand(hard: number, ace: boolean, stake: number, loss: number): number {
    return standValue(this.dealer(), bestTotal(hard, ace), stake, loss);
  }

  /** Drawing one card, then `then` on the new hand (a bust loses `bust`). */
  draw(hard: number, ace: boolean, bust: number, then: (hard: number, ace: boolean) => number): number {
    let value = 0;
    for (let v = 1; v <= 10; v++) {
      const p = chance(this.shoe, v);
      if (p === 0) continue;
      if (hard + v > 21) {
        value -= p * bust;
        continue;
      }
      this.remove(v);
      value += p * then(hard + v, ace || v === 1);
      this.restore(v);
    }
    return value;
  }

  /** The value of a move on a hand (hard total, holds an ace) of `role` at a stage's moves. */
  move(move: Move, role: Role, hard: number, ace: boolean): number {
    const [standLoss, doubleLoss] = this.pay.dealerBlackjack[role];
    switch (move) {
      case 'stand':
        return this.stand(hard, ace, 1, standLoss);
      case 'hit':
        return this.draw(hard, ace, 1, (h, a) => this.later(role, h, a));
      case 'double':
        return this.draw(hard, ace, 2, (h, a) => this.stand(h, a, 2, doubleLoss));
      case 'surrender':
        return surrenderValue(this.dealer(), this.pay);
    }
  }

  /** A hand of three cards or more, played by the chart (its value depends only on the cards out). */
  later(role: Role, hard: number, ace: boolean): number {
    const memoKey = (this.key * 32 + hard) * 2 + (role === 'first' ? 0 : 1);
    const known = this.handMemo.get(memoKey);
    if (known !== undefined) return known;
    const total = bestTotal(hard, ace);
    // The chart stands on every 21 (basicStrategy.ts: a 21 takes no more cards).
    const m = this.chart.byRole[role].later[this.up]?.[handKey(total, total !== hard)] ?? 'stand';
    const value = this.move(m, role, hard, ace);
    this.handMemo.set(memoKey, value);
    return value;
  }

  /** Splitting a pair of value `v` whose two cards are out. */
  split(v: number): number {
    return splitValue(this.options, v, {
      chance: (c) => chance(this.shoe, c),
      hand: (role, c) => {
        if (chance(this.shoe, c) === 0) return 0;
        this.remove(c);
        const ace = v === 1 || c === 1;
        const hard = v + c;
        const total = bestTotal(hard, ace);
        const m = this.chart.byRole[role].split[this.up]?.[handKey(total, total !== hard)] ?? 'stand';
        // A.5: a split ace takes one card only, and A + 10 is then 21, not blackjack, on which the
        // chart stands (basicStrategy.ts: a 21 takes no more cards).
        const value = this.move(v === 1 ? 'stand' : m, role, hard, ace);
        this.restore(c);
        return value;
      },
    });
  }
}

/** The moves open on two first cards of that total (A.5; surrender per the 2020 wording). */
function firstMoves(options: BlackjackOptions, up: number, total: number, soft: boolean): Move[] {
  const moves: Move[] = ['stand', 'hit'];
  if (doubleAllowed(options, total, soft)) moves.push('double');
  if (options.surrender && up !== 1) moves.push('surrender');
  return moves;
}

/**
 * The basic strategy of `options` and its expected return off a full shoe; `pay` describes the
 * settlement (settle.ts by default; a test may describe another game's to compare with its figures).
 */
export function expectationOf(options: BlackjackOptions, pay: Payoffs = payoffsOf(options)): Expectation {
  const base = chartFor(options, pay);
  const full = fullShoe(options.decks);
  const first = base.byRole.first.first.map((row) => row.slice());
  const pairs = base.pairs.map((row) => row.slice());
  let ev = 0;
  let splitChance = 0;
  for (let up = 1; up <= 10; up++) {
    const at = new UpCard(up, options, pay, base);
    const pUp = chance(full, up);
    // Per two-card total: the probability-weighted value of each move over its hands.
    const byTotal = new Map<number, Map<Move, number>>();
    const unsplit: { p: number; key: number; values: Map<Move, number> }[] = [];
    for (let a = 1; a <= 10; a++)
      for (let b = a; b <= 10; b++) {
        const pa = chance(at.shoe, a);
        at.remove(a);
        const pb = chance(at.shoe, b);
        at.remove(b);
        const p = pUp * pa * pb * (a === b ? 1 : 2);
        const hard = a + b;
        const ace = a === 1;
        const total = bestTotal(hard, ace);
        if (p === 0) {
          // no such hand in this shoe
        } else if (total === 21) {
          // B §6.6: blackjack pays 3 to 2, pushes against a dealer blackjack.
          ev += p * pay.blackjack * (1 - (at.dealer()[BLACKJACK] as number));
        } else {
          const key = handKey(total, total !== hard);
          const values = new Map<Move, number>();
          for (const m of firstMoves(options, up, total, total !== hard))
            values.set(m, at.move(m, 'first', hard, ace));
          const best = Math.max(...values.values());
          const split = a === b && pairSplittable(options, a) ? at.split(a) : -Infinity;
          if (a === b) (pairs[up] as boolean[])[a] = split > best;
          if (split > best) {
            ev += p * split;
            splitChance += p;
          } else {
            unsplit.push({ p, key, values });
            const sums = byTotal.get(key) ?? new Map<Move, number>();
            for (const [m, v] of values) sums.set(m, (sums.get(m) ?? 0) + p * v);
            byTotal.set(key, sums);
          }
        }
        at.restore(b);
        at.restore(a);
      }
    // A total-dependent strategy: one move per total, the best over that total's hands.
    const row = first[up] as Move[];
    for (const [key, sums] of byTotal) {
      let chosen: Move = 'stand';
      for (const [m, v] of sums) if (v > (sums.get(chosen) as number)) chosen = m;
      row[key] = chosen;
    }
    for (const h of unsplit) ev += h.p * (h.values.get(row[h.key] as Move) as number);
  }
  const chart: Chart = {
    byRole: { ...base.byRole, first: { ...base.byRole.first, first } },
    pairs,
  };
  return { chart, rtp: 1 + ev, splitChance };
}

/** The value of each move open on the two first cards `a`, `b` (values 1–10) against `up`, off a full shoe. */
export function twoCardValues(
  options: BlackjackOptions,
  up: number,
  a: number,
  b: number,
): ReadonlyMap<Move, number> {
  const at = new UpCard(up, options, payoffsOf(options), chartFor(options));
  at.remove(a);
  at.remove(b);
  const hard = a + b;
  const ace = a === 1 || b === 1;
  const total = bestTotal(hard, ace);
  return new Map(
    firstMoves(options, up, total, total !== hard).map((m) => [m, at.move(m, 'first', hard, ace)]),
  );
}

/** The value of splitting a pair of value `v` (1–10) against `up` off a full shoe, as expectationOf prices it. */
export function pairSplitValue(options: BlackjackOptions, up: number, v: number): number {
  const at = new UpCard(up, options, payoffsOf(options), chartFor(options));
  at.remove(v);
  at.remove(v);
  return at.split(v);
}
