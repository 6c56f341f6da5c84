// The basic strategy of a table's options (basicStrategy.ts) and its use on a hand in play
// (strategy.ts). The default table's chart is the published one for European no-hole-card games,
// 4–8 decks, dealer standing on soft 17, double on any two cards and after a split (The Wizard of
// Odds, "Basic strategy" for no-hole-card games: 11 and 8-8 hit against a 10 or an ace, A-A hit
// against an ace, since a dealer blackjack takes every stake, RULES.md A.5). Hand values are
// checked against a plain recursion written here from the rules (analysisReference.ts's dealer).
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import {
  type Chart,
  type Move,
  type MoveTable,
  chartFor,
  doubleAllowed,
  handKey,
  pairSplittable,
  valuesFor,
} from '../basicStrategy.ts';
import { type BlackjackOptions, DEFAULT_OPTIONS } from '../options.ts';
import { payoffsOf } from '../payoffs.ts';
import { splitValue } from '../splitValue.ts';
import { basicStrategy, describeChart } from '../strategy.ts';
import { naiveDealer } from './analysisReference.ts';

/** The published chart, dealer 2 … 10, A (T hit, R stand, D double, S split). */
const PUBLISHED = [
  'Stratégie de base (T tirer, R rester, D doubler, A abandonner, S séparer) ; croupier 2 3 4 5 6 7 8 9 10 A',
  'dur 5     T T T T T T T T T T',
  'dur 6     T T T T T T T T T T',
  'dur 7     T T T T T T T T T T',
  'dur 8     T T T T T T T T T T',
  'dur 9     T D D D D T T T T T',
  'dur 10    D D D D D D D D T T',
  'dur 11    D D D D D D D D T T',
  'dur 12    T T R R R T T T T T',
  'dur 13    R R R R R T T T T T',
  'dur 14    R R R R R T T T T T',
  'dur 15    R R R R R T T T T T',
  'dur 16    R R R R R T T T T T',
  'dur 17    R R R R R R R R R R',
  'dur 18    R R R R R R R R R R',
  'dur 19    R R R R R R R R R R',
  'dur 20    R R R R R R R R R R',
  'souple 13 T T T D D T T T T T',
  'souple 14 T T T D D T T T T T',
  'souple 15 T T D D D T T T T T',
  'souple 16 T T D D D T T T T T',
  'souple 17 T D D D D T T T T T',
  'souple 18 R D D D D R R T T T',
  'souple 19 R R R R R R R R R R',
  'souple 20 R R R R R R R R R R',
  'paire A   S S S S S S S S S T',
  'paire 2   S S S S S S T T T T',
  'paire 3   S S S S S S T T T T',
  'paire 4   T T T S S T T T T T',
  'paire 5   D D D D D D D D T T',
  'paire 6   S S S S S T T T T T',
  'paire 7   S S S S S S T T T T',
  'paire 8   S S S S S S S S T T',
  'paire 9   S S S S S R S S R R',
  'paire 10  R R R R R R R R R R',
];

/**
 * The chart of a one-deck table with `changes` (20 ms; six decks take 0.1 s): computed afresh in
 * each test, never kept between tests, since the mutation run runs only the tests that reached a
 * mutant. The cells checked below are the same at one deck and at six.
 */
const chart = (changes: Partial<BlackjackOptions> = {}): Chart =>
  chartFor({ ...DEFAULT_OPTIONS, decks: 1, ...changes });
const hard = (t: number): number => handKey(t, false);
const soft = (t: number): number => handKey(t, true);
const moves = (table: MoveTable, key: number): Move[] =>
  [2, 3, 4, 5, 6, 7, 8, 9, 10, 1].map((up) => table[up]![key]!);

