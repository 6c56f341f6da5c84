import { describe, expect, it } from 'vitest';
import { expandAnnonce } from '../../../../../games/roulette/annonces.ts';
import { type RouletteSpot } from '../../../../../games/roulette/bets.ts';
import { rouletteChips } from '../rouletteChips.ts';

const bet = (betId: string, spot: RouletteSpot, stake: number) => ({ betId, spot, stake });

describe('roulette chips: every accepted chip drawn where it was placed', () => {
  it('draws a cheval, a carré, a sixain, a douzaine and a chance on their own spots', () => {
    const chips = rouletteChips(
      [
        bet('a', { kind: 'cheval', numbers: [17, 20] }, 500),
        bet('b', { kind: 'carre', numbers: [0, 1, 2, 3] }, 400),
        bet('c', { kind: 'sixain', numbers: [1, 2, 3, 4, 5, 6] }, 600),
        bet('d', { kind: 'douzaine', dozen: 2 }, 1000),
        bet('e', { kind: 'chance', chance: 'rouge' }, 2000),
        bet('f', { kind: 'cheval', numbers: [17, 20] }, 500),
      ],
      [],
    );
    expect([...chips.layout.entries()]).toEqual([
      ['cheval-17-20', { total: 1000, count: 2, pending: false }],
      ['carre-0-1-2-3', { total: 400, count: 1, pending: false }],
      ['sixain-1-2-3-4-5-6', { total: 600, count: 1, pending: false }],
      ['douzaine-2', { total: 1000, count: 1, pending: false }],
      ['rouge', { total: 2000, count: 1, pending: false }],
    ]);
    expect(chips.racetrack.size).toBe(0);
  });

  it('shows an annonce and a finale as their own stacks on the racetrack', () => {
    const tiers = expandAnnonce({ kind: 'tiers' }).map((c) => bet('t', c.spot, c.units * 200));
    const voisins = expandAnnonce({ kind: 'voisins', number: 17, k: 2 }).map((c) => bet('v', c.spot, 100));
    const finale = expandAnnonce({ kind: 'finalePlein', digit: 7 }).map((c) => bet('f', c.spot, 100));
    const chips = rouletteChips(
      [...tiers, ...voisins, ...finale, bet('p', { kind: 'plein', number: 5 }, 100)],
      [],
    );
    expect([...chips.racetrack.entries()]).toEqual([
      ['race-tiers', { total: 1200, count: 1, pending: false }],
      ['race-17', { total: 500, count: 1, pending: false }],
      ['race-finale-7', { total: 300, count: 1, pending: false }],
    ]);
    expect(chips.listed).toEqual([]);
    expect([...chips.layout.keys()]).toEqual(['plein-5']);
  });

  it('spreads a batch that is no annonce over the layout, and fades pending intents', () => {
    const chips = rouletteChips(
      [bet('r', { kind: 'plein', number: 3 }, 100), bet('r', { kind: 'plein', number: 30 }, 100)],
      [
        { spotKey: 'plein-3', stake: 100 },
        { spotKey: 'race-tiers', stake: 600 },
      ],
    );
    expect(chips.layout.get('plein-3')).toEqual({ total: 200, count: 2, pending: true });
    expect(chips.layout.get('plein-30')).toEqual({ total: 100, count: 1, pending: false });
    expect(chips.racetrack.get('race-tiers')).toEqual({ total: 600, count: 1, pending: true });
  });

  it('uses the annonce the hub names on each chip: a random combination listed as its own', () => {
    const random = { kind: 'random' as const, count: 2 };
    const chips = rouletteChips(
      [
        { ...bet('r', { kind: 'plein', number: 3 }, 100), annonce: random },
        { ...bet('r', { kind: 'plein', number: 30 }, 100), annonce: random },
        { ...bet('o', { kind: 'plein', number: 1 }, 100), annonce: { kind: 'orphelins' as const } },
      ],
      [],
    );
    expect(chips.listed).toEqual([{ betId: 'r', annonce: random, total: 200 }]);
    expect([...chips.racetrack.keys()]).toEqual(['race-orphelins']);
    expect(chips.layout.size).toBe(0);
  });
});
