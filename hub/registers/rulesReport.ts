// The rules report of an open table for the staff (issue 6 item 3; docs/registers.md "Rules
// report"): the configuration its séance opened with, read from the `SessionOpened` journal entry,
// given to the game's own report (games/<game>/report.ts), exactly as `npm run rules` would be.
import type { DatabaseSync } from 'node:sqlite';
import * as blackjack from '../../games/blackjack/report.ts';
import * as boule from '../../games/boule/report.ts';
import * as holdem from '../../games/holdem/report.ts';
import * as puntoBanco from '../../games/puntoBanco/report.ts';
import * as roulette from '../../games/roulette/report.ts';
import * as vingtTrois from '../../games/vingtTrois/report.ts';
import * as wheel from '../../games/wheel/report.ts';
import type { PartieSettings } from '../holdem/holdemMemory.ts';
import { statement } from '../store/statements.ts';
import { type JournaledTableConfig, type RulesGame, reportOptionsOf } from './rulesOptions.ts';

/** What each games/<game>/report.ts exports (games/cli/rules.ts `ReportModule`). */
interface ReportModule {
  buildReport(request: { readonly options: Readonly<Record<string, string>> }): object;
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
  /** The game's report as JSON (`--json`). */
  readonly report: object;
  /** The game's French paytable (`formatReport`). */
  readonly text: string;
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

interface SessionEntry {
  readonly seq: number;
  readonly kind: 'SessionOpeningRequested' | 'SessionOpened' | 'SessionClosed';
  readonly payload: string;
}

/** The table's latest séance step in the journal, or undefined when it never had one. */
function latestSessionEntry(db: DatabaseSync, tableId: string): SessionEntry | undefined {
  return statement(
    db,
    `SELECT seq, kind, payload FROM journal
      WHERE kind IN ('SessionOpeningRequested', 'SessionOpened', 'SessionClosed')
        AND json_extract(payload, '$.tableId') = ?
      ORDER BY seq DESC LIMIT 1`,
  ).get(tableId) as SessionEntry | undefined;
}

/** The settings of the hold'em partie started latest after `fromSeq` (seed 000: set per partie). */
function partieSince(db: DatabaseSync, tableId: string, fromSeq: number): PartieSettings | null {
  const row = statement(
    db,
    `SELECT payload FROM journal
      WHERE kind = 'HoldemPartieStarted' AND seq > ? AND json_extract(payload, '$.tableId') = ?
      ORDER BY seq DESC LIMIT 1`,
  ).get(fromSeq, tableId) as { payload: string } | undefined;
  if (row === undefined) return null;
  const p = JSON.parse(row.payload) as PartieSettings;
  return { caveMinimum: p.caveMinimum, smallBlind: p.smallBlind, bigBlind: p.bigBlind, ante: p.ante };
}

/**
 * The rules report of `tableId`'s open séance. Refused with UNKNOWN_TABLE when the journal never
 * opened a séance there, SESSION_STATE (params.phase `requested` or `closed`) when its latest
 * séance is not open, REGISTER_ANOMALY when the opening's configuration cannot be reported.
 */
export function rulesReport(db: DatabaseSync, tableId: string): RulesReportOutcome {
  const entry = latestSessionEntry(db, tableId);
  if (entry === undefined) return refuse('UNKNOWN_TABLE', `no séance was ever opened at table ${tableId}`);
  if (entry.kind !== 'SessionOpened') {
    const phase = entry.kind === 'SessionClosed' ? 'closed' : 'requested';
    return refuse('SESSION_STATE', 'the table has no open séance', { phase });
  }
  const payload = JSON.parse(entry.payload) as { sessionId?: number; config?: JournaledTableConfig };
  // A one-step opening (the demo's) is its own séance id (hub/sessions/sessionStore.ts insertOpened).
  const sessionId = payload.sessionId ?? entry.seq;
  const mapped =
    payload.config === undefined
      ? null
      : reportOptionsOf(payload.config, partieSince(db, tableId, entry.seq));
  if (mapped === null)
    return refuse('REGISTER_ANOMALY', 'the opening entry carries no configuration of a known game', {
      anomaly: 'unknownConfig',
      journalSeq: entry.seq,
    });
  const module = REPORT_MODULES[mapped.game];
  try {
    const report = module.buildReport({ options: mapped.options });
    return {
      ok: true,
      value: {
        tableId,
        game: mapped.game,
        sessionId,
        journalSeq: entry.seq,
        options: mapped.options,
        report,
        text: module.formatReport(report),
      },
    };
  } catch (error) {
    // The game's own parser refuses an option out of its range: the configuration is not reportable.
    return refuse('REGISTER_ANOMALY', `the table's options are refused by the ${mapped.game} report`, {
      anomaly: error instanceof Error ? error.message.slice(0, 200) : String(error),
      journalSeq: entry.seq,
    });
  }
}
