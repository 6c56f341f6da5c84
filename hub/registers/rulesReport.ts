// The rules report of an open table for the staff (issue 6 item 3; docs/registers.md "Rules
// report"): the configuration its open séance opened with, read from the `SessionOpened` journal
// entry, given to the game's own report (games/<game>/report.ts), exactly as `npm run rules` would be.
import type { DatabaseSync } from 'node:sqlite';
import * as blackjack from '../../games/blackjack/report.ts';
import * as boule from '../../games/boule/report.ts';
import * as holdem from '../../games/holdem/report.ts';
import type { RulesReport as GameReport } from '../../games/report.ts';
import * as puntoBanco from '../../games/puntoBanco/report.ts';
import * as roulette from '../../games/roulette/report.ts';
import * as vingtTrois from '../../games/vingtTrois/report.ts';
import * as wheel from '../../games/wheelOfFortune/report.ts';
import type { PartieSettings } from '../tables/holdem/holdemMemory.ts';
import { latestSession } from '../sessions/sessionStore.ts';
import { statement } from '../store/statements.ts';
import { readEntry } from '../entries/typedJournal.ts';
import {
  type JournaledTableConfig,
  type ReportOptions,
  type RulesGame,
  holdemReportOptions,
  reportOptionsOf,
} from './rulesOptions.ts';

/** What each games/<game>/report.ts exports (games/cli/rules.ts `ReportModule`). */
interface ReportModule {
  buildReport(request: { readonly options: Readonly<Record<string, string>> }): GameReport;
  formatReport(report: object): string;
}

/** The report module of each game, as `npm run rules -- <game>` dispatches. */
export const REPORT_MODULES: Readonly<Record<RulesGame, ReportModule>> = {
  roulette,
  boule,
  'vingt-trois': vingtTrois,
  wheel,
  blackjack,
  'punto-banco': puntoBanco,
  holdem,
};

/** A table's rules report as the staff reads it. */
export interface RulesReport {
  readonly tableId: string;
  /** The game as `npm run rules -- <game>` names it. */
  readonly game: RulesGame;
  /** The séance (its opening request's journal seq, or the opening's own for a one-step opening). */
  readonly sessionId: number;
  /** The `SessionOpened` entry the configuration was read from. */
  readonly journalSeq: number;
  /** The `--option key=value` pairs given to the report: `npm run rules -- <game> --option k=v ...`. */
  readonly options: Readonly<Record<string, string>>;
  /** The game's report as JSON (`--json`), in the shape every game shares (games/report.ts). */
  readonly report: GameReport;
  /** The game's French paytable (`formatReport`). */
  readonly text: string;
  /** Hold'em: the partie whose rules these are (read from its `HoldemPartieStarted` entry). */
  readonly partie?: number;
}

/** Why there is no rules report. */
export interface RulesReportRefusal {
  readonly code: 'UNKNOWN_TABLE' | 'SESSION_STATE' | 'REGISTER_ANOMALY';
  readonly message: string;
  readonly params?: Record<string, string | number>;
}

/** A rules report, or why there is none. */
export type RulesReportOutcome =
  | { readonly ok: true; readonly value: RulesReport }
  | { readonly ok: false; readonly refusal: RulesReportRefusal };

const refuse = (
  code: RulesReportRefusal['code'],
  message: string,
  params?: Record<string, string | number>,
): RulesReportOutcome => ({ ok: false, refusal: params ? { code, message, params } : { code, message } });

/** Reports built per store, by opening seq, game and options: a séance's report is built once. */
const BUILT = new WeakMap<DatabaseSync, Map<string, { report: GameReport; text: string }>>();

/** Most reports kept per store (a few per open table; the oldest is dropped first). */
const MAX_BUILT = 64;

/**
 * The game's report for `options`, built once per séance and options: the blackjack return is a
 * 100 000-round simulation (about 0.7 s on the hub's event loop), and the staff should read the
 * same figures each time they ask during one séance.
 */