describe('the chart of the default table', () => {
  it('is the published chart, but soft 13 against a 5 (hit on the fixed shoe, a hair from doubling)', () => {
    // expectation.ts chooses the two-card moves again on the exact shoe and doubles it there.
    const got = describeChart(chartFor(DEFAULT_OPTIONS));
    expect(got).toHaveLength(PUBLISHED.length);
    got.forEach((line, i) => expect(line).toBe(i === 17 ? 'souple 13 T T T T D T T T T T' : PUBLISHED[i]));
  });

  it('plays three cards or more by hitting or standing only, as the two-card chart would but for doubles', () => {
    const { later, first } = chart().byRole.first;
    expect(moves(later, hard(16))).toEqual(moves(first, hard(16)));
    expect(moves(later, hard(11))).toEqual(Array<Move>(10).fill('hit'));
    expect(moves(later, soft(18))).toEqual([
      'stand',
      'stand',
      'stand',
      'stand',
      'stand',
      'stand',
      'stand',
      'hit',
      'hit',
      'hit',
    ]);
    expect(moves(later, hard(21))).toEqual(Array<Move>(10).fill('stand'));
    expect(moves(later, soft(21))).toEqual(Array<Move>(10).fill('stand'));
    expect(later.flat().includes('double')).toBe(false);
  });

  it('doubles after a split where the two-card chart does (DAS), and other hands play as the first', () => {
    const c = chart();
    expect(moves(c.byRole.first.split, hard(11))).toEqual(moves(c.byRole.first.first, hard(11)));
    expect(c.byRole.other).toEqual(c.byRole.first);
  });

  it('has no row for the missing up card 0 but the ace’s, and never splits a pair there', () => {
    const c = chart();
    expect(c.byRole.first.first[0]).toEqual(c.byRole.first.first[1]);
    expect(c.pairs[0]!.every((s) => !s)).toBe(true);
    expect(c.pairs.every((row) => row[0] === false && row.length === 11)).toBe(true);
    expect(c.pairs).toHaveLength(11);
  });
});

