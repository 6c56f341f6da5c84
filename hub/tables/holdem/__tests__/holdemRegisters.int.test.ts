// The table's PotRaked entries are what the registers read (hub/registers): the modèle 7 of each
// gaming day built from a real table's journal has serials 1, 2, 3, … without a gap, no anomaly,
// and totals equal to the rake moved into `rake:<tableId>`, across the 06:00 boundary.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { PotRakedSchema } from '../../../registers/entryKinds.ts';
import { modele7 } from '../../../registers/modele7.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { balanceOf } from '../../../store/ledger.ts';
import type { HoldemTable } from '../holdemTable.ts';
import { fundPlayer, key, openTable, tempDatabase } from './helpers.ts';
import { accounts } from '../../../store/accounts.ts';

const T = 'holdem-1';

/** Plays one hand to the end with calls and checks only (every hand goes to a showdown). */
function calledDown(table: HoldemTable): void {
  for (let guard = 0; guard < 50; guard++) {
    const s = table.memory.state;
    if (s.phase !== 'inHand' || s.hand.toAct === null) return;
    const seat = s.hand.toAct;
    const me = s.hand.players.find((p) => p.seat === seat);
    const action =
      me && s.hand.currentBet > me.streetBet ? { kind: 'call' as const } : { kind: 'check' as const };
    const out = table.act(key(`T${seat}`), s.seats[seat]?.player ?? '', `${T}#${s.hand.no}`, action);
    if (!out.ok) throw new Error(out.error.message);
  }
}

describe('modèle 7 of a real table', () => {
  it('lists every pot of the gaming day with its serial, and its totals match the rake account', () => {
    const { db } = tempDatabase();
    for (const p of ['p1', 'p2', 'p3']) fundPlayer(db, p, cents(100_000));
    // 05:59:40 in Paris on 29 Nov 2026: a hand every 5 s, on both sides of the 06:00 boundary.
    const clock = manualClock(Date.UTC(2026, 10, 29, 4, 59, 40));
    const { table, config } = openTable(db, createRng(seededSource(21)), clock);
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    ['p1', 'p2', 'p3'].forEach((p, i) => table.sitDown(key(`T${i + 1}`), p, i + 1, cents(20_000)));
    for (let h = 0; h < 8; h++) {
      clock.advance(config.betweenHandsMs);
      calledDown(table);
    }
    table.stop();
    const before = modele7(db, T, '2026-11-28');
    const after = modele7(db, T, '2026-11-29');
    for (const statement of [before, after]) {
      expect(statement.anomalies).toEqual([]);
      expect(statement.lines.length).toBeGreaterThan(1);
      expect(statement.lines.map((l) => l.serial)).toEqual(statement.lines.map((_, i) => i + 1));
      expect(statement.ledger.consistent).toBe(true);
    }
    expect(before.totals.rakeTotal + after.totals.rakeTotal).toBe(balanceOf(db, accounts.rake(T)));
    // Every PotRaked payload is exactly the registers' contract.
    const payloads = db.prepare("SELECT payload FROM journal WHERE kind = 'PotRaked'").all() as {
      payload: string;
    }[];
    for (const { payload } of payloads) {
      const parsed: unknown = JSON.parse(payload);
      expect(PotRakedSchema.strict().parse(parsed)).toEqual(parsed);
    }
    expect(integrityReport(db).problems).toEqual([]);
  });
});
