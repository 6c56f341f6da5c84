// The crash rule (docs/holdem-room.md): a hand in progress at a restart is restored exactly from
// the journal — a new table instance on the same SQLite file finds every stack, the pot and the
// memory to the cent, the player to act gets a fresh full turn, and the hand plays on. An
// incident may instead void the hand: each player's contributions go back to their stack.
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../../../games/money.ts';
import { createRng, seededSource } from '../../../../games/rng.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { openDatabase } from '../../../store/database.ts';
import { integrityReport } from '../../../store/integrity.ts';
import { balanceOf } from '../../../store/ledger.ts';
import { HoldemTable } from '../holdemTable.ts';
import { OPEN_ROOM, fundPlayer, key, openTable, stackedDeck, tempDatabase } from './helpers.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';
import { accounts } from '../../../store/accounts.ts';

const T = 'holdem-1';
const PLAYERS = ['p1', 'p2', 'p3'];

function stacksOf(db: DatabaseSync): Record<string, Cents> {
  return Object.fromEntries(PLAYERS.map((p) => [p, balanceOf(db, accounts.stack(T, p))]));
}

// Seat 1 As Ks, seat 2 Qd Qc, seat 3 Ah Kc; board Ad Kh 7c 5s 2h: seats 1 and 3 split.
const DECK = ['Qd Ah As Qc Kc Ks', 'Ad Kh 7c', '5s', '2h'];

function midHand() {
  const { db, path } = tempDatabase();
  for (const p of PLAYERS) fundPlayer(db, p, cents(50_000));
  const clock = manualClock();
  const opened = openTable(db, stackedDeck(DECK, createRng(seededSource(3))), clock);
  const { table, config } = opened;
  table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
  PLAYERS.forEach((p, i) => table.sitDown(key(`T${i + 1}`), p, i + 1, cents(10_000)));
  clock.advance(config.betweenHandsMs);
  const hand = `${T}#1`;
  table.act(key('T1'), 'p1', hand, { kind: 'raise', to: cents(600) });
  table.act(key('T2'), 'p2', hand, { kind: 'call' });
  table.act(key('T3'), 'p3', hand, { kind: 'call' });
  // Flop dealt; seat 2 bets 10 €, seat 3 to act.
  table.act(key('T2'), 'p2', hand, { kind: 'bet', to: cents(1_000) });
  return { db, path, clock, table, config, hand };
}

