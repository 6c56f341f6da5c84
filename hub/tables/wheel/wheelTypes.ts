// The shared wheel-round decider (games/wheelRound) as the hub runs it: generic over the game's
// spot S, bet B, outcome O and options P, with roulette as the default instance.
import type { RouletteSpot } from '../../../games/roulette/bets.ts';
import type { RouletteOptions } from '../../../games/roulette/options.ts';
import type { RouletteBet, RouletteOutcome } from '../../../games/roulette/rules.ts';
import type { Settlement } from '../../../games/wheelRound/settlement.ts';
import type { Command, Event, TableState } from '../../../games/wheelRound/state.ts';
import type { Cents } from '../../../games/money.ts';
import type { AnnonceWire } from '../../../protocol/roulette.ts';

/** A roulette table's decider state. */
export type RouletteState = TableState<RouletteSpot, RouletteOptions>;

/** A roulette decider event. */
export type RouletteEvent = Event<RouletteSpot, RouletteBet, RouletteOutcome>;

/** A roulette decider command. */
export type RouletteCommand = Command<RouletteBet, RouletteOutcome>;

/** A roulette spin's settlement. */
export type RouletteSettlement = Settlement<RouletteSpot, RouletteOutcome>;

/**
 * Every outcome the hub journals carries `pocket`, the number stored in `rounds.pocket`
 * (docs/protocol.md "Results"): roulette 0–36, boule 1–9, vingt-trois the plate's pocket 0–26,
 * the wheel of fortune its main segment 0–51.
 */
export interface PocketOutcome {
  /** The number stored for the round. */
  readonly pocket: number;
}

/** A chip as a station sees it: the bet that placed it, where, how much. */
export interface StationChip<S = RouletteSpot> {
  readonly betId: string;
  readonly spot: S;
  readonly stake: number;
  /** The annonce (or random combination) the chip belongs to, when it does (roulette). */
  readonly annonce?: AnnonceWire;
}

/**
 * A bet as placed in a round: its id, the decider bet it was (`B` of the table's game, kept as
 * the event carried it) and the chips it put on the layout. Repeat and double re-place these.
 */
export interface PlacedBet<S = RouletteSpot> {
  readonly betId: string;
  readonly bet: unknown;
  readonly chips: readonly { readonly spot: S; readonly stake: Cents }[];
}

/**
 * One seat's share of a settled round (issue 11 "Gain"): `returned` = `won` + `stakeReturned`,
 * chip by chip `won` = max(0, returned − stake) and `stakeReturned` = min(returned, stake);
 * `jackpot` is the bonus-number share paid apart (RULES.md A.2).
 */
export interface SeatGain {
  readonly staked: Cents;
  readonly returned: Cents;
  readonly won: Cents;
  readonly stakeReturned: Cents;
  readonly jackpot: Cents;
}

/** The table's latest settled round and each seat's share of it. */
export interface SettledRound {
  readonly roundId: number;
  readonly pocket: number;
  readonly bySeat: ReadonlyMap<number, SeatGain>;
}

/**
 * Everything the hub keeps in memory of a wheel table, rebuilt at start by replaying the
 * table's journaled decider events through the same function the live path uses (replay = live).
 */
export interface WheelMemory<S = RouletteSpot, P = RouletteOptions, O = RouletteOutcome> {
  /** The decider's state. */
  readonly state: TableState<S, P>;
  /** Station of each seat (the decider numbers seats; the hub names terminals). */
  readonly terminalOfSeat: ReadonlyMap<number, string>;
  /** Seat of each station that ever bet at this table. */
  readonly seatOfTerminal: ReadonlyMap<string, number>;
  /** The hub's id of the round in progress (the journal seq of its RoundOpened), or null. */
  readonly roundId: number | null;
  /** The chips of the latest settled round, per seat, shown until the next round opens. */
  readonly lastSettledChips: ReadonlyMap<number, readonly StationChip<S>[]>;
  /** The outcome recorded for the latest round, until the next round opens (the wheel's bonus segment). */
  readonly lastOutcome: O | null;
  /**
   * The decider bet of every bet id placed in the round in progress (double and repeat re-place
   * them). Append-only within a round, so one map serves the whole round without a copy per bet;
   * an id whose transaction rolled back stays unread, as no chip names it.
   */
  readonly betsById: Map<string, unknown>;
  /**
   * The player logged in by card who placed each bet of the round in progress (issue 12 §3), so
   * that its settlement or void names them even after a logout; anonymous bets are absent.
   * Append-only within a round, like `betsById`.
   */
  readonly playerOfBet: Map<string, string>;
  /** Per seat, its bets of the last round it played that was settled or voided (repeat). */
  readonly previousBets: ReadonlyMap<number, readonly PlacedBet<S>[]>;
  /** The latest settled round with each seat's gain, or null before the first. */
  readonly settled: SettledRound | null;
  /** The latest voided round, why, and what it refunded to each seat; null before the first. */
  readonly voided: VoidedRound | null;
}

/** A voided round: its id, why (the decider's reason), and each seat's refund. */
export interface VoidedRound {
  readonly roundId: number;
  readonly reason: string;
  readonly bySeat: ReadonlyMap<number, Cents>;
}
