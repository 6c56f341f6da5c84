// The money of a settled card hand (hub/tables/cards/settlementMoves.ts; RULES.md A.5, A.6): the whole
// layout to the bank, then one return per seat in seat order, summed over the seat's lines.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { settlementMoves } from '../settlementMoves.ts';
import { accounts } from '../../../store/accounts.ts';

describe('card table settlement moves', () => {
  it('sends 45 € of stakes to the bank and pays seat 2 then seat 5 what their lines returned', () => {
    const moves = settlementMoves([
      { seat: 5, stake: cents(1_000), returned: cents(2_500) },
      { seat: 2, stake: cents(2_000), returned: cents(0) },
      { seat: 5, stake: cents(1_500), returned: cents(3_000) },
    ]);
    expect(moves).toEqual([
      { from: 'stakes', to: 'bank', amount: 4_500 },
      { from: 'bank', to: { seat: 2 }, amount: 0 },
      { from: 'bank', to: { seat: 5 }, amount: 5_500 },
    ]);
  });

  it('orders the returns by seat number, not by text (seat 10 after seat 9)', () => {
    const moves = settlementMoves([
      { seat: 10, stake: cents(100), returned: cents(200) },
      { seat: 9, stake: cents(100), returned: cents(100) },
    ]);
    expect(moves.map((m) => m.to)).toEqual(['bank', { seat: 9 }, { seat: 10 }]);
  });

  it('a hand with no lines moves nothing but an empty stake', () => {
    expect(settlementMoves([])).toEqual([{ from: 'stakes', to: 'bank', amount: 0 }]);
  });

  it('names one consignment account per table and seat', () => {
    expect(accounts.consigned('BJ1', 3)).toBe('consigned:BJ1:3');
  });
});
