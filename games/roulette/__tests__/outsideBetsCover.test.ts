// The numbers the outside bets cover (RULES.md A.2, Part B §5.2), listed from the layout: the two
// ways the code answers (the list, and the settlement's pocket test) must both give them, and
// zero is never covered.
import { describe, expect, it } from 'vitest';
import { type RouletteSpot, spotCovers, spotCoversPocket } from '../bets.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const column = (c: number) => range(0, 11).map((i) => 3 * i + c);

const CASES: [RouletteSpot, number[]][] = [
  [{ kind: 'douzaine', dozen: 1 }, range(1, 12)],
  [{ kind: 'douzaine', dozen: 3 }, range(25, 36)],
  [{ kind: 'colonne', column: 1 }, [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]],
  [{ kind: 'colonne', column: 3 }, [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]],
  [{ kind: 'deuxDouzaines', first: 2 }, range(13, 36)],
  [{ kind: 'deuxColonnes', first: 1 }, [...column(1), ...column(2)].sort((a, b) => a - b)],
  [{ kind: 'deuxColonnes', first: 2 }, [...column(2), ...column(3)].sort((a, b) => a - b)],
];

describe('outside bets', () => {
  it.each(CASES)('%j covers exactly its numbers, in ascending order', (spot, numbers) => {
    expect(spotCovers(spot)).toEqual(numbers);
    expect(range(0, 36).filter((n) => spotCoversPocket(spot, n))).toEqual(numbers);
  });

  it('two columns 1 and 2 list 1, 2, 4, 5, 7… — ascending, not column by column', () => {
    expect(spotCovers({ kind: 'deuxColonnes', first: 1 }).slice(0, 5)).toEqual([1, 2, 4, 5, 7]);
  });

  // A result outside 0–36 or fractional never reaches settlement (isOutcome, winningPocket.test.ts):
  // the pocket test is only asked about zero and the numbers below 1.
  it('no outside bet covers zero or anything below 1', () => {
    for (const [spot] of CASES) {
      for (const n of [0, 0.5, -1, -2]) expect(spotCoversPocket(spot, n)).toBe(false);
    }
  });
});
