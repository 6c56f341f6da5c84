// The inside combinations of the single-zero layout (RULES.md A.2, Part B §5.2), written out from
// the felt: 14 transversales, 23 carrés, 11 sixains; and the keys that name the two-dozen and
// two-column bets in limits and journals.
import { describe, expect, it } from 'vitest';
import { spotKey } from '../bets.ts';
import { CARRES, CHEVAUX, SIXAINS, TRANSVERSALES } from '../combinations.ts';

describe('the layout’s inside combinations', () => {
  it('has the 14 transversales: 0-1-2, 0-2-3 and the twelve rows', () => {
    expect(TRANSVERSALES).toEqual([
      [0, 1, 2],
      [0, 2, 3],
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 12],
      [13, 14, 15],
      [16, 17, 18],
      [19, 20, 21],
      [22, 23, 24],
      [25, 26, 27],
      [28, 29, 30],
      [31, 32, 33],
      [34, 35, 36],
    ]);
  });

  it('has the 11 sixains: each two adjacent rows', () => {
    expect(SIXAINS).toEqual([
      [1, 2, 3, 4, 5, 6],
      [4, 5, 6, 7, 8, 9],
      [7, 8, 9, 10, 11, 12],
      [10, 11, 12, 13, 14, 15],
      [13, 14, 15, 16, 17, 18],
      [16, 17, 18, 19, 20, 21],
      [19, 20, 21, 22, 23, 24],
      [22, 23, 24, 25, 26, 27],
      [25, 26, 27, 28, 29, 30],
      [28, 29, 30, 31, 32, 33],
      [31, 32, 33, 34, 35, 36],
    ]);
  });

  it('has the 23 carrés: 0-1-2-3 and the 22 squares of the grid', () => {
    expect(CARRES).toEqual([
      [0, 1, 2, 3],
      [1, 2, 4, 5],
      [2, 3, 5, 6],
      [4, 5, 7, 8],
      [5, 6, 8, 9],
      [7, 8, 10, 11],
      [8, 9, 11, 12],
      [10, 11, 13, 14],
      [11, 12, 14, 15],
      [13, 14, 16, 17],
      [14, 15, 17, 18],
      [16, 17, 19, 20],
      [17, 18, 20, 21],
      [19, 20, 22, 23],
      [20, 21, 23, 24],
      [22, 23, 25, 26],
      [23, 24, 26, 27],
      [25, 26, 28, 29],
      [26, 27, 29, 30],
      [28, 29, 31, 32],
      [29, 30, 32, 33],
      [31, 32, 34, 35],
      [32, 33, 35, 36],
    ]);
  });

  it('has the 60 chevaux: the three with zero, then every two numbers that share a side on the felt', () => {
    // The felt as printed: three rows of twelve, 3-6-…-36 on top, 1-4-…-34 along the outer edge.
    const felt = [
      [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
      [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35],
      [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34],
    ];
    const sideBySide: number[][] = [];
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 12; col++) {
        const n = felt[row]![col]!;
        if (row < 2) sideBySide.push([felt[row + 1]![col]!, n]);
        if (col < 11) sideBySide.push([n, felt[row]![col + 1]!]);
      }
    }
    const key = (pair: readonly number[]) => pair.join('-');
    expect(CHEVAUX).toHaveLength(60);
    expect(CHEVAUX.slice(0, 3)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(CHEVAUX.slice(3).map(key).sort()).toEqual(sideBySide.map(key).sort());
    expect(sideBySide).toHaveLength(57);
  });

  it('names the two-dozen and two-column bets by both their numbers', () => {
    expect(spotKey({ kind: 'deuxDouzaines', first: 2 })).toBe('deux-douzaines-2-3');
    expect(spotKey({ kind: 'deuxColonnes', first: 1 })).toBe('deux-colonnes-1-2');
  });
});
