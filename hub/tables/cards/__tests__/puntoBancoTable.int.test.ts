// Whole punto banco coups at a hub table (RULES.md A.6, B §7): punto, banco with its 5 %
// commission, égalité; the "three last hands" then the closing (A.1); every balance to the cent.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { CardStationViewSchema } from '../../../../protocol/cardMessages.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { runCardStaffAction } from '../cardStaff.ts';
import { createPuntoBancoTable } from '../puntoBancoTable.ts';
import { replayCardTable } from '../cardReplay.ts';
import { puntoBancoGame } from '../puntoBancoGame.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import {
  STAFF,
  credit,
  freshStore,
  hostedCards,
  key,
  openSeance,
  puntoBancoConfig,
  puntoBancoTable,
  staff,
  stackedShoe,
} from './cardHarness.ts';

// The first card (an ace) is shown and one more burnt; then P, B, P, B per coup, naturals only.
const COUPS = ['Ac', '2c', '4c', '2d', '5c', '3c', 'Tc', '3d', '7c', '5d', '4d', '3h', '4h', '5h'];

describe('punto banco table', () => {
  it('settles punto, banco with commission and égalité, then plays the three last hands and closes', () => {
    const { db, clock } = freshStore();
    const table = puntoBancoTable(db, clock, stackedShoe(3, COUPS));
    for (const t of ['T1', 'T2', 'T3']) table.creditIn(t, cents(10_000), 'cash', 'cashier:test');
    // No bet outside an open séance (A.1).
    expect(table.sit(key('T1'), 1).ok).toBe(true);
    expect(table.moves.placeBet(key('T1'), 'punto', cents(1_000))).toMatchObject({
      ok: false,
      error: { code: 'NO_SESSION' },
    });
    openSeance(db, clock, table);
    table.sit(key('T2'), 2);
    table.sit(key('T3'), 3);
    // A.6: every stake a multiple of the 20-cent step; the maximum is 100 × the minimum.
    expect(table.moves.placeBet(key('T1'), 'punto', cents(1_010))).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_BET', params: { reason: 'stakeStep', step: 20 } },
    });
    expect(table.moves.placeBet(key('T1'), 'punto', cents(10_020))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_ABOVE_MAXIMUM', params: { maximum: 10_000 } },
    });
    // Closing before the three last are announced is refused.
    expect(runCardStaffAction(db, clock, STAFF.comite, table, { type: 'validateClosing' })).toMatchObject({
      ok: false,
      error: { code: 'LAST_ROUNDS_PENDING' },
    });
    expect(runCardStaffAction(db, clock, STAFF.caissier, table, { type: 'announceLastHands' })).toMatchObject(
      {
        ok: false,
        error: { code: 'FORBIDDEN' },
      },
    );
    staff(db, clock, STAFF.croupier, table, { type: 'announceLastHands' });

    const coup = (): void => {
      expect(table.moves.placeBet(key('T1'), 'punto', cents(1_000)).ok).toBe(true);
      expect(table.moves.placeBet(key('T2'), 'banco', cents(1_000)).ok).toBe(true);
      expect(table.moves.placeBet(key('T3'), 'egalite', cents(200)).ok).toBe(true);
      clock.advance(15_000);
    };
    // Coup 1: punto 9 against banco 5.
    coup();
    expect(table.memory.state.last).toMatchObject({ winner: 'punto', puntoTotal: 9, bancoTotal: 5 });
    expect([credit(db, 'T1'), credit(db, 'T2'), credit(db, 'T3')]).toEqual([11_000, 9_000, 9_800]);
    // Coup 2: banco 8 against punto 7: 1 000 less 5 % = 950 won (A.6).
    coup();
    expect(table.memory.state.last).toMatchObject({ winner: 'banco', puntoTotal: 7, bancoTotal: 8 });
    expect([credit(db, 'T1'), credit(db, 'T2'), credit(db, 'T3')]).toEqual([10_000, 9_950, 9_600]);
    expect(table.lastHandsRemaining()).toBe(1);
    // Coup 3: 8 against 8, égalité pays 8 to 1, punto and banco push.
    coup();
    expect(table.memory.state.last).toMatchObject({ winner: 'egalite', puntoTotal: 8, bancoTotal: 8 });
    expect([credit(db, 'T1'), credit(db, 'T2'), credit(db, 'T3')]).toEqual([10_000, 9_950, 11_200]);
    expect(balanceOf(db, accounts.bank('pb-1'))).toBe(-1_150);
    expect(balanceOf(db, accounts.stakes('pb-1'))).toBe(0);
    const v = table.stationView('T2');
    expect(CardStationViewSchema.parse(v)).toEqual(v);
    expect(JSON.stringify(v)).not.toContain('shoe');

    // The three last are played: no more bets; the comité member validates the closing.
    expect(table.lastHandsRemaining()).toBe(0);
    expect(table.moves.placeBet(key('T1'), 'punto', cents(1_000))).toMatchObject({
      ok: false,
      error: { code: 'BETS_CLOSED' },
    });
    expect(runCardStaffAction(db, clock, STAFF.croupier, table, { type: 'validateClosing' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(staff(db, clock, STAFF.comite, table, { type: 'validateClosing' })).toMatchObject({
      kind: 'sessionClosed',
      orphansRecorded: 0,
    });
    expect(table.sessionOpen).toBe(false);
    expect(table.memory.seats).toEqual({});
    expect(replayCardTable(db, 'pb-1', puntoBancoGame(puntoBancoConfig().options))).toEqual(table.memory);
    expect(integrityReport(db)).toMatchObject({ ok: true, problems: [] });

    // A settlement's transfer edited behind the journal's back is found by the rebuild.
    const settled = db
      .prepare("SELECT seq FROM journal WHERE kind = 'PuntoBancoCoupSettled' ORDER BY seq LIMIT 1")
      .get() as {
      seq: number;
    };
    db.prepare(
      "UPDATE transfers SET amount = amount + 1 WHERE journal_seq = ? AND to_account = 'station:T1'",
    ).run(settled.seq);
    expect(integrityReport(db).problems.some((p) => p.startsWith('transfers: 1 mismatch'))).toBe(true);
  });

  it('answers a repeated command id the same way and applies it once (through the table host)', async () => {
    const { db, clock } = freshStore();
    const table = puntoBancoTable(db, clock, stackedShoe(4, COUPS));
    table.creditIn('T1', cents(5_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    const send = hostedCards(db, clock, table);
    const bet = { type: 'puntoBancoBet', commandId: 'bet-00000001', tableId: 'pb-1' } as const;
    const first = await send('T1', { ...bet, spot: 'banco', amount: cents(1_000) });
    expect(first).toMatchObject({ ok: true });
    expect(await send('T1', { ...bet, spot: 'banco', amount: cents(1_000) })).toEqual(first);
    expect(credit(db, 'T1')).toBe(4_000);
    expect(await send('T1', { ...bet, spot: 'punto', amount: cents(200) })).toMatchObject({
      ok: false,
      error: { code: 'COMMAND_ID_REUSED' },
    });
    expect(credit(db, 'T1')).toBe(4_000);
  });

  it('refuses a player already seated at another table of the hub (A.1)', () => {
    const { db, clock } = freshStore();
    const table = createPuntoBancoTable(puntoBancoConfig(), {
      db,
      clock,
      rng: createRng(seededSource(1)),
      onChange: () => undefined,
      seatedElsewhere: (terminalId) => (terminalId === 'T9' ? 'bj-1' : null),
    });
    expect(table.sit(key('T9'), 1)).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_SEATED', params: { tableId: 'bj-1' } },
    });
    expect(table.sit(key('T8'), 1)).toMatchObject({ ok: true, value: { kind: 'seated', seat: 1 } });
  });
});
