// The six chances simples on all 37 pockets (RULES.md A.2, Part B §5.2), against lists written
// out from the layout, not from the code: kills issue 14's survivor "noir redefined as the red
// numbers" and any other swapped or shifted chance.
import { describe, expect, it } from 'vitest';
import { CHANCES, type Chance, chanceCovers, spotCovers, spotCoversPocket } from '../bets.ts';
import { WHEEL_ORDER, pocketColour } from '../layout.ts';

/** The numbers each chance wins on, copied from a printed single-zero layout. */
const WINS: Record<Chance, readonly number[]> = {
  rouge: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
  noir: [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35],
  pair: [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36],
  impair: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35],
  manque: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
  passe: [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36],
};

const POCKETS = Array.from({ length: 37 }, (_, n) => n);

describe('chances simples', () => {
  it.each(CHANCES)('%s wins on exactly its eighteen numbers, and never on zero', (chance) => {
    expect(POCKETS.filter((n) => chanceCovers(chance, n))).toEqual(WINS[chance]);
    expect(POCKETS.filter((n) => spotCoversPocket({ kind: 'chance', chance }, n))).toEqual(WINS[chance]);
    expect(spotCovers({ kind: 'chance', chance })).toEqual(WINS[chance]);
  });

  it('covers nothing outside the cylinder (a pocket 37 or −1 wins no chance)', () => {
    for (const chance of CHANCES) {
      expect([-1, 37, 38].map((n) => chanceCovers(chance, n))).toEqual([false, false, false]);
    }
  });

  it('rouge and noir, pair and impair, manque and passe each split 1–36 with no overlap', () => {
    const pairs: [Chance, Chance][] = [
      ['rouge', 'noir'],
      ['pair', 'impair'],
      ['manque', 'passe'],
    ];
    for (const [a, b] of pairs) {
      for (let n = 1; n <= 36; n++) expect(chanceCovers(a, n)).toBe(!chanceCovers(b, n));
    }
  });

  it('the felt colours alternate red and black around the cylinder after zero (B §5.2)', () => {
    const colours = WHEEL_ORDER.map(pocketColour);
    expect(colours[0]).toBe('vert');
    // Clockwise from zero the wheel reads 32 red, 15 black, 19 red, 4 black…
    colours.slice(1).forEach((c, i) => expect(c).toBe(i % 2 === 0 ? 'rouge' : 'noir'));
    expect(POCKETS.filter((n) => pocketColour(n) === 'noir')).toEqual(WINS.noir);
  });
});
