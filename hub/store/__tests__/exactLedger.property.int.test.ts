// Property (issue 10 §6): whatever amounts move between accounts — up to the largest `Cents`,
// 2^53 − 1 — each stored balance, the conservation sums and the balances' rebuild equal a BigInt
// reference sum over the journal's transfers, to the cent; a transfer that would take a balance
// out of the exact range is refused with AmountOverflowError and writes nothing. Real SQLite files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { MAX_AMOUNT_CENTS } from '../../../protocol/money.ts';
import { inTransaction, openDatabase } from '../database.ts';
import { AmountOverflowError, SAFE_LIMIT } from '../exactSum.ts';
import { appendJournal } from '../journal.ts';
import { accounts, balanceOf, conservationReport, exactBalance, transfer } from '../ledger.ts';
import { balanceMismatches } from '../rebuild/balances.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';

const ACCOUNTS = [
  accounts.cashier,
  accounts.station('T1'),
  accounts.station('T2'),
  accounts.bank('roulette-1'),
];
const KIND = 'TestTransfer';

/** Amounts within the protocol's bound, anywhere up to 2^53 − 1, and the edges of the range. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1, 2 ** 52, 2 ** 52 + 1),
);

const move = fc
  .record({
    from: fc.nat(ACCOUNTS.length - 1),
    shift: fc.integer({ min: 1, max: ACCOUNTS.length - 1 }),
    amount,
  })
  .map(({ from, shift, amount }) => ({
    from: ACCOUNTS[from] ?? accounts.cashier,
    to: ACCOUNTS[(from + shift) % ACCOUNTS.length] ?? accounts.cashier,
    amount,
  }));

/** The balances the journal's transfer entries imply, summed in BigInt. */
function journalReference(db: ReturnType<typeof openDatabase>): Map<string, bigint> {
  const sums = new Map<string, bigint>(ACCOUNTS.map((a) => [a, 0n]));
  const rows = db.prepare('SELECT payload FROM journal WHERE kind = ? ORDER BY seq').all(KIND) as {
    payload: string;
  }[];
  for (const row of rows) {
    const t = JSON.parse(row.payload) as { from: string; to: string; amount: number };
    sums.set(t.from, (sums.get(t.from) ?? 0n) - BigInt(t.amount));
    sums.set(t.to, (sums.get(t.to) ?? 0n) + BigInt(t.amount));
  }
  return sums;
}

describe('the ledger sums exactly (issue 10 §6)', () => {
  it('balances and conservation equal a BigInt reference over the journal, or the transfer is refused', () => {
    // Both branches are exercised: transfers kept and transfers refused at the range's edge.
    let kept = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 25 }), (moves) => {
        const dir = mkdtempSync(join(tmpdir(), 'tapis-exact-ledger-'));
        const db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
        try {
          const expected = new Map<string, bigint>(ACCOUNTS.map((a) => [a, 0n]));
          let accepted = 0;
          for (const m of moves) {
            const from = (expected.get(m.from) ?? 0n) - BigInt(m.amount);
            const to = (expected.get(m.to) ?? 0n) + BigInt(m.amount);
            const fits = from >= -SAFE_LIMIT && to <= SAFE_LIMIT;
            const run = () =>
              inTransaction(db, () => {
                const seq = appendJournal(db, '2026-12-02T08:00:00.000Z', KIND, 'test', m);
                transfer(db, seq, m.from, m.to, cents(m.amount));
              });
            if (fits) {
              run();
              expected.set(m.from, from);
              expected.set(m.to, to);
              accepted += 1;
              kept += 1;
            } else {
              expect(run).toThrow(AmountOverflowError);
              refused += 1;
            }
          }
          const reference = journalReference(db);
          expect(reference).toEqual(expected);
          const count = db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number };
          expect(count.n).toBe(accepted);
          for (const account of ACCOUNTS) {
            expect(exactBalance(db, account)).toBe(reference.get(account));
            expect(balanceOf(db, account)).toBe(Number(reference.get(account)));
          }
          expect(conservationReport(db)).toEqual({ ok: true, total: 0, mismatches: [] });
          expect(balanceMismatches(db)).toEqual([]);
        } finally {
          db.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 60 },
    );
    expect(kept).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
