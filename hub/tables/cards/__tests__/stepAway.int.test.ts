// "Je m'absente" at a card table (issue 12 §5, seed 000 absence rule): the absence starts now and
// is journaled; the station sees until when it may stay away; a sign of life ends it; beyond the
// maximum the table raises it to staff and the station's view says so; the comité member's
// suspension then consigns as for any absence. A repeat of the command changes nothing.
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { replayCardTable } from '../cardReplay.ts';
import { puntoBancoGame } from '../puntoBancoGame.ts';
import { balanceOf } from '../../../store/ledger.ts';
import {
  STAFF,
  blackjackConfig,
  blackjackTable,
  freshStore,
  hostedCards,
  key,
  openSeance,
  puntoBancoConfig,
  puntoBancoTable,
  staff,
  stackedShoe,
} from './cardHarness.ts';
import { accounts } from '../../../store/accounts.ts';

const MAX = 60_000;

function journalKinds(db: DatabaseSync, kind: string): Record<string, unknown>[] {
  return (
    db.prepare('SELECT payload FROM journal WHERE kind = ? ORDER BY seq').all(kind) as { payload: string }[]
  ).map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}

describe("Je m'absente at a card table", () => {
  it('starts the absence now, shows the allowed time, ends on a sign of life, and is raised beyond the maximum', async () => {
    const { db, clock } = freshStore();
    const table = puntoBancoTable(
      db,
      clock,
      stackedShoe(5, []),
      puntoBancoConfig({ bettingMs: 90_000, maxAbsenceMs: MAX }),
    );
    table.creditIn('T1', cents(5_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    expect(table.stepAway(key('T1'))).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
    table.sit(key('T1'), 1, { playerId: 'P000042', playerName: 'Dupont Jean' });
    expect(table.stationView('T1').away).toBe(null);

    // Through the table host, as the station sends it: the host answers a repeat from its record.
    const send = hostedCards(db, clock, table);
    const stepAway = { type: 'cardStepAway', commandId: 'away-0000001', tableId: 'pb-1' } as const;
    const since = clock.now();
    const away = await send('T1', stepAway);
    expect(away).toEqual({
      type: 'reply',
      commandId: stepAway.commandId,
      ok: true,
      result: { kind: 'away', since, allowedUntil: since + MAX },
    });
    expect(await send('T1', stepAway)).toEqual(away);
    // Journaled once, the repeat answered from the command record.
    expect(journalKinds(db, 'CardAwayDeclared')).toEqual([
      {
        tableId: 'pb-1',
        game: 'puntoBanco',
        card: { kind: 'fact', fact: { type: 'AwayDeclared', at: since, seat: 1, terminalId: 'T1' } },
        transfers: [],
      },
    ]);
    expect(table.stationView('T1').away).toEqual({ since, allowedUntil: since + MAX, beyondMaximum: false });

    clock.advance(30_000);
    expect(table.stationView('T1').away).toEqual({ since, allowedUntil: since + MAX, beyondMaximum: false });
    // Back at the station: the absence ends, journaled.
    table.presence('T1');
    expect(table.stationView('T1').away).toBe(null);
    expect(journalKinds(db, 'CardAbsenceEnded')).toHaveLength(1);

    // Away again, beyond the maximum: raised to staff, and the station says so.
    const again = clock.now();
    expect(table.stepAway(key('T1')).ok).toBe(true);
    clock.advance(MAX + 1_000);
    expect(table.staffView().seats.find((s) => s.seat === 1)?.absenceRaisedAt).not.toBe(null);
    expect(table.stationView('T1').away).toEqual({
      since: again,
      allowedUntil: again + MAX,
      beyondMaximum: true,
    });
    // The hub's absence flow takes over: the comité member suspends, the credit is consigned.
    expect(staff(db, clock, STAFF.comite, table, { type: 'suspendAbsentPlayer', seat: 1 })).toMatchObject({
      kind: 'playerSuspended',
      amount: 5_000,
    });
    expect(balanceOf(db, accounts.consigned('pb-1', 1))).toBe(5_000);
    expect(table.stationView('T1')).toMatchObject({ seat: null, away: null });
  });

  it('a replay of the journal rebuilds the declared absence', () => {
    const { db, clock } = freshStore();
    const config = puntoBancoConfig({ maxAbsenceMs: MAX });
    const table = puntoBancoTable(db, clock, stackedShoe(5, []), config);
    openSeance(db, clock, table);
    table.sit(key('T1'), 2);
    const since = clock.now();
    table.stepAway(key('T1'));
    expect(replayCardTable(db, 'pb-1', puntoBancoGame(config.options)).seats[2]?.awaySince).toBe(since);
    expect(table.memory.seats[2]?.awaySince).toBe(since);
  });

  it('works the same at blackjack, and a bet is a sign of life', () => {
    const { db, clock } = freshStore();
    const table = blackjackTable(db, clock, stackedShoe(5, []), blackjackConfig({ maxAbsenceMs: MAX }));
    table.creditIn('T1', cents(5_000), 'cash', 'cashier:test');
    openSeance(db, clock, table);
    table.sit(key('T1'), 1);
    expect(table.stepAway(key('T1')).ok).toBe(true);
    expect(table.stationView('T1').away?.beyondMaximum).toBe(false);
    expect(table.moves.placeBet(key('T1'), 1, cents(1_000)).ok).toBe(true);
    expect(table.stationView('T1').away).toBe(null);
  });
});
