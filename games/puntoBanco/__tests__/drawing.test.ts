import { describe, expect, it } from 'vitest';
import { makeCard } from '../../cards/card.ts';
import { bancoDraws, playCoup, puntoDraws } from '../drawing.ts';

// RULES.md B §7.2 written out as data: banco total → the punto third-card values on which it draws.
const TABLE: Record<number, number[]> = {
  0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
  7: [],
};
// A card of a given baccarat value: ten (rank 8) for 0, ace for 1, else the pip card.
const card = (value: number, suit = 0): number =>
  makeCard(value === 0 ? 8 : value === 1 ? 12 : value - 2, suit);

describe('punto banco drawing table', () => {
  it('matches the table of B §7.2 in every cell', () => {
    for (let b = 0; b <= 7; b++) {
      for (let x = 0; x <= 9; x++) expect(bancoDraws(b, x)).toBe(TABLE[b]!.includes(x));
      expect(bancoDraws(b, null)).toBe(b <= 5);
    }
    for (let p = 0; p <= 9; p++) expect(puntoDraws(p)).toBe(p <= 5);
  });

  it('plays every combination of four first card values and both third cards per the table', () => {
    let coups = 0;
    const wrong: string[] = [];
    for (let p1 = 0; p1 < 10; p1++)
      for (let b1 = 0; b1 < 10; b1++)
        for (let p2 = 0; p2 < 10; p2++)
          for (let b2 = 0; b2 < 10; b2++)
            for (let t1 = 0; t1 < 10; t1++)
              for (let t2 = 0; t2 < 10; t2++) {
                const coup = playCoup([
                  card(p1),
                  card(b1),
                  card(p2, 1),
                  card(b2, 1),
                  card(t1, 2),
                  card(t2, 3),
                ]);
                const pt = (p1 + p2) % 10;
                const bt = (b1 + b2) % 10;
                const natural = pt >= 8 || bt >= 8;
                const puntoThird = !natural && pt <= 5;
                const bancoThird = !natural && (puntoThird ? TABLE[bt]?.includes(t1) === true : bt <= 5);
                const pf = puntoThird ? (pt + t1) % 10 : pt;
                const bf = bancoThird ? (bt + (puntoThird ? t2 : t1)) % 10 : bt;
                const winner = pf > bf ? 'punto' : bf > pf ? 'banco' : 'egalite';
                // Plain comparisons (an expect per case would take half a minute).
                if (
                  coup.punto.length !== (puntoThird ? 3 : 2) ||
                  coup.banco.length !== (bancoThird ? 3 : 2) ||
                  coup.puntoTotal !== pf ||
                  coup.bancoTotal !== bf ||
                  coup.winner !== winner
                ) {
                  wrong.push([p1, b1, p2, b2, t1, t2].join(''));
                }
                coups++;
              }
    expect(coups).toBe(1_000_000);
    expect(wrong).toEqual([]);
  });
});

describe('punto banco coup dealing', () => {
  it('never plays a coup short of cards: the shoe running out inside a coup is an error', () => {
    // Punto 2 3 (5) against banco 4 2 (6): punto draws a third card; the shoe holds only the four first.
    const four = [card(2), card(4), card(3), card(2, 1)];
    expect(() => playCoup(four)).toThrow(new Error('shoe ran out inside a coup'));
    expect(() => playCoup(four.slice(0, 3))).toThrow(new Error('shoe ran out inside a coup'));
  });
});
