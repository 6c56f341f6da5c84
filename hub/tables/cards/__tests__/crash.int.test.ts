// The crash rule of the card tables (docs/card-tables.md): a blackjack hand dealt and not settled
// when the hub stops is voided and every stake of it refunded, doubles and splits included; stakes
// placed for a hand not yet dealt are restored exactly. A new table instance opens the same file.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { blackjackGame } from '../blackjackGame.ts';
import { replayCardTable } from '../cardReplay.ts';
import { gameRecall } from '../../../registers/gameRecall.ts';
import { openDatabase } from '../../../store/database.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import {
  STAFF,
  blackjackConfig,
  blackjackTable,
  credit,
  freshStore,
  key,
  openSeance,
  puntoBancoTable,
  staff,
  stackedShoe,
} from './cardHarness.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';

describe('card tables across a restart', () => {
  it('voids a blackjack hand in progress and refunds every stake of it, to the cent', () => {
    const { path, db, clock } = freshStore();
    const shoe = stackedShoe(6, ['8c', 'Tc', '6d', '8d', '9c', '3c', 'Th']);
    const before = blackjackTable(db, clock, shoe);
    for (const t of ['T1', 'T2']) before.creditIn(t, cents(10_000), 'cash', 'cashier:test');
    openSeance(db, clock, before);
    before.sit(key('T1'), 1);
    before.sit(key('T2'), 2);
    before.moves.placeBet(key('T1'), 1, cents(500));
    before.moves.placeBet(key('T2'), 2, cents(700));
    clock.advance(15_000);
    expect(before.moves.act(key('T1'), 1, 'split').ok).toBe(true);
    expect(before.moves.act(key('T1'), 1, 'double').ok).toBe(true);
    expect(credit(db, 'T1')).toBe(10_000 - 1_500);
    expect(balanceOf(db, accounts.stakes('bj-1'))).toBe(2_200);
    // Game recall keeps a game interrupted mid-way (A.1).
    expect(gameRecall(db, 'bj-1', { terminalId: 'T1' })['T1']).toMatchObject([
      {
        status: 'inProgress',
        stakes: 1_500,
        wins: 0,
        outcome: 'en cours',
        creditBefore: 10_000,
        creditAfter: 8_500,
      },
    ]);
    // The hub stops mid-hand: nothing more is written; the file is opened again by a new instance.
    before.stop();
    db.close();

    const db2 = openDatabase(path, TEST_JOURNAL_KEY);
    const after = blackjackTable(db2, clock, stackedShoe(6));
    after.recover();
    expect(credit(db2, 'T1')).toBe(10_000);
    expect(credit(db2, 'T2')).toBe(10_000);
    expect(balanceOf(db2, accounts.stakes('bj-1'))).toBe(0);
    expect(balanceOf(db2, accounts.bank('bj-1'))).toBe(0);
    const voided = db2.prepare("SELECT payload FROM journal WHERE kind = 'CardHandVoided'").get() as {
      payload: string;
    };
    expect(JSON.parse(voided.payload)).toMatchObject({
      card: {
        fact: {
          refunds: [
            { seat: 1, amount: 1_500 },
            { seat: 2, amount: 700 },
          ],
        },
      },
    });
    expect(after.memory.state).toMatchObject({ phase: 'betting', boxes: {}, dealer: [] });
    expect(after.memory.seats).toEqual(before.memory.seats);
    expect(gameRecall(db2, 'bj-1', { terminalId: 'T1' })['T1']).toMatchObject([
      {
        status: 'voided',
        stakes: 1_500,
        wins: 1_500,
        outcome: 'annulé : redémarrage du système pendant la main',
        creditAfter: 10_000,
      },
    ]);

    // A comité member relaunches; the table deals on from the same shoe and money is conserved.
    staff(db2, clock, STAFF.comite, after, { type: 'relaunch' });
    expect(after.moves.placeBet(key('T1'), 1, cents(500)).ok).toBe(true);
    clock.advance(15_000);
    for (let i = 0; i < 6 && after.handInProgress(); i++) after.moves.act(key('T1'), 1, 'stand');
    expect(after.handInProgress()).toBe(false);
    expect(credit(db2, 'T1') + credit(db2, 'T2') + balanceOf(db2, accounts.bank('bj-1'))).toBe(20_000);
    expect(replayCardTable(db2, 'bj-1', blackjackGame(blackjackConfig().options))).toEqual(after.memory);
    expect(integrityReport(db2)).toMatchObject({ ok: true, problems: [] });
  });

  it('restores punto banco stakes placed before the deal exactly, and deals them after the relaunch', () => {
    const { path, db, clock } = freshStore();
    const coups = ['Ac', '2c', '4c', '2d', '5c', '3c'];
    const before = puntoBancoTable(db, clock, stackedShoe(7, coups));
    before.creditIn('T1', cents(3_000), 'cash', 'cashier:test');
    openSeance(db, clock, before);
    before.sit(key('T1'), 1);
    before.moves.placeBet(key('T1'), 'punto', cents(1_000));
    const state = before.memory.state;
    before.stop();
    db.close();

    const db2 = openDatabase(path, TEST_JOURNAL_KEY);
    const after = puntoBancoTable(db2, clock, stackedShoe(7));
    after.recover();
    expect(after.memory.state).toEqual(state);
    expect(balanceOf(db2, accounts.stakes('pb-1'))).toBe(1_000);
    expect(credit(db2, 'T1')).toBe(2_000);
    staff(db2, clock, STAFF.comite, after, { type: 'relaunch' });
    clock.advance(15_000);
    // Punto 9 against banco 5: 1 000 won.
    expect(credit(db2, 'T1')).toBe(4_000);
    expect(integrityReport(db2)).toMatchObject({ ok: true, problems: [] });
  });
});
