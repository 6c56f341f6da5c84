// Bets a card-table player takes back before the deal (cardWithdrawBets) are no stakes of the hand
// and their refund no win (RULES.md A.1 recall: "stakes, outcome, wins"): the recall lists only
// the bets that stood at the deal, and a station that took back every bet played no game.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { gameRecall } from '../../../registers/gameRecall.ts';
import { credit, freshStore, key, openSeance, puntoBancoTable, stackedShoe } from './cardHarness.ts';

// The first card (an ace) is shown and one more burnt; then P, B, P, B: punto 9 against banco 5.
const COUP = ['Ac', '2c', '4c', '2d', '5c', '3c'];

describe('card recall leaves withdrawn bets out', () => {
  it('punto banco: only the bets standing at the deal, no game for a station that took all back', () => {
    const { db, clock } = freshStore();
    const table = puntoBancoTable(db, clock, stackedShoe(3, COUP));
    for (const t of ['T1', 'T2', 'T3']) table.creditIn(t, cents(10_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    table.sit(key('T2'), 2);
    table.sit(key('T3'), 3);
    // T1: punto and égalité taken back, then banco placed and left to stand.
    expect(table.moves.placeBet(key('T1'), 'punto', cents(1_000)).ok).toBe(true);
    expect(table.moves.placeBet(key('T1'), 'egalite', cents(200)).ok).toBe(true);
    expect(table.withdrawBets(key('T1')).ok).toBe(true);
    expect(table.moves.placeBet(key('T1'), 'banco', cents(400)).ok).toBe(true);
    // T2: everything taken back.
    expect(table.moves.placeBet(key('T2'), 'egalite', cents(200)).ok).toBe(true);
    expect(table.withdrawBets(key('T2')).ok).toBe(true);
    // T3: punto stands.
    expect(table.moves.placeBet(key('T3'), 'punto', cents(1_000)).ok).toBe(true);
    clock.advance(15_000);
    expect(table.memory.state.last).toMatchObject({ winner: 'punto', puntoTotal: 9, bancoTotal: 5 });
    expect([credit(db, 'T1'), credit(db, 'T2'), credit(db, 'T3')]).toEqual([9_600, 10_000, 11_000]);

    const recall = gameRecall(db, 'pb-1');
    const rows = (terminalId: string) =>
      (recall[terminalId] ?? []).map(
        ({ status, outcome, bets, stakes, wins, creditBefore, creditAfter }) => ({
          status,
          outcome,
          bets,
          stakes,
          wins,
          creditBefore,
          creditAfter,
        }),
      );
    expect(rows('T1')).toEqual([
      {
        status: 'settled',
        outcome: 'punto 9, banco 5 : punto',
        bets: [{ label: 'banco', stake: 400 }],
        stakes: 400,
        wins: 0,
        creditBefore: 10_000,
        creditAfter: 9_600,
      },
    ]);
    expect(rows('T2')).toEqual([]);
    expect(rows('T3')).toEqual([
      {
        status: 'settled',
        outcome: 'punto 9, banco 5 : punto',
        bets: [{ label: 'punto', stake: 1_000 }],
        stakes: 1_000,
        wins: 2_000,
        creditBefore: 10_000,
        creditAfter: 11_000,
      },
    ]);
  });
});
