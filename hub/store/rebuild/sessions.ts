// Table sessions (séances) are a projection of the session facts (SessionOpeningRequested,
// SessionOpened, LastRoundsAnnounced, each settled round or card hand of the three last, SessionClosed,
// SessionCounted): rebuilt by running the live path's own writers (hub/sessions/sessionStore.ts)
// against an in-memory copy of the table, fed from the journal, then compared row by row
// (STYLE.md: replay = live).
import { DatabaseSync } from 'node:sqlite';
import {
  countPlayedRound,
  insertOpened,
  insertRequested,
  markClosed,
  markCounted,
  markLastRounds,
  markOpen,
} from '../../sessions/sessionStore.ts';
import { type Fact, type ProjectionFold, diffMaps, foldFacts, num, str } from './journalFacts.ts';

/** Stored session rows that differ from what the journal says, one line each. */
export function sessionMismatches(db: DatabaseSync, facts: Iterable<Fact>): string[] {
  return foldFacts(sessionFold(db), facts);
}

/** The sessions' rebuild as a fold over the journal, into an in-memory table closed by `finish`. */
export function sessionFold(db: DatabaseSync): ProjectionFold {
  const ddl = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'table_sessions'")
    .get() as { sql: string } | undefined;
  // A store from before sessions existed has nothing to compare.
  if (ddl === undefined) return { step: () => undefined, finish: () => [] };
  const rebuilt = new DatabaseSync(':memory:');
  rebuilt.exec(ddl.sql);
  return {
    step: (f) => replaySession(rebuilt, f),
    finish() {
      try {
        return diffMaps('session', rows(db), rows(rebuilt));
      } finally {
        rebuilt.close();
      }
    },
  };
}

/** Applies one journal fact to the session table, as the live action did beside its entry. */
function replaySession(db: DatabaseSync, f: Fact): void {
  const p = f.payload;
  const tableId = str(p, 'tableId');
  // A card table's settlement names the hand it ends (hub/tables/cards/cardJournal.ts `settledHand`).
  if (p !== null && 'card' in p && typeof p['settledHand'] === 'number') {
    countPlayedRound(db, tableId, p['settledHand']);
    return;
  }
  switch (f.kind) {
    case 'SessionOpeningRequested':
      insertRequested(db, f.seq, tableId, f.actor);
      return;
    case 'SessionOpened':
      // The staff API opens a requested session (its id in the payload); the demo does both at once.
      if (typeof p?.['sessionId'] === 'number') markOpen(db, p['sessionId'], f.actor, f.seq);
      else insertOpened(db, f.seq, tableId, str(p, 'requestedBy'), f.actor);
      return;
    case 'LastRoundsAnnounced':
      markLastRounds(db, num(p, 'sessionId'), num(p, 'remaining'), num(p, 'fromRound'));
      return;
    case 'RoundSettled':
      // RULES.md A.1: a settled round of a wheel table counts against the three last.
      if (p !== null && 'event' in p) countPlayedRound(db, tableId, num(p, 'roundId'));
      return;
    case 'SessionClosed':
      markClosed(db, num(p, 'sessionId'), f.actor, f.seq);
      return;
    case 'SessionCounted':
      markCounted(db, num(p, 'sessionId'), f.actor, p);
      return;
    default:
      return;
  }
}

function rows(db: DatabaseSync): Map<string, string> {
  const all = db.prepare('SELECT * FROM table_sessions ORDER BY session_id').all() as Record<
    string,
    unknown
  >[];
  return new Map(
    all.map((r) => {
      const { session_id: id, ...rest } = r;
      return [String(id), JSON.stringify(rest)];
    }),
  );
}
