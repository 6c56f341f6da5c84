// Demo money (issue 10 §2): the credit a demo hub grants each empty station is not cash from the
// desk. It is journaled under its own kind, from its own account, so that `verify` reports it apart
// from what entered through the cashier and a production hub refuses a store that holds any.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';

/** The journal kind of a demo grant: `{ terminalId, amount }`, moved from `accounts.demoBank`. */
export const DEMO_CREDIT_GRANTED = 'DemoCreditGranted';

/** The payload of a `DemoCreditGranted` entry. */
export const DemoCreditSchema = z.strictObject({
  terminalId: z.string().min(1),
  amount: z.number().int().positive(),
});

/** What a store holds of demo money (all zeros for a production store). */
export interface DemoMoneyReport {
  /** Σ of every demo grant, in cents. */
  readonly grantedCents: number;
  /** How many grants were journaled. */
  readonly grants: number;
  /** The stations that received demo money, sorted. */
  readonly stations: readonly string[];
}

/**
 * Sums the store's demo grants, reading each payload back by its schema; an entry that does not
 * parse adds a line to `problems` (the chain check of hub/store/integrity.ts says whether it was
 * edited).
 */
export function demoMoneyOf(db: DatabaseSync, problems: string[] = []): DemoMoneyReport {
  let grantedCents = 0;
  let grants = 0;
  const stations = new Set<string>();
  const rows = db
    .prepare('SELECT seq, payload FROM journal WHERE kind = ? ORDER BY seq')
    .all(DEMO_CREDIT_GRANTED) as { seq: number; payload: string }[];
  for (const row of rows) {
    const parsed = DemoCreditSchema.safeParse(parseJson(row.payload));
    if (!parsed.success) {
      problems.push(`entry ${row.seq}: ${DEMO_CREDIT_GRANTED} payload is not { terminalId, amount }`);
      continue;
    }
    grantedCents += parsed.data.amount;
    grants += 1;
    stations.add(parsed.data.terminalId);
  }
  return { grantedCents, grants, stations: [...stations].sort() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether the store already holds a demo grant to `terminalId`: a demo start grants once per
 * station and data folder, never again after a Paiement emptied it (issue 10 §2). A store of an
 * older demo journaled its grant as a `CreditIn` by `cashier:demo`: that counts too.
 */
export function demoGranted(db: DatabaseSync, terminalId: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 AS found FROM journal
        WHERE (kind = ? OR (kind = 'CreditIn' AND actor = 'cashier:demo'))
          AND json_extract(payload, '$.terminalId') = ? LIMIT 1`,
    )
    .get(DEMO_CREDIT_GRANTED, terminalId);
  return row !== undefined;
}

/** Whether the store holds any demo money at all (a production hub refuses such a store). */
export function holdsDemoMoney(db: DatabaseSync): boolean {
  return (
    db.prepare('SELECT 1 AS found FROM journal WHERE kind = ? LIMIT 1').get(DEMO_CREDIT_GRANTED) !== undefined
  );
}
