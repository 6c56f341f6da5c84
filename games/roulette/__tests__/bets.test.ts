import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../money.ts';
import { type RouletteSpot, spotCovers, spotKey } from '../bets.ts';
import { ALL_SPOTS, CARRES, CHEVAUX, SIXAINS, TRANSVERSALES, isLegalSpot } from '../combinations.ts';
import { PAYOUT, settleSpot } from '../settle.ts';

describe('roulette combinations (A.2)', () => {
  it('has every combination of the layout, once', () => {
    expect([CHEVAUX.length, TRANSVERSALES.length, CARRES.length, SIXAINS.length]).toEqual([60, 14, 23, 11]);
    expect(ALL_SPOTS).toHaveLength(161);
    expect(new Set(ALL_SPOTS.map(spotKey)).size).toBe(161);
  });

  it('each combination covers the count its payout implies: (win + per) × covers = 36 × per', () => {
    for (const spot of ALL_SPOTS) {
      const { win, per } = PAYOUT[spot.kind];
      expect((win + per) * spotCovers(spot).length).toBe(36 * per);
    }
  });

  it('every cheval, carré and sixain is made of neighbours on the layout grid', () => {
    const cell = (n: number) => ({ row: Math.ceil(n / 3), col: ((n - 1) % 3) + 1 });
    for (const [a, b] of CHEVAUX as [number, number][]) {
      if (a === 0) continue;
      const [p, q] = [cell(a), cell(b)];
      expect(Math.abs(p.row - q.row) + Math.abs(p.col - q.col)).toBe(1);
    }
    for (const c of CARRES.slice(1)) {
      const cells = c.map(cell);
      expect(new Set(cells.map((x) => x.row)).size).toBe(2);
      expect(new Set(cells.map((x) => x.col)).size).toBe(2);
    }
    expect(CARRES[0]).toEqual([0, 1, 2, 3]);
    expect(TRANSVERSALES.slice(0, 2)).toEqual([
      [0, 1, 2],
      [0, 2, 3],
    ]);
  });

  it('refuses spots that are not on the layout', () => {
    const bad: RouletteSpot[] = [
      { kind: 'cheval', numbers: [3, 4] },
      { kind: 'cheval', numbers: [20, 17] },
      { kind: 'carre', numbers: [3, 4, 6, 7] },
      { kind: 'plein', number: 37 },
      { kind: 'douzaine', dozen: 4 },
      { kind: 'deuxColonnes', first: 3 },
      { kind: 'chance', chance: 'plein-3' as never },
      { kind: 'sixain', numbers: [2, 3, 4, 5, 6, 7] },
    ];
    for (const s of bad) expect(isLegalSpot(s)).toBe(false);
    expect(isLegalSpot({ kind: 'transversale', numbers: [0, 2, 3] })).toBe(true);
  });

  it('settles every spot on every pocket exactly (exhaustive, partage)', () => {
    const stake = euros(2);
    for (const spot of ALL_SPOTS) {
      const covers = spotCovers(spot);
      const { win, per } = PAYOUT[spot.kind];
      for (let pocket = 0; pocket <= 36; pocket++) {
        const r = settleSpot(spot, stake, pocket, 'partage');
        if (spot.kind === 'chance' && pocket === 0) expect(r).toEqual({ outcome: 'partage', returned: 100 });
        else if (covers.includes(pocket))
          expect(r).toEqual({ outcome: 'won', returned: (200 * (win + per)) / per });
        else expect(r).toEqual({ outcome: 'lost', returned: 0 });
      }
    }
  });

  it('partage of an odd stake gives back half rounded up; prison returns nothing now', () => {
    expect(settleSpot({ kind: 'chance', chance: 'rouge' }, cents(101), 0, 'partage')).toEqual({
      outcome: 'partage',
      returned: 51,
    });
    expect(settleSpot({ kind: 'chance', chance: 'rouge' }, cents(101), 0, 'prison')).toEqual({
      outcome: 'prison',
      returned: 0,
    });
    // Douzaines and colonnes lose on zero (Part B §5.3); 0-1-2-3 wins.
    expect(settleSpot({ kind: 'douzaine', dozen: 1 }, euros(1), 0, 'partage').outcome).toBe('lost');
    expect(settleSpot({ kind: 'carre', numbers: [0, 1, 2, 3] }, euros(1), 0, 'partage').returned).toBe(900);
    expect(settleSpot({ kind: 'deuxDouzaines', first: 2 }, euros(2), 30, 'partage').returned).toBe(300);
  });
});
