// Issue 10 §6 "Amounts stay in range", over a real WebSocket and real SQLite files: the issue's
// credit-in of 9 007 199 254 739 991 cents is refused with the maximum and writes nothing; the
// configured maxima of credit-in, station credit and cave refuse with AMOUNT_OVER_MAXIMUM; a sum
// that would leave the exact range is a typed refusal, never INTERNAL; a jackpot seed over its
// maximum stops the start; and a store with large legal balances restarts and verifies.
import { issueVirtualCard } from './helpers/virtualCards.ts';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../games/money.ts';
import { MAX_AMOUNT_CENTS } from '../../protocol/money.ts';
import { AmountLimitError, DEFAULT_AMOUNT_LIMITS } from '../config/amountLimits.ts';
import { hubOptionsOf, parseConfig } from '../config/loadConfig.ts';
import { demoTable } from '../demo.ts';
import type { RunningHub } from '../hub.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { inTransaction, openDatabase } from '../store/database.ts';
import { integrityReport } from '../store/integrity.ts';
import { appendJournal } from '../store/journal.ts';
import { verifyDataDir } from '../verify.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { configProblems, configWith, ROULETTE_ENTRY } from './helpers/configFile.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET, TIMING } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

/** The issue's amount: a safe integer, 1 000 cents below 2^53 − 1. */
const ISSUE_AMOUNT = 9_007_199_254_739_991;

function balances(hub: RunningHub): Record<string, number> {
  const rows = hub.state.db.prepare('SELECT account, balance FROM balances ORDER BY account').all() as {
    account: string;
    balance: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.account, r.balance]));
}

function journalCount(hub: RunningHub): number {
  return (hub.state.db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
}

async function started(options: Parameters<typeof staffHub>[1] = {}): Promise<RunningHub> {
  const hub = await staffHub(manualClock(), options);
  running.push(hub);
  return hub;
}

async function cashier(hub: RunningHub): Promise<TestStaff> {
  return loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'chloe', secretOf('chloe'));
}

const cash = (terminalId: string, amount: number) => ({ terminalId, payment: { method: 'cash', amount } });

