// Blackjack table options (RULES.md A.5, B §6): fixed when the table opens.
import { type Cents, type Rounding, cents } from '../money.ts';

/** A blackjack table's configuration; every default is A.5's. */
export interface BlackjackOptions {
  /** 52-card decks in the shoe (A.5: 6). */
  readonly decks: number;
  /** Cards burnt after a shuffle (B §6.3: 5). */
  readonly burn: number;
  /** Cards left behind the cut card (B §6.3 [GAP]: about one deck). */
  readonly cutRemaining: number;
  /** Boxes on the layout, at most 7 (A.5). */
  readonly boxes: number;
  /** Boxes one player may play at once (A.5, 2020 wording of 55-4). */
  readonly maxBoxesPerPlayer: number;
  /** Table minimum per box. */
  readonly minimum: Cents;
  /** Table maximum per box. */
  readonly maximum: Cents;
  /** Double on any first two cards, or only on 9, 10 or 11 (A.5 option). */
  readonly doubleOn: 'any' | 'nineToEleven';
  /** Double after a split ([GAP] B §6.5; conventional default: allowed). */
  readonly doubleAfterSplit: boolean;
  /** Re-split non-aces, up to `maxHands` hands per box (A.5 option). */
  readonly resplit: boolean;
  /** Hands per box when re-splitting (A.5: 3). */
  readonly maxHands: number;
  /** Split any two 10-valued cards (A.5 default), or only identical ranks. */
  readonly splitTensByValue: boolean;
  /** Surrender after the own two first cards when the dealer's card is not an ace (A.5, 2020). */
  readonly surrender: boolean;
  /** A dealer blackjack takes every stake of the box, doubles and splits included (A.5), or the original stake only. */
  readonly dealerBlackjackTakes: 'all' | 'original';
  /** Rounding of a 3-to-2 payout on an odd number of cents (A.5 "a named rounding"). */
  readonly blackjackRounding: Rounding;
  /** The hyper black jack side bet (B §6.7) is offered. */
  readonly hyper: boolean;
  /** Hyper bet minimum and maximum (set by the director, B §6.7). */
  readonly hyperMinimum: Cents;
  /** Hyper bet maximum. */
  readonly hyperMaximum: Cents;
  /** Time a player has to act; the default action on timeout is to stand (insurance: declined). */
  readonly turnMs: number;
}

/** A.5's defaults with a 5 € / 500 € table. */
export const DEFAULT_OPTIONS: BlackjackOptions = {
  decks: 6,
  burn: 5,
  cutRemaining: 52,
  boxes: 7,
  maxBoxesPerPlayer: 7,
  minimum: cents(500),
  maximum: cents(50_000),
  doubleOn: 'any',
  doubleAfterSplit: true,
  resplit: true,
  maxHands: 3,
  splitTensByValue: true,
  surrender: false,
  dealerBlackjackTakes: 'all',
  blackjackRounding: 'down',
  hyper: true,
  hyperMinimum: cents(100),
  hyperMaximum: cents(5_000),
  turnMs: 20_000,
};

/** Dealer final results that the hyper black jack boxes name (B §6.7). */
export const HYPER_RESULTS = ['17', '18', '19', '20', '21', 'blackjack', 'bust'] as const;

/** One hyper black jack box. */
export type HyperResult = (typeof HYPER_RESULTS)[number];

/** Hyper black jack payouts "N to 1" (B §6.7). */
export const HYPER_PAYS: Readonly<Record<HyperResult, number>> = {
  '17': 4,
  '18': 5,
  '19': 5,
  '20': 4,
  '21': 10,
  blackjack: 19,
  bust: 2,
};

/** Problems with a configuration (A.5), empty when it is valid. */
export function checkOptions(o: BlackjackOptions): string[] {
  const out: string[] = [];
  if (!Number.isInteger(o.decks) || o.decks < 1 || o.decks > 8) out.push('1 to 8 decks');
  if (!Number.isInteger(o.boxes) || o.boxes < 1 || o.boxes > 7) out.push('1 to 7 boxes');
  if (o.maxBoxesPerPlayer < 1 || o.maxBoxesPerPlayer > o.boxes)
    out.push('boxes per player between 1 and the boxes');
  if (o.minimum <= 0 || o.maximum < o.minimum) out.push('0 < minimum ≤ maximum');
  if (o.maxHands < 2 || o.maxHands > 4) out.push('2 to 4 hands after splits');
  // A shoe that runs out mid-round is replaced by events (decide.ts), so any cut depth works.
  if (!Number.isInteger(o.cutRemaining) || o.cutRemaining < 0) out.push('cut card depth ≥ 0');
  return out;
}
