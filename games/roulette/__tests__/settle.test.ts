import { describe, expect, it } from 'vitest';
import { euros, cents } from '../../money.ts';
import { CHANCES, chanceCovers } from '../bets.ts';
import { settleChip } from '../settle.ts';
import { RED_NUMBERS, WHEEL_ORDER } from '../layout.ts';

describe('roulette settlement (skeleton)', () => {
  it('has 37 distinct pockets and 18 reds', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(RED_NUMBERS.size).toBe(18);
  });

  it('pays a plein 35 to 1, on every pocket', () => {
    for (let pocket = 0; pocket <= 36; pocket++) {
      for (let n = 0; n <= 36; n++) {
        const r = settleChip({ kind: 'plein', number: n }, euros(10), pocket);
        expect(r.returned).toBe(n === pocket ? 36_000 : 0);
      }
    }
  });

  it('pays chances simples 1 to 1 and halves them on zero, rounded up (A.2)', () => {
    for (const chance of CHANCES) {
      let winners = 0;
      for (let pocket = 1; pocket <= 36; pocket++) {
        const r = settleChip({ kind: 'chance', chance }, euros(20), pocket);
        if (chanceCovers(chance, pocket)) winners++;
        expect(r.returned).toBe(chanceCovers(chance, pocket) ? 4000 : 0);
      }
      expect(winners).toBe(18);
      expect(settleChip({ kind: 'chance', chance }, cents(1001), 0)).toEqual({
        outcome: 'partage',
        returned: 501,
      });
    }
  });
});
