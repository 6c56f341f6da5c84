// The absence rule (seed 000, RULES.md A.1): beyond the maximum absence the table raises it to
// staff; a comité member suspends the player, frees the seat and consigns stake and credit in the
// player's name; a claimed consignment goes back to the player; an unclaimed one goes to the
// orphans register (modèle 11 bis) at the end of the séance, to the cent.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { OrphanRecordedSchema } from '../../../registers/entryKinds.ts';
import { modele11bis } from '../../../registers/modele11bis.ts';
import { runCardStaffAction } from '../cardStaff.ts';
import { replayCardTable } from '../cardReplay.ts';
import { puntoBancoGame } from '../puntoBancoGame.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import {
  STAFF,
  credit,
  freshStore,
  key,
  openSeance,
  puntoBancoConfig,
  puntoBancoTable,
  staff,
  stackedShoe,
} from './cardHarness.ts';

const COUPS = [
  'Ac',
  '2c',
  '4c',
  '2d',
  '5c',
  '3c',
  'Tc',
  '3d',
  '7c',
  '5d',
  '4d',
  '3h',
  '4h',
  '5h',
  '4s',
  '2h',
  '5s',
  '3s',
];

describe('absence, consignment and the orphans register', () => {
  it('raises, suspends, consigns, pays back a claim and writes the unclaimed consignment to the orphans register', () => {
    const { db, clock } = freshStore();
    const config = puntoBancoConfig({ bettingMs: 90_000, maxAbsenceMs: 60_000 });
    const table = puntoBancoTable(db, clock, stackedShoe(5, COUPS), config);
    for (const t of ['T1', 'T2', 'T3', 'T4']) table.creditIn(t, cents(5_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1, { playerId: 'P000042', playerName: 'Dupont Jean' });
    table.sit(key('T2'), 2);
    table.sit(key('T3'), 3);
    table.sit(key('T4'), 4);
    const present = (ms: number): void => {
      for (let left = ms; left > 0; left -= Math.min(left, 30_000)) {
        clock.advance(Math.min(left, 30_000));
        table.presence('T2');
      }
    };
    expect(table.moves.placeBet(key('T1'), 'punto', cents(1_000)).ok).toBe(true);
    expect(table.moves.placeBet(key('T2'), 'banco', cents(1_000)).ok).toBe(true);
    const consignedAt = new Date(clock.now() + 61_000).toISOString();
    present(60_000);
    expect(table.staffView().seats.filter((s) => s.absenceRaisedAt !== null)).toEqual([]);
    clock.advance(1_000);
    // Seed 000: beyond the maximum absence, the table raises it to staff.
    const raised = (): number[] =>
      table
        .staffView()
        .seats.filter((s) => s.absenceRaisedAt !== null)
        .map((s) => s.seat);
    expect(raised()).toEqual([1, 3, 4]);
    // T4 comes back before anyone acts: the absence ends and T4 cannot be suspended.
    table.presence('T4');
    expect(raised()).toEqual([1, 3]);
    expect(
      runCardStaffAction(db, clock, STAFF.comite, table, { type: 'suspendAbsentPlayer', seat: 4 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE' },
    });
    expect(table.leave(key('T4')).ok).toBe(true);

    expect(
      runCardStaffAction(db, clock, STAFF.croupier, table, { type: 'suspendAbsentPlayer', seat: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      runCardStaffAction(db, clock, STAFF.comite, table, { type: 'suspendAbsentPlayer', seat: 2 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE' },
    });
    // T1's stake (1 000) goes back to the credit, and the whole credit is consigned in the player's name.
    const t1 = staff(db, clock, STAFF.comite, table, { type: 'suspendAbsentPlayer', seat: 1 });
    expect(t1).toMatchObject({ kind: 'playerSuspended', seat: 1, amount: 5_000 });
    const t3 = staff(db, clock, STAFF.comite, table, { type: 'suspendAbsentPlayer', seat: 3 });
    expect(t3).toMatchObject({ kind: 'playerSuspended', seat: 3, amount: 5_000 });
    expect(credit(db, 'T1')).toBe(0);
    expect(balanceOf(db, accounts.consigned('pb-1', 1))).toBe(5_000);
    expect(balanceOf(db, accounts.stakes('pb-1'))).toBe(1_000);
    expect(Object.keys(table.memory.seats)).toEqual(['2']);
    // The seat is free again; T1 must sit again to play.
    expect(table.moves.placeBet(key('T1'), 'punto', cents(200))).toMatchObject({
      ok: false,
      error: { code: 'NOT_SEATED' },
    });

    // T3 comes back before the end of the séance: the cashier pays the consignment back to the station.
    if (t3.kind !== 'playerSuspended') throw new Error('unreachable');
    const claim = { type: 'claimConsignment', consignmentId: t3.consignmentId, terminalId: 'T3' } as const;
    expect(runCardStaffAction(db, clock, STAFF.comite, table, claim)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(staff(db, clock, STAFF.caissier, table, claim)).toMatchObject({
      kind: 'consignmentClaimed',
      amount: 5_000,
    });
    expect(runCardStaffAction(db, clock, STAFF.caissier, table, claim)).toMatchObject({
      ok: false,
      error: { code: 'SESSION_STATE' },
    });
    expect(credit(db, 'T3')).toBe(5_000);
    expect(balanceOf(db, accounts.consigned('pb-1', 3))).toBe(0);

    // Coup 1 (punto wins) with T2 alone, then the three last hands.
    present(30_000);
    expect(credit(db, 'T2')).toBe(4_000);
    staff(db, clock, STAFF.croupier, table, { type: 'announceLastHands' });
    for (let i = 0; i < 3; i++) {
      expect(table.moves.placeBet(key('T2'), 'banco', cents(200)).ok).toBe(true);
      present(90_000);
    }
    // Banco 8 wins (200 less 10 cents commission), égalité pushes, punto 9 wins.
    expect(credit(db, 'T2')).toBe(4_000 + 190 + 0 - 200);
    const closed = staff(db, clock, STAFF.comite, table, { type: 'validateClosing' });
    expect(closed).toMatchObject({ kind: 'sessionClosed', orphansRecorded: 1 });

    const rows = db
      .prepare("SELECT seq, actor, payload FROM journal WHERE kind = 'OrphanRecorded'")
      .all() as {
      seq: number;
      actor: string;
      payload: string;
    }[];
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(OrphanRecordedSchema.safeParse(JSON.parse(row?.payload ?? '')).success).toBe(true);
    expect(JSON.parse(row?.payload ?? '')).toEqual({
      tableId: 'pb-1',
      seat: 1,
      playerId: 'P000042',
      playerName: 'Dupont Jean',
      amount: 5_000,
      reason: 'consignation non réclamée à la fin de la séance / consignment unclaimed at session end',
      consignedAt,
    });
    const transfers = db
      .prepare('SELECT from_account, to_account, amount FROM transfers WHERE journal_seq = ?')
      .all(row?.seq ?? 0);
    expect(transfers).toEqual([
      { from_account: 'consigned:pb-1:1', to_account: accounts.orphans, amount: 5_000 },
    ]);
    expect(balanceOf(db, accounts.orphans)).toBe(5_000);
    expect(balanceOf(db, accounts.consigned('pb-1', 1))).toBe(0);
    expect(table.memory.consignments.map((c) => c.status)).toEqual(['orphaned', 'claimed']);
    // The orphans register modèle 11 bis lists it and agrees with the `orphans` account.
    const register = modele11bis(db, '2026-11-29', '2026-11-29');
    expect(register.lines.map((l) => [l.tableId, l.seat, l.playerName, l.amount])).toEqual([
      ['pb-1', 1, 'Dupont Jean', 5_000],
    ]);
    expect(register.ledger).toEqual({ account: 'orphans', credited: 5_000, consistent: true });
    expect(register.anomalies).toEqual([]);
    expect(replayCardTable(db, 'pb-1', puntoBancoGame(config.options))).toEqual(table.memory);
    expect(integrityReport(db)).toMatchObject({ ok: true, problems: [] });

    // The transfers are a projection of the journal: an orphan transfer edited behind its back shows.
    db.prepare('UPDATE transfers SET amount = 4000 WHERE journal_seq = ?').run(row?.seq ?? 0);
    const tampered = integrityReport(db);
    expect(tampered.ok).toBe(false);
    expect(tampered.projections.find((p) => p.name === 'transfers')?.first).toEqual([
      `transfers of entry ${row?.seq}: stored consigned:pb-1:1>orphans:4000, journal gives consigned:pb-1:1>orphans:5000`,
    ]);
  });
});
