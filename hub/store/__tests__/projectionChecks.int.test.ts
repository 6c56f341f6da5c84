// `verify`'s projection checks on a real SQLite file (DESIGN.md "Money": balances, transfers and
// vouchers are projections of the journal): after honest writes they find nothing; after a
// tampered balance, a transfer added, edited or deleted without its entry, or a voucher row edited,
// they name what differs. Figures worked out by hand.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { openDatabase } from '../database.ts';
import { appendJournal, verifyChain } from '../journal.ts';
import { accounts, transfer } from '../ledger.ts';
import { balanceMismatches } from '../rebuild/balances.ts';
import { type Fact, factOf } from '../rebuild/journalFacts.ts';
import { transferMismatches } from '../rebuild/transfers.ts';
import { voucherMismatches } from '../rebuild/vouchers.ts';

let db: DatabaseSync;
beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-verify-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
});
afterEach(() => db.close());

const at = '2026-12-02T10:00:00.000Z';
const facts = (): Fact[] => {
  const out: Fact[] = [];
  verifyChain(db, (row) => out.push(factOf(row)));
  return out;
};

/** A credit-in of 50 € at T1 and a voucher of 20 € issued from it, written as the live paths do. */
function honest(): { credit: number; voucher: number } {
  const credit = appendJournal(db, at, 'CreditIn', 'staff:caissier', {
    terminalId: 'T1',
    amount: 5_000,
    validationNumber: '',
  });
  transfer(db, credit, accounts.cashier, accounts.station('T1'), cents(5_000));
  const v = { validationNumber: '111', amount: 2_000, terminalId: 'T1', tableId: 'R1', issuedAt: at };
  const voucher = appendJournal(db, at, 'VoucherIssued', 'terminal:T1', v);
  transfer(db, voucher, accounts.station('T1'), accounts.vouchers, cents(2_000));
  db.prepare(
    'INSERT INTO vouchers (validation_number, terminal_id, table_id, amount, issued_at) VALUES (?, ?, ?, ?, ?)',
  ).run('111', 'T1', 'R1', 2_000, at);
  return { credit, voucher };
}

