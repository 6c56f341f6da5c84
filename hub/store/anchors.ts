// Anchors of the journal outside the hub (issue 10 §5): the chain head's sequence number and
// digest, printed on every certified modèle 7, count report and séance closing. Whoever keeps
// the paper can later ask `hub verify --anchor SEQ:DIGEST` whether the journal still holds that
// entry with that hash: a journal truncated below it, or re-chained, does not.
import type { DatabaseSync } from 'node:sqlite';
import { GENESIS_HASH } from './journal.ts';
import { statement } from './statements.ts';

/** One entry of the chain as printed: its sequence number and its hash. */
export interface ChainAnchor {
  readonly seq: number;
  readonly digest: string;
}

/** The chain's last entry (seq 0 and the genesis hash for an empty journal). */
export function chainHead(db: DatabaseSync): ChainAnchor {
  const last = statement(db, 'SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1').get() as
    { seq: number; hash: string } | undefined;
  return { seq: last?.seq ?? 0, digest: last?.hash ?? GENESIS_HASH };
}

/** The printed form, `SEQ:DIGEST`, as `verify --anchor` takes it. */
export function formatAnchor(anchor: ChainAnchor): string {
  return `${anchor.seq}:${anchor.digest}`;
}

/** Parses `SEQ:DIGEST`; null when it is not a whole number, a colon and 64 hex digits. */
export function parseAnchor(text: string): ChainAnchor | null {
  const match = /^(\d{1,15}):([0-9a-f]{64})$/.exec(text.trim().toLowerCase());
  if (match === null) return null;
  return { seq: Number(match[1]), digest: match[2] as string };
}

/** One line per anchor the journal does not hold as given (missing entry or another hash). */
export function anchorProblems(db: DatabaseSync, anchors: readonly ChainAnchor[]): string[] {
  const problems: string[] = [];
  for (const anchor of anchors) {
    if (anchor.seq === 0 && anchor.digest === GENESIS_HASH) continue;
    const row = db.prepare('SELECT hash FROM journal WHERE seq = ?').get(anchor.seq) as
      { hash: string } | undefined;
    if (row === undefined)
      problems.push(`anchor ${formatAnchor(anchor)}: the journal has no entry ${anchor.seq} (truncated)`);
    else if (row.hash !== anchor.digest)
      problems.push(`anchor ${formatAnchor(anchor)}: entry ${anchor.seq} has hash ${row.hash} (rewritten)`);
  }
  return problems;
}
