// Vouchers are a projection of VoucherIssued and of their redemption (VoucherRedeemed, or a
// CreditIn that took the ticket back in): rebuilt from the journal and compared.
import type { DatabaseSync } from 'node:sqlite';
import { type Fact, type ProjectionFold, diffMaps, foldFacts, num, str } from './journalFacts.ts';

/** Stored vouchers that differ from what the journal says, one line each. */
export function voucherMismatches(db: DatabaseSync, facts: Iterable<Fact>): string[] {
  return foldFacts(voucherFold(db), facts);
}

/** The vouchers' rebuild as a fold over the journal. */
export function voucherFold(db: DatabaseSync): ProjectionFold {
  const rebuilt = new Map<string, unknown[]>();
  const step = (f: Fact): void => {
    const p = f.payload;
    if (f.kind === 'VoucherIssued') {
      rebuilt.set(str(p, 'validationNumber'), [
        str(p, 'terminalId'),
        str(p, 'tableId'),
        num(p, 'amount'),
        str(p, 'issuedAt'),
        null,
        null,
      ]);
    }
    const redeemed =
      f.kind === 'VoucherRedeemed' || (f.kind === 'CreditIn' && str(p, 'validationNumber') !== '');
    const row = redeemed ? rebuilt.get(str(p, 'validationNumber')) : undefined;
    if (row !== undefined) row.splice(4, 2, f.at, f.actor);
  };
  return { step, finish: () => compare(db, rebuilt) };
}

function compare(db: DatabaseSync, rebuilt: Map<string, unknown[]>): string[] {
  const stored = new Map(
    (
      db
        .prepare(
          'SELECT validation_number, terminal_id, table_id, amount, issued_at, redeemed_at, redeemed_by FROM vouchers',
        )
        .all() as Record<string, string | number | null>[]
    ).map((v) => [
      String(v['validation_number']),
      JSON.stringify([
        v['terminal_id'],
        v['table_id'],
        v['amount'],
        v['issued_at'],
        v['redeemed_at'],
        v['redeemed_by'],
      ]),
    ]),
  );
  return diffMaps('voucher', stored, new Map([...rebuilt].map(([k, v]) => [k, JSON.stringify(v)])));
}
