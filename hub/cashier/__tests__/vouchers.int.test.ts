// Vouchers, the jackpot's seed and orphaned consignments on a real SQLite file (RULES.md A.1, A.2;
// seed 000 art. 67-5 2°, modèle 11 bis): each moves money by one journaled transfer, pays once,
// and refuses what the rules refuse. Figures worked out by hand.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import type { JackpotConfig } from '../../../games/roulette/jackpot.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { recordOrphan } from '../../tables/cards/consignments.ts';
import type { Clock } from '../../clock.ts';
import { AmountLimitError } from '../../config/amountLimits.ts';
import {
  JACKPOT_SEEDED,
  checkJackpotSeeds,
  seededAmount,
  withJackpotPool,
} from '../../tables/wheel/jackpotSeed.ts';
import { issueVoucher, newValidationNumber } from '../vouchers.ts';
import { openDatabase } from '../../store/database.ts';
import { balanceOf, conservationReport, transfer, accounts } from '../../store/ledger.ts';
import { appendJournal } from '../../store/journal.ts';
import { findVoucher, markRedeemed } from '../voucherStore.ts';

let db: DatabaseSync;
beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-vouchers-')), 'hub.sqlite'), TEST_JOURNAL_KEY);
});
afterEach(() => db.close());

const clock: Clock = { now: () => Date.UTC(2026, 11, 2, 10, 0, 0), schedule: () => () => undefined };
/** An RNG answering the digits of `text` in order, then repeating them. */
const digits = (text: string) => {
  let i = 0;
  return { int: (n: number) => (n === 10 ? Number(text[i++ % text.length]) : 0) };
};
/** Credits `amount` to station T1 from the cashier (a credit-in). */
const fund = (amount: number): void => {
  const seq = appendJournal(db, '2026-12-02T09:00:00.000Z', 'CreditIn', 'test', {});
  transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(amount));
};
const journalKinds = () =>
  (db.prepare('SELECT kind FROM journal ORDER BY seq').all() as { kind: string }[]).map((r) => r.kind);

describe('payment vouchers', () => {
  it('a validation number is 18 digits drawn one by one from the RNG', () => {
    const asked: number[] = [];
    const rng = { int: (n: number) => (asked.push(n), asked.length % 10) };
    expect(newValidationNumber(rng)).toBe('123456789012345678');
    expect(asked).toEqual(new Array(18).fill(10));
  });

  it('issuing moves the station’s whole 42,50 € to the vouchers account and stores the voucher', () => {
    const seq = appendJournal(db, '2026-12-02T09:00:00.000Z', 'CreditIn', 'test', {});
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(4_250));
    const seen: string[] = [];
    const v = issueVoucher(db, digits('111111111111111111'), clock, 'R1', 'T1', cents(4_250), (x) =>
      seen.push(x.validationNumber),
    );
    expect(v).toEqual({
      validationNumber: '111111111111111111',
      amount: 4_250,
      terminalId: 'T1',
      tableId: 'R1',
      issuedAt: '2026-12-02T10:00:00.000Z',
    });
    expect(seen).toEqual(['111111111111111111']);
    expect([balanceOf(db, accounts.station('T1')), balanceOf(db, accounts.vouchers)]).toEqual([0, 4_250]);
    expect(journalKinds()).toEqual(['CreditIn', 'VoucherIssued']);
    // The journal names who acted: the station that asked for its payment.
    expect(db.prepare("SELECT actor FROM journal WHERE kind = 'VoucherIssued'").get()).toEqual({
      actor: 'terminal:T1',
    });
    expect(findVoucher(db, '111111111111111111')).toMatchObject({
      terminal_id: 'T1',
      table_id: 'R1',
      amount: 4_250,
      redeemed_at: null,
    });
    expect(findVoucher(db, '999999999999999999')).toBeNull();
    expect(conservationReport(db).ok).toBe(true);
  });

  it('draws another number when the first is already taken', () => {
    fund(200);
    const rng = digits('111111111111111111222222222222222222');
    issueVoucher(db, digits('111111111111111111'), clock, 'R1', 'T1', cents(100), () => undefined);
    expect(issueVoucher(db, rng, clock, 'R1', 'T1', cents(100), () => undefined).validationNumber).toBe(
      '222222222222222222',
    );
  });

  it('rolls everything back when the caller’s part of the transaction throws', () => {
    const seq = appendJournal(db, '2026-12-02T09:00:00.000Z', 'CreditIn', 'test', {});
    transfer(db, seq, accounts.cashier, accounts.station('T1'), cents(1_000));
    expect(() =>
      issueVoucher(db, digits('3'), clock, 'R1', 'T1', cents(1_000), () => {
        throw new Error('printer jammed');
      }),
    ).toThrow('printer jammed');
    expect(balanceOf(db, accounts.station('T1'))).toBe(1_000);
    expect(findVoucher(db, '333333333333333333')).toBeNull();
    expect(journalKinds()).toEqual(['CreditIn']);
  });

  it('is paid once: a second redemption throws', () => {
    fund(100);
    issueVoucher(db, digits('4'), clock, 'R1', 'T1', cents(100), () => undefined);
    markRedeemed(db, '444444444444444444', '2026-12-02T11:00:00.000Z', 'caissier1');
    expect(findVoucher(db, '444444444444444444')).toMatchObject({
      redeemed_at: '2026-12-02T11:00:00.000Z',
      redeemed_by: 'caissier1',
    });
    expect(() => markRedeemed(db, '444444444444444444', '2026-12-02T12:00:00.000Z', 'caissier2')).toThrow(
      'voucher 444444444444444444 was redeemed twice',
    );
    expect(() => markRedeemed(db, '000000000000000000', 'x', 'y')).toThrow('was redeemed twice');
    expect(findVoucher(db, '444444444444444444')?.redeemed_by).toBe('caissier1');
  });
});

