// The inside combinations of the single-zero layout (RULES.md A.2, Part B §5.2), written out from
// the felt: 14 transversales, 23 carrés, 11 sixains; and the keys that name the two-dozen and
// two-column bets in limits and journals.
import { describe, expect, it } from 'vitest';
import { spotKey } from '../bets.ts';
import { CARRES, SIXAINS, TRANSVERSALES } from '../combinations.ts';

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
    expect(CARRES).toHaveLength(23);
    expect(CARRES[0]).toEqual([0, 1, 2, 3]);
    expect(CARRES[1]).toEqual([1, 2, 4, 5]);
    expect(CARRES[2]).toEqual([2, 3, 5, 6]);
    expect(CARRES[22]).toEqual([32, 33, 35, 36]);
  });

  it('names the two-dozen and two-column bets by both their numbers', () => {
    expect(spotKey({ kind: 'deuxDouzaines', first: 2 })).toBe('deux-douzaines-2-3');
    expect(spotKey({ kind: 'deuxColonnes', first: 1 })).toBe('deux-colonnes-1-2');
  });
});
