// Repeat and double place each former bet again (issue 11): exhaustively over every annonce of
// Part B §5.4 with its parameters, the bet placed again expands into exactly the chips it placed,
// and stays one annonce; a random combination comes back as the pleins it drew, never redrawn.
import { describe, expect, it } from 'vitest';
import { type Cents, cents, times } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { type Annonce, expandAnnonce } from '../../../../games/roulette/annonces.ts';
import type { RouletteSpot } from '../../../../games/roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS } from '../../../../games/roulette/options.ts';
import { rouletteRules } from '../../../../games/roulette/rules.ts';
import { rouletteRebet } from '../rouletteRebet.ts';

const every: Annonce[] = [
  { kind: 'voisinsDuZero' },
  { kind: 'tiers' },
  { kind: 'orphelins' },
  { kind: 'jeuZero' },
  ...Array.from({ length: 10 }, (_, digit) => ({ kind: 'finalePlein' as const, digit })),
  ...Array.from({ length: 7 }, (_, low) => ({ kind: 'finaleCheval' as const, low })),
  ...Array.from({ length: 37 * 18 }, (_, i) => ({
    kind: 'voisins' as const,
    number: i % 37,
    k: 1 + Math.floor(i / 37),
  })),
];

const placedAnnonce = (annonce: Annonce, unit: Cents) => ({
  betId: 'b',
  bet: { kind: 'annonce' as const, annonce },
  chips: expandAnnonce(annonce).map((c) => ({ spot: c.spot, stake: times(unit, c.units) })),
});

/** The chips a rebet puts on the layout, through the rules' own expansion. */
function chipsOf(items: ReturnType<typeof rouletteRebet>): { spot: RouletteSpot; stake: Cents }[] {
  const rng = createRng(seededSource(1));
  return items.flatMap((i) => {
    const chips = rouletteRules.expand(DEFAULT_ROULETTE_OPTIONS, i.bet, i.unit, rng);
    if (!Array.isArray(chips)) throw new Error(`refused: ${JSON.stringify(chips)}`);
    return chips;
  });
}

describe('roulette bets placed again', () => {
  it(`gives every one of the ${every.length} annonces back as itself, at its unit, chip for chip`, () => {
    for (const annonce of every)
      for (const unit of [cents(100), cents(250)]) {
        const placed = placedAnnonce(annonce, unit);
        const again = rouletteRebet(placed);
        expect(again).toEqual([{ bet: placed.bet, unit }]);
        expect(chipsOf(again)).toEqual(placed.chips);
      }
  });

  it('places a random combination again as the pleins it drew, and a chip on a spot at its stake', () => {
    const drawn = [4, 19, 33].map((n) => ({
      spot: { kind: 'plein' as const, number: n },
      stake: cents(200),
    }));
    const random = rouletteRebet({ betId: 'r', bet: { kind: 'random', count: 3 }, chips: drawn });
    expect(random).toEqual(drawn.map((c) => ({ bet: { kind: 'spot', spot: c.spot }, unit: c.stake })));
    expect(chipsOf(random)).toEqual(drawn);
    const spot = { kind: 'cheval' as const, numbers: [17, 20] };
    expect(
      rouletteRebet({ betId: 's', bet: { kind: 'spot', spot }, chips: [{ spot, stake: cents(300) }] }),
    ).toEqual([{ bet: { kind: 'spot', spot }, unit: cents(300) }]);
  });

  it('falls back to chip by chip when the chips are not the annonce at one unit', () => {
    const placed = placedAnnonce({ kind: 'tiers' }, cents(100));
    const odd = { ...placed, chips: placed.chips.map((c, i) => (i === 2 ? { ...c, stake: cents(150) } : c)) };
    const again = rouletteRebet(odd);
    expect(again).toHaveLength(odd.chips.length);
    expect(chipsOf(again)).toEqual(odd.chips);
    expect(rouletteRebet({ betId: 'x', bet: undefined, chips: placed.chips })).toHaveLength(6);
  });
});