describe('verify’s projection checks', () => {
  it('find nothing after honest writes', () => {
    honest();
    expect(balanceMismatches(db)).toEqual([]);
    expect(transferMismatches(db, facts())).toEqual([]);
    expect(voucherMismatches(db, facts())).toEqual([]);
  });

  it('a stored balance changed by hand is named with both figures', () => {
    honest();
    db.prepare("UPDATE balances SET balance = 3100 WHERE account = 'station:T1'").run();
    expect(balanceMismatches(db)).toEqual(['balance station:T1: stored 3100, journal gives 3000']);
    db.prepare("DELETE FROM balances WHERE account = 'vouchers'").run();
    expect(balanceMismatches(db)).toContain('balance vouchers: in the journal but not stored');
    db.prepare("INSERT INTO balances (account, balance) VALUES ('ghost', 7)").run();
    expect(balanceMismatches(db)).toContain('balance ghost: stored but not in the journal');
  });

  it('an account back at zero with or without its row is the same projection', () => {
    const seq = appendJournal(db, at, 'CreditIn', 'x', {
      terminalId: 'T1',
      amount: 100,
      validationNumber: '',
    });
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(100));
    const back = appendJournal(db, at, 'VoucherIssued', 'x', { terminalId: 'T1', amount: 100 });
    transfer(db, back, accounts.station('T1'), accounts.cashier, cents(100));
    db.prepare("DELETE FROM balances WHERE account = 'station:T1'").run();
    expect(balanceMismatches(db)).toEqual([]);
    db.prepare("INSERT INTO balances (account, balance) VALUES ('never', 0)").run();
    expect(balanceMismatches(db)).toEqual([]);
  });

  it('a transfer added, edited or deleted without its entry is found', () => {
    const { credit, voucher } = honest();
    db.prepare('UPDATE transfers SET amount = 2500 WHERE journal_seq = ?').run(voucher);
    expect(transferMismatches(db, facts())).toEqual([
      `transfers of entry ${voucher}: stored station:T1>vouchers:2500, journal gives station:T1>vouchers:2000`,
    ]);
    db.prepare('DELETE FROM transfers WHERE journal_seq = ?').run(credit);
    expect(transferMismatches(db, facts())).toContain(
      `transfers of entry ${credit}: in the journal but not stored`,
    );
    // Someone writing the file directly need not respect its foreign keys.
    db.exec('PRAGMA foreign_keys = OFF');
    db.prepare(
      "INSERT INTO transfers (journal_seq, from_account, to_account, amount) VALUES (999, 'a', 'b', 1)",
    ).run();
    const lines = transferMismatches(db, facts());
    expect(lines.some((l) => /^transfer \d+: journal entry 999 does not exist$/.test(l))).toBe(true);
    expect(lines).toContain('transfers of entry 999: stored but not in the journal');
  });

  it('a voucher row edited, redeemed without an entry, or missing is found', () => {
    honest();
    db.prepare("UPDATE vouchers SET amount = 2100 WHERE validation_number = '111'").run();
    expect(voucherMismatches(db, facts())).toEqual([
      `voucher 111: stored ["T1","R1",2100,"${at}",null,null], journal gives ["T1","R1",2000,"${at}",null,null]`,
    ]);
    db.prepare(
      "UPDATE vouchers SET amount = 2000, redeemed_at = 'x', redeemed_by = 'y' WHERE validation_number = '111'",
    ).run();
    expect(voucherMismatches(db, facts())).toHaveLength(1);
    // Its redemption journaled: the journal now gives the same redeemed_at and redeemed_by.
    appendJournal(db, 'x', 'VoucherRedeemed', 'y', { validationNumber: '111', amount: 2_000 });
    expect(voucherMismatches(db, facts())).toEqual([]);
    db.prepare('DELETE FROM vouchers').run();
    expect(voucherMismatches(db, facts())).toEqual(['voucher 111: in the journal but not stored']);
  });

  it('a voucher taken back in by a credit-in counts as redeemed by that entry', () => {
    honest();
    appendJournal(db, '2026-12-02T11:00:00.000Z', 'CreditIn', 'terminal:T2', {
      terminalId: 'T2',
      amount: 2_000,
      validationNumber: '111',
    });
    db.prepare(
      "UPDATE vouchers SET redeemed_at = '2026-12-02T11:00:00.000Z', redeemed_by = 'terminal:T2'",
    ).run();
    expect(voucherMismatches(db, facts())).toEqual([]);
  });

  it('compares an entry’s transfers whatever order they were stored in, and names them all when one differs', () => {
    const opened = appendJournal(db, at, 'RoundOpened', 'hub', { tableId: 'R1' });
    const settled = appendJournal(db, at, 'RoundSettled', 'hub', {
      roundId: opened,
      bets: [{ terminalId: 'T1', stake: 1_000, returned: 3_600 }],
    });
    // The live path paid the winner before moving the stakes: the rebuild lists them the other way.
    transfer(db, settled, accounts.bank('R1'), accounts.station('T1'), cents(3_600));
    transfer(db, settled, accounts.stakes('R1'), accounts.bank('R1'), cents(1_000));
    expect(transferMismatches(db, facts())).toEqual([]);
    db.prepare("UPDATE transfers SET amount = 3700 WHERE to_account = 'station:T1'").run();
    expect(transferMismatches(db, facts())).toEqual([
      `transfers of entry ${settled}: stored bank:R1>station:T1:3700, stakes:R1>bank:R1:1000, ` +
        'journal gives bank:R1>station:T1:3600, stakes:R1>bank:R1:1000',
    ]);
  });

  it('a stored amount past 2^53 is compared exactly, never rounded', () => {
    const { voucher } = honest();
    db.prepare('UPDATE transfers SET amount = 9007199254740993 WHERE journal_seq = ?').run(voucher);
    expect(transferMismatches(db, facts())).toEqual([
      `transfers of entry ${voucher}: stored station:T1>vouchers:9007199254740993, journal gives station:T1>vouchers:2000`,
    ]);
  });

  it('a cash credit-in redeems no voucher, even one journaled without its number', () => {
    appendJournal(db, at, 'VoucherIssued', 'terminal:T1', {
      amount: 2_000,
      terminalId: 'T1',
      tableId: 'R1',
      issuedAt: at,
    });
    db.prepare(
      'INSERT INTO vouchers (validation_number, terminal_id, table_id, amount, issued_at) VALUES (?, ?, ?, ?, ?)',
    ).run('', 'T1', 'R1', 2_000, at);
    expect(voucherMismatches(db, facts())).toEqual([]);
    appendJournal(db, '2026-12-02T11:00:00.000Z', 'CreditIn', 'staff:caissier', {
      terminalId: 'T2',
      amount: 5_000,
      validationNumber: '',
    });
    expect(voucherMismatches(db, facts())).toEqual([]);
  });
});
