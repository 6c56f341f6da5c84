// Punto banco table state, commands and events (RULES.md B §7.5): the shoe lives in the state
// and in the `ShoeShuffled` event only; views never carry it.
import type { Card } from '../cards/card.ts';
import type { Shoe, ShuffleRecord } from '../cards/shoe.ts';
import type { Cents } from '../money.ts';
import type { Coup } from './drawing.ts';
import type { PuntoBancoOptions } from './options.ts';
import type { BetResult, Spot } from './payout.ts';

/** One seat's stakes for the coming coup. */
export type SeatBets = Partial<Record<Spot, Cents>>;

/** One settled bet of a coup. */
export interface Settlement extends BetResult {
  /** The seat (station) that placed it. */
  readonly seat: number;
  /** Which bet. */
  readonly spot: Spot;
  /** Its stake. */
  readonly stake: Cents;
}

/** The last coup played, kept for the display and the game recall (A.1). */
export interface LastCoup extends Coup {
  /** Coup number in the shoe, from 1. */
  readonly no: number;
  /** Every bet settled. */
  readonly settlements: readonly Settlement[];
}

/** Table state: waiting for a shoe, or taking bets for the next coup. */
export type PuntoBancoState =
  | { readonly phase: 'shoeNeeded'; readonly options: PuntoBancoOptions; readonly last: LastCoup | null }
  | {
      readonly phase: 'betting';
      readonly options: PuntoBancoOptions;
      readonly shoe: Shoe;
      readonly coupNo: number;
      readonly bets: Readonly<Record<number, SeatBets>>;
      readonly last: LastCoup | null;
    };

/** Commands from the hub (players' intents and the shoe's procedure). */
export type PuntoBancoCommand =
  | { readonly type: 'ShuffleShoe' }
  | {
      readonly type: 'PlaceBet';
      readonly seat: number;
      readonly spot: Spot;
      readonly amount: Cents;
      readonly playerMinimum?: Cents;
    }
  | { readonly type: 'WithdrawBets'; readonly seat: number }
  | { readonly type: 'Deal' };

/** Events, past tense; each carries what was drawn. */
export type PuntoBancoEvent =
  | ({ readonly type: 'ShoeShuffled'; readonly at: number } & ShuffleRecord)
  | {
      readonly type: 'BetPlaced';
      readonly at: number;
      readonly seat: number;
      readonly spot: Spot;
      readonly amount: Cents;
    }
  | { readonly type: 'BetsWithdrawn'; readonly at: number; readonly seat: number }
  | {
      readonly type: 'CoupDealt';
      readonly at: number;
      readonly no: number;
      readonly cards: readonly Card[];
      readonly coup: Coup;
    }
  | {
      readonly type: 'CoupSettled';
      readonly at: number;
      readonly no: number;
      readonly settlements: readonly Settlement[];
    }
  | { readonly type: 'CutCardReached'; readonly at: number };

/** A table with no shoe yet. */
export function initialState(options: PuntoBancoOptions): PuntoBancoState {
  return { phase: 'shoeNeeded', options, last: null };
}
