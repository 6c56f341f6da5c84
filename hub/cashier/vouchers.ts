// Payment vouchers: "paiement" closes the station's credit into a voucher with a unique
// 18-digit validation number that the cashier pays once (RULES.md A.1).
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../games/money.ts';
import type { Rng } from '../../games/rng.ts';
import type { Voucher } from '../../protocol/voucher.ts';
import type { Clock } from '../clock.ts';
import { inTransaction } from '../store/database.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import { accounts, transfer } from '../store/ledger.ts';

/** 18 random digits from the CSPRNG: unguessable, so a voucher cannot be forged by counting. */
export function newValidationNumber(rng: Rng): string {
  let digits = '';
  for (let i = 0; i < 18; i++) digits += String(rng.int(10));
  return digits;
}

/** Moves the whole `amount` from the station to the vouchers account and records the voucher. */
export function issueVoucher(
  db: DatabaseSync,
  rng: Rng,
  clock: Clock,
  tableId: string,
  terminalId: string,
  amount: Cents,
  alsoInTransaction: (voucher: Voucher) => void,
): Voucher {
  const issuedAt = new Date(clock.now()).toISOString();
  return inTransaction(db, () => {
    let validationNumber = newValidationNumber(rng);
    const taken = db.prepare('SELECT 1 FROM vouchers WHERE validation_number = ?');
    while (taken.get(validationNumber) !== undefined) validationNumber = newValidationNumber(rng);
    const voucher: Voucher = { validationNumber, amount, terminalId, tableId, issuedAt };
    const seq = appendEntry(db, issuedAt, 'VoucherIssued', `terminal:${terminalId}`, voucher);
    transfer(db, seq, accounts.station(terminalId), accounts.vouchers, amount);
    db.prepare(
      'INSERT INTO vouchers (validation_number, terminal_id, table_id, amount, issued_at) VALUES (?, ?, ?, ?, ?)',
    ).run(validationNumber, terminalId, tableId, amount, issuedAt);
    alsoInTransaction(voucher);
    return voucher;
  });
}
