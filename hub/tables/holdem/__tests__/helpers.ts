// Fixtures for the hold'em table tests: a real SQLite file in a temp dir, a manual clock, player
// accounts funded as the cashier's cave purchase would, and a stacked deck for scripted hands.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { parseCards } from '../../../../games/cards/card.ts';
import type { HoldemOptions } from '../../../../games/holdem/options.ts';
import { type Cents, cents } from '../../../../games/money.ts';
import type { Rng } from '../../../../games/rng.ts';
import { type ManualClock, manualClock } from '../../../__tests__/helpers/manualClock.ts';
import type { CommandKey } from '../../../store/commands.ts';
import { inTransaction, openDatabase } from '../../../store/database.ts';
import { appendJournal } from '../../../store/journal.ts';
import { accounts, transfer } from '../../../store/ledger.ts';
import { type HoldemTableConfig, holdemTable } from '../holdemConfig.ts';
import { HoldemTable } from '../holdemTable.ts';
import { holdemAdapter, type HoldemTableMessage } from '../holdemAdapter.ts';
import { type HostReply, hostedReply, testHost } from '../../../host/__tests__/hostHarness.ts';
import type { RoomGate } from '../roomGate.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';

/** A fresh database file in a temp dir. */
export function tempDatabase(): { path: string; db: DatabaseSync } {
  const path = join(mkdtempSync(join(tmpdir(), 'tapis-holdem-')), 'hub.sqlite');
  return { path, db: openDatabase(path, TEST_JOURNAL_KEY) };
}

/**
 * A cave bought at the cashier, as hub/players/cave.ts `buyCave` journals it (`CaveBought`,
 * cashier → `player:<id>`) without the registration and card it checks first.
 */
export function fundPlayer(db: DatabaseSync, playerId: string, amount: Cents): void {
  inTransaction(db, () => {
    const seq = appendJournal(db, new Date(0).toISOString(), 'CaveBought', 'staff:caisse', {
      playerId,
      tableId: 'holdem-1',
      amount,
      method: 'cash',
      cardUid: '04A1B2C3',
      minimum: 4_000,
      maximum: null,
    });
    transfer(db, seq, accounts.cashier, accounts.player(playerId), amount);
  });
}

let commandNo = 0;

/** A fresh command key from station `terminalId`. */
export function key(terminalId: string): CommandKey {
  commandNo += 1;
  return { terminalId, commandId: `cmd-${commandNo}-abcdef`, fingerprint: `f${commandNo}` };
}

/**
 * An Rng that deals `cards` in order, hand after hand: the engine draws each card as an index into
 * the cards not yet seen in the hand (ascending), so the index of the wanted card is returned.
 * A draw from a full deck (52) starts a new hand. Once the script is used up, draws are seeded.
 */
export function stackedDeck(script: readonly string[], fallback: Rng): Rng {
  const queue = script.flatMap((s) => parseCards(s));
  let seen = new Set<number>();
  return {
    int(n) {
      if (n === 52) seen = new Set();
      const wanted = queue.shift();
      const pool = Array.from({ length: 52 }, (_, c) => c).filter((c) => !seen.has(c));
      if (pool.length !== n) throw new Error(`stacked deck out of step: pool ${pool.length}, asked ${n}`);
      const index = wanted === undefined ? fallback.int(n) : pool.indexOf(wanted);
      if (index < 0) throw new Error(`card ${wanted} already dealt`);
      seen.add(pool[index] as number);
      return index;
    },
  };
}

/** A gate that lets every player sit at the seat asked and play from the station asked. */
export const OPEN_ROOM: RoomGate = { maySit: () => true, assignedSeat: () => null, isLoggedIn: () => true };

/** A table on `db` with 1/2 € blinds, cave minimum 40 €, recave maximum 400 €. */
export function openTable(
  db: DatabaseSync,
  rng: Rng,
  clock: ManualClock = manualClock(),
  overrides: Partial<HoldemOptions> = {},
  room: RoomGate = OPEN_ROOM,
): { table: HoldemTable; clock: ManualClock; config: HoldemTableConfig } {
  const config = holdemTable('holdem-1', {
    smallBlind: cents(100),
    bigBlind: cents(200),
    caveMinimum: cents(4_000),
    recaveMaximum: cents(40_000),
    ...overrides,
  });
  const table = new HoldemTable(config, { db, rng, clock, room });
  table.recover();
  return { table, clock, config };
}

/** Player `playerId` logged in by card at station `terminalId`, as registration and the card login leave them. */
export function logIn(db: DatabaseSync, playerId: string, terminalId: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO players (player_id, last_name, first_name, birth_date, id_document_type,
       id_document_number, registered_seq) VALUES (?, 'Nom', 'Prénom', '1980-01-01', 'cni', ?, 0)`,
  ).run(playerId, `doc-${playerId}`);
  db.prepare(
    `INSERT INTO player_cards (card_uid, player_id, token_hash, status, active_terminal, issued_seq)
       VALUES (?, ?, 'x', 'active', ?, 0)`,
  ).run(`card-${playerId}`, playerId, terminalId);
}

/**
 * A station's way to `table`: each message goes through the table host and the hold'em adapter,
 * as the stations' commands do, and resolves with the reply the station got.
 */
export function hostedHoldem(
  db: DatabaseSync,
  clock: ManualClock,
  table: HoldemTable,
): (terminalId: string, message: HoldemTableMessage) => Promise<HostReply> {
  const host = testHost(db, clock);
  const hub = {
    db,
    clock,
    staffChanged: () => undefined,
    holdem: { changed: () => undefined, flush: () => table.flushDisplay() },
  };
  return (terminalId, message) =>
    hostedReply(host, terminalId, holdemAdapter(hub, table, terminalId), message);
}