describe('the chart follows the options', () => {
  it('surrender: gives up 14–16, 7-7 and 8-8 against a 10 and 16 against a 9, never against an ace', () => {
    // Six decks: at one deck 14 against a 10 hits.
    const c = chartFor({ ...DEFAULT_OPTIONS, surrender: true });
    expect(moves(c.byRole.first.first, hard(16))).toEqual([
      'stand',
      'stand',
      'stand',
      'stand',
      'stand',
      'hit',
      'hit',
      'surrender',
      'surrender',
      'hit',
    ]);
    expect(describeChart(c)).toContain('dur 16    R R R R R T T A A T');
    expect(c.byRole.first.first[10]![hard(15)]).toBe('surrender');
    expect(c.byRole.first.first[10]![hard(14)]).toBe('surrender');
    expect(c.byRole.first.first[1]!.includes('surrender')).toBe(false);
    // Only on the two first cards: never after a split nor on three cards.
    for (const role of ['first', 'other'] as const)
      for (const stage of ['split', 'later'] as const)
        expect(c.byRole[role][stage].flat().includes('surrender')).toBe(false);
    expect([c.pairs[10]![7], c.pairs[10]![8]]).toEqual([false, false]);
  });

  it('early surrender with the original stake only at risk: 8-8 against a 10 surrenders rather than splits', () => {
    const c = chart({ surrender: true, dealerBlackjackTakes: 'original' });
    expect([c.pairs[10]![8], c.byRole.first.first[10]![hard(16)]]).toEqual([false, 'surrender']);
  });

  it('a pair of aces unsplit has every move of two first cards, surrender included', () => {
    // A settlement where a surrender wins a stake: soft 12 against a 10 surrenders, and A-A is
    // kept for it rather than split (worth about +0.07 split on one deck).
    const withSurrender = { ...DEFAULT_OPTIONS, decks: 1, surrender: true };
    const pay = { ...payoffsOf(withSurrender), surrender: -1, surrenderThenBlackjack: -1 };
    const c = chartFor(withSurrender, pay);
    expect([c.byRole.first.first[10]![soft(12)], c.pairs[10]![1]]).toEqual(['surrender', false]);
    expect(chartFor(withSurrender).pairs[10]![1]).toBe(true);
  });

  it('a dealer blackjack taking the original stake only: 11 doubles against a 10, A-A and 8-8 split against an ace', () => {
    const c = chart({ dealerBlackjackTakes: 'original' });
    expect(c.byRole.first.first[10]![hard(11)]).toBe('double');
    expect([c.pairs[1]![1], c.pairs[1]![8], c.pairs[10]![8]]).toEqual([true, true, true]);
    // No up card 0: its row splits nothing, though the ace's row it copies splits.
    expect(c.pairs[0]!.some((split) => split)).toBe(false);
    // A further split hand loses nothing to the dealer's blackjack: it doubles 11 against an ace.
    expect(c.byRole.other.split[1]![hard(11)]).toBe('double');
    expect(c.byRole.first.split[1]![hard(11)]).toBe('hit');
  });

  it('double on 9–11 only: no double elsewhere; soft 18 stands and soft 17 hits against a 5', () => {
    const c = chart({ doubleOn: 'nineToEleven' });
    for (const stage of ['first', 'split'] as const)
      c.byRole.first[stage].forEach((row) =>
        row.forEach((m, key) => {
          if (m === 'double') expect([9, 10, 11]).toContain(key);
        }),
      );
    expect([c.byRole.first.first[6]![hard(9)], c.byRole.first.first[6]![hard(11)]]).toEqual([
      'double',
      'double',
    ]);
    expect([c.byRole.first.first[5]![soft(18)], c.byRole.first.first[5]![soft(17)]]).toEqual([
      'stand',
      'hit',
    ]);
  });

  it('no double after a split: the split hands hit 11, and 4-4 is not split (published no-DAS chart)', () => {
    const c = chart({ doubleAfterSplit: false });
    expect(c.byRole.first.split.flat().includes('double')).toBe(false);
    expect(c.byRole.other.split.flat().includes('double')).toBe(false);
    expect(c.byRole.first.first[6]![hard(11)]).toBe('double');
    expect([c.pairs[5]![4], c.pairs[6]![4]]).toEqual([false, false]);
  });

  it('tens by rank only: a pair of tens is never split (pairSplittable)', () => {
    expect(pairSplittable({ ...DEFAULT_OPTIONS, splitTensByValue: false }, 10)).toBe(false);
    expect(pairSplittable({ ...DEFAULT_OPTIONS, splitTensByValue: false }, 9)).toBe(true);
    expect(pairSplittable(DEFAULT_OPTIONS, 10)).toBe(true);
  });

  it('doubleAllowed: any two cards, or the hard totals 9, 10, 11 only', () => {
    const nine = { ...DEFAULT_OPTIONS, doubleOn: 'nineToEleven' as const };
    expect([8, 9, 10, 11, 12].map((t) => doubleAllowed(nine, t, false))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(doubleAllowed(nine, 19, true)).toBe(false);
    expect(doubleAllowed(nine, 20, true)).toBe(false);
    expect(doubleAllowed(DEFAULT_OPTIONS, 19, true)).toBe(true);
    expect(doubleAllowed(DEFAULT_OPTIONS, 4, false)).toBe(true);
  });

  it('keys a hand by its total, soft totals 20 above the hard ones', () => {
    expect([handKey(12, false), handKey(12, true), handKey(21, true)]).toEqual([12, 32, 41]);
  });
});

describe('hand values on a fixed shoe (valuesFor)', () => {
  // One deck less the dealer's 10: the player's cards at fixed chances, the dealer's without
  // replacement (the naive recursion).
  // Written out, not taken from composition.ts: 4 of each value, 16 tens, less the 10.
  const options = { ...DEFAULT_OPTIONS, decks: 1 };
  const left = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 15];
  const p = (v: number): number => left[v]! / 51;
  const d = naiveDealer(left, 10);
  const stand = (total: number, stake: number, bjLoss: number): number => {
    let value = stake * d[5]!;
    for (let t = 17; t <= 21; t++) value += stake * Math.sign(total - t) * d[t - 17]!;
    return value - bjLoss * d[6]!;
  };
  const bestOf = (h: number, ace: boolean): number => (ace && h + 10 <= 21 ? h + 10 : h);
  /** Three cards or more: the better of standing and hitting (a bust loses 1). */
  const later = (h: number, ace: boolean, bjLoss: number): number => {
    const s = stand(bestOf(h, ace), 1, bjLoss);
    if (bestOf(h, ace) === 21) return s;
    let hit = 0;
    for (let v = 1; v <= 10; v++) hit += p(v) * (h + v > 21 ? -1 : later(h + v, ace || v === 1, bjLoss));
    return Math.max(s, hit);
  };
  const double = (h: number, ace: boolean, bjLoss: number): number => {
    let value = 0;
    for (let v = 1; v <= 10; v++)
      value += p(v) * (h + v > 21 ? -2 : stand(bestOf(h + v, ace || v === 1), 2, bjLoss));
    return value;
  };
  // Each test asks for its own values (the mutation run runs only the tests that reached a mutant).
  const tenUp = () => valuesFor(options, 10);

  it('gives the dealer odds and the next-card chances of the shoe less the up card', () => {
    const values = tenUp();
    Array.from(values.dealer).forEach((q, i) => expect(q).toBeCloseTo(d[i]!, 14));
    expect(values.p[10]).toBe(15 / 51);
    expect(values.p[5]).toBe(4 / 51);
  });

  it('hard 16, 12 and soft 17 on three cards: the better of standing and hitting', () => {
    const values = tenUp();
    expect(values.best('later', 'first', 16, false).value).toBeCloseTo(later(16, false, 1), 12);
    expect(values.best('later', 'first', 12, false).value).toBeCloseTo(later(12, false, 1), 12);
    expect(values.best('later', 'first', 7, true).value).toBeCloseTo(later(7, true, 1), 12);
    expect(values.best('later', 'first', 20, false)).toEqual({
      value: expect.closeTo(stand(20, 1, 1), 14) as number,
      move: 'stand',
    });
    expect(values.best('later', 'first', 11, true).value).toBeCloseTo(stand(21, 1, 1), 14);
  });

  it('hard 11 on two cards: hitting beats doubling against a 10 when every stake is lost to a blackjack', () => {
    const values = tenUp();
    const hit = later(11, false, 1);
    expect(hit).toBeGreaterThan(double(11, false, 2));
    expect(values.best('first', 'first', 11, false)).toEqual({
      value: expect.closeTo(hit, 12) as number,
      move: 'hit',
    });
  });

  it('hard 10 doubles against a 9 on two cards, and after a split; a split under no DAS hits', () => {
    const nine = valuesFor(options, 9);
    expect(nine.best('first', 'first', 10, false).move).toBe('double');
    expect(nine.best('split', 'other', 10, false).move).toBe('double');
    expect(valuesFor({ ...options, doubleAfterSplit: false }, 9).best('split', 'other', 10, false).move).toBe(
      'hit',
    );
    expect(double(10, false, 2)).toBeLessThan(tenUp().best('first', 'first', 10, false).value + 1e-12);
  });

  it('with surrender: hard 16 surrenders against a 10 at half the stake, not against an ace', () => {
    const s = valuesFor({ ...options, surrender: true }, 10).best('first', 'first', 16, false);
    expect(s).toEqual({ value: -0.5, move: 'surrender' });
    expect(valuesFor({ ...options, surrender: true }, 1).best('first', 'first', 16, false).move).not.toBe(
      'surrender',
    );
    expect(valuesFor({ ...options, surrender: true }, 10).best('split', 'first', 16, false).move).not.toBe(
      'surrender',
    );
  });

  it('a tie goes to standing: a surrender priced at exactly the value of standing on 20 is not taken', () => {
    // Against a 7 a dealer never has a blackjack, so a surrender is worth −pay.surrender exactly.
    const withSurrender = { ...options, surrender: true };
    const stand20 = valuesFor(withSurrender, 7).best('later', 'first', 20, false);
    expect(stand20.move).toBe('stand');
    const pay = {
      ...payoffsOf(withSurrender),
      surrender: -stand20.value,
      surrenderThenBlackjack: -stand20.value,
    };
    expect(valuesFor(withSurrender, 7, pay).best('first', 'first', 20, false)).toEqual(stand20);
    expect(chartFor(withSurrender, pay).byRole.first.first[7]![hard(20)]).toBe('stand');
  });

  it('a 21 takes no more cards, even where standing on it loses more than busting would', () => {
    // A settlement where a dealer blackjack takes 10 stakes from a standing hand: against an ace
    // (a blackjack 16 times in 51), standing on 21 is worth about −2.4, a bust only −1.
    const pay = { ...payoffsOf(options), dealerBlackjack: { first: [10, 20], other: [10, 20] } as const };
    const aceUp = valuesFor(options, 1, pay);
    expect(aceUp.best('later', 'first', 21, false).value).toBeLessThan(-1);
    expect(aceUp.best('later', 'first', 21, false).move).toBe('stand');
    expect(aceUp.best('later', 'other', 11, true).move).toBe('stand');
  });

  it('a split hand’s A + 10 is not doubled either, even where doubling it would be worth more', () => {
    // A settlement where a dealer blackjack takes 10 stakes from a hand that stands and nothing
    // from a doubled one: against a 10, doubling 11-with-an-ace beats standing on its 21.
    const pay = { ...payoffsOf(options), dealerBlackjack: { first: [10, 0], other: [10, 0] } as const };
    expect(double(11, true, 0)).toBeGreaterThan(stand(21, 1, 10) + 0.04);
    expect(valuesFor(options, 10, pay).best('split', 'other', 11, true)).toEqual({
      value: expect.closeTo(stand(21, 1, 10), 12) as number,
      move: 'stand',
    });
  });

  it('weighs a pair of aces unsplit as soft 12 on two first cards, not as a hard 2', () => {
    // A settlement where a dealer blackjack takes three stakes from a further split hand: against
    // a 10, splitting aces (one card each, standing) is then worth less than playing soft 12 and
    // more than a hard 2 would be.
    const pay = { ...payoffsOf(options), dealerBlackjack: { first: [1, 2], other: [3, 6] } as const };
    const hit = (h: number, ace: boolean): number => {
      let value = 0;
      for (let v = 1; v <= 10; v++) value += p(v) * (h + v > 21 ? -1 : later(h + v, ace || v === 1, 1));
      return value;
    };
    const twoCards = (h: number, ace: boolean): number =>
      Math.max(stand(bestOf(h, ace), 1, 1), hit(h, ace), double(h, ace, 2));
    let split = 0;
    for (let c = 1; c <= 10; c++)
      split += p(c) * (stand(bestOf(1 + c, true), 1, 1) + stand(bestOf(1 + c, true), 1, 3));
    expect(twoCards(2, true)).toBeGreaterThan(split + 0.04);
    expect(split).toBeGreaterThan(twoCards(2, false) + 0.1);
    expect(chartFor(options, pay).pairs[10]![1]).toBe(false);
    expect(chartFor(options).pairs[10]![1]).toBe(true);
  });

  it('a doubled hand that busts loses twice its stake', () => {
    // A settlement where a dealer blackjack takes 30 stakes from a hand that stands or hits and
    // nothing from a doubled one: doubling hard 12 against a 10 (a 10 busts it) becomes the best
    // move, worth the reference value of doubling (a bust −2).
    const pay = { ...payoffsOf(options), dealerBlackjack: { first: [30, 0], other: [30, 0] } as const };
    expect(valuesFor(options, 10, pay).best('first', 'first', 12, false)).toEqual({
      value: expect.closeTo(double(12, false, 0), 12) as number,
      move: 'double',
    });
  });

  it('a pair worth as much split as not is not split (ties go to the unsplit hand)', () => {
    // 8-8 against a 7, a surrender priced at exactly the value of splitting (no dealer blackjack
    // is possible against a 7, so a surrender is worth −pay.surrender exactly).
    const withSurrender = { ...options, surrender: true };
    const seven = valuesFor(withSurrender, 7);
    const split = splitValue(withSurrender, 8, {
      chance: (c) => seven.p[c]!,
      hand: (role, c) => seven.best('split', role, 8 + c, c === 1).value,
    });
    const pay = { ...payoffsOf(withSurrender), surrender: -split, surrenderThenBlackjack: -split };
    expect(valuesFor(withSurrender, 7, pay).best('first', 'first', 16, false)).toEqual({
      value: split,
      move: 'surrender',
    });
    expect(chartFor(withSurrender, pay).pairs[7]![8]).toBe(false);
  });

  it('a further split hand loses nothing to a dealer blackjack under `original`', () => {
    const o = valuesFor({ ...options, dealerBlackjackTakes: 'original' }, 10);
    expect(o.best('later', 'other', 18, false).value).toBeCloseTo(stand(18, 1, 0), 14);
    expect(o.best('first', 'other', 11, false)).toEqual({
      value: expect.closeTo(double(11, false, 0), 12) as number,
      move: 'double',
    });
  });
});

