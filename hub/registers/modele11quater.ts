// The rake book modèle 11 quater (seed 000: "Le carnet d'enregistrement des cagnottes (modèle
// n° 11 quater) … est immédiatement annoté du montant de la retenue ainsi obtenu"; art. 69): one
// entry per electronic table per gaming day, carrying the rake total of that day's modèle 7 and
// the reference of its certification, with the running total per table, consistent with the
// `rake:<tableId>` ledger account.
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add, cents } from '../../games/money.ts';
import { statement } from '../store/statements.ts';
import { type CertificationStatus, certificationStatus } from './certification.ts';
import { POT_RAKED } from './entryKinds.ts';
import {
  DEFAULT_GAMING_DAY,
  type GamingDayOptions,
  gamingDayOf,
  gamingDayWindow,
  nextDay,
} from './gamingDay.ts';
import { netByEntry, total } from './ledgerWindow.ts';
import { modele7 } from './modele7.ts';
import { accounts } from '../store/accounts.ts';

/** The longest range one book covers (a year and a day). */
export const MAX_BOOK_DAYS = 367;

/** How the day's modèle 7 stands, by reference. */
export interface CertificationReference {
  readonly state: CertificationStatus['state'];
  /** The modèle 7's content hash the certifications must match. */
  readonly contentHash: string;
  /** Journal seq and login of the current certifications, or null. */
  readonly comite: { readonly journalSeq: number; readonly by: string } | null;
  readonly caissier: { readonly journalSeq: number; readonly by: string } | null;
}

/** One entry of the rake book. */
export interface RakeBookEntry {
  readonly day: string;
  readonly tableId: string;
  /** Carried from that day's modèle 7. */
  readonly pots: number;
  readonly potTotal: Cents;
  readonly rakeTotal: Cents;
  /** Running rake total of this table over the book so far. */
  readonly cumulative: Cents;
  readonly certification: CertificationReference;
  /** False when the day's modèle 7 has anomalies or disagrees with the ledger. */
  readonly sound: boolean;
}

/** The rake book over gaming days [fromDay, toDay]. */
export interface RakeBook {
  readonly fromDay: string;
  readonly toDay: string;
  readonly entries: readonly RakeBookEntry[];
  /** Per table: the book's total and what entered `rake:<tableId>` over the same window. */
  readonly tables: readonly {
    readonly tableId: string;
    readonly rakeTotal: Cents;
    readonly ledgerCredited: Cents;
    readonly consistent: boolean;
  }[];
}

function reference(s: CertificationStatus, contentHash: string): CertificationReference {
  const ref = (c: CertificationStatus['comite']) =>
    c === null ? null : { journalSeq: c.journalSeq, by: c.certifiedBy };
  return { state: s.state, contentHash, comite: ref(s.comite), caissier: ref(s.caissier) };
}

/** The modèle 11 quater from gaming day `fromDay` to `toDay` included. */
export function modele11quater(
  db: DatabaseSync,
  fromDay: string,
  toDay: string,
  options: GamingDayOptions = DEFAULT_GAMING_DAY,
): RakeBook {
  const fromIso = gamingDayWindow(fromDay, options).fromIso;
  const toIso = gamingDayWindow(toDay, options).toIso;
  if (fromIso >= toIso) throw new RangeError(`empty range ${fromDay} … ${toDay}`);
  // Only the days and tables that raked a pot have an entry.
  const found = statement(
    db,
    `SELECT DISTINCT json_extract(payload, '$.tableId') AS tableId, at FROM journal
      WHERE kind = ? AND at >= ? AND at < ? ORDER BY seq`,
  ).all(POT_RAKED, fromIso, toIso) as { tableId: string; at: string }[];
  const days = new Map<string, Set<string>>();
  for (const f of found) {
    const day = gamingDayOf(f.at, options);
    const set = days.get(day) ?? new Set<string>();
    set.add(String(f.tableId));
    days.set(day, set);
  }
  const entries: RakeBookEntry[] = [];
  const running = new Map<string, Cents>();
  let day = fromDay;
  for (let n = 0; n < MAX_BOOK_DAYS && day <= toDay; n++, day = nextDay(day)) {
    for (const tableId of [...(days.get(day) ?? [])].sort()) {
      const s = modele7(db, tableId, day, options);
      const cumulative = add(running.get(tableId) ?? ZERO, s.totals.rakeTotal);
      running.set(tableId, cumulative);
      entries.push({
        day,
        tableId,
        pots: s.totals.pots,
        potTotal: s.totals.potTotal,
        rakeTotal: s.totals.rakeTotal,
        cumulative,
        certification: reference(certificationStatus(db, s), s.contentHash),
        sound: s.anomalies.length === 0 && s.ledger.consistent,
      });
    }
  }
  if (day <= toDay) throw new RangeError(`a book covers at most ${MAX_BOOK_DAYS} days`);
  const tables = [...running]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tableId, rakeTotal]) => {
      const ledgerCredited = cents(total(netByEntry(db, accounts.rake(tableId), fromIso, toIso)));
      return { tableId, rakeTotal, ledgerCredited, consistent: ledgerCredited === rakeTotal };
    });
  return { fromDay, toDay, entries, tables };
}
