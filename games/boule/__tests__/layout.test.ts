import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { rectCentre } from '../../feltLayout.ts';
import { checkZones, paintOf, scanFelt } from '../../wheelRound/__tests__/feltChecks.ts';
import { BOULE_BOWL, BOULE_FELT, bouleBetAt, boulePocketOf, bouleSpotKey, bouleTone } from '../layout.ts';
import {
  BOULE_CHANCES,
  BOULE_CHANCE_NUMBERS,
  type BouleSpot,
  DEFAULT_BOULE_OPTIONS,
  bouleRules,
} from '../rules.ts';

const o = DEFAULT_BOULE_OPTIONS;
/** Every spot the rules accept, found by asking the rules about a wider candidate set. */
const candidates: BouleSpot[] = [
  ...Array.from({ length: 12 }, (_, i): BouleSpot => ({ kind: 'plein', number: i - 1 })),
  ...BOULE_CHANCES.map((chance): BouleSpot => ({ kind: 'chance', chance })),
];
const legal = candidates.filter(
  (spot) => bouleRules.checkChips(o, o.tableMinimum, [], [{ spot, stake: o.tableMinimum }]) === undefined,
);

describe('the boule felt (seed 002)', () => {
  it('has one cell for each bet the rules accept, and no other', () => {
    expect(legal).toHaveLength(15);
    expect(BOULE_FELT.zones.map((z) => z.spot)).toEqual(expect.arrayContaining(legal));
    expect(BOULE_FELT.zones).toHaveLength(legal.length);
  });

  it('keys each cell as the hub keys its spot', () => {
    for (const c of BOULE_FELT.zones)
      expect([c.key, bouleSpotKey(c.spot)]).toEqual(
        Array(2).fill(c.spot.kind === 'plein' ? `plein-${c.spot.number}` : c.spot.chance),
      );
  });

  it('places its targets apart, large enough to touch, each painted, chips inside', () => {
    checkZones(BOULE_FELT);
  });

  it('maps every point of the felt to the cell under it, or to nothing in a gutter', () => {
    scanFelt(BOULE_FELT, bouleBetAt);
  });

  it('maps the centre and the inner corners of each cell to its own bet, and the gutters to none', () => {
    for (const c of BOULE_FELT.zones) {
      const { x, y, w, h } = c.hit;
      for (const p of [rectCentre(c.hit), { x, y }, { x: x + w - 1, y: y + h - 1 }])
        expect(bouleBetAt(p)).toBe(c.spot);
      expect(bouleBetAt({ x: x - 1, y })).toBeNull();
      expect(bouleBetAt({ x: x + w, y: y + h })).toBeNull();
    }
  });

  it('paints each number with its chance colour and the 5 yellow, in no chance, losing them all', () => {
    for (let n = 1; n <= 9; n++) {
      const inRouge = BOULE_CHANCE_NUMBERS.rouge.includes(n);
      const inNoir = BOULE_CHANCE_NUMBERS.noir.includes(n);
      expect(bouleTone(n)).toBe(inRouge ? 'rouge' : inNoir ? 'noir' : 'jaune');
      const cell = paintOf(BOULE_FELT, `plein-${n}`);
      expect(cell?.tone).toBe(bouleTone(n));
      expect(cell?.text).toBe(String(n));
    }
    expect(bouleTone(5)).toBe('jaune');
    // Seed 002: on 5 every chance simple loses: the yellow number is the one that is in no chance.
    for (const chance of BOULE_CHANCES) {
      const settled = bouleRules.settle(
        o,
        { spot: { kind: 'chance', chance }, stake: cents(100) },
        { number: 5 },
      );
      expect(settled.returned).toBe(0);
    }
    expect(paintOf(BOULE_FELT, 'rouge')?.diamond).toBe('rouge');
    expect(paintOf(BOULE_FELT, 'noir')?.diamond).toBe('noir');
    for (const chance of ['manque', 'passe', 'pair', 'impair'])
      expect(paintOf(BOULE_FELT, chance)?.message).toBe(chance);
  });

  it('draws the nine numbers once each in the bowl, and finds the pocket of every result', () => {
    expect(BOULE_BOWL.map((p) => p.text).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (let n = 1; n <= 9; n++) {
      const pocket = BOULE_BOWL[boulePocketOf(n)];
      expect(pocket?.text).toBe(String(n));
      expect(pocket?.tone).toBe(bouleTone(n));
    }
  });

  it('puts the 5 in the middle of the row of numbers', () => {
    const xs = BOULE_FELT.zones.filter((c) => c.spot.kind === 'plein').map((c) => c.hit.x);
    const five = BOULE_FELT.zones.find((c) => c.key === 'plein-5')?.hit.x;
    expect(xs.filter((x) => x < (five ?? 0))).toHaveLength(4);
  });

  it('paints the chances on the felt, chips centred on a plein and right of a chance’s word or diamond', () => {
    for (const z of BOULE_FELT.zones) {
      if (z.spot.kind === 'plein') expect(z.chipAt).toEqual(rectCentre(z.hit));
      else {
        expect(paintOf(BOULE_FELT, z.key)?.tone).toBe('felt');
        expect(z.chipAt).toEqual({ x: z.hit.x + z.hit.w * 0.85, y: z.hit.y + z.hit.h / 2 });
      }
    }
  });
});
