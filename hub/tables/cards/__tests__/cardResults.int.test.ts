// The public results board of the card tables (cardResults.ts), newest first, as the stacked shoe
// dealt: a punto banco table's coups (both hands, the totals, the winner), a blackjack table's
// rounds (the dealer's hand).
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { cardResults } from '../cardResults.ts';
import { blackjackTable, freshStore, key, openSeance, puntoBancoTable, stackedShoe } from './cardHarness.ts';

// As in puntoBancoTable.int.test.ts: an ace shown and one more burnt, then P, B, P, B per coup.
const COUPS = ['Ac', '2c', '4c', '2d', '5c', '3c', 'Tc', '3d', '7c', '5d'];

describe('card results board', () => {
  it('lists the punto banco coups, newest first, up to the limit', () => {
    const { db, clock } = freshStore();
    const table = puntoBancoTable(db, clock, stackedShoe(3, COUPS));
    table.creditIn('T1', cents(10_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    expect(cardResults(db, 'pb-1', 'puntoBanco', 20)).toEqual([]);
    for (let coup = 0; coup < 2; coup++) {
      expect(table.moves.placeBet(key('T1'), 'punto', cents(1_000)).ok).toBe(true);
      clock.advance(15_000);
    }
    const second = { coup: 2, punto: ['Tc', '7c'], banco: ['3d', '5d'], puntoTotal: 7, bancoTotal: 8 };
    expect(cardResults(db, 'pb-1', 'puntoBanco', 20)).toEqual([
      { ...second, winner: 'banco' },
      { coup: 1, punto: ['4c', '5c'], banco: ['2d', '3c'], puntoTotal: 9, bancoTotal: 5, winner: 'punto' },
    ]);
    expect(cardResults(db, 'pb-1', 'puntoBanco', 1)).toEqual([{ ...second, winner: 'banco' }]);
    // Another table's coups are not this one's.
    expect(cardResults(db, 'pb-2', 'puntoBanco', 20)).toEqual([]);
  });

  it("lists the blackjack rounds with the dealer's hand, newest first", () => {
    const { db, clock } = freshStore();
    // As in blackjackTable.int.test.ts: box 1 Tc 7h, the dealer's 5d up, then 9c and Kc: bust.
    const table = blackjackTable(db, clock, stackedShoe(2, ['Tc', '5d', '7h', '9c', 'Kc']));
    table.creditIn('T1', cents(600), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    expect(table.moves.placeBet(key('T1'), 1, cents(500)).ok).toBe(true);
    clock.advance(15_000);
    // Dealt, not settled: not on the board yet.
    expect(cardResults(db, 'bj-1', 'blackjack', 20)).toEqual([]);
    clock.advance(20_000);
    expect(cardResults(db, 'bj-1', 'blackjack', 20)).toEqual([{ round: 1, dealer: ['5d', '9c', 'Kc'] }]);
  });
});
