// The hold'em schemas against the live writer (hub/tables/holdem/holdemJournal.ts): a table on a
// real SQLite file plays hands (timeouts, all-ins, a recave, a voided hand, a partie ended), and
// every entry it journaled parses with its kind's schema to exactly the payload stored.
import { describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import type { BetAction } from '../../../games/holdem/state.ts';
import { cents } from '../../../games/money.ts';
import { createRng, seededSource } from '../../../games/rng.ts';
import { fundPlayer, key, openTable, tempDatabase } from '../../tables/holdem/__tests__/helpers.ts';
import { replayHoldemTable } from '../../tables/holdem/holdemReplay.ts';
import { isEntryKind } from '../catalogue.ts';
import { readEntry } from '../typedJournal.ts';

const handsEnded = (db: DatabaseSync): number =>
  (db.prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'HoldemHandEnded'").get() as { n: number }).n;

describe("the hold'em entries as the table writes them", () => {
  it('every journaled entry of a catalogued kind parses to the payload stored', () => {
    const { db } = tempDatabase();
    for (const p of ['p1', 'p2', 'p3']) fundPlayer(db, p, cents(50_000));
    const { table, clock, config } = openTable(db, createRng(seededSource(7)));
    expect(table.startPartie('staff:directeur', { caveMinimum: cents(4_000) }).ok).toBe(true);
    expect(table.sitDown(key('T1'), 'p1', 1, cents(10_000)).ok).toBe(true);
    expect(table.sitDown(key('T2'), 'p2', 2, cents(4_000)).ok).toBe(true);
    expect(table.sitDown(key('T3'), 'p3', 3, cents(10_000)).ok).toBe(true);
    // Hands played out: whoever is to act checks, or calls, or (one time in three) raises.
    for (let n = 0; n < 300 && handsEnded(db) < 6; n++) {
      const s = table.memory.state;
      if (s.phase !== 'inHand' || s.hand.toAct === null) {
        clock.advance(config.betweenHandsMs);
        continue;
      }
      const seat = s.hand.toAct;
      const player = s.seats[seat]?.player ?? '';
      const act = (action: BetAction) =>
        table.act(key(`T${seat}`), player, `holdem-1#${s.hand.no}`, action).ok;
      if (n % 3 === 0 && act({ kind: 'raise', to: cents(s.hand.currentBet + 400) })) continue;
      if (!act({ kind: 'check' })) expect(act({ kind: 'call' })).toBe(true);
    }
    // The player to act times out once; then the next hand is voided.
    clock.advance(config.options.turnMs);
    while (table.memory.state.phase !== 'inHand') clock.advance(config.betweenHandsMs);
    expect(table.voidHand('staff:directeur', 'incident').ok).toBe(true);
    expect(table.recave(key('T2'), 'p2', cents(4_000)).ok).toBe(true);
    expect(table.leave(key('T3'), 'p3').ok).toBe(true);
    expect(table.leave(key('T2'), 'p2').ok).toBe(true);
    expect(table.endPartie('staff:directeur').ok).toBe(true);

    const rows = db.prepare('SELECT seq, kind, payload FROM journal ORDER BY seq').all() as {
      seq: number;
      kind: string;
      payload: string;
    }[];
    const seen = new Set<string>();
    for (const row of rows) {
      if (!isEntryKind(row.kind)) continue;
      seen.add(row.kind);
      expect(readEntry(row.kind, row.payload, row.seq)).toEqual({
        ok: true,
        payload: JSON.parse(row.payload),
      });
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'HoldemActed',
        'HoldemHandEnded',
        'HoldemHandStarted',
        'HoldemHandVoided',
        'HoldemPartieEnded',
        'HoldemPartieStarted',
        'HoldemPlayerLeft',
        'HoldemPlayerSeated',
        'HoldemPosted',
        'HoldemPotAwarded',
        'HoldemRecaved',
        'PotRaked',
      ]),
    );
    // Replay parses the same entries and rebuilds the live memory.
    expect(replayHoldemTable(db, config).state).toEqual(table.memory.state);
    db.close();
  });
});
