// The daily statement modèle 7 of one electronic hold'em table (seed 000 "Détermination de la
// retenue", RULES.md A.7, art. 69): one line per raked pot with its numéro d'ordre, the table
// number, the date and time of the rake, the pot and the rake, and the totals; derived from the
// journal's PotRaked entries of the gaming day and checked against the rake ledger account.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add, cents } from '../../games/money.ts';
import { statement } from '../store/statements.ts';
import { netByEntry, total } from './ledgerWindow.ts';
import { POT_RAKED } from './entryKinds.ts';
import { readEntry } from '../entries/typedJournal.ts';
import {
  DEFAULT_GAMING_DAY,
  type DayWindow,
  type GamingDayOptions,
  gamingDayWindow,
  localDateTime,
} from './gamingDay.ts';
import { accounts } from '../store/accounts.ts';

/** One pot of the statement. */
export interface Modele7Line {
  /** Numéro d'ordre of the pot, as the table journaled it (1-based per table per gaming day). */
  readonly serial: number;
  readonly tableId: string;
  readonly handId: string;
  /** The PotRaked entry's journal seq: the line's proof. */
  readonly journalSeq: number;
  /** ISO instant of the rake. */
  readonly at: string;
  /** Local date `JJ/MM/AAAA` and time `HH:MM:SS` of the rake in the casino's time zone. */
  readonly date: string;
  readonly time: string;
  /** The pot subject to the rake. */
  readonly pot: Cents;
  readonly rake: Cents;
}

/** The totals of a statement (seed 000 5°: "la totalisation de chaque élément de calcul"). */
export interface Modele7Totals {
  readonly pots: number;
  readonly potTotal: Cents;
  readonly rakeTotal: Cents;
}

/** A table's modèle 7 for one gaming day. */
export interface Modele7Statement {
  readonly tableId: string;
  readonly window: DayWindow;
  readonly timeZone: string;
  readonly lines: readonly Modele7Line[];
  readonly totals: Modele7Totals;
  /** The rake ledger account over the same entries: what was transferred into `rake:<tableId>`. */
  readonly ledger: { readonly account: string; readonly credited: Cents; readonly consistent: boolean };
  /** Everything that does not add up (a bad payload, a serial gap, a transfer that differs): empty when sound. */
  readonly anomalies: readonly string[];
  /** sha256 of the canonical content (lines and totals): what a certification signs. */
  readonly contentHash: string;
}

/** The totals of `lines`. */
export function totalsOf(lines: readonly Modele7Line[]): Modele7Totals {
  let potTotal = ZERO;
  let rakeTotal = ZERO;
  for (const l of lines) {
    potTotal = add(potTotal, l.pot);
    rakeTotal = add(rakeTotal, l.rake);
  }
  return { pots: lines.length, potTotal, rakeTotal };
}

/**
 * The hash a certification signs: table, day window and every line's figures with their totals.
 * Computed over the first lines only, it tells whether a certified statement merely grew (later
 * pots of the same day) or was changed.
 */
export function contentHash(tableId: string, window: DayWindow, lines: readonly Modele7Line[]): string {
  const t = totalsOf(lines);
  const canonical = JSON.stringify([
    'modele7',
    tableId,
    window.day,
    window.fromIso,
    window.toIso,
    lines.map((l) => [l.serial, l.tableId, l.handId, l.journalSeq, l.at, l.pot, l.rake]),
    [t.pots, t.potTotal, t.rakeTotal],
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Builds table `tableId`'s modèle 7 for gaming day `day` (`YYYY-MM-DD`, the day it starts on). */
export function modele7(
  db: DatabaseSync,
  tableId: string,
  day: string,
  options: GamingDayOptions = DEFAULT_GAMING_DAY,
): Modele7Statement {
  const window = gamingDayWindow(day, options);
  const rows = statement(
    db,
    `SELECT seq, at, payload FROM journal
      WHERE kind = ? AND at >= ? AND at < ? AND json_extract(payload, '$.tableId') = ?
      ORDER BY seq`,
  ).all(POT_RAKED, window.fromIso, window.toIso, tableId) as { seq: number; at: string; payload: string }[];
  const account = accounts.rake(tableId);
  const credited = netByEntry(db, account, window.fromIso, window.toIso);
  const anomalies: string[] = [];
  const lines: Modele7Line[] = [];
  for (const row of rows) {
    const parsed = readEntry(POT_RAKED, row.payload, row.seq);
    if (!parsed.ok) {
      anomalies.push(`entry ${row.seq}: not a valid PotRaked payload`);
      continue;
    }
    const p = parsed.payload;
    const expected = lines.length + 1;
    if (p.serial !== expected) anomalies.push(`entry ${row.seq}: serial ${p.serial}, expected ${expected}`);
    if (p.rake > p.pot) anomalies.push(`entry ${row.seq}: rake ${p.rake} exceeds pot ${p.pot}`);
    const moved = credited.get(row.seq) ?? 0;
    if (moved !== p.rake)
      anomalies.push(`entry ${row.seq}: rake ${p.rake} but ${moved} transferred to ${account}`);
    const { date, time } = localDateTime(row.at, options.timeZone);
    lines.push({
      serial: p.serial,
      tableId,
      handId: p.handId,
      journalSeq: row.seq,
      at: row.at,
      date,
      time,
      pot: p.pot,
      rake: p.rake,
    });
  }
  const totals = totalsOf(lines);
  const ledgerIn = cents(total(credited));
  const lineSeqs = new Set(lines.map((l) => l.journalSeq));
  for (const seq of credited.keys())
    if (!lineSeqs.has(seq)) anomalies.push(`entry ${seq}: moves ${account} without a PotRaked line`);
  return {
    tableId,
    window,
    timeZone: options.timeZone,
    lines,
    totals,
    ledger: { account, credited: ledgerIn, consistent: ledgerIn === totals.rakeTotal },
    anomalies,
    contentHash: contentHash(tableId, window, lines),
  };
}
