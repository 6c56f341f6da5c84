// The credit-in's writing, one for the cashier's action (cashierActions.ts) and the tables' own
// `creditIn` (the demo, the tests): its journal entry and the transfer to the station's meter,
// inside the caller's transaction. The checks (limits, a voucher taken back in) stay the cashier's.
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../games/money.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { type AccountName, accounts, transfer } from '../store/ledger.ts';

/** Where a credit-in comes from and how it was paid. */
export interface CreditInSource {
  readonly method: string;
  /** The account it leaves: the cash desk, or the vouchers for a voucher taken back in. */
  readonly from: AccountName;
  /** The voucher taken back in, if any. */
  readonly validationNumber?: string;
}

/** Journals the credit-in of `amount` to station `terminalId` with its transfer; returns its seq. */
export function writeCreditIn(
  db: DatabaseSync,
  at: string,
  actor: string,
  terminalId: string,
  amount: Cents,
  source: CreditInSource,
): number {
  const { method, from, validationNumber } = source;
  const seq = appendEntry(db, at, 'CreditIn', actor, {
    terminalId,
    amount,
    method,
    ...(validationNumber === undefined ? {} : { validationNumber }),
  });
  transfer(db, seq, from, accounts.station(terminalId), amount);
  return seq;
}

/** A credit-in from the cash desk. */
export function fromCashDesk(method: string): CreditInSource {
  return { method, from: accounts.cashier };
}
