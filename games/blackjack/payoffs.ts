// What one hand wins or loses per original stake, for the combinatorial analysis
// (basicStrategy.ts, expectation.ts), by the settlement rules of settle.ts (RULES.md A.5, B §6.6).
import { cents, ratio } from '../money.ts';
import { BLACKJACK, BUST, type DealerOdds } from './dealerOdds.ts';
import type { BlackjackOptions } from './options.ts';

/**
 * How exposed a hand is to a dealer blackjack: `first` is an unsplit hand or the box's first hand
 * (it carries the original stake), `other` a further split hand. Under `dealerBlackjackTakes =
 * original` only the original stake is taken, so an `other` hand loses nothing to it (A.5).
 */
export type Role = 'first' | 'other';

/** The payoffs of a table, per unit of original stake. */
export interface Payoffs {
  /** A player blackjack's win (3 to 2 with the table's rounding, at the table minimum). */
  readonly blackjack: number;
  /** What a surrender loses (half the stake, the half returned rounded up, settle.ts). */
  readonly surrender: number;
  /**
   * What a surrender loses when the dealer then makes blackjack: the same half here, as A.5's
   * surrender comes before his second card (an early surrender against a 10). A peek game's late
   * surrender would lose the whole stake: the tests describe one to check published figures.
   */
  readonly surrenderThenBlackjack: number;
  /** What a live hand of stake 1 (`[0]`) or doubled (`[1]`) loses to a dealer blackjack, by role. */
  readonly dealerBlackjack: Readonly<Record<Role, readonly [number, number]>>;
}

/** The payoffs of `options`, exact for a stake of the table minimum (the report's box). */
export function payoffsOf(options: BlackjackOptions): Payoffs {
  const stake = options.minimum as number;
  const original = options.dealerBlackjackTakes === 'original';
  return {
    blackjack: ratio(cents(stake), 3, 2, options.blackjackRounding) / stake,
    surrender: (stake - ratio(cents(stake), 1, 2, 'up')) / stake,
    surrenderThenBlackjack: (stake - ratio(cents(stake), 1, 2, 'up')) / stake,
    dealerBlackjack: { first: original ? [1, 1] : [1, 2], other: original ? [0, 0] : [1, 2] },
  };
}

/**
 * The value of standing on `total` (≤ 21, not a blackjack) with `stake` units against the dealer's
 * odds: a dealer bust or a lower dealer total wins, an equal one pushes; a dealer blackjack
 * takes `blackjackLoss` (B §6.6).
 */
export function standValue(d: DealerOdds, total: number, stake: number, blackjackLoss: number): number {
  let value = stake * (d[BUST] as number);
  for (let dealer = 17; dealer <= 21; dealer++) {
    const p = d[dealer - 17] as number;
    if (total > dealer) value += stake * p;
    else if (total < dealer) value -= stake * p;
  }
  return value - blackjackLoss * (d[BLACKJACK] as number);
}

/** The value of surrendering against the dealer's odds (settle.ts: half the stake kept). */
export function surrenderValue(d: DealerOdds, pay: Payoffs): number {
  const bj = d[BLACKJACK] as number;
  return -(1 - bj) * pay.surrender - bj * pay.surrenderThenBlackjack;
}
