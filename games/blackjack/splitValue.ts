// The value of splitting a pair (RULES.md A.5: re-split non-aces up to `maxHands` hands when the
// option is on; one pair of aces only, one card each). Each split hand is valued on its own (the
// other hands' cards left in the shoe): exact for two hands, since each is played on its own
// cards and the cards after a stopping time are distributed as a fresh draw; re-splits follow a
// fixed chance of drawing the pair's value again, the approximation stated in docs/rules-cards.md.
import type { BlackjackOptions } from './options.ts';
import type { Role } from './payoffs.ts';

/** What the split needs to know of the shoe and of the play of one split hand. */
export interface SplitModel {
  /** The chance that a split hand's second card has value `c`. */
  chance(c: number): number;
  /** The value of a split hand of the pair's value and `c` when it is not split again, by role. */
  hand(role: Role, c: number): number;
}

/** Expected result of splitting a pair of value `v` (1 = aces), per original stake. */
export function splitValue(options: BlackjackOptions, v: number, model: SplitModel): number {
  const maxHands = v === 1 || !options.resplit ? 2 : options.maxHands;
  const q = model.chance(v);
  const settled = (role: Role): number => {
    let other = 0;
    for (let c = 1; c <= 10; c++) if (c !== v) other += model.chance(c) * model.hand(role, c);
    return other;
  };
  // `first` carries the original stake (payoffs.ts Role); the others may differ under A.5's option.
  const rest = { first: settled('first'), other: settled('other') };
  const pairHand = { first: model.hand('first', v), other: model.hand('other', v) };
  // f(pending, hands): the expected result of the `pending` hands still waiting for their second
  // card when the box has `hands` hands; a pair drawn again is re-split while hands < maxHands.
  const memo = new Map<number, number>();
  const f = (pending: number, hands: number): number => {
    if (pending === 0) return 0;
    const key = pending * 16 + hands;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const again = hands < maxHands ? f(pending + 1, hands + 1) : pairHand.other + f(pending - 1, hands);
    const value = rest.other + (1 - q) * f(pending - 1, hands) + q * again;
    memo.set(key, value);
    return value;
  };
  // Every hand valued as an `other` one, then the first hand's own exposure put back.
  const firstShift = rest.first - rest.other + q * (pairHand.first - pairHand.other);
  return f(2, 2) + firstShift;
}
