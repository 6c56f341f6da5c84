// Applies an event to the table state (STYLE.md: evolve trusts events and never fails).
import { type Event, type TableState, seatBets, withSeatBets } from './state.ts';

/** The state after `event`. */
export function evolve<S, B, O, P>(state: TableState<S, P>, event: Event<S, B, O>): TableState<S, P> {
  switch (event.type) {
    case 'SessionOpened':
      return { ...state, session: 'open' };
    case 'RoundOpened':
      return {
        ...state,
        roundNo: event.no,
        round: { no: event.no, phase: 'betting', seats: {}, bonusNumber: event.bonusNumber },
      };
    case 'BetPlaced': {
      const round = state.round;
      if (round === null) return state;
      const mine = seatBets(round, event.seat);
      const seats = withSeatBets(round, event.seat, {
        chips: [...(mine?.chips ?? []), ...event.chips],
        betIds: [...(mine?.betIds ?? []), event.betId],
      });
      return { ...state, round: { ...round, seats } };
    }
    case 'BetsClosed':
      return state.round === null
        ? state
        : { ...state, round: { ...state.round, phase: 'noMoreBets', bonusNumber: event.bonusNumber } };
    case 'ResultDetected':
    case 'ResultEntered':
      return { ...state, lastDirection: event.direction };
    case 'RoundSettled': {
      const s = event.settlement;
      const carried = s.bets
        .filter((b) => b.outcome === 'prison' && b.level !== null)
        .map((b) => ({ betId: b.betId, seat: b.seat, spot: b.spot, stake: b.stake, level: b.level ?? 1 }));
      return {
        ...state,
        round: null,
        carried,
        jackpotPool: s.jackpot?.poolAfter ?? state.jackpotPool,
        // A.1: a settled spin after the announcement is one of the three last.
        lastSpinsLeft: state.lastSpinsLeft === null ? null : Math.max(0, state.lastSpinsLeft - 1),
      };
    }
    case 'RoundVoided':
      // The spin did not count: prison stakes wait for the next one; a detected direction still counts.
      return { ...state, round: null, lastDirection: event.direction ?? state.lastDirection };
    case 'BetWithdrawn': {
      const round = state.round;
      const mine = round === null ? undefined : seatBets(round, event.seat);
      if (round === null || mine === undefined) return state;
      // The id stays used: a repeat of the original command must not place the bet again.
      const chips = mine.chips.filter((c) => c.betId !== event.betId);
      return { ...state, round: { ...round, seats: withSeatBets(round, event.seat, { ...mine, chips }) } };
    }
    case 'LastSpinsAnnounced':
      return { ...state, lastSpinsLeft: event.count };
    case 'SessionClosed':
      return { ...state, session: 'closed', carried: [], lastSpinsLeft: null };
  }
}

/** Folds events from a state: replaying a table's journal gives its live state. */
export function replay<S, B, O, P>(
  initial: TableState<S, P>,
  events: readonly Event<S, B, O>[],
): TableState<S, P> {
  return events.reduce<TableState<S, P>>((s, e) => evolve(s, e), initial);
}
