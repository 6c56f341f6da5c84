// The documented basic strategy used by the rules report (European no hole card, dealer stands
// on soft 17, double after split): the usual ENHC chart, which never doubles or splits against
// a 10 or an ace because a dealer blackjack would take the extra stake (A.5 default).
import { blackjackValue } from '../cards/card.ts';
import { totalOf } from './hand.ts';
import type { PlayerAction } from './state.ts';

/** What the player may do on the hand in turn. */
export interface Allowed {
  readonly double: boolean;
  readonly split: boolean;
  readonly surrender: boolean;
}

const between = (x: number, lo: number, hi: number): boolean => x >= lo && x <= hi;

/** Pair splitting, by the pair's card value (1 = aces) against the dealer's up card (1 = ace). */
function splits(pair: number, up: number): boolean {
  const notTenOrAce = up >= 2 && up <= 9;
  switch (pair) {
    case 1:
      return notTenOrAce || up === 10;
    case 2:
    case 3:
    case 7:
      return between(up, 2, 7);
    case 4:
      return between(up, 5, 6);
    case 6:
      return between(up, 2, 6);
    case 8:
      return notTenOrAce;
    case 9:
      return between(up, 2, 6) || between(up, 8, 9);
    default:
      return false;
  }
}

/** The basic-strategy action for `cards` against the dealer's `upCard`. */
export function basicStrategy(cards: readonly number[], upCard: number, allowed: Allowed): PlayerAction {
  const up = blackjackValue(upCard);
  const [a, b] = cards;
  if (allowed.split && cards.length === 2 && a !== undefined && b !== undefined) {
    if (splits(blackjackValue(a), up)) return 'split';
  }
  const { total, soft } = totalOf(cards);
  const double = (ok: boolean, otherwise: PlayerAction): PlayerAction =>
    ok && allowed.double ? 'double' : otherwise;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(between(up, 3, 6), up === 1 || up >= 9 ? 'hit' : 'stand');
    if (total === 17) return double(between(up, 3, 6), 'hit');
    if (total >= 15) return double(between(up, 4, 6), 'hit');
    return double(between(up, 5, 6), 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return between(up, 2, 6) ? 'stand' : 'hit';
  if (total === 12) return between(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11 || total === 10) return double(between(up, 2, 9), 'hit');
  if (total === 9) return double(between(up, 3, 6), 'hit');
  return 'hit';
}
