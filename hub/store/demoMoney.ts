// Demo money (issue 10 §2): the credit a demo hub grants each station once is not cash from the
// desk. It is journaled under its own kind, from its own account, so that `verify` reports it apart
// from what entered through the cashier and a production hub refuses a store that holds any.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';

/** The journal kind of a demo grant: `{ terminalId, amount }`, moved from `accounts.demoBank`. */
export const DEMO_CREDIT_GRANTED = 'DemoCreditGranted';

/**
 * How a demo hub journaled its grant before issue 10: a `CreditIn` by this actor, counted as cash
 * in `conservation.entered`. Still recognised, so that an old demo store is known for one.
 */
export const LEGACY_DEMO_CASHIER = 'cashier:demo';

/** The journal entries that are demo money: a grant, or an old demo's credit-in. */
const DEMO_ENTRY = `(kind = '${DEMO_CREDIT_GRANTED}' OR (kind = 'CreditIn' AND actor = '${LEGACY_DEMO_CASHIER}'))`;

/** The payload of a `DemoCreditGranted` entry. */
export const DemoCreditSchema = z.strictObject({
  terminalId: z.string().min(1),
  amount: z.number().int().positive(),
});

/** What is read of an old demo's `CreditIn` (it also names a terminal and a method). */
const LegacyCreditInSchema = z.object({ amount: z.number().int().positive() });

/** What a store holds of demo money (all zeros for a production store). */
export interface DemoMoneyReport {
  /** Σ of every demo grant, in cents. */
  readonly grantedCents: number;
  /** How many grants were journaled. */
  readonly grants: number;
  /** The stations that received demo money, sorted. */
  readonly stations: readonly string[];
  /** Σ of an old demo's `CreditIn` by `cashier:demo` (inside `conservation.entered`, not cash). */
  readonly legacyCreditInCents: number;
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
  let legacyCreditInCents = 0;
  const rows = db
    .prepare(`SELECT seq, kind, payload FROM journal WHERE ${DEMO_ENTRY} ORDER BY seq`)
    .all() as { seq: number; kind: string; payload: string }[];
  for (const row of rows) {
    const payload = parseJson(row.payload);
    if (row.kind !== DEMO_CREDIT_GRANTED) {
      // An old demo's credit-in: the transfers projection checks the rest of its payload.
      const legacy = LegacyCreditInSchema.safeParse(payload);
      if (legacy.success) legacyCreditInCents += legacy.data.amount;
      continue;
    }
    const parsed = DemoCreditSchema.safeParse(payload);
    if (!parsed.success) {
      problems.push(`entry ${row.seq}: ${DEMO_CREDIT_GRANTED} payload is not { terminalId, amount }`);
      continue;
    }
    grantedCents += parsed.data.amount;
    grants += 1;
    stations.add(parsed.data.terminalId);
  }
  return { grantedCents, grants, stations: [...stations].sort(), legacyCreditInCents };
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
      `SELECT 1 AS found FROM journal WHERE ${DEMO_ENTRY} AND json_extract(payload, '$.terminalId') = ? LIMIT 1`,
    )
    .get(terminalId);
  return row !== undefined;
}

/** Whether the store holds any demo money at all (a production hub refuses such a store). */
export function holdsDemoMoney(db: DatabaseSync): boolean {
  return db.prepare(`SELECT 1 AS found FROM journal WHERE ${DEMO_ENTRY} LIMIT 1`).get() !== undefined;
}
