// Blackjack table state, commands and events (RULES.md A.5, B §6.9). European no hole card: the
// dealer has one card while the boxes play.
import type { Card } from '../cards/card.ts';
import type { Shoe, ShuffleRecord } from '../cards/shoe.ts';
import type { Cents } from '../money.ts';
import type { BlackjackOptions, HyperResult } from './options.ts';

/** One hand of a box (a box holds several after splits). */
export interface Hand {
  /** Cards in the order dealt. */
  readonly cards: readonly Card[];
  /** Stake on this hand, doubled included. */
  readonly stake: Cents;
  /** Doubled: exactly one more card (B §6.5). */
  readonly doubled: boolean;
  /** Made by a split: A + 10 is then 21, not blackjack. */
  readonly fromSplit: boolean;
  /** A split ace: one card only (A.5). */
  readonly splitAce: boolean;
  /** Surrendered: half the stake back (A.5 option). */
  readonly surrendered: boolean;
  /** No more action on this hand. */
  readonly done: boolean;
}

/** A box in play: whose it is, the original stake, its hands and insurance. */
export interface Box {
  /** The seat (station) that plays it. */
  readonly seat: number;
  /** The original stake. */
  readonly stake: Cents;
  /** Hands, one until a split. */
  readonly hands: readonly Hand[];
  /** Insurance staked (B §6.5: up to half the stake), or 0. */
  readonly insurance: Cents;
  /** An ace pair has been split in this box (one pair of aces only, A.5). */
  readonly acesSplit: boolean;
}

/** A hyper black jack bet on one dealer result. */
export interface HyperBet {
  readonly seat: number;
  readonly result: HyperResult;
  readonly stake: Cents;
}

/** A settled line of a round: a hand, an insurance or a hyper bet. */
export interface Settlement {
  readonly seat: number;
  /** What was settled: `hand` (box, hand index), `insurance` (box) or `hyper` (result). */
  readonly item:
    | { readonly kind: 'hand'; readonly box: number; readonly hand: number }
    | { readonly kind: 'insurance'; readonly box: number }
    | { readonly kind: 'hyper'; readonly result: HyperResult };
  /** Staked on that line. */
  readonly stake: Cents;
  /** Returned to the player, stake included (0 when lost). */
  readonly returned: Cents;
  /** How it went. */
  readonly outcome: 'blackjack' | 'won' | 'push' | 'lost' | 'surrendered';
}

/** The last round's outcome (game recall, A.1). */
export interface RoundResult {
  readonly round: number;
  readonly dealer: readonly Card[];
  readonly settlements: readonly Settlement[];
}

/** What every phase holds. */
export interface Table {
  readonly options: BlackjackOptions;
  /** The shoe (never in a view); null before the first shuffle. */
  readonly shoe: Shoe | null;
  readonly round: number;
  /** Boxes with a stake, by box number (1 = dealer's left). */
  readonly boxes: Readonly<Record<number, Box>>;
  readonly hyper: readonly HyperBet[];
  /** Dealer's cards: the up card during play. */
  readonly dealer: readonly Card[];
  readonly last: RoundResult | null;
}

/** Table state by phase (B §6.9). */
export type BlackjackState =
  | (Table & { readonly phase: 'shoeNeeded' })
  | (Table & { readonly phase: 'betting' })
  | (Table & { readonly phase: 'insurance'; readonly deadline: number })
  | (Table & {
      readonly phase: 'playing';
      readonly turn: { readonly box: number; readonly hand: number };
      readonly deadline: number;
    })
  | (Table & { readonly phase: 'dealer' });

/** A player's decision on the hand whose turn it is. */
export type PlayerAction = 'hit' | 'stand' | 'double' | 'split' | 'surrender';

/** Commands. */
export type BlackjackCommand =
  | { readonly type: 'ShuffleShoe' }
  | {
      readonly type: 'PlaceBet';
      readonly seat: number;
      readonly box: number;
      readonly amount: Cents;
      /** The player's own minimum, never below the table's (A.1). */
      readonly playerMinimum?: Cents;
    }
  | {
      readonly type: 'PlaceHyperBet';
      readonly seat: number;
      readonly result: HyperResult;
      readonly amount: Cents;
    }
  | { readonly type: 'WithdrawBets'; readonly seat: number }
  | { readonly type: 'Deal' }
  | { readonly type: 'Insure'; readonly seat: number; readonly box: number; readonly amount: Cents }
  | { readonly type: 'CloseInsurance' }
  | { readonly type: 'Act'; readonly seat: number; readonly box: number; readonly action: PlayerAction }
  | { readonly type: 'TimeOut' };

/** Events; each dealing event carries its cards. */
export type BlackjackEvent =
  | ({ readonly type: 'ShoeShuffled'; readonly at: number } & ShuffleRecord)
  | {
      readonly type: 'BetPlaced';
      readonly at: number;
      readonly seat: number;
      readonly box: number;
      readonly amount: Cents;
    }
  | {
      readonly type: 'HyperBetPlaced';
      readonly at: number;
      readonly seat: number;
      readonly result: HyperResult;
      readonly amount: Cents;
    }
  | { readonly type: 'BetsWithdrawn'; readonly at: number; readonly seat: number }
  | {
      readonly type: 'HandsDealt';
      readonly at: number;
      readonly round: number;
      readonly boxes: readonly { readonly box: number; readonly cards: readonly [Card, Card] }[];
      readonly dealerUp: Card;
    }
  | { readonly type: 'InsuranceTaken'; readonly at: number; readonly box: number; readonly amount: Cents }
  | { readonly type: 'InsuranceClosed'; readonly at: number }
  | {
      readonly type: 'PlayerActed';
      readonly at: number;
      readonly box: number;
      readonly hand: number;
      readonly action: PlayerAction;
      readonly cards: readonly Card[];
      readonly timedOut: boolean;
    }
  | { readonly type: 'DealerPlayed'; readonly at: number; readonly cards: readonly Card[] }
  | {
      readonly type: 'RoundSettled';
      readonly at: number;
      readonly round: number;
      readonly settlements: readonly Settlement[];
    }
  | { readonly type: 'CutCardReached'; readonly at: number }
  /** The shoe ran out mid-round; a `ShoeShuffled` without the cards on the felt follows. */
  | { readonly type: 'ShoeExhausted'; readonly at: number };

/** A table waiting for its first shoe. */
export function initialState(options: BlackjackOptions): BlackjackState {
  return { phase: 'shoeNeeded', options, shoe: null, round: 0, boxes: {}, hyper: [], dealer: [], last: null };
}