describe('amounts that enter the hub stay in range (issue 10 §6)', () => {
  it("refuses the issue's credit-in with the maximum, writes nothing, and the station goes on", async () => {
    const hub = await started();
    const chloe = await cashier(hub);
    const before = journalCount(hub);
    const mark = chloe.received.length;
    chloe.send({ type: 'creditIn', commandId: 'cash-issue-0001', ...cash('T1', ISSUE_AMOUNT) });
    const refused = await chloe.next((m) => m.type === 'error' || m.type === 'reply', mark);
    expect(refused).toEqual({
      type: 'error',
      error: {
        code: 'AMOUNT_OVER_MAXIMUM',
        message: `amount over the maximum of ${MAX_AMOUNT_CENTS} cents`,
        params: { maximum: MAX_AMOUNT_CENTS, limit: 'amount' },
      },
    });
    expect(journalCount(hub)).toBe(before);
    expect(balances(hub)).toEqual({});
    // The issue: the next credit-in to that station answered INTERNAL. Now it is credited.
    expect(await chloe.ok('creditIn', 'cash-next-0001', cash('T1', 10_000))).toEqual({
      kind: 'credited',
      terminalId: 'T1',
      amount: 10_000,
      credit: 10_000,
    });
    expect(await chloe.ok('creditIn', 'cash-other-0001', cash('T2', 10_001))).toMatchObject({
      credit: 10_001,
    });
    expect(balances(hub)).toEqual({ cashier: -20_001, 'station:T1': 10_000, 'station:T2': 10_001 });
    // A terminal's stake past the bound is refused the same way at the edge.
    const t1 = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t1, 'T1', TERMINAL_SECRET);
    await t1.next((m) => m.type === 'snapshot');
    const at = t1.received.length;
    t1.send({
      type: 'placeBet',
      commandId: 'bet-t1-huge-01',
      roundId: 1,
      spot: { kind: 'plein', number: 17 },
      stake: MAX_AMOUNT_CENTS + 1,
    });
    const edge = await t1.next((m) => m.type === 'error', at);
    expect(edge.type === 'error' && edge.error).toMatchObject({
      code: 'AMOUNT_OVER_MAXIMUM',
      params: { maximum: MAX_AMOUNT_CENTS, limit: 'amount' },
    });
    chloe.close();
    t1.close();
    const dir = dirname(hub.state.db.location() ?? '');
    await hub.close();
    running = [];
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).ok).toBe(true);
    const again = await started({ dataDir: dir });
    expect(integrityReport(again.state.db).problems).toEqual([]);
  });

  it('accepts a credit-in at the maximum and refuses one cent more, and caps the station credit', async () => {
    const hub = await started({
      extra: { amountLimits: { creditInMaximum: cents(50_000), balanceMaximum: cents(120_000) } },
    });
    const chloe = await cashier(hub);
    expect(await chloe.ok('creditIn', 'cash-max-00001', cash('T1', 50_000))).toMatchObject({
      credit: 50_000,
    });
    const before = journalCount(hub);
    const over = await chloe.command('creditIn', 'cash-over-0001', cash('T1', 50_001));
    expect(over).toEqual({
      type: 'reply',
      commandId: 'cash-over-0001',
      ok: false,
      error: {
        code: 'AMOUNT_OVER_MAXIMUM',
        message: 'the credit-in is over the maximum of 50000 cents',
        params: { maximum: 50_000, limit: 'creditInMaximum' },
      },
    });
    await chloe.ok('creditIn', 'cash-max-00002', cash('T1', 50_000));
    // 100 000 on the station: 20 000 more reaches the cap exactly, 20 001 would pass it.
    const capped = await chloe.command('creditIn', 'cash-cap-00001', cash('T1', 20_001));
    expect(capped.ok === false && capped.error).toEqual({
      code: 'AMOUNT_OVER_MAXIMUM',
      message: 'the station credit is over the maximum of 120000 cents',
      params: { maximum: 120_000, limit: 'balanceMaximum' },
    });
    expect(await chloe.ok('creditIn', 'cash-cap-00002', cash('T1', 20_000))).toMatchObject({
      credit: 120_000,
    });
    // The refusals wrote nothing: two accepted credit-ins after `before`, one entry each.
    expect(journalCount(hub)).toBe(before + 2);
    expect(balances(hub)).toEqual({ cashier: -120_000, 'station:T1': 120_000 });
  });

  it("refuses a cave, and a comité's cave limit, over the hub's cave maximum", async () => {
    const hub = await started({
      extra: { amountLimits: { caveMaximum: cents(100_000), balanceMaximum: cents(150_000) } },
    });
    const chloe = await cashier(hub);
    const bruno = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'bruno', secretOf('bruno'));
    await chloe.ok('registerPlayer', 'register-lea-0001', {
      lastName: 'Martin',
      firstName: 'Léa',
      birthDate: '1985-03-02',
      idDocument: { type: 'passport', number: '19AB12345' },
    });
    await issueVirtualCard(chloe, 'card-lea-00000001', 'P000001', '04A1B2C3D4E5F6');
    const limit = await bruno.command('setCaveLimits', 'cave-limits-0001', {
      tableId: 'holdem-1',
      minimum: 10_000,
      maximum: 100_001,
    });
    expect(limit.ok === false && limit.error).toEqual({
      code: 'AMOUNT_OVER_MAXIMUM',
      message: 'the cave limit is over the maximum of 100000 cents',
      params: { maximum: 100_000, limit: 'caveMaximum' },
    });
    // No comité maximum: the hub's maximum still bounds the cave.
    await bruno.ok('setCaveLimits', 'cave-limits-0002', {
      tableId: 'holdem-1',
      minimum: 10_000,
      maximum: null,
    });
    const cave = { playerId: 'P000001', tableId: 'holdem-1', method: 'cash', pin: '4821' };
    const before = journalCount(hub);
    const over = await chloe.command('buyCave', 'cave-lea-over-01', { ...cave, amount: 100_001 });
    expect(over.ok === false && over.error).toEqual({
      code: 'AMOUNT_OVER_MAXIMUM',
      message: 'the cave is over the maximum of 100000 cents',
      params: { maximum: 100_000, limit: 'caveMaximum' },
    });
    expect(journalCount(hub)).toBe(before);
    expect(await chloe.ok('buyCave', 'cave-lea-00000001', { ...cave, amount: 100_000 })).toMatchObject({
      balance: 100_000,
    });
    const account = await chloe.command('buyCave', 'cave-lea-00000002', { ...cave, amount: 50_001 });
    expect(account.ok === false && account.error).toEqual({
      code: 'AMOUNT_OVER_MAXIMUM',
      message: "the player's account is over the maximum of 150000 cents",
      params: { maximum: 150_000, limit: 'balanceMaximum' },
    });
    expect(balances(hub)).toEqual({ cashier: -100_000, 'player:P000001': 100_000 });
  });

  it('refuses a jackpot seed over its maximum, in the file and at start, before any write', async () => {
    const jackpot = { variant: 1, split: 'a', contributionBps: 100, resetAmount: 200_001 };
    const file = {
      ...configWith({ ...ROULETTE_ENTRY, options: { jackpot } }),
      amounts: { jackpotSeedMaximum: 200_000 },
    };
    expect(configProblems(file)).toEqual([
      'tables[0].options.jackpot.resetAmount: must be at most 200000 cents (amounts.jackpotSeedMaximum)',
    ]);
    expect(configProblems({ ...file, amounts: { jackpotSeedMaximum: 200_001 } })).toEqual([]);
    // The file's maxima reach the hub, the others at their defaults.
    expect(
      hubOptionsOf(parseConfig({ ...file, amounts: { jackpotSeedMaximum: 200_001 } })).amountLimits,
    ).toEqual({
      ...DEFAULT_AMOUNT_LIMITS,
      jackpotSeedMaximum: 200_001,
    });
    // A maximum itself stays within the protocol's bound.
    expect(configProblems({ ...file, amounts: { creditInMaximum: MAX_AMOUNT_CENTS + 1 } })).toEqual([
      `amounts.creditInMaximum: must be at most ${MAX_AMOUNT_CENTS} cents (the protocol's bound on an amount)`,
    ]);

    const dataDir = join(mkdtempSync(join(tmpdir(), 'tapis-seed-')), 'data');
    const table = rouletteTable('roulette-1', 'Roulette 1', cents(200), TIMING, {
      launcher: 'automatic',
      zeroRule: 'partage',
      doublePrison: false,
      jackpot: { variant: 1, split: 'a', contributionBps: 100, resetAmount: 200_001 },
    });
    const start = staffHub(manualClock(), {
      dataDir,
      tables: [table],
      extra: { amountLimits: { jackpotSeedMaximum: cents(200_000) } },
    });
    await expect(start).rejects.toBeInstanceOf(AmountLimitError);
    await expect(start).rejects.toMatchObject({
      message:
        'the jackpot seed of roulette-1 (200001 cents) is over the maximum of 200000 cents (jackpotSeedMaximum)',
      maximum: 200_000,
      limit: 'jackpotSeedMaximum',
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses, typed, a credit-in that would take the cashier account past the exact range', async () => {
    // A store an earlier hub accepted: one station holding 2^53 − 1 cents, the cashier at −(2^53 − 1).
    const first = await started();
    const dataDir = dirname(first.state.db.location() ?? '');
    await first.close();
    running = [];
    const db = openDatabase(join(dataDir, 'hub.sqlite'), TEST_JOURNAL_KEY);
    inTransaction(db, () => {
      const amount = Number.MAX_SAFE_INTEGER;
      const seq = appendJournal(db, '2026-11-29T13:00:00.000Z', 'CreditIn', 'staff:chloe', {
        terminalId: 'T1',
        amount,
        method: 'cash',
      });
      db.prepare(
        'INSERT INTO transfers (journal_seq, from_account, to_account, amount) VALUES (?, ?, ?, ?)',
      ).run(seq, 'cashier', 'station:T1', amount);
      db.prepare('INSERT INTO balances (account, balance) VALUES (?, ?), (?, ?)').run(
        'cashier',
        -amount,
        'station:T1',
        amount,
      );
    });
    db.close();
    const hub = await started({ dataDir });
    expect(integrityReport(hub.state.db).problems).toEqual([]);
    const chloe = await cashier(hub);
    const before = journalCount(hub);
    // Another station's credit-in: in range for T2, but the cashier would pass −(2^53 − 1).
    const other = await chloe.command('creditIn', 'cash-t2-00001', cash('T2', 10_000));
    expect(other.ok === false && other.error).toEqual({
      code: 'AMOUNT_OVER_MAXIMUM',
      message:
        'the balance of cashier would be -9007199254750991 cents, beyond the exact range of ±9007199254740991',
      params: { maximum: Number.MAX_SAFE_INTEGER, limit: 'ledger' },
    });
    // The station's own next credit-in: over its credit maximum, typed (it was INTERNAL).
    const same = await chloe.command('creditIn', 'cash-t1-00001', cash('T1', 1));
    expect(same.ok === false && same.error).toMatchObject({
      code: 'AMOUNT_OVER_MAXIMUM',
      params: { maximum: 100_000_000, limit: 'balanceMaximum' },
    });
    expect(journalCount(hub)).toBe(before);
    expect(balances(hub)).toEqual({
      cashier: -Number.MAX_SAFE_INTEGER,
      'station:T1': Number.MAX_SAFE_INTEGER,
    });
    chloe.close();
    await hub.close();
    running = [];
    expect(verifyDataDir(dataDir, TEST_JOURNAL_KEY)).toMatchObject({
      ok: true,
      conservation: {
        ok: true,
        total: 0,
        entered: Number.MAX_SAFE_INTEGER,
        cashier: -Number.MAX_SAFE_INTEGER,
      },
    });
  });

  it('reports, exactly, a store whose cashier an earlier hub took past the exact range', async () => {
    // The issue's store: T1 credited 9 007 199 254 739 991, then T2 10 000; the cashier holds
    // −9 007 199 254 749 991, which a float replay reads as …992 ("a cent lost").
    const first = await started();
    const dataDir = dirname(first.state.db.location() ?? '');
    await first.close();
    running = [];
    const db = openDatabase(join(dataDir, 'hub.sqlite'), TEST_JOURNAL_KEY);
    inTransaction(db, () => {
      for (const [terminalId, amount] of [
        ['T1', ISSUE_AMOUNT],
        ['T2', 10_000],
      ] as const) {
        const seq = appendJournal(db, '2026-11-29T13:00:00.000Z', 'CreditIn', 'staff:chloe', {
          terminalId,
          amount,
          method: 'cash',
        });
        db.prepare(
          'INSERT INTO transfers (journal_seq, from_account, to_account, amount) VALUES (?, ?, ?, ?)',
        ).run(seq, 'cashier', `station:${terminalId}`, amount);
        db.prepare(
          'INSERT INTO balances (account, balance) VALUES (?, ?) ON CONFLICT(account) DO UPDATE SET balance = balance + excluded.balance',
        ).run('cashier', -amount);
        db.prepare('INSERT INTO balances (account, balance) VALUES (?, ?)').run(
          `station:${terminalId}`,
          amount,
        );
      }
    });
    db.close();
    const report = verifyDataDir(dataDir, TEST_JOURNAL_KEY);
    // Every sum agrees to the cent; the one problem is the balance that no Cents can hold.
    expect(report.conservation).toEqual({
      ok: true,
      total: 0,
      entered: '9007199254749991',
      cashier: '-9007199254749991',
    });
    expect(report.problems).toEqual([
      'balance of cashier is -9007199254749991, beyond the exact range of amounts',
    ]);
    // The hub starts (it used to throw) and refuses to serve, saying why.
    const hub = await started({ dataDir, tables: [demoTable(TIMING)] });
    expect(hub.state.tables.size).toBe(0);
  });

  it('restarts and verifies after a run with large legal balances', async () => {
    const limits = { creditInMaximum: cents(MAX_AMOUNT_CENTS), balanceMaximum: cents(MAX_AMOUNT_CENTS) };
    const hub = await started({ extra: { amountLimits: limits } });
    const chloe = await cashier(hub);
    await chloe.ok('creditIn', 'cash-big-t1-01', cash('T1', MAX_AMOUNT_CENTS));
    await chloe.ok('creditIn', 'cash-big-t2-01', cash('T2', MAX_AMOUNT_CENTS - 1));
    const t1 = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t1, 'T1', TERMINAL_SECRET);
    await t1.next((m) => m.type === 'snapshot');
    t1.send({ type: 'requestPayment', commandId: 'pay-t1-big-01' });
    const paid = await t1.next((m) => m.type === 'reply' && m.commandId === 'pay-t1-big-01');
    const voucher =
      paid.type === 'reply' && paid.ok && paid.result.kind === 'paid' ? paid.result.voucher : null;
    expect(voucher?.amount).toBe(MAX_AMOUNT_CENTS);
    await chloe.ok('redeemVoucher', 'redeem-big-0001', { validationNumber: voucher?.validationNumber });
    expect(balances(hub)).toEqual({
      cashier: -(MAX_AMOUNT_CENTS - 1),
      'station:T1': 0,
      'station:T2': MAX_AMOUNT_CENTS - 1,
      vouchers: 0,
    });
    chloe.close();
    t1.close();
    const dataDir = dirname(hub.state.db.location() ?? '');
    await hub.close();
    running = [];
    const again = await started({ dataDir, extra: { amountLimits: limits } });
    expect(again.state.tables.size).toBe(1);
    expect(verifyDataDir(dataDir, TEST_JOURNAL_KEY)).toMatchObject({
      ok: true,
      problems: [],
      conservation: { ok: true, total: 0, entered: MAX_AMOUNT_CENTS - 1, cashier: -(MAX_AMOUNT_CENTS - 1) },
    });
  });
});
