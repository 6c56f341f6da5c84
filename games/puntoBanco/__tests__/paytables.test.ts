// What each punto banco bet returns (RULES.md A.6, B §7.3), stake included, on both paytables:
// punto 1 to 1; banco 1 to 1 less 5 % (rounded down to the cent), or under the alternative
// paytable half the stake on a winning 6 and no commission; égalité 8 to 1, and punto and banco
// bets pushed by an égalité. Every figure worked out by hand.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import type { Coup } from '../drawing.ts';
import { SPOTS, settleBet } from '../payout.ts';

const coup = (winner: Coup['winner'], bancoTotal = 7): Coup => ({
  punto: [],
  banco: [],
  puntoTotal: winner === 'punto' ? 9 : bancoTotal,
  bancoTotal,
  winner,
});
const ten = cents(1_000);

describe('punto banco payouts', () => {
  it('lists the felt’s three bets in order', () => {
    expect(SPOTS).toEqual(['punto', 'banco', 'egalite']);
  });

  it.each(['standard', 'alternative'] as const)(
    '%s: punto wins 1 to 1, loses to banco, pushes on égalité',
    (table) => {
      expect(settleBet(table, 'punto', ten, coup('punto'))).toEqual({
        outcome: 'won',
        returned: 2_000,
        commission: 0,
      });
      expect(settleBet(table, 'punto', ten, coup('banco'))).toEqual({
        outcome: 'lost',
        returned: 0,
        commission: 0,
      });
      expect(settleBet(table, 'punto', ten, coup('egalite'))).toEqual({
        outcome: 'push',
        returned: 1_000,
        commission: 0,
      });
      expect(settleBet(table, 'banco', ten, coup('egalite'))).toEqual({
        outcome: 'push',
        returned: 1_000,
        commission: 0,
      });
      expect(settleBet(table, 'banco', ten, coup('punto'))).toEqual({
        outcome: 'lost',
        returned: 0,
        commission: 0,
      });
    },
  );

  it.each(['standard', 'alternative'] as const)('%s: égalité pays 8 to 1 and loses otherwise', (table) => {
    expect(settleBet(table, 'egalite', ten, coup('egalite'))).toEqual({
      outcome: 'won',
      returned: 9_000,
      commission: 0,
    });
    expect(settleBet(table, 'egalite', ten, coup('banco'))).toEqual({
      outcome: 'lost',
      returned: 0,
      commission: 0,
    });
    expect(settleBet(table, 'egalite', ten, coup('punto'))).toEqual({
      outcome: 'lost',
      returned: 0,
      commission: 0,
    });
  });

  it('standard: banco wins 1 to 1 less 5 %: 10 € returns 19,50 €; 10,10 € returns 19,70 € (50,5 cents → 50)', () => {
    expect(settleBet('standard', 'banco', ten, coup('banco'))).toEqual({
      outcome: 'won',
      returned: 1_950,
      commission: 50,
    });
    expect(settleBet('standard', 'banco', cents(1_010), coup('banco'))).toEqual({
      outcome: 'won',
      returned: 1_970,
      commission: 50,
    });
    // A winning 6 changes nothing on the standard paytable.
    expect(settleBet('standard', 'banco', ten, coup('banco', 6))).toEqual({
      outcome: 'won',
      returned: 1_950,
      commission: 50,
    });
  });

  it('alternative: banco wins 1 to 1 without commission, but only half the stake on a 6', () => {
    expect(settleBet('alternative', 'banco', ten, coup('banco'))).toEqual({
      outcome: 'won',
      returned: 2_000,
      commission: 0,
    });
    expect(settleBet('alternative', 'banco', ten, coup('banco', 6))).toEqual({
      outcome: 'won',
      returned: 1_500,
      commission: 0,
    });
    // Half of 10,10 € is 5,05 €; of 10,05 €, 5,025 € rounded down to 5,02 €.
    expect(settleBet('alternative', 'banco', cents(1_010), coup('banco', 6)).returned).toBe(1_515);
    expect(settleBet('alternative', 'banco', cents(1_005), coup('banco', 6)).returned).toBe(1_507);
  });
});
