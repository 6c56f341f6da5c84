// The orphans register modèle 11 bis (RULES.md A.1 and B §1 "Orphans", seed 000: the consigned
// stake "si elle n'est pas réclamée avant la fin de la séance, est portée au registre des
// orphelins"): one line per OrphanRecorded entry — amount, table, seat, date and time, reason,
// the player's name when known — checked against the `orphans` ledger account.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add, cents } from '../../games/money.ts';
import { statement } from '../store/statements.ts';
import { ORPHAN_RECORDED } from './entryKinds.ts';
import { readEntry } from '../entries/typedJournal.ts';
import { DEFAULT_GAMING_DAY, type GamingDayOptions, gamingDayWindow, localDateTime } from './gamingDay.ts';
import { netByEntry, total } from './ledgerWindow.ts';
import { accounts } from '../store/accounts.ts';

/** One line of the orphans register. */
export interface OrphanLine {
  readonly journalSeq: number;
  /** ISO instant the amount was written to the register (the session end). */
  readonly recordedAt: string;
  /** Local date and time of the recording, the French way. */
  readonly date: string;
  readonly time: string;
  readonly tableId: string;
  readonly seat: number;
  readonly playerId: string | null;
  readonly playerName: string | null;
  readonly amount: Cents;
  readonly reason: string;
  /** ISO instant the stake was consigned (the player's suspension). */
  readonly consignedAt: string;
}

/** The orphans register over gaming days [fromDay, toDay]. */
export interface OrphansRegister {
  readonly fromDay: string;
  readonly toDay: string;
  readonly fromIso: string;
  readonly toIso: string;
  readonly lines: readonly OrphanLine[];
  readonly total: Cents;
  /** What entered the `orphans` account over the same window. */
  readonly ledger: { readonly account: string; readonly credited: Cents; readonly consistent: boolean };
  readonly anomalies: readonly string[];
}

/** The modèle 11 bis from gaming day `fromDay` to `toDay` included. */
export function modele11bis(
  db: DatabaseSync,
  fromDay: string,
  toDay: string,
  options: GamingDayOptions = DEFAULT_GAMING_DAY,
): OrphansRegister {
  const fromIso = gamingDayWindow(fromDay, options).fromIso;
  const toIso = gamingDayWindow(toDay, options).toIso;
  if (fromIso >= toIso) throw new RangeError(`empty range ${fromDay} … ${toDay}`);
  const rows = statement(
    db,
    'SELECT seq, at, payload FROM journal WHERE kind = ? AND at >= ? AND at < ? ORDER BY seq',
  ).all(ORPHAN_RECORDED, fromIso, toIso) as { seq: number; at: string; payload: string }[];
  const credited = netByEntry(db, accounts.orphans, fromIso, toIso);
  const anomalies: string[] = [];
  const lines: OrphanLine[] = [];
  let sum = ZERO;
  for (const row of rows) {
    const parsed = readEntry(ORPHAN_RECORDED, row.payload, row.seq);
    if (!parsed.ok) {
      anomalies.push(`entry ${row.seq}: not a valid OrphanRecorded payload`);
      continue;
    }
    const o = parsed.payload;
    const moved = credited.get(row.seq) ?? 0;
    if (moved !== o.amount)
      anomalies.push(`entry ${row.seq}: amount ${o.amount} but ${moved} transferred to ${accounts.orphans}`);
    const { date, time } = localDateTime(row.at, options.timeZone);
    lines.push({ journalSeq: row.seq, recordedAt: row.at, date, time, ...o });
    sum = add(sum, o.amount);
  }
  const seqs = new Set(lines.map((l) => l.journalSeq));
  for (const seq of credited.keys())
    if (!seqs.has(seq))
      anomalies.push(`entry ${seq}: moves ${accounts.orphans} without an OrphanRecorded line`);
  const ledgerIn = cents(total(credited));
  return {
    fromDay,
    toDay,
    fromIso,
    toIso,
    lines,
    total: sum,
    ledger: { account: accounts.orphans, credited: ledgerIn, consistent: ledgerIn === sum },
    anomalies,
  };
}
