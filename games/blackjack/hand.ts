// Hand arithmetic of blackjack (RULES.md B §6.5–6.6).
import { type Card, blackjackValue, rankOf } from '../cards/card.ts';
import type { BlackjackOptions } from './options.ts';

/** Best total (an ace counts 11 when that does not bust) and whether an ace counts 11. */
export function totalOf(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += blackjackValue(c);
    if (rankOf(c) === 12) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

/** Ace and a 10-valued card as the first two cards of an unsplit hand (B §6.6; A + 10 after a split is 21). */
export function isBlackjack(cards: readonly Card[], fromSplit: boolean): boolean {
  return !fromSplit && cards.length === 2 && totalOf(cards).total === 21;
}

/** True when two cards may be split under the options (10-valued cards equal by default, A.5). */
export function isPair(a: Card, b: Card, options: BlackjackOptions): boolean {
  return options.splitTensByValue ? blackjackValue(a) === blackjackValue(b) : rankOf(a) === rankOf(b);
}

/** True when a two-card hand may be doubled under the options (A.5: any, or hard 9–11). */
export function mayDoubleOn(cards: readonly Card[], options: BlackjackOptions): boolean {
  if (cards.length !== 2) return false;
  if (options.doubleOn === 'any') return true;
  // Issue 10 §7: 9–11 means the hard totals 9, 10 and 11; are soft 19 and 20.
  const { total, soft } = totalOf(cards);
  return !soft && total >= 9 && total <= 11;
}

/** The dealer draws to 16 and stands on every 17, soft 17 included (A.5). */
export function dealerDraws(cards: readonly Card[]): boolean {
  return totalOf(cards).total < 17;
}
