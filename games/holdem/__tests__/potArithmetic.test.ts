// Pots, uncalled bets, rake and split pots of hold'em (RULES.md A.7, B §8.2; art. 67-19 for the
// rake) on hand-worked figures, plus conservation against a chip-by-chip reference: every chip put
// in is in exactly one pot or goes back to its owner.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { type Contribution, buildPots, rakeOf, splitPot, uncalledBet, unclaimable } from '../pots.ts';

const c = (seat: number, committed: number, folded = false): Contribution => ({
  seat,
  committed: cents(committed),
  folded,
});

describe('uncalled bets', () => {
  it('returns what the largest contribution put above the second: 5 € over 3 € gives 2 € back', () => {
    expect(uncalledBet([c(2, 300), c(1, 500), c(3, 300, true)])).toEqual({ seat: 1, amount: 200 });
  });

  it('nothing when the top two are equal, or when there is no one', () => {
    expect(uncalledBet([c(1, 500), c(2, 500), c(3, 100)])).toBeNull();
    expect(uncalledBet([])).toBeNull();
  });

  it('a lone contribution is entirely uncalled', () => {
    expect(uncalledBet([c(4, 700)])).toEqual({ seat: 4, amount: 700 });
  });
});

describe('main and side pots', () => {
  it('A 10 €, B all in for 3 €, C folded after 6 €: a 9 € main pot for A and B, a 10 € side pot for A', () => {
    expect(buildPots([c(1, 1_000), c(2, 300), c(3, 600, true)])).toEqual([
      { amount: 900, eligible: [1, 2] },
      { amount: 1_000, eligible: [1] },
    ]);
  });

  it('three all-ins at 1, 2 and 4 €: three pots, each for the players who reached it', () => {
    expect(buildPots([c(1, 100), c(2, 200), c(3, 400)])).toEqual([
      { amount: 300, eligible: [1, 2, 3] },
      { amount: 200, eligible: [2, 3] },
      { amount: 200, eligible: [3] },
    ]);
  });

  it('a live player who put nothing in opens no empty pot', () => {
    expect(buildPots([c(1, 0), c(2, 200), c(3, 200)])).toEqual([{ amount: 400, eligible: [2, 3] }]);
  });

  it('no live player, no pot; folded chips above every live level are unclaimable and go back', () => {
    expect(buildPots([c(1, 300, true)])).toEqual([]);
    expect(unclaimable([c(1, 200), c(2, 500, true), c(3, 350, true), c(4, 100, true)])).toEqual([
      { seat: 2, amount: 300 },
      { seat: 3, amount: 150 },
    ]);
    expect(unclaimable([c(1, 200), c(2, 200, true)])).toEqual([]);
    expect(unclaimable([c(5, 40, true), c(2, 30, true)])).toEqual([
      { seat: 2, amount: 30 },
      { seat: 5, amount: 40 },
    ]);
  });

  it('every chip is in one pot or unclaimable, and each pot goes to live players who reached it', () => {
    const contributions = fc
      .uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 9 })
      .chain((seats) =>
        fc.tuple(
          ...seats.map((seat) =>
            fc.record({
              seat: fc.constant(seat),
              committed: fc.integer({ min: 0, max: 50 }),
              folded: fc.boolean(),
            }),
          ),
        ),
      );
    fc.assert(
      fc.property(contributions, (raw) => {
        const players = raw.map((p) => c(p.seat, p.committed, p.folded));
        const pots = buildPots(players);
        const back = unclaimable(players);
        const total = players.reduce((s, p) => s + p.committed, 0);
        expect(pots.reduce((s, p) => s + p.amount, 0) + back.reduce((s, b) => s + b.amount, 0)).toBe(total);
        // Reference, chip by chip: the k-th cent of every contribution belongs to the pot of the
        // lowest live level ≥ k; its claimants are the live players at or above that level.
        const liveLevels = [...new Set(players.filter((p) => !p.folded).map((p) => p.committed))]
          .filter((l) => l > 0)
          .sort((a, b) => a - b);
        const expected = liveLevels.map((level, i) => {
          const below = i === 0 ? 0 : (liveLevels[i - 1] as number);
          return {
            amount: players.reduce((s, p) => s + Math.max(0, Math.min(p.committed, level) - below), 0),
            eligible: players.filter((p) => !p.folded && p.committed >= level).map((p) => p.seat),
          };
        });
        expect(pots).toEqual(expected.filter((p) => p.amount > 0));
      }),
    );
  });
});

describe('rake', () => {
  it.each([
    [900, 400, 1, 36],
    [900, 400, 5, 35],
    [1_399, 400, 5, 55],
    [1_399, 400, 10, 50],
    [24, 400, 1, 0],
    [10_000, 0, 1, 0],
    [25, 400, 1, 1],
  ])('a %i pot at %i basis points, rounded down to %i, is raked %i', (amount, bps, unit, rake) => {
    expect(rakeOf(cents(amount), bps, cents(unit))).toBe(rake);
  });
});

describe('split pots', () => {
  it('the odd cent goes to the first winner clockwise after the button', () => {
    // Button 5 of 9 seats: seat 7 is 2 seats after it, seat 3 is 7 seats after it.
    expect(splitPot(cents(101), [3, 7], 5, 9)).toEqual([
      { seat: 7, amount: 51 },
      { seat: 3, amount: 50 },
    ]);
  });

  it('the button itself is last in that order', () => {
    expect(splitPot(cents(101), [5, 6], 5, 9)).toEqual([
      { seat: 6, amount: 51 },
      { seat: 5, amount: 50 },
    ]);
    expect(splitPot(cents(200), [1, 9, 5], 5, 9)).toEqual([
      { seat: 9, amount: 67 },
      { seat: 1, amount: 67 },
      { seat: 5, amount: 66 },
    ]);
  });

  it('an empty pot gives zeros; no winner, no share', () => {
    expect(splitPot(cents(0), [2, 4], 1, 6)).toEqual([
      { seat: 2, amount: 0 },
      { seat: 4, amount: 0 },
    ]);
    expect(splitPot(cents(100), [], 1, 6)).toEqual([]);
  });

  it('less than nothing (a rake above the pot) pays each winner nothing', () => {
    expect(splitPot(cents(-4), [3, 7], 1, 10)).toEqual([
      { seat: 3, amount: 0 },
      { seat: 7, amount: 0 },
    ]);
  });

  it('leaves the list of winners it is given as it was', () => {
    const winners = Object.freeze([9, 2, 5]);
    // 100 cents among three, button 4: seat 5 first clockwise, then 9, then 2.
    expect(splitPot(cents(100), winners, 4, 10)).toEqual([
      { seat: 5, amount: 34 },
      { seat: 9, amount: 33 },
      { seat: 2, amount: 33 },
    ]);
    expect(winners).toEqual([9, 2, 5]);
  });
});