function built(
  db: DatabaseSync,
  openedSeq: number,
  game: RulesGame,
  options: Readonly<Record<string, string>>,
): { report: GameReport; text: string } {
  let cache = BUILT.get(db);
  if (cache === undefined) BUILT.set(db, (cache = new Map()));
  const key = JSON.stringify([openedSeq, game, options]);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const module = REPORT_MODULES[game];
  const report = module.buildReport({ options });
  const value = { report, text: module.formatReport(report) };
  if (cache.size >= MAX_BUILT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The journal entry at `seq` (the séance's opening, a primary-key read). */
function openingEntry(db: DatabaseSync, seq: number): { kind: string; payload: string } | undefined {
  return statement(db, 'SELECT kind, payload FROM journal WHERE seq = ?').get(seq) as
    { kind: string; payload: string } | undefined;
}

/** The settings of the hold'em partie started latest after `fromSeq` (seed 000: set per partie). */
function partieSince(db: DatabaseSync, tableId: string, fromSeq: number): PartieSettings | null {
  const row = statement(
    db,
    `SELECT seq, payload FROM journal
      WHERE kind = 'HoldemPartieStarted' AND seq > ? AND json_extract(payload, '$.tableId') = ?
      ORDER BY seq DESC LIMIT 1`,
  ).get(fromSeq, tableId) as { seq: number; payload: string } | undefined;
  if (row === undefined) return null;
  const read = readEntry('HoldemPartieStarted', row.payload, row.seq);
  // A partie entry that does not parse sets nothing: the opening's configuration stands.
  if (!read.ok) return null;
  const p = read.payload;
  return { caveMinimum: p.caveMinimum, smallBlind: p.smallBlind, bigBlind: p.bigBlind, ante: p.ante };
}

/**
 * The rules report of `tableId`'s open séance: the séance as the staff commands see it
 * (hub/sessions/sessionStore.ts, a projection of the journal's séance entries), its configuration
 * from its `SessionOpened` journal entry. Refused with UNKNOWN_TABLE when no séance was ever
 * requested there, SESSION_STATE (params.phase `requested` or `closed`) when its latest séance is
 * not open, REGISTER_ANOMALY when the opening's configuration cannot be reported.
 */
export function rulesReport(db: DatabaseSync, tableId: string): RulesReportOutcome {
  const session = latestSession(db, tableId);
  if (session === null)
    return (
      holdemPartieReport(db, tableId) ??
      refuse('UNKNOWN_TABLE', `no séance was ever requested at table ${tableId}`)
    );
  if (session.phase !== 'open' || session.opened_seq === null)
    return refuse('SESSION_STATE', 'the table has no open séance', { phase: session.phase });
  const openedSeq = session.opened_seq;
  const entry = openingEntry(db, openedSeq);
  const payload =
    entry?.kind === 'SessionOpened' ? (JSON.parse(entry.payload) as { config?: JournaledTableConfig }) : {};
  const mapped =
    payload.config === undefined
      ? null
      : reportOptionsOf(payload.config, partieSince(db, tableId, openedSeq));
  if (mapped === null)
    return refuse('REGISTER_ANOMALY', 'the opening entry carries no configuration of a known game', {
      anomaly: 'unknownConfig',
      journalSeq: openedSeq,
    });
  return reportFor(db, tableId, mapped, session.session_id, openedSeq);
}

/** The game's report for `mapped`, as the answer (REGISTER_ANOMALY when the game's parser refuses it). */
function reportFor(
  db: DatabaseSync,
  tableId: string,
  mapped: ReportOptions,
  sessionId: number,
  journalSeq: number,
  partie?: number,
): RulesReportOutcome {
  try {
    const { report, text } = built(db, journalSeq, mapped.game, mapped.options);
    const value: RulesReport = {
      tableId,
      game: mapped.game,
      sessionId,
      journalSeq,
      options: mapped.options,
      report,
      text,
    };
    return { ok: true, value: partie === undefined ? value : { ...value, partie } };
  } catch (error) {
    // The game's own parser refuses an option out of its range: the configuration is not reportable.
    return refuse('REGISTER_ANOMALY', `the table's options are refused by the ${mapped.game} report`, {
      anomaly: error instanceof Error ? error.message.slice(0, 200) : String(error),
      journalSeq,
    });
  }
}

/**
 * A hold'em table runs parties, not séances (docs/holdem-room.md): its rules in force are those of
 * its open partie, read from the `options` its `HoldemPartieStarted` entry journals (the engine's
 * options with the partie's blinds, ante and cave minimum; seed 000: set per partie). Null when the
 * table never started a partie; SESSION_STATE (`closed`) between parties; REGISTER_ANOMALY
 * (`noConfig`) for a partie journaled before its options were.
 */
function holdemPartieReport(db: DatabaseSync, tableId: string): RulesReportOutcome | null {
  const row = statement(
    db,
    `SELECT seq, kind, payload FROM journal
      WHERE kind IN ('HoldemPartieStarted', 'HoldemPartieEnded') AND json_extract(payload, '$.tableId') = ?
      ORDER BY seq DESC LIMIT 1`,
  ).get(tableId) as { seq: number; kind: string; payload: string } | undefined;
  if (row === undefined) return null;
  if (row.kind !== 'HoldemPartieStarted')
    return refuse('SESSION_STATE', "no partie is open at the hold'em table", { phase: 'closed' });
  const read = readEntry('HoldemPartieStarted', row.payload, row.seq);
  const p = read.ok ? read.payload : null;
  // Before 4e933e3 a partie journaled no options; a payload that does not parse carries none either.
  if (p?.options === undefined)
    return refuse('REGISTER_ANOMALY', 'the partie entry carries no configuration', {
      anomaly: 'noConfig',
      journalSeq: row.seq,
    });
  const mapped: ReportOptions = { game: 'holdem', options: holdemReportOptions({ options: p.options }) };
  return reportFor(db, tableId, mapped, row.seq, row.seq, p.partie);
}
