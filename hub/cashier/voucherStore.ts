// Vouchers as stored, and their one-time redemption (RULES.md A.1: the cashier pays a voucher once).
import type { DatabaseSync } from 'node:sqlite';

/** A voucher row. */
export interface VoucherRow {
  readonly validation_number: string;
  readonly terminal_id: string;
  readonly table_id: string;
  readonly amount: number;
  readonly issued_at: string;
  readonly redeemed_at: string | null;
  readonly redeemed_by: string | null;
}

/** The voucher with this validation number, or null. */
export function findVoucher(db: DatabaseSync, validationNumber: string): VoucherRow | null {
  const row = db.prepare('SELECT * FROM vouchers WHERE validation_number = ?').get(validationNumber) as
    VoucherRow | undefined;
  return row ?? null;
}

/** Marks a voucher paid; throws (rolling the transaction back) if it was paid already. */
export function markRedeemed(db: DatabaseSync, validationNumber: string, at: string, by: string): void {
  const changed = db
    .prepare(
      'UPDATE vouchers SET redeemed_at = ?, redeemed_by = ? WHERE validation_number = ? AND redeemed_at IS NULL',
    )
    .run(at, by, validationNumber).changes;
  if (changed !== 1) throw new Error(`voucher ${validationNumber} was redeemed twice`);
}
