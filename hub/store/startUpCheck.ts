// The hub's start-up integrity check (issue 13 §5; docs/journal.md "The check checkpoint"): the
// tail after a check checkpoint that holds, else the whole journal as before. A full check that
// passes records its cover, so that the next start reads only what was journaled since.
import type { DatabaseSync } from 'node:sqlite';
import { readCheckCheckpoint, writeCheckCheckpoint } from './checkCheckpoint.ts';
import { type IntegrityReport, fullCheck, tailCheck } from './integrity.ts';
import { inTransaction } from './database.ts';

/** What the start-up check read and found. */
export interface StartUpCheck {
  readonly report: IntegrityReport;
  /** The entry the check started after: the check checkpoint's, or 0 for the whole journal. */
  readonly from: number;
  /** Why a check checkpoint present was not used (null when used or absent). */
  readonly checkpointProblem: string | null;
}

/** Checks the store at start: only the tail when a check checkpoint holds. */
export function startUpCheck(db: DatabaseSync): StartUpCheck {
  const { cover, problem } = readCheckCheckpoint(db);
  if (cover !== null)
    return { report: tailCheck(db, cover).report, from: cover.seq, checkpointProblem: null };
  const full = fullCheck(db);
  if (full.report.ok && full.cover.seq > 0) inTransaction(db, () => writeCheckCheckpoint(db, full.cover));
  return { report: full.report, from: 0, checkpointProblem: problem };
}
