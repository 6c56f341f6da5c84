// The double-entry ledger on a real SQLite file (DESIGN.md "Money"; issue 10 §6): a transfer
// debits one account and credits another by the same amount, refuses a negative amount or a
// balance past the exact range before writing anything, and the conservation check finds a
// stored balance that no longer matches its transfers. Every figure is worked out by hand.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { openDatabase } from '../database.ts';
import { AmountOverflowError, SAFE_LIMIT, big, isSafeBig, safeCents } from '../exactSum.ts';
import { appendJournal } from '../journal.ts';
import {
  type AccountName,
  accounts,
  balanceOf,
  conservationReport,
  exactBalance,
  rebuiltBalances,
  storedBalances,
  transfer,
} from '../ledger.ts';

const MAX = Number.MAX_SAFE_INTEGER;
/** A name no builder makes: the ledger stores whatever it is given, which these tests exercise. */
const raw = (name: string): AccountName => name as AccountName;
let db: DatabaseSync;
let seq: number;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-ledger-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
  seq = appendJournal(db, '2026-12-02T10:00:00.000Z', 'CreditIn', 'test', { amount: 1 });
});
afterEach(() => db.close());

const rows = () =>
  db.prepare('SELECT journal_seq, from_account, to_account, amount FROM transfers ORDER BY rowid').all();

describe('ledger transfers', () => {
  it('names its accounts as the registers read them', () => {
    expect([
      accounts.cashier,
      accounts.station('T1'),
      accounts.stakes('R1'),
      accounts.bank('R1'),
      accounts.jackpot('R1'),
      accounts.vouchers,
      accounts.demoBank,
    ]).toEqual(['cashier', 'station:T1', 'stakes:R1', 'bank:R1', 'jackpot:R1', 'vouchers', 'demo:bank']);
  });

  it('moves 25 € from the cashier to a station: −2 500 and +2 500, one row against the entry', () => {
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(2_500));
    transfer(db, seq, accounts.station('T1'), accounts.stakes('R1'), cents(1_000));
    expect([
      balanceOf(db, accounts.cashier),
      balanceOf(db, accounts.station('T1')),
      balanceOf(db, accounts.stakes('R1')),
    ]).toEqual([-2_500, 1_500, 1_000]);
    expect(balanceOf(db, raw('never-moved'))).toBe(0);
    expect(exactBalance(db, raw('never-moved'))).toBe(0n);
    expect(rows()).toEqual([
      { journal_seq: seq, from_account: 'cashier', to_account: 'station:T1', amount: 2_500 },
      { journal_seq: seq, from_account: 'station:T1', to_account: 'stakes:R1', amount: 1_000 },
    ]);
    expect(conservationReport(db)).toEqual({ ok: true, total: 0, mismatches: [] });
  });

  it('records nothing for a zero amount and refuses a negative one, writing nothing', () => {
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(0));
    expect(() => transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(-1))).toThrow(
      new RangeError('negative transfer -1 from cashier to station:T1'),
    );
    expect(rows()).toEqual([]);
    expect(storedBalances(db)).toEqual(new Map());
  });

  it('refuses a credit that would pass the largest exact balance, and one cent less goes through', () => {
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(MAX - 1));
    transfer(db, seq, raw('cashier2'), accounts.station('T1'), cents(1));
    expect(balanceOf(db, accounts.station('T1'))).toBe(MAX);
    const e = (() => {
      try {
        transfer(db, seq, raw('cashier3'), accounts.station('T1'), cents(1));
      } catch (error) {
        return error as AmountOverflowError;
      }
      throw new Error('accepted');
    })();
    expect(e).toBeInstanceOf(AmountOverflowError);
    expect(e.name).toBe('AmountOverflowError');
    expect(e.exact).toBe(String(MAX + 1));
    expect(e.message).toBe(
      `the balance of station:T1 would be ${MAX + 1} cents, beyond the exact range of ±${MAX}`,
    );
    expect(balanceOf(db, raw('cashier3'))).toBe(0);
    expect(rows()).toHaveLength(2);
  });

  it('refuses a debit that would pass the largest exact negative balance', () => {
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(MAX));
    expect(() => transfer(db, seq, accounts.cashier, accounts.station('T2'), cents(1))).toThrow(
      `the balance of cashier would be -${MAX + 1} cents`,
    );
    expect(balanceOf(db, accounts.station('T2'))).toBe(0);
    expect(balanceOf(db, accounts.cashier)).toBe(-MAX);
  });

  it('rebuilds every balance from the transfers, exactly', () => {
    transfer(db, seq, raw('a'), raw('b'), cents(700));
    transfer(db, seq, raw('b'), raw('c'), cents(200));
    transfer(db, seq, raw('c'), raw('a'), cents(50));
    expect(rebuiltBalances(db)).toEqual(
      new Map([
        ['a', -650n],
        ['b', 500n],
        ['c', 150n],
      ]),
    );
    expect(storedBalances(db)).toEqual(rebuiltBalances(db));
  });

  it('conservation finds a tampered stored balance, a vanished one, and a total that is not zero', () => {
    transfer(db, seq, raw('a'), raw('b'), cents(700));
    transfer(db, seq, raw('b'), raw('c'), cents(200));
    db.prepare("UPDATE balances SET balance = balance + 1 WHERE account = 'b'").run();
    expect(conservationReport(db)).toEqual({ ok: false, total: 1, mismatches: ['b'] });
    db.prepare("UPDATE balances SET balance = balance - 1 WHERE account = 'b'").run();
    db.prepare("DELETE FROM balances WHERE account = 'c'").run();
    expect(conservationReport(db)).toEqual({ ok: false, total: -200, mismatches: ['c'] });
  });

  it('an account stored at zero with no transfer is no mismatch; stored at 5 € it is', () => {
    transfer(db, seq, raw('a'), raw('b'), cents(700));
    db.prepare("INSERT INTO balances (account, balance) VALUES ('z', 0)").run();
    expect(conservationReport(db)).toEqual({ ok: true, total: 0, mismatches: [] });
    db.prepare("UPDATE balances SET balance = 5 WHERE account = 'z'").run();
    expect(conservationReport(db)).toEqual({ ok: false, total: 5, mismatches: ['z'] });
  });
});

