// The cashier's actions (RULES.md A.1, DESIGN.md "Money"): credit-in to a station (cash, card,
// or a voucher taken back in), voucher redemption exactly once, and the session count. Each is
// one journal entry and its ledger transfers, inside the staff dispatcher's transaction.
import { cents } from '../../games/money.ts';
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { Voucher } from '../../protocol/voucher.ts';
import { type AmountLimits, overMaximum } from '../config/amountLimits.ts';
import { latestSession, markCounted, previousClosedSeq } from '../sessions/sessionStore.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import { done, refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { type AccountName, accounts, balanceOf, transfer } from '../store/ledger.ts';
import { countReport } from './countReport.ts';
import { writeCreditIn } from './creditIn.ts';
import { findVoucher, markRedeemed, type VoucherRow } from './voucherStore.ts';

type CashierCommand = Extract<StaffCommand, { type: 'creditIn' | 'redeemVoucher' | 'countSession' }>;

/** Where a cashier's action lands: the terminal's table, to be told after the commit. */
export interface CashierTarget {
  /** The table of a terminal, or null when it is not provisioned. */
  tableOf(terminalId: string): string | null;
  /** Pushes fresh snapshots to a table's terminals. */
  notify(tableId: string): void;
  /** True when the hub serves this table. */
  hasTable(tableId: string): boolean;
}

function alreadyRedeemed(v: VoucherRow): StaffOutcome {
  return refuse('VOUCHER_ALREADY_REDEEMED', 'this voucher has already been paid', {
    redeemedAt: v.redeemed_at ?? '',
    redeemedBy: v.redeemed_by ?? '',
  });
}

/** Runs a cashier action; a credit-in over `limits` is refused before anything is written. */
export function cashierAction(
  ctx: ActionContext,
  target: CashierTarget,
  command: CashierCommand,
  limits: AmountLimits,
): StaffOutcome {
  const { db, at, actor } = ctx;
  if (command.type === 'redeemVoucher') {
    const v = findVoucher(db, command.validationNumber);
    if (v === null) return refuse('UNKNOWN_VOUCHER', 'no voucher with this validation number');
    if (v.redeemed_at !== null) return alreadyRedeemed(v);
    const voucher: Voucher = {
      validationNumber: v.validation_number,
      amount: cents(v.amount),
      terminalId: v.terminal_id,
      tableId: v.table_id,
      issuedAt: v.issued_at,
    };
    const seq = appendEntry(db, at, 'VoucherRedeemed', actor, voucher);
    transfer(db, seq, accounts.vouchers, accounts.cashier, voucher.amount);
    markRedeemed(db, v.validation_number, at, actor);
    return done({ kind: 'redeemed', voucher });
  }
  if (command.type === 'creditIn') {
    const { terminalId, payment } = command;
    const tableId = target.tableOf(terminalId);
    if (tableId === null) return refuse('UNKNOWN_TERMINAL', `terminal ${terminalId} is not provisioned`);
    let amount = payment.method === 'ticket' ? null : payment.amount;
    let from: AccountName = accounts.cashier;
    let ticket: VoucherRow | null = null;
    if (payment.method === 'ticket') {
      ticket = findVoucher(db, payment.validationNumber);
      if (ticket === null) return refuse('UNKNOWN_VOUCHER', 'no voucher with this validation number');
      if (ticket.redeemed_at !== null) return alreadyRedeemed(ticket);
      // A voucher taken back in leaves the vouchers account: it cannot be paid at the desk too.
      amount = cents(ticket.amount);
      from = accounts.vouchers;
    }
    const credited = amount ?? cents(0);
    // Issue 10 §6: cash and card enter at most the per-operation maximum (a voucher taken back in
    // is money already in the house); no credit-in may take a station past its credit maximum.
    if (ticket === null && credited > limits.creditInMaximum)
      return overMaximum('the credit-in', 'creditInMaximum', limits.creditInMaximum);
    const before = balanceOf(db, accounts.station(terminalId));
    if (credited > limits.balanceMaximum - before)
      return overMaximum('the station credit', 'balanceMaximum', limits.balanceMaximum);
    writeCreditIn(db, at, actor, terminalId, credited, {
      method: payment.method,
      from,
      ...(ticket === null ? {} : { validationNumber: ticket.validation_number }),
    });
    if (ticket !== null) markRedeemed(db, ticket.validation_number, at, actor);
    const credit = balanceOf(db, accounts.station(terminalId));
    return done({ kind: 'credited', terminalId, amount: credited, credit }, () => target.notify(tableId));
  }
  if (!target.hasTable(command.tableId)) return refuse('UNKNOWN_TABLE', `no table ${command.tableId}`);
  const session = latestSession(db, command.tableId);
  if (session?.phase !== 'closed' || session.closed_seq === null)
    return refuse('SESSION_STATE', 'the count follows the closing validation', {
      phase: session?.phase ?? 'none',
    });
  if (session.counted_by !== null)
    return refuse('SESSION_STATE', 'this session is already counted', {
      phase: 'counted',
      countedBy: session.counted_by,
    });
  const from = previousClosedSeq(db, command.tableId, session.session_id);
  const report = countReport(db, command.tableId, session.session_id, from, session.closed_seq);
  appendEntry(db, at, 'SessionCounted', actor, report);
  markCounted(db, session.session_id, actor, report);
  return done({ kind: 'counted', report });
}
