// The cashier through the staff API (RULES.md A.1, DESIGN.md "Money"): credit-in by cash, card
// or ticket moves money through the ledger; a voucher is paid exactly once; repeats of a command
// id answer the same without paying twice; other roles are FORBIDDEN.
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHub } from '../hub.ts';
import { balanceOf, accounts } from '../store/ledger.ts';
import { verifyDataDir } from '../verify.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET } from './helpers/staffHub.ts';
import { loginStaff } from './helpers/testStaff.ts';
import { connectTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

function balances(hub: RunningHub): Record<string, number> {
  const rows = hub.state.db.prepare('SELECT account, balance FROM balances ORDER BY account').all() as {
    account: string;
    balance: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.account, r.balance]));
}

describe('the cashier', () => {
  it('credits by cash, card and ticket, pays a voucher exactly once, and conserves every cent', async () => {
    const hub = await staffHub(manualClock());
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const chloe = await loginStaff(url, 'chloe', secretOf('chloe'));
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    const t1 = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t1, 'T1', TERMINAL_SECRET);
    await t1.next((m) => m.type === 'snapshot');

    const mark = t1.received.length;
    expect(
      await chloe.ok('creditIn', 'cash-t1-0001', {
        terminalId: 'T1',
        payment: { method: 'cash', amount: 5_000 },
      }),
    ).toEqual({
      kind: 'credited',
      terminalId: 'T1',
      amount: 5_000,
      credit: 5_000,
    });
    // The station is told at once: its meter mirrors the hub's figure.
    await t1.next((m) => m.type === 'snapshot' && m.state.credit === 5_000, mark);
    await chloe.ok('creditIn', 'card-t1-0001', {
      terminalId: 'T1',
      payment: { method: 'card', amount: 2_550 },
    });
    // A repeat of the same command id is answered again and applied once.
    const repeat = await chloe.command('creditIn', 'card-t1-0001', {
      terminalId: 'T1',
      payment: { method: 'card', amount: 2_550 },
    });
    expect(repeat.ok && repeat.result).toEqual({
      kind: 'credited',
      terminalId: 'T1',
      amount: 2_550,
      credit: 7_550,
    });
    const reused = await chloe.command('creditIn', 'card-t1-0001', {
      terminalId: 'T1',
      payment: { method: 'card', amount: 9_999 },
    });
    expect(reused.ok === false && reused.error.code).toBe('COMMAND_ID_REUSED');
    expect(balances(hub)).toEqual({ cashier: -7_550, 'station:T1': 7_550 });

    const forbidden = await alice.command('creditIn', 'cash-by-croupier', {
      terminalId: 'T1',
      payment: { method: 'cash', amount: 100 },
    });
    expect(forbidden.ok === false && forbidden.error.code).toBe('FORBIDDEN');
    const unknown = await chloe.command('creditIn', 'cash-t9-0001', {
      terminalId: 'T9',
      payment: { method: 'cash', amount: 100 },
    });
    expect(unknown.ok === false && unknown.error.code).toBe('UNKNOWN_TERMINAL');

    const before = t1.received.length;
    t1.send({ type: 'requestPayment', commandId: 'pay-t1-0001' });
    const paid = await t1.next((m) => m.type === 'reply' && m.commandId === 'pay-t1-0001', before);
    const voucher =
      paid.type === 'reply' && paid.ok && paid.result.kind === 'paid' ? paid.result.voucher : null;
    if (voucher === null) throw new Error('no voucher');
    expect(voucher.amount).toBe(7_550);
    expect(balances(hub)).toEqual({ cashier: -7_550, 'station:T1': 0, vouchers: 7_550 });

    // The player takes the voucher to station T2 ("ticket"): it leaves the vouchers account.
    expect(
      await chloe.ok('creditIn', 'ticket-t2-001', {
        terminalId: 'T2',
        payment: { method: 'ticket', validationNumber: voucher.validationNumber },
      }),
    ).toEqual({ kind: 'credited', terminalId: 'T2', amount: 7_550, credit: 7_550 });
    const twice = await chloe.command('redeemVoucher', 'redeem-same-1', {
      validationNumber: voucher.validationNumber,
    });
    expect(twice.ok === false && twice.error).toEqual({
      code: 'VOUCHER_ALREADY_REDEEMED',
      message: 'this voucher has already been paid',
      params: { redeemedAt: '2026-11-29T14:00:00.000Z', redeemedBy: 'staff:chloe' },
    });
    expect(balances(hub)).toEqual({ cashier: -7_550, 'station:T1': 0, 'station:T2': 7_550, vouchers: 0 });

    // T2 pays out; two cashiers present the voucher at once: exactly one pays it.
    const t2 = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    await sayHello(t2, 'T2', TERMINAL_SECRET);
    await t2.next((m) => m.type === 'snapshot');
    t2.send({ type: 'requestPayment', commandId: 'pay-t2-0001' });
    const paid2 = await t2.next((m) => m.type === 'reply' && m.commandId === 'pay-t2-0001');
    const v2 =
      paid2.type === 'reply' && paid2.ok && paid2.result.kind === 'paid' ? paid2.result.voucher : null;
    if (v2 === null) throw new Error('no voucher');
    const other = await loginStaff(url, 'chloe', secretOf('chloe'));
    const [a, b] = await Promise.all([
      chloe.command('redeemVoucher', 'redeem-v2-desk-a', { validationNumber: v2.validationNumber }),
      other.command('redeemVoucher', 'redeem-v2-desk-b', { validationNumber: v2.validationNumber }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const won = a.ok ? a : b;
    expect(won.ok && won.result).toEqual({ kind: 'redeemed', voucher: v2 });
    // The winning desk asking again (same command id) gets the same answer, not a second payment.
    const again = await chloe.command('redeemVoucher', a.ok ? 'redeem-v2-desk-a' : 'redeem-v2-desk-b', {
      validationNumber: v2.validationNumber,
    });
    expect(again).toEqual(won);
    const missing = await chloe.command('redeemVoucher', 'redeem-missing', {
      validationNumber: '000000000000000000',
    });
    expect(missing.ok === false && missing.error.code).toBe('UNKNOWN_VOUCHER');

    expect(balances(hub)).toEqual({ cashier: 0, 'station:T1': 0, 'station:T2': 0, vouchers: 0 });
    expect(balanceOf(hub.state.db, accounts.cashier)).toBe(0);
    const kinds = hub.state.db
      .prepare(
        "SELECT kind, actor FROM journal WHERE kind IN ('CreditIn', 'VoucherIssued', 'VoucherRedeemed') ORDER BY seq",
      )
      .all();
    expect(kinds).toEqual([
      { kind: 'CreditIn', actor: 'staff:chloe' },
      { kind: 'CreditIn', actor: 'staff:chloe' },
      { kind: 'VoucherIssued', actor: 'terminal:T1' },
      { kind: 'CreditIn', actor: 'staff:chloe' },
      { kind: 'VoucherIssued', actor: 'terminal:T2' },
      { kind: 'VoucherRedeemed', actor: 'staff:chloe' },
    ]);
    expect(verifyDataDir(dirname(hub.state.db.location() ?? ''), TEST_JOURNAL_KEY).ok).toBe(true);
  });
});