describe('restart in the middle of a hand', () => {
  it('restores the hand exactly on a new instance over the same file, then plays it out', () => {
    const { db, path, clock, table, config, hand } = midHand();
    const memory = table.memory;
    expect(stacksOf(db)).toEqual({ p1: 9_400, p2: 8_400, p3: 9_400 });
    expect(balanceOf(db, accounts.pot(T))).toBe(2_800);
    // The process dies: no more timers, nothing else written.
    table.stop();
    clock.advance(5_000);

    const db2 = openDatabase(path, TEST_JOURNAL_KEY);
    const table2 = new HoldemTable(config, {
      db: db2,
      rng: createRng(seededSource(4)),
      clock,
      room: OPEN_ROOM,
    });
    table2.recover();
    expect(table2.memory).toEqual(memory);
    expect(stacksOf(db2)).toEqual({ p1: 9_400, p2: 8_400, p3: 9_400 });
    expect(balanceOf(db2, accounts.pot(T))).toBe(2_800);
    const s = table2.memory.state;
    expect(s.phase === 'inHand' && s.hand.toAct).toBe(3);
    // The player to act gets a fresh full turn from the restart, shown on the station.
    const restartedAt = clock.now();
    expect(table2.stationView('T3')?.table.deadline).toBe(restartedAt + config.options.turnMs);
    expect(table2.stationView('T3')?.myCards).toEqual(['Ah', 'Kc']);
    // Another player sitting down meanwhile does not cut that turn short.
    fundPlayer(db2, 'p4', cents(10_000));
    expect(table2.sitDown(key('T4'), 'p4', 4, cents(10_000)).ok).toBe(true);
    clock.advance(config.options.turnMs - 1);
    expect(table2.memory.state.seats[3]?.sittingOut).toBe(false);

    // The rest of the hand, on the new instance (the board was drawn before the restart).
    expect(table2.act(key('T3'), 'p3', hand, { kind: 'call' }).ok).toBe(true);
    expect(table2.act(key('T1'), 'p1', hand, { kind: 'call' }).ok).toBe(true);
    for (let i = 0; i < 2; i++)
      for (const [t, p] of [
        ['T2', 'p2'],
        ['T3', 'p3'],
        ['T1', 'p1'],
      ] as const)
        expect(table2.act(key(t), p, hand, { kind: 'check' }).ok).toBe(true);
    expect(table2.memory.state.phase).toBe('waiting');
    // Pot 3 × 16 € = 48 €, rake 1,92 €, 46,08 € split 23,04 € each to seats 1 and 3.
    expect(stacksOf(db2)).toEqual({ p1: 8_400 + 2_304, p2: 8_400, p3: 8_400 + 2_304 });
    expect(balanceOf(db2, accounts.rake(T))).toBe(192);
    expect(balanceOf(db2, accounts.pot(T))).toBe(0);
    expect(integrityReport(db2).problems).toEqual([]);
    table2.stop();
    db.close();
    db2.close();
  });

  it('voids a hand on an incident: every contribution back to its stack, to the cent', () => {
    const { db, table, clock, config, hand } = midHand();
    expect(table.voidHand('staff:comite', 'incident: station 3 froze')).toEqual({
      ok: true,
      value: { handId: hand },
    });
    expect(stacksOf(db)).toEqual({ p1: 10_000, p2: 10_000, p3: 10_000 });
    expect(balanceOf(db, accounts.pot(T))).toBe(0);
    expect(balanceOf(db, accounts.rake(T))).toBe(0);
    expect(table.memory.state.phase).toBe('waiting');
    expect(integrityReport(db).ok).toBe(true);
    // The next hand is hand 2, dealt as usual; a restart replays the void.
    clock.advance(config.betweenHandsMs);
    const s = table.memory.state;
    expect(s.phase === 'inHand' && s.hand.no).toBe(2);
    const again = new HoldemTable(config, { db, rng: createRng(seededSource(5)), clock, room: OPEN_ROOM });
    again.recover();
    expect(again.memory).toEqual(table.memory);
    table.stop();
    again.stop();
  });
});

describe('modèle 7 serials', () => {
  it('restart at 1 each gaming day (06:00 Paris) and survive a restart', () => {
    const { db } = tempDatabase();
    for (const p of PLAYERS.slice(0, 2)) fundPlayer(db, p, cents(50_000));
    // 05:50 Paris on 29 Nov 2026 (UTC+1).
    const clock = manualClock(Date.UTC(2026, 10, 29, 4, 50));
    const { table, config } = openTable(db, createRng(seededSource(9)), clock);
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    table.sitDown(key('T1'), 'p1', 1, cents(10_000));
    table.sitDown(key('T2'), 'p2', 2, cents(10_000));
    const foldHand = (t: HoldemTable): void => {
      clock.advance(config.betweenHandsMs);
      const s = t.memory.state;
      if (s.phase !== 'inHand' || s.hand.toAct === null) throw new Error('no hand');
      const seat = s.hand.toAct;
      expect(t.act(key(`T${seat}`), `p${seat}`, `${T}#${s.hand.no}`, { kind: 'fold' }).ok).toBe(true);
    };
    foldHand(table);
    foldHand(table);
    // A new partie after 06:00 local: a new gaming day.
    expect(table.endPartie('staff:dir')).toMatchObject({ ok: true, value: { partie: 1, pots: 2 } });
    clock.advance(10 * 60_000);
    table.startPartie('staff:dir', { caveMinimum: cents(4_000) });
    foldHand(table);
    const again = new HoldemTable(config, { db, rng: createRng(seededSource(10)), clock, room: OPEN_ROOM });
    table.stop();
    again.recover();
    foldHand(again);
    const rows = db.prepare("SELECT at, payload FROM journal WHERE kind = 'PotRaked' ORDER BY seq").all() as {
      at: string;
      payload: string;
    }[];
    expect(rows.map((r) => (JSON.parse(r.payload) as { serial: number }).serial)).toEqual([1, 2, 1, 2]);
    again.stop();
  });
});
