// The séance, step by step (RULES.md A.1, seed 000): a croupier requests the opening, a comité
// member validates it and (automatic launcher) puts the stations in service; the "three last"
// are announced; a comité member validates the closing (sessionEnd.ts, shared with the card
// tables). Each step runs inside the staff dispatcher's transaction, journaled with who and when;
// rounds start or stop after the commit.
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import { currentRound } from '../tables/wheel/rounds.ts';
import type { HubTable } from '../tables/wheel/hubTable.ts';
import { latestSession } from '../sessions/sessionStore.ts';
import type { ActionContext } from './actionContext.ts';
import type { PlayerCommand } from '../players/playerActions.ts';
import { sharedSessionStep } from './sessionSteps.ts';
import { announceLastRounds, closeSession, type SessionEndTable } from './sessionEnd.ts';
import { refuse, type StaffOutcome } from './staffOutcome.ts';

/** The wheel table's part of the séance's end: its rounds are the three last spins or balls. */
function wheelSessionEnd(table: HubTable): SessionEndTable {
  const tableId = table.config.tableId;
  return {
    config: table.config,
    lastRoundsName: 'the three last',
    firstOfLastRounds({ db, now }) {
      // A round still taking bets is the first of the three; a ball already launched is not.
      const round = currentRound(db, tableId);
      const betting = round?.phase === 'betting' && (round.closes_at === null || now < round.closes_at);
      return round === null ? 0 : betting ? round.round_id : round.round_id + 1;
    },
    unsettled({ db }) {
      const round = currentRound(db, tableId);
      return round !== null && (round.phase === 'betting' || round.phase === 'noMoreBets')
        ? refuse('LAST_ROUNDS_PENDING', 'a round is not settled yet', { remaining: 0 })
        : null;
    },
    notifyChange: () => table.notifyChange(),
    endService: () => table.endService(),
  };
}

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
  const session = latestSession(ctx.db, table.config.tableId);
  switch (command.type) {
    case 'requestOpening':
    case 'validateOpening':
    case 'relaunch':
      return sharedSessionStep(ctx, table, session, command.type);
    case 'announceLastRounds':
      return announceLastRounds(ctx, wheelSessionEnd(table), session, 'lastRoundsAnnounced');
    case 'validateClosing':
      return closeSession(ctx, wheelSessionEnd(table), session, () => ({}));
    case 'countSession':
      throw new Error('countSession is the cashier module’s');
  }
}
