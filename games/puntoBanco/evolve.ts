// Applies punto banco events: trusts them, never fails, never draws.
import { dealt, shoeFrom } from '../cards/shoe.ts';
import { cents } from '../money.ts';
import type { PuntoBancoEvent, PuntoBancoState, SeatBets } from './state.ts';

/** The state after one event. */
export function evolve(state: PuntoBancoState, event: PuntoBancoEvent): PuntoBancoState {
  switch (event.type) {
    case 'ShoeShuffled':
      return {
        phase: 'betting',
        options: state.options,
        shoe: shoeFrom(event),
        coupNo: 0,
        bets: {},
        last: state.last,
      };
    case 'CutCardReached':
      return { phase: 'shoeNeeded', options: state.options, last: state.last };
    default:
      break;
  }
  if (state.phase !== 'betting') return state;
  switch (event.type) {
    case 'BetPlaced': {
      const seatBets: SeatBets = { ...state.bets[event.seat] };
      seatBets[event.spot] = cents((seatBets[event.spot] ?? 0) + event.amount);
      return { ...state, bets: { ...state.bets, [event.seat]: seatBets } };
    }
    case 'BetsWithdrawn': {
      const { [event.seat]: _gone, ...rest } = state.bets;
      return { ...state, bets: rest };
    }
    case 'CoupDealt':
      return {
        ...state,
        shoe: dealt(state.shoe, event.cards.length),
        coupNo: event.no,
        last: { ...event.coup, no: event.no, settlements: [] },
      };
    case 'CoupSettled':
      return { ...state, bets: {}, last: state.last && { ...state.last, settlements: event.settlements } };
  }
}
