// The favourites' pure part: the layout saved one chip per spot with its stakes summed to the
// cent, the hub's bounds respected before sending, and a favourite's total.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../../games/money.ts';
import { spotKey } from '../../../../../games/roulette/bets.ts';
import { MAX_FAVOURITE_BETS, MAX_FAVOURITE_NAME } from '../../../../../protocol/wheelCommands.ts';
import type { AcceptedBet } from '../../../../../protocol/stationSnapshot.ts';
import { cleanName, favouriteIn, favouriteTotal, layoutItems, savable, SLOTS } from '../favourites.ts';

type RouletteSpot = AcceptedBet['spot'];
const plein = (number: number): RouletteSpot => ({ kind: 'plein', number });
const bet = (spot: RouletteSpot, stake: number, betId = `b${stake}`): AcceptedBet => ({
  betId,
  spot,
  stake: cents(stake),
});

describe('the roulette favourites', () => {
  it('saves one chip per spot, the stakes of a spot summed', () => {
    const rouge: RouletteSpot = { kind: 'chance', chance: 'rouge' };
    expect(layoutItems([bet(plein(5), 100, 'a'), bet(rouge, 200, 'b'), bet(plein(5), 500, 'c')])).toEqual([
      { kind: 'bet', spot: plein(5), stake: 600 },
      { kind: 'bet', spot: rouge, stake: 200 },
    ]);
    expect(layoutItems([])).toEqual([]);
  });

  it('keeps every cent and every spot of any layout (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ n: fc.integer({ min: 0, max: 36 }), stake: fc.integer({ min: 1, max: 100_000 }) }),
          {
            maxLength: 60,
          },
        ),
        (chips) => {
          const bets = chips.map((c, i) => bet(plein(c.n), c.stake, `b${i}`));
          const items = layoutItems(bets);
          const sum = (xs: readonly { stake: number }[]) => xs.reduce((s, x) => s + x.stake, 0);
          expect(sum(items as { stake: number }[])).toBe(sum(chips));
          const keys = items.map((i) => (i.kind === 'bet' ? spotKey(i.spot as RouletteSpot) : ''));
          expect(new Set(keys).size).toBe(keys.length);
          expect(new Set(keys)).toEqual(new Set(chips.map((c) => spotKey(plein(c.n)))));
        },
      ),
    );
  });

  it('saves 1 to MAX_FAVOURITE_BETS spots, no more', () => {
    const chances = ['rouge', 'noir', 'pair', 'impair', 'manque', 'passe'] as const;
    const spots: RouletteSpot[] = [
      ...Array.from({ length: 37 }, (_, n) => plein(n)),
      ...chances.map((chance) => ({ kind: 'chance', chance }) as RouletteSpot),
    ];
    expect(spots.length).toBeGreaterThan(MAX_FAVOURITE_BETS);
    const items = (n: number) => layoutItems(spots.slice(0, n).map((s, i) => bet(s, 100, `b${i}`)));
    expect(savable(items(0))).toBe(false);
    expect(savable(items(1))).toBe(true);
    expect(savable(items(MAX_FAVOURITE_BETS))).toBe(true);
    expect(savable(items(MAX_FAVOURITE_BETS + 1))).toBe(false);
  });

  it('totals a favourite of chips, and gives no total for one holding an annonce', () => {
    const chips = {
      slot: 1,
      name: 'Mes numéros',
      bets: [{ kind: 'bet', spot: plein(5), stake: 250 }],
    } as const;
    expect(favouriteTotal(chips as never)).toBe(250);
    const annonce = {
      slot: 2,
      name: 'Tiers',
      bets: [{ kind: 'annonce', annonce: { kind: 'tiers' }, unit: 100 }],
    };
    expect(favouriteTotal(annonce as never)).toBe(null);
    expect(favouriteIn([chips as never], 1)).toBe(chips);
    expect(favouriteIn([chips as never], 0)).toBe(null);
    expect(favouriteIn(undefined, 0)).toBe(null);
    expect(SLOTS).toEqual([0, 1, 2, 3]);
  });

  it('trims a typed name to what the hub accepts', () => {
    expect(cleanName('  Mes   numéros ')).toBe('Mes numéros');
    expect(cleanName('   ')).toBe(null);
    expect(cleanName('A'.repeat(MAX_FAVOURITE_NAME + 5))).toBe('A'.repeat(MAX_FAVOURITE_NAME));
  });
});