describe('the strategy on a hand in play (strategy.ts)', () => {
  // A chart built by hand: every two-card cell doubles, three cards stand, split hands surrender;
  // the other role's tables hit; pairs of 8s split against a 6.
  const fill = (m: Move): MoveTable => Array.from({ length: 11 }, () => Array<Move>(42).fill(m));
  const c: Chart = {
    byRole: {
      first: { first: fill('double'), split: fill('surrender'), later: fill('stand') },
      other: { first: fill('hit'), split: fill('hit'), later: fill('hit') },
    },
    pairs: Array.from({ length: 11 }, (_, up) => Array.from({ length: 11 }, (_, v) => up === 6 && v === 8)),
  };
  const all = { double: true, split: true, surrender: true };
  const hand = (names: string, fromSplit = false) => ({ cards: parseCards(names), fromSplit });
  const [six, ten] = parseCards('6h Kd');

  it('splits a pair the chart splits when the split is open, by value', () => {
    expect(basicStrategy(c, hand('8s 8d'), six!, all)).toBe('split');
    expect(basicStrategy(c, hand('8s 8d'), six!, { ...all, split: false })).toBe('double');
    expect(basicStrategy(c, hand('8s 8d'), ten!, all)).toBe('double');
    expect(basicStrategy(c, hand('8s 9d'), six!, all)).toBe('double');
  });

  it('two cards follow the two-card table; three cards the later one', () => {
    expect(basicStrategy(c, hand('5s 6d'), ten!, all)).toBe('double');
    expect(basicStrategy(c, hand('5s 6d 2c'), ten!, all)).toBe('stand');
    expect(basicStrategy(c, hand('5s'), ten!, all)).toBe('stand');
  });

  it('a hand made by a split follows the split table of its role; a first-table move falls back to the later one', () => {
    expect(basicStrategy(c, hand('5s 6d', true), ten!, all)).toBe('surrender');
    expect(basicStrategy(c, hand('5s 6d', true), ten!, { ...all, surrender: false })).toBe('stand');
    expect(basicStrategy(c, hand('5s 6d'), ten!, { ...all, double: false })).toBe('stand');
    expect(basicStrategy(c, hand('5s 6d', true), ten!, all, 'other')).toBe('hit');
    expect(basicStrategy(c, hand('5s 6d 2c'), ten!, all, 'other')).toBe('hit');
    // An unsplit two-card hand of role other still reads the first hand's two-card table.
    expect(basicStrategy(c, hand('5s 6d'), ten!, all, 'other')).toBe('double');
  });

  it('a missing cell stands', () => {
    const empty: Chart = {
      byRole: { first: { first: [], split: [], later: [] }, other: { first: [], split: [], later: [] } },
      pairs: [],
    };
    expect(basicStrategy(empty, hand('5s 6d'), ten!, all)).toBe('stand');
    expect(basicStrategy(empty, hand('8s 8d'), six!, all)).toBe('stand');
    const stands = 'R R R R R R R R R R';
    expect(describeChart(empty).slice(1)).toEqual([
      ...Array.from({ length: 16 }, (_, i) => `dur ${i + 5}`.padEnd(10) + stands),
      ...Array.from({ length: 8 }, (_, i) => `souple ${i + 13} ${stands}`),
      ...['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((v) => `paire ${v}`.padEnd(10) + stands),
    ]);
  });

  it('a move not open falls back to the three-card move; an open one is kept even when doubling is not', () => {
    expect(basicStrategy(c, hand('5s 6d', true), ten!, { ...all, double: false })).toBe('surrender');
    expect(basicStrategy(c, hand('5s 6d'), ten!, { ...all, surrender: false })).toBe('double');
  });

  it('prints an unsplit pair of aces by the soft 12 cell, an unsplit pair by twice its value', () => {
    // Soft 12 stands, hard 12 doubles, every other cell hits; no pair is split.
    const row = Array.from({ length: 42 }, (_, key): Move =>
      key === handKey(12, true) ? 'stand' : key === 12 ? 'double' : 'hit',
    );
    const table = Array.from({ length: 11 }, () => row);
    const chart: Chart = {
      byRole: {
        first: { first: table, split: table, later: table },
        other: { first: table, split: table, later: table },
      },
      pairs: [],
    };
    const lines = describeChart(chart);
    expect(lines).toContain('paire A   R R R R R R R R R R');
    expect(lines).toContain('paire 6   D D D D D D D D D D');
    expect(lines).toContain('paire 5   T T T T T T T T T T');
  });
});
