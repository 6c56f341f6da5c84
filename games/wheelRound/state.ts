// State, commands and events of the shared wheel-round decider (STYLE.md: commands imperative,
// events past tense, state a union on its phase, everything JSON-serialisable).
import type { Cents } from '../money.ts';
import type { CarriedChip, Direction, PlacedChip, Staff } from './types.ts';
import type { Settlement } from './settlement.ts';

/** One seat's bets in a spin. */
export interface SeatBets<S> {
  /** Chips accepted. */
  readonly chips: readonly PlacedChip<S>[];
  /** Ids of accepted bets (a repeat is refused). */
  readonly betIds: readonly string[];
}

/** Seats per group of `Round.seats` (a bet copies its group and the list of groups, no more). */
const SEAT_GROUP = 32;

/** A round's seats, grouped by `seat / SEAT_GROUP` (keyed by the group, then by the seat number). */
export type RoundSeats<S> = Readonly<Record<string, Readonly<Record<string, SeatBets<S>>>>>;

/** The bets of `seat` in the round, if it has any. */
export function seatBets<S>(round: Round<S>, seat: number): SeatBets<S> | undefined {
  return round.seats[Math.floor(seat / SEAT_GROUP)]?.[seat];
}

/** The round's seats with `seat`'s bets replaced: only that seat's group is copied. */
export function withSeatBets<S>(round: Round<S>, seat: number, bets: SeatBets<S>): RoundSeats<S> {
  const group = Math.floor(seat / SEAT_GROUP);
  return { ...round.seats, [group]: { ...round.seats[group], [seat]: bets } };
}

/** Every chip of a round, seat by seat in ascending seat order, then in the order placed. */
export function roundChips<S>(round: Round<S>): PlacedChip<S>[] {
  const seats: number[] = [];
  for (const group of Object.values(round.seats))
    for (const seat of Object.keys(group)) seats.push(Number(seat));
  seats.sort((a, b) => a - b);
  const out: PlacedChip<S>[] = [];
  // A plain loop: flatMap over 500 seats costs a stadium spin most of a millisecond.
  for (const seat of seats) for (const chip of seatBets(round, seat)?.chips ?? []) out.push(chip);
  return out;
}

/** The round in progress: betting ("faites vos jeux") or closed ("rien ne va plus"). */
export interface Round<S> {
  /** Round number in the table's life. */
  readonly no: number;
  /** Phase of the round. */
  readonly phase: 'betting' | 'noMoreBets';
  /**
   * Chips and bet ids accepted this spin, per seat, in groups of seats (read with `seatBets`,
   * written with `withSeatBets`): placing a bet copies one seat's list and one group of 32 seats,
   * not the whole table's 500, so a full spin stays linear.
   */
  readonly seats: RoundSeats<S>;
  /** The jackpot's bonus number once shown (variant 1 at opening, 2 at rien ne va plus). */
  readonly bonusNumber: number | null;
}

/** A table of one wheel game. */
export interface TableState<S, P> {
  /** The options the table opened with (fixed for the session, RULES.md A.1). */
  readonly options: P;
  /** Whether a session (séance) is open. */
  readonly session: 'closed' | 'open';
  /** Direction of the last spin, to enforce alternation (A.2, A.3, A.4). */
  readonly lastDirection: Direction | null;
  /** Number of the last round opened. */
  readonly roundNo: number;
  /** Jackpot pool, when the table has one. */
  readonly jackpotPool: Cents | null;
  /** Stakes in prison waiting for the next spin. */
  readonly carried: readonly CarriedChip<S>[];
  /** The round in progress, if any. */
  readonly round: Round<S> | null;
  /** Spins still to play after "the three last" were announced (A.1), or null before. */
  readonly lastSpinsLeft: number | null;
}

/** How many spins "the three last" announce (A.1; seed 000 "les trois dernières billes"). */
export const LAST_SPINS = 3;

/** How "rien ne va plus" was triggered (A.2: detector, betting timer, or the croupier manually). */
export type CloseTrigger = 'detector' | 'timer' | 'manual';

