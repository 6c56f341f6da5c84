// Hold'em table state, commands and events (RULES.md A.7, B §8). Hole cards live in the state and
// in `HandStarted` only; views filter them (view.ts).
import type { Card } from '../cards/card.ts';
import { type Cents, ZERO } from '../money.ts';
import type { HoldemOptions } from './options.ts';

/** A seated player between and during hands. */
export interface Seat {
  /** Player identity (the nominative card's account, A.7). */
  readonly player: string;
  /** Chips in front of the player, not committed to the current hand. */
  readonly stack: Cents;
  /** Sitting out: not dealt in (after a timeout or on request). */
  readonly sittingOut: boolean;
}

/** A player in the current hand. */
export interface InHand {
  readonly seat: number;
  readonly hole: readonly [Card, Card];
  /** Everything put in this hand (antes, blinds, bets). */
  readonly committed: Cents;
  /** Put in on the current street. */
  readonly streetBet: Cents;
  readonly folded: boolean;
  readonly allIn: boolean;
  /** Has acted on this street since the bet they face was made. */
  readonly acted: boolean;
  /** The street's highest bet when this player last acted (for the short all-in rule). */
  readonly facedBet: Cents;
}

/** Betting rounds. */
export type Street = 'preflop' | 'flop' | 'turn' | 'river';

/** One hand in progress. */
export interface Hand {
  readonly no: number;
  readonly button: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  readonly street: Street;
  readonly board: readonly Card[];
  /** Players dealt in, in seat order. */
  readonly players: readonly InHand[];
  /** Highest street bet. */
  readonly currentBet: Cents;
  /** Size of the last full bet or raise (the minimum increment, A.7 `increment`). */
  readonly lastRaiseSize: Cents;
  /** Bets and raises made on this street (fixed-limit cap). */
  readonly raises: number;
  /** Last player to bet or raise on the current street (shows first, A.7). */
  readonly lastAggressor: number | null;
  /** Whose turn it is; null when no one acts (between streets). */
  readonly toAct: number | null;
  /** When the player to act times out (ms since epoch). */
  readonly deadline: number;
  /** Hands shown at showdown, by seat. */
  readonly shown: Readonly<Record<number, readonly [Card, Card]>>;
  /** Chips of the hand already paid out as pots (winners and rake). */
  readonly awarded: Cents;
}

/** One line of the modèle 7 daily rake statement (A.7, seed 000): one per pot. */
export interface RakeRecord {
  readonly serial: number;
  readonly table: string;
  readonly at: number;
  readonly hand: number;
  /** 0 = main pot, 1… side pots. */
  readonly pot: number;
  /** The pot's effective amount before rake. */
  readonly amount: Cents;
  readonly rake: Cents;
}

/** The table, with or without a hand in progress. */
export interface Table {
  readonly options: HoldemOptions;
  readonly seats: Readonly<Record<number, Seat>>;
  /** Hands dealt so far. */
  readonly handNo: number;
  /** Seat of the last button, null before the first hand. */
  readonly button: number | null;
  /** Serial of the last rake record. */
  readonly rakeSerial: number;
  /** Rake taken since the table opened. */
  readonly rakeTotal: Cents;
  /** Chips brought to the table (caves and recaves) minus chips taken away by players who left. */
  readonly netBrought: Cents;
}

/** Hold'em table state: between hands, or in one. */
export type HoldemState =
  (Table & { readonly phase: 'waiting' }) | (Table & { readonly phase: 'inHand'; readonly hand: Hand });

/** A betting action; `to` is the street total after a bet or raise. */
export type BetAction =
  | { readonly kind: 'fold' }
  | { readonly kind: 'check' }
  | { readonly kind: 'call' }
  | { readonly kind: 'bet'; readonly to: Cents }
  | { readonly kind: 'raise'; readonly to: Cents }
  | { readonly kind: 'allIn' };

/** Commands. */
export type HoldemCommand =
  | { readonly type: 'SitDown'; readonly seat: number; readonly player: string; readonly cave: Cents }
  | { readonly type: 'Leave'; readonly seat: number }
  | { readonly type: 'Recave'; readonly seat: number; readonly amount: Cents }
  | { readonly type: 'SitOut'; readonly seat: number }
  | { readonly type: 'SitIn'; readonly seat: number }
  | { readonly type: 'StartHand' }
  | { readonly type: 'Act'; readonly seat: number; readonly action: BetAction }
  | { readonly type: 'TimeOut' };

/** Events (past tense); every card drawn is in the event that deals it. */
export type HoldemEvent =
  | {
      readonly type: 'PlayerSeated';
      readonly at: number;
      readonly seat: number;
      readonly player: string;
      readonly cave: Cents;
    }
  | { readonly type: 'PlayerLeft'; readonly at: number; readonly seat: number; readonly stack: Cents }
  | { readonly type: 'Recaved'; readonly at: number; readonly seat: number; readonly amount: Cents }
  | { readonly type: 'SatOut'; readonly at: number; readonly seat: number }
  | { readonly type: 'SatIn'; readonly at: number; readonly seat: number }
  | {
      readonly type: 'HandStarted';
      readonly at: number;
      readonly no: number;
      readonly button: number;
      readonly smallBlindSeat: number;
      readonly bigBlindSeat: number;
      readonly holes: readonly { readonly seat: number; readonly cards: readonly [Card, Card] }[];
    }
  | {
      readonly type: 'Posted';
      readonly at: number;
      readonly seat: number;
      readonly blind: 'ante' | 'small' | 'big';
      readonly amount: Cents;
    }
  | {
      readonly type: 'Acted';
      readonly at: number;
      readonly seat: number;
      readonly action: BetAction['kind'];
      /** Chips added by this action. */
      readonly amount: Cents;
      /** Street total after it. */
      readonly to: Cents;
      readonly allIn: boolean;
      /** A full bet or raise (reopens the action, A.7). */
      readonly fullRaise: boolean;
      readonly timedOut: boolean;
    }
  | {
      readonly type: 'StreetDealt';
      readonly at: number;
      readonly street: Exclude<Street, 'preflop'>;
      readonly cards: readonly Card[];
    }
  | {
      readonly type: 'UncalledBetReturned';
      readonly at: number;
      readonly seat: number;
      readonly amount: Cents;
    }
  | {
      readonly type: 'HandsShown';
      readonly at: number;
      readonly order: readonly number[];
      readonly hands: readonly {
        readonly seat: number;
        readonly cards: readonly [Card, Card];
        readonly value: number;
      }[];
    }
  | {
      readonly type: 'PotAwarded';
      readonly at: number;
      readonly pot: number;
      readonly amount: Cents;
      readonly eligible: readonly number[];
      readonly winners: readonly { readonly seat: number; readonly amount: Cents }[];
      readonly rake: RakeRecord;
    }
  | { readonly type: 'HandEnded'; readonly at: number; readonly no: number };

/** An empty table. */
export function initialState(options: HoldemOptions): HoldemState {
  return {
    phase: 'waiting',
    options,
    seats: {},
    handNo: 0,
    button: null,
    rakeSerial: 0,
    rakeTotal: ZERO,
    netBrought: ZERO,
  };
}