describe('the jackpot seed', () => {
  const jackpot: JackpotConfig = { variant: 1, split: 'a', contributionBps: 100, resetAmount: cents(50_000) };
  const memory = (pool: number | null) => ({ state: { jackpotPool: pool, other: 1 } }) as never;

  it('refuses a seed over the maximum, naming the table, and takes one at the maximum', () => {
    const limits = { jackpotSeedMaximum: cents(50_000) };
    expect(() => checkJackpotSeeds([{ tableId: 'R1', jackpot }, { tableId: 'R2' }], limits)).not.toThrow();
    const over = [{ tableId: 'R2', jackpot: { ...jackpot, resetAmount: cents(50_001) } }];
    expect(() => checkJackpotSeeds(over, limits)).toThrow(AmountLimitError);
    expect(() => checkJackpotSeeds(over, limits)).toThrow(
      'the jackpot seed of R2 (50001 cents) is over the maximum of 50000 cents (jackpotSeedMaximum)',
    );
  });

  it('seeds a new pool once from the bank: 500 € journaled and transferred, then read back', () => {
    expect(seededAmount(db, 'R1')).toBeNull();
    const m = withJackpotPool(db, 'R1', jackpot, memory(null), '2026-12-02T10:00:00.000Z') as unknown as {
      state: { jackpotPool: number; other: number };
    };
    expect(m.state).toEqual({ jackpotPool: 50_000, other: 1 });
    expect([balanceOf(db, accounts.bank('R1')), balanceOf(db, accounts.jackpot('R1'))]).toEqual([
      -50_000, 50_000,
    ]);
    expect(journalKinds()).toEqual([JACKPOT_SEEDED]);
    expect(db.prepare('SELECT actor FROM journal').get()).toEqual({ actor: 'hub' });
    expect(seededAmount(db, 'R1')).toBe(50_000);
    expect(seededAmount(db, 'R2')).toBeNull();
    // A restart finds the seed and does not pay it in again.
    withJackpotPool(db, 'R1', jackpot, memory(null), '2026-12-02T11:00:00.000Z');
    expect(journalKinds()).toEqual([JACKPOT_SEEDED]);
    expect(balanceOf(db, accounts.jackpot('R1'))).toBe(50_000);
  });

  it('keeps a pool the replay knows, and does nothing for a table without a jackpot', () => {
    const known = memory(12_345);
    expect(withJackpotPool(db, 'R1', jackpot, known, 'x')).toBe(known);
    const none = memory(null);
    expect(withJackpotPool(db, 'R1', null, none, 'x')).toBe(none);
    expect(journalKinds()).toEqual([]);
  });
});

describe('orphaned consignments', () => {
  it('moves an unclaimed 30 € from the seat’s consignment account to the orphans register', () => {
    const seq = appendJournal(db, '2026-12-02T09:00:00.000Z', 'Consigned', 'test', {});
    transfer(db, seq, accounts.station('T3'), accounts.consigned('BJ1', 3), cents(3_000));
    const record = { tableId: 'BJ1', seat: 3, amount: cents(3_000) } as Parameters<typeof recordOrphan>[3];
    const orphanSeq = recordOrphan(db, '2026-12-02T23:00:00.000Z', 'chef', record);
    expect(orphanSeq).toBeGreaterThan(seq);
    expect([balanceOf(db, accounts.consigned('BJ1', 3)), balanceOf(db, accounts.orphans)]).toEqual([
      0, 3_000,
    ]);
    expect(
      db.prepare('SELECT journal_seq FROM transfers WHERE to_account = ?').get('orphans') as {
        journal_seq: number;
      },
    ).toEqual({ journal_seq: orphanSeq });
    expect(journalKinds()).toEqual(['Consigned', 'OrphanRecorded']);
  });
});
