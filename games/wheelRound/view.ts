// What one seat may see of a wheel table (DESIGN.md "Trust and authority"): the public round and
// its own stakes, never another player's.
import type { Cents } from '../money.ts';
import { type TableState, seatBets } from './state.ts';
import type { CarriedChip, Direction, PlacedChip } from './types.ts';

/** A seat's view of the table. */
export interface SeatView<S> {
  /** Session state. */
  readonly session: 'closed' | 'open';
  /** Current round number and phase, or null between rounds. */
  readonly round: {
    readonly no: number;
    readonly phase: 'betting' | 'noMoreBets';
    readonly bonusNumber: number | null;
  } | null;
  /** The direction of the last spin (the next turns the other way). */
  readonly lastDirection: Direction | null;
  /** The jackpot pool, public on the permanent display. */
  readonly jackpotPool: Cents | null;
  /** This seat's chips in the current spin. */
  readonly myChips: readonly PlacedChip<S>[];
  /** This seat's stakes in prison. */
  readonly myPrison: readonly CarriedChip<S>[];
}

/** The view of `seat`: other seats' chips and prison stakes are left out. */
export function view<S, P>(state: TableState<S, P>, seat: number): SeatView<S> {
  const r = state.round;
  return {
    session: state.session,
    round: r === null ? null : { no: r.no, phase: r.phase, bonusNumber: r.bonusNumber },
    lastDirection: state.lastDirection,
    jackpotPool: state.jackpotPool,
    myChips: r === null ? [] : (seatBets(r, seat)?.chips ?? []),
    myPrison: state.carried.filter((c) => c.seat === seat),
  };
}
