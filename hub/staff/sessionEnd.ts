// The séance's end at every table, wheel or card (RULES.md A.1, seed 000): the "three last"
// announced, then a comité member's closing once they are played. Each runs inside its caller's
// transaction, journaled with who and when; the table is told or stopped only after the commit.
// What differs per game — which round is the first of the three, whether one is still unsettled,
// what else the closing does — is the table's part (SessionEndTable).
import type { SessionRow } from '../sessions/sessionStore.ts';
import { markClosed, markLastRounds } from '../sessions/sessionStore.ts';
import { type ChainAnchor, chainHead } from '../store/anchors.ts';
import { appendEntry } from '../entries/typedJournal.ts';
import type { ActionContext } from './actionContext.ts';
import { wrongSessionPhase } from './sessionSteps.ts';
import { type Done, type Refusal, done, refuse } from './staffOutcome.ts';

/** RULES.md A.1: "three last" balls, hands or spins. */
export const LAST_ROUNDS = 3;

/** What a kind of table tells the séance's end. */
export interface SessionEndTable {
  readonly config: { readonly tableId: string };
  /** How refusals name the three last ("the three last", "the three last hands"). */
  readonly lastRoundsName: string;
  /** The unit journaled with the announcement when it is not the wheel's rounds. */
  readonly lastRoundsUnit?: 'hands';
  /** The first round among the three last, given what is in play at `ctx.now`. */
  firstOfLastRounds(ctx: ActionContext): number;
  /** The refusal while a round or hand is still unsettled after the three last, else null. */
  unsettled(ctx: ActionContext): Refusal | null;
  notifyChange(): void;
  endService(): void;
}

/** Announces the three last of the open séance `session`; answers `kind`. */
export function announceLastRounds<K extends string>(
  ctx: ActionContext,
  table: SessionEndTable,
  session: SessionRow | null,
  kind: K,
): Done<{ readonly kind: K; readonly remaining: number }> | Refusal {
  if (session?.phase !== 'open') return wrongSessionPhase(session, 'open');
  if (session.last_rounds_remaining !== null)
    return refuse('SESSION_STATE', `${table.lastRoundsName} are already announced`, {
      phase: session.phase,
      remaining: session.last_rounds_remaining,
    });
  const fromRound = table.firstOfLastRounds(ctx);
  appendEntry(ctx.db, ctx.at, 'LastRoundsAnnounced', ctx.actor, {
    tableId: table.config.tableId,
    sessionId: session.session_id,
    remaining: LAST_ROUNDS,
    fromRound,
    ...(table.lastRoundsUnit === undefined ? {} : { unit: table.lastRoundsUnit }),
  });
  markLastRounds(ctx.db, session.session_id, LAST_ROUNDS, fromRound);
  return done({ kind, remaining: LAST_ROUNDS }, () => table.notifyChange());
}

/**
 * Closes the open séance `session` once its three last are played: journals the closing, then
 * `closing` (the table's own closing entries, whose figures join the answer), and answers the chain
 * head after them as the séance's anchor (issue 10 §5); the table stops serving after the commit.
 */
export function closeSession<X extends object>(
  ctx: ActionContext,
  table: SessionEndTable,
  session: SessionRow | null,
  closing: () => X,
):
  | Done<{ readonly kind: 'sessionClosed'; readonly sessionId: number; readonly anchor: ChainAnchor } & X>
  | Refusal {
  if (session?.phase !== 'open') return wrongSessionPhase(session, 'open');
  if (session.last_rounds_remaining === null)
    return refuse('LAST_ROUNDS_PENDING', `announce ${table.lastRoundsName} before closing`, {
      remaining: LAST_ROUNDS,
    });
  if (session.last_rounds_remaining > 0)
    return refuse('LAST_ROUNDS_PENDING', `${table.lastRoundsName} are not all played`, {
      remaining: session.last_rounds_remaining,
    });
  const unsettled = table.unsettled(ctx);
  if (unsettled !== null) return unsettled;
  const { tableId } = table.config;
  const seq = appendEntry(ctx.db, ctx.at, 'SessionClosed', ctx.actor, {
    tableId,
    sessionId: session.session_id,
  });
  markClosed(ctx.db, session.session_id, ctx.actor, seq);
  const extra = closing();
  const anchor = chainHead(ctx.db);
  return done({ kind: 'sessionClosed' as const, sessionId: session.session_id, ...extra, anchor }, () =>
    table.endService(),
  );
}