/** Who closed the bets by hand and which comité member validated it (A.2 manual mode). */
export interface ManualAct {
  /** The croupier who acted. */
  readonly by: Staff;
  /** The comité member present who validated. */
  readonly validatedBy: Staff;
}

/** Commands the hub sends to the decider. */
export type Command<B, O> =
  | { readonly type: 'OpenSession'; readonly openedBy: Staff; readonly validatedBy: Staff }
  | { readonly type: 'OpenRound' }
  | {
      readonly type: 'PlaceBet';
      readonly betId: string;
      readonly seat: number;
      readonly playerMinimum: Cents;
      readonly bet: B;
      readonly unit: Cents;
    }
  | { readonly type: 'CloseBets'; readonly trigger: 'detector' | 'timer' }
  | { readonly type: 'CloseBets'; readonly trigger: 'manual'; readonly manual: ManualAct }
  | {
      readonly type: 'ReportResult';
      readonly outcome: O;
      readonly direction: Direction;
      readonly turns: number;
      readonly anomaly: boolean;
    }
  | {
      readonly type: 'EnterResult';
      readonly outcome: O;
      readonly direction: Direction;
      readonly enteredBy: Staff;
      readonly validatedBy: Staff;
    }
  | { readonly type: 'VoidRound'; readonly reason: string; readonly by: Staff; readonly validatedBy: Staff }
  | { readonly type: 'WithdrawBet'; readonly seat: number; readonly betId: string }
  | { readonly type: 'AnnounceLastSpins'; readonly by: Staff }
  | {
      readonly type: 'CloseSession';
      readonly validatedBy: Staff;
      /** Set only to close without the three last (a device out of order): the reason is journaled. */
      readonly incident?: string;
    };

/** A stake given back in full. */
export interface Refund {
  /** Seat refunded. */
  readonly seat: number;
  /** Amount. */
  readonly amount: Cents;
}

/** Events: what happened, with everything drawn or detected written in (replay never draws). */
export type Event<S, B, O> =
  | {
      readonly type: 'SessionOpened';
      readonly at: number;
      readonly openedBy: Staff;
      readonly validatedBy: Staff;
    }
  | {
      readonly type: 'RoundOpened';
      readonly at: number;
      readonly no: number;
      readonly bonusNumber: number | null;
    }
  | {
      readonly type: 'BetPlaced';
      readonly at: number;
      readonly betId: string;
      readonly seat: number;
      readonly bet: B;
      readonly chips: readonly PlacedChip<S>[];
    }
  | {
      readonly type: 'BetsClosed';
      readonly at: number;
      readonly trigger: CloseTrigger;
      readonly manual: ManualAct | null;
      readonly bonusNumber: number | null;
    }
  | {
      readonly type: 'ResultDetected';
      readonly at: number;
      readonly outcome: O;
      readonly direction: Direction;
      readonly turns: number;
    }
  | {
      readonly type: 'ResultEntered';
      readonly at: number;
      readonly outcome: O;
      readonly direction: Direction;
      readonly enteredBy: Staff;
      readonly validatedBy: Staff;
    }
  | { readonly type: 'RoundSettled'; readonly at: number; readonly settlement: Settlement<S, O> }
  | {
      readonly type: 'RoundVoided';
      readonly at: number;
      readonly reason: string;
      readonly direction: Direction | null;
      readonly refunds: readonly Refund[];
    }
  | {
      readonly type: 'BetWithdrawn';
      readonly at: number;
      readonly seat: number;
      readonly betId: string;
      readonly refund: Cents;
    }
  | { readonly type: 'LastSpinsAnnounced'; readonly at: number; readonly by: Staff; readonly count: number }
  | {
      readonly type: 'SessionClosed';
      readonly incident: string | null;
      readonly at: number;
      readonly validatedBy: Staff;
      readonly refunds: readonly Refund[];
    };

/** A new table, session closed, with the jackpot pool it starts from (its seed amount if new). */
export function createTable<S, P>(options: P, jackpotPool: Cents | null): TableState<S, P> {
  return {
    options,
    session: 'closed',
    lastDirection: null,
    roundNo: 0,
    jackpotPool,
    carried: [],
    round: null,
    lastSpinsLeft: null,
  };
}
