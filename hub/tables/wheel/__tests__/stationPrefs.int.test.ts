// A wheel table's station preferences (issue 11): each change journaled and kept only once its
// transaction committed; rebuilt from the journal at start, station by station and table by
// table; a station's voucher ("Paiement") clears that station's alone; a foreign or malformed
// entry is not read as a preference.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';
import { inTransaction, openDatabase } from '../../../store/database.ts';
import { appendJournal } from '../../../store/journal.ts';
import { StationPrefsBook } from '../stationPrefs.ts';

const AT = '2026-12-02T14:00:00.000Z';
const favourite = {
  slot: 2,
  name: 'Tiers',
  bets: [{ kind: 'annonce' as const, annonce: { kind: 'tiers' as const }, unit: cents(100) }],
};

function store() {
  return openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-prefs-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
}

describe('station preferences', () => {
  it('rebuilds each station of its own table from the journal, and Paiement clears one station', () => {
    const db = store();
    const book = new StationPrefsBook('roulette-1');
    const other = new StationPrefsBook('roulette-2');
    inTransaction(db, () => {
      book.setMinimum(db, AT, 'T1', cents(500))();
      book.saveFavourite(db, AT, 'T1', favourite)();
      book.setMinimum(db, AT, 'T2', cents(300))();
      other.setMinimum(db, AT, 'T9', cents(900))();
      // Not a preference entry of this book: another table's voucher, a malformed minimum.
      appendJournal(db, AT, 'VoucherIssued', 'terminal:T1', { tableId: 'roulette-2', terminalId: 'T1' });
      appendJournal(db, AT, 'PlayerMinimumSet', 'terminal:T2', {
        tableId: 'roulette-1',
        terminalId: 'T2',
        minimum: -5,
      });
    });
    const rebuilt = new StationPrefsBook('roulette-1');
    rebuilt.rebuild(db);
    expect(rebuilt.of('T1')).toEqual({ minimum: 500, favourites: new Map([[2, favourite]]) });
    expect(rebuilt.of('T2')).toEqual({ minimum: 300, favourites: new Map() });
    expect(rebuilt.of('T9')).toEqual({ minimum: null, favourites: new Map() });
    inTransaction(db, () => {
      appendJournal(db, AT, 'VoucherIssued', 'terminal:T1', { tableId: 'roulette-1', terminalId: 'T1' });
      book.deleteFavourite(db, AT, 'T2', 0)();
    });
    rebuilt.rebuild(db);
    expect(rebuilt.of('T1')).toEqual({ minimum: null, favourites: new Map() });
    expect(rebuilt.of('T2').minimum).toBe(300);
    db.close();
  });

  it('keeps nothing of a change whose transaction rolled back', () => {
    const db = store();
    const book = new StationPrefsBook('roulette-1');
    expect(() =>
      inTransaction(db, () => {
        book.setMinimum(db, AT, 'T1', cents(700));
        throw new Error('the command failed after journaling');
      }),
    ).toThrow();
    expect(book.of('T1').minimum).toBe(null);
    book.rebuild(db);
    expect(book.of('T1').minimum).toBe(null);
    db.close();
  });
});
