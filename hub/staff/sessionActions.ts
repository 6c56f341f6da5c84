// The séance, step by step (RULES.md A.1, seed 000): a croupier requests the opening, a comité
// member validates it and (automatic launcher) puts the stations in service; the "three last"
// are announced; a comité member validates the closing. Each step runs inside the staff
// dispatcher's transaction, journaled with who and when; rounds start or stop after the commit.
import { appendEntry } from '../entries/typedJournal.ts';
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import { currentRound } from '../tables/wheel/rounds.ts';
import type { HubTable } from '../tables/wheel/hubTable.ts';
import { latestSession, markClosed, markLastRounds } from '../sessions/sessionStore.ts';
import { chainHead } from '../store/anchors.ts';
import type { ActionContext } from './actionContext.ts';
import type { PlayerCommand } from '../players/playerActions.ts';
import { sharedSessionStep, wrongSessionPhase } from './sessionSteps.ts';
import { done, refuse, type StaffOutcome } from './staffOutcome.ts';

/** RULES.md A.1: "three last" balls, hands or spins. */
export const LAST_ROUNDS = 3;

type TableCommand = Exclude<
  Extract<StaffCommand, { tableId: string }>,
  | {
      type:
        | 'manualNoMoreBets'
        | 'enterResult'
        | 'validateManualEntry'
        | 'certifyModele7'
        | 'startHoldemPartie'
        | 'endHoldemPartie'
        | 'suspendAbsentPlayer'
        | 'claimConsignment';
    }
  | PlayerCommand
>;

/** Runs a session step on `table`. */
export function sessionAction(ctx: ActionContext, table: HubTable, command: TableCommand): StaffOutcome {
  const { db, at, actor } = ctx;
  const tableId = table.config.tableId;
  const session = latestSession(db, tableId);
  switch (command.type) {
    case 'requestOpening':
    case 'validateOpening':
    case 'relaunch':
      return sharedSessionStep(ctx, table, session, command.type);
    case 'announceLastRounds': {
      if (session?.phase !== 'open') return wrongSessionPhase(session, 'open');
      if (session.last_rounds_remaining !== null)
        return refuse('SESSION_STATE', 'the three last are already announced', {
          phase: session.phase,
          remaining: session.last_rounds_remaining,
        });
      // A round still taking bets is the first of the three; a ball already launched is not.
      const round = currentRound(db, tableId);
      const betting = round?.phase === 'betting' && (round.closes_at === null || ctx.now < round.closes_at);
      const fromRound = round === null ? 0 : betting ? round.round_id : round.round_id + 1;
      appendEntry(db, at, 'LastRoundsAnnounced', actor, {
        tableId,
        sessionId: session.session_id,
        remaining: LAST_ROUNDS,
        fromRound,
      });
      markLastRounds(db, session.session_id, LAST_ROUNDS, fromRound);
      return done({ kind: 'lastRoundsAnnounced', remaining: LAST_ROUNDS }, () => table.notifyChange());
    }
    case 'validateClosing': {
      if (session?.phase !== 'open') return wrongSessionPhase(session, 'open');
      if (session.last_rounds_remaining === null)
        return refuse('LAST_ROUNDS_PENDING', 'announce the three last before closing', {
          remaining: LAST_ROUNDS,
        });
      if (session.last_rounds_remaining > 0)
        return refuse('LAST_ROUNDS_PENDING', 'the three last are not all played', {
          remaining: session.last_rounds_remaining,
        });
      const round = currentRound(db, tableId);
      if (round !== null && (round.phase === 'betting' || round.phase === 'noMoreBets'))
        return refuse('LAST_ROUNDS_PENDING', 'a round is not settled yet', { remaining: 0 });
      const seq = appendEntry(db, at, 'SessionClosed', actor, { tableId, sessionId: session.session_id });
      markClosed(db, session.session_id, actor, seq);
      // Issue 10 §5: the closing entry itself is the séance's anchor, given to the comité member.
      const anchor = chainHead(db);
      return done({ kind: 'sessionClosed', sessionId: session.session_id, anchor }, () => table.endService());
    }
    case 'countSession':
      throw new Error('countSession is the cashier module’s');
  }
}