describe('exact sums', () => {
  it('the safe range is ±(2^53 − 1), both ends included', () => {
    expect(SAFE_LIMIT).toBe(BigInt(MAX));
    expect([SAFE_LIMIT, -SAFE_LIMIT, 0n].map(isSafeBig)).toEqual([true, true, true]);
    expect([SAFE_LIMIT + 1n, -SAFE_LIMIT - 1n].map(isSafeBig)).toEqual([false, false]);
    expect(safeCents(-SAFE_LIMIT, 'x')).toBe(-MAX);
    expect(() => safeCents(SAFE_LIMIT + 1n, 'the total')).toThrow(
      `the total would be ${MAX + 1} cents, beyond the exact range of ±${MAX}`,
    );
  });

  it('reads a column as BigInt: BigInt and safe numbers as they are, null as 0, anything else refused', () => {
    expect([big(12n), big(-7), big(null), big(undefined)]).toEqual([12n, -7n, 0n, 0n]);
    for (const bad of [1.5, Number.NaN, '12', MAX + 1]) {
      expect(() => big(bad)).toThrow(new TypeError(`not an integer amount: ${String(bad)}`));
    }
  });
});

describe('balances past the exact range, as a tampered file could hold them', () => {
  it('reads a stored 2^60 exactly and refuses it as Cents, naming the account', () => {
    db.prepare("INSERT INTO balances (account, balance) VALUES ('big', 1152921504606846976)").run();
    expect(storedBalances(db).get('big')).toBe(2n ** 60n);
    expect(exactBalance(db, raw('big'))).toBe(2n ** 60n);
    expect(() => balanceOf(db, raw('big'))).toThrow(
      `the balance of big would be ${2n ** 60n} cents, beyond the exact range of ±${MAX}`,
    );
  });

  it('conservation fails on balances moved by hand even when they still sum to zero', () => {
    transfer(db, seq, raw('a'), raw('b'), cents(700));
    db.prepare("UPDATE balances SET balance = balance - 1 WHERE account = 'a'").run();
    db.prepare("UPDATE balances SET balance = balance + 1 WHERE account = 'b'").run();
    expect(conservationReport(db)).toEqual({ ok: false, total: 0, mismatches: ['a', 'b'] });
  });

  it('an account whose transfers net to zero needs no row', () => {
    transfer(db, seq, raw('a'), raw('b'), cents(700));
    transfer(db, seq, raw('b'), raw('a'), cents(700));
    db.prepare("DELETE FROM balances WHERE account = 'a'").run();
    expect(conservationReport(db)).toEqual({ ok: true, total: 0, mismatches: [] });
  });

  it('names the total of all balances when it is past the exact range', () => {
    db.prepare(
      "INSERT INTO balances (account, balance) VALUES ('x', 9007199254740991), ('y', 9007199254740991)",
    ).run();
    expect(() => conservationReport(db)).toThrow(/^the sum of all balances would be 18014398509481982 cents/);
  });
});
