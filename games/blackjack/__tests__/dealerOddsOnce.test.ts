// The exact analysis (expectation.ts) keeps the dealer's odds of every shoe it reaches: they are
// computed once per up card and set of cards out, however many of the player's paths reach that
// shoe (what lets the six-deck analysis run in a second). dealerOdds.ts is wrapped here to record
// the shoe of each call.
import { describe, expect, it, vi } from 'vitest';
import type { Composition } from '../composition.ts';
import type * as DealerOdds from '../dealerOdds.ts';
import { expectationOf } from '../expectation.ts';
import { DEFAULT_OPTIONS } from '../options.ts';

const shoes = vi.hoisted(() => [] as string[]);

vi.mock('../dealerOdds.ts', async (importOriginal) => {
  const real = await importOriginal<typeof DealerOdds>();
  return {
    ...real,
    dealerOdds: (shoe: Composition, up: number) => {
      shoes.push(`${up}: ${Array.from(shoe.counts).join(' ')}`);
      return real.dealerOdds(shoe, up);
    },
  };
});

describe('the exact analysis', () => {
  it('computes the dealer’s odds once per up card and set of cards out', () => {
    shoes.length = 0;
    expectationOf({ ...DEFAULT_OPTIONS, decks: 1 });
    // The chart's fixed shoes (one per up card) and then every shoe a hand stands on.
    expect(shoes.slice(0, 10)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((up) => {
        const counts = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
        counts[up]!--;
        return `${up}: ${counts.join(' ')}`;
      }),
    );
    expect(shoes.length).toBeGreaterThan(10);
    expect(shoes.length - new Set(shoes).size).toBe(0);
  });
});
