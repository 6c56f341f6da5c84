// The station's SQLite store (issue 12 §4): the mirror, the recall and the commands in flight
// survive a reopen of the file, exactly as written; secrets are never persisted.
import { mkdtempSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import {
  isPersisted,
  PERSISTED_COMMAND_TYPES,
  SECRET_COMMAND_TYPES,
  storeJournal,
} from '../pendingCommands.ts';
import type { Command } from '../hubLink.ts';
import { RECALL_GAMES, STATION_DB_FILE, StationStore } from '../stationStore.ts';

const open: StationStore[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

function fresh(dir = mkdtempSync(join(tmpdir(), 'tapis-store-'))): { dir: string; store: StationStore } {
  const store = new StationStore(dir);
  open.push(store);
  return { dir, store };
}

describe('StationStore', () => {
  it('keeps the mirror across a reopen, and refuses a credit that is not integer cents', () => {
    const { dir, store } = fresh();
    expect(store.meter()).toBe(null);
    store.saveMeter(
      { tableId: 'R1', credit: 12_345, seq: 7, snapshot: { a: 1 } },
      '2026-12-02T10:00:00.000Z',
    );
    store.saveMeter(
      { tableId: 'R1', credit: 12_340, seq: 8, snapshot: { a: 2 } },
      '2026-12-02T10:00:01.000Z',
    );
    expect(() => store.saveMeter({ tableId: 'R1', credit: 1.5, seq: 9, snapshot: null })).toThrow(RangeError);
    expect(() => store.saveMeter({ tableId: 'R1', credit: -1, seq: 9, snapshot: null })).toThrow(RangeError);
    store.close();
    const again = fresh(dir).store;
    expect(again.meter()).toEqual({
      tableId: 'R1',
      credit: 12_340,
      seq: 8,
      snapshot: { a: 2 },
      savedAt: '2026-12-02T10:00:01.000Z',
    });
  });

  it('the file is the owner’s alone (0600 in a 0700 folder)', () => {
    const { dir } = fresh(join(mkdtempSync(join(tmpdir(), 'tapis-store-')), 'station'));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, STATION_DB_FILE)).mode & 0o777).toBe(0o600);
  });

  it('pending commands come back oldest first until answered (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), { minLength: 1, maxLength: 12 }),
        fc.func(fc.boolean()),
        (ids, answeredFn) => {
          const { dir, store } = fresh();
          ids.forEach((id, i) =>
            store.addPending(id, { type: 'placeBet', commandId: id }, new Date(1e12 + i).toISOString()),
          );
          const answered = ids.filter((id) => answeredFn(id));
          for (const id of answered) store.removePending(id);
          store.close();
          const again = fresh(dir).store;
          expect(again.pending().map((p) => p.commandId)).toEqual(ids.filter((id) => !answered.includes(id)));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('keeps the last RECALL_GAMES games, newest first, one line per round', () => {
    const { store } = fresh();
    for (let round = 1; round <= 14; round++) {
      store.saveRecall('R1', round, { round }, new Date(1e12 + round * 1000).toISOString());
    }
    store.saveRecall('R1', 14, { round: 14, again: true }, new Date(1e12 + 99_000).toISOString());
    const recall = store.recall();
    expect(recall.map((r) => r.roundId)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(recall).toHaveLength(RECALL_GAMES);
    expect(recall[0]?.line).toEqual({ round: 14, again: true });
  });

  it('takes in the JSON mirror of earlier builds once, then removes it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-store-'));
    const legacy = {
      terminalId: 'T1',
      tableId: 'R1',
      credit: 9_500,
      seq: 3,
      savedAt: '2026-11-30T09:00:00.000Z',
    };
    writeFileSync(join(dir, 'meter.json'), JSON.stringify(legacy));
    const { store } = fresh(dir);
    expect(store.meter()).toEqual({
      tableId: 'R1',
      credit: 9_500,
      seq: 3,
      snapshot: null,
      savedAt: legacy.savedAt,
    });
    expect(existsSync(join(dir, 'meter.json'))).toBe(false);
  });

  it('a broken legacy mirror is dropped, never trusted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-store-'));
    writeFileSync(
      join(dir, 'meter.json'),
      JSON.stringify({ tableId: 'R1', credit: 10.5, seq: 1, savedAt: 'x' }),
    );
    expect(fresh(dir).store.meter()).toBe(null);
  });
});

describe('the pending-command journal', () => {
  it('persists every money command of every game and never one carrying a PIN', () => {
    expect([...PERSISTED_COMMAND_TYPES].sort()).toEqual(
      [
        // wheel: bets in (issue 11's batch, repeat and double included), bets back, payment
        'placeBet',
        'placeAnnonce',
        'placeBets',
        'repeatLastRound',
        'doubleBets',
        'undoLastBet',
        'clearBet',
        'clearAllBets',
        'requestPayment',
        // cards
        'blackjackBet',
        'blackjackHyperBet',
        'blackjackInsurance',
        'blackjackAction',
        'puntoBancoBet',
        'cardWithdrawBets',
        'cardRequestPayment',
        // hold'em
        'holdemAct',
        'holdemSitDown',
        'holdemRecave',
        'holdemLeave',
      ].sort(),
    );
    for (const type of PERSISTED_COMMAND_TYPES)
      expect(isPersisted({ type, commandId: 'c-00000001' })).toBe(true);
    expect([...SECRET_COMMAND_TYPES]).toEqual(['playerLogin', 'playerCardLogin']);
    const unpersisted = [
      'playerLogin',
      'playerCardLogin',
      'playerLogout',
      'getSnapshot',
      'cardPresence',
      'hello',
    ];
    unpersisted.push('setPlayerMinimum', 'saveFavourite', 'cardSit', 'cardLeave', 'callAttendant');
    for (const type of unpersisted) expect(isPersisted({ type, commandId: 'c-00000001' })).toBe(false);
  });

  it('sends back what was recorded, parsed again; a damaged or foreign row is dropped', () => {
    const { store } = fresh();
    const journal = storeJournal(store);
    const bet: Command = {
      type: 'placeBet',
      commandId: 'bet-00000001',
      roundId: 4,
      spot: { kind: 'plein', number: 17 },
      stake: cents(500),
    };
    journal.sent(bet);
    store.addPending('bad-00000001', { type: 'placeBet', commandId: 'bad-00000001', stake: 'lots' });
    store.addPending('bad-00000002', { ...bet, commandId: 'other-0000001' });
    expect(journal.recovered()).toEqual([bet]);
    expect(store.pending().map((p) => p.commandId)).toEqual(['bet-00000001']);
    journal.answered('bet-00000001');
    expect(store.pending()).toEqual([]);
  });
});
