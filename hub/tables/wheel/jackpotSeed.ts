// The bonus-number jackpot pool a table starts from (RULES.md A.2; seed 000 art. 67-5 2°). The
// decider carries the pool in its state and each settlement writes the pool after the spin; before
// the first jackpot spin the pool is the seed amount the table bank paid in once, journaled as
// `JackpotSeeded` with its transfer bank → jackpot ([GAP]: the texts do not say what a new
// jackpot starts from; we start it at the reset amount, as after a win).
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, cents } from '../../../games/money.ts';
import type { JackpotConfig } from '../../../games/roulette/jackpot.ts';
import { type AmountLimits, AmountLimitError } from '../../config/amountLimits.ts';
import { inTransaction } from '../../store/database.ts';
import { appendEntry } from '../../entries/typedJournal.ts';
import { accounts, transfer } from '../../store/ledger.ts';
import type { WheelMemory } from './wheelTypes.ts';

/** The journal kind of the pool's first funding by the table bank. */
export const JACKPOT_SEEDED = 'JackpotSeeded';

/** The payload of a `JackpotSeeded` entry. */
export interface JackpotSeededPayload {
  readonly tableId: string;
  /** Paid in by the table bank to the table's jackpot account. */
  readonly amount: Cents;
}

/**
 * Issue 10 §6: refuses (before the hub opens its store) a table whose jackpot seed is over the
 * configured maximum, naming the table and the maximum; the bank would pay it in at the first spin.
 */
export function checkJackpotSeeds(
  tables: readonly { readonly tableId: string; readonly jackpot?: JackpotConfig }[],
  limits: Pick<AmountLimits, 'jackpotSeedMaximum'>,
): void {
  for (const t of tables)
    if (t.jackpot !== undefined && t.jackpot.resetAmount > limits.jackpotSeedMaximum)
      throw new AmountLimitError(
        `the jackpot seed of ${t.tableId} (${t.jackpot.resetAmount} cents)`,
        'jackpotSeedMaximum',
        limits.jackpotSeedMaximum,
      );
}

/** The amount of the table's `JackpotSeeded` entry, or null when the pool was never seeded. */
export function seededAmount(db: DatabaseSync, tableId: string): Cents | null {
  const row = db
    .prepare(
      "SELECT json_extract(payload, '$.amount') AS amount FROM journal WHERE kind = ? AND json_extract(payload, '$.tableId') = ? ORDER BY seq DESC LIMIT 1",
    )
    .get(JACKPOT_SEEDED, tableId) as { amount: number } | undefined;
  return row === undefined ? null : cents(row.amount);
}

/**
 * The memory with the jackpot pool the decider settles against. A pool the replay already knows
 * (a jackpot spin was settled) stands; otherwise it is the seeded amount, seeding it now (one
 * journal entry and its transfer, committed) when the table never had one. No-op without a jackpot.
 */
export function withJackpotPool<S, P, O>(
  db: DatabaseSync,
  tableId: string,
  config: JackpotConfig | null,
  memory: WheelMemory<S, P, O>,
  at: string,
): WheelMemory<S, P, O> {
  if (config === null || memory.state.jackpotPool !== null) return memory;
  // A null pool after the replay means no jackpot spin since the seeding (each one writes the pool).
  const pool =
    seededAmount(db, tableId) ??
    inTransaction(db, () => {
      const payload: JackpotSeededPayload = { tableId, amount: config.resetAmount };
      const seq = appendEntry(db, at, JACKPOT_SEEDED, 'hub', payload);
      transfer(db, seq, accounts.bank(tableId), accounts.jackpot(tableId), config.resetAmount);
      return config.resetAmount;
    });
  return { ...memory, state: { ...memory.state, jackpotPool: pool } };
}
