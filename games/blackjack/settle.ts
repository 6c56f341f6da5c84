// Settlement of a finished blackjack round (RULES.md A.5, B §6.6–6.7). Amounts returned include
// the stake; the order of lines follows B §6.7's announcement order only for display.
import { type Cents, ZERO, cents, ratio, subtract, times } from '../money.ts';
import { isBlackjack, totalOf } from './hand.ts';
import { HYPER_PAYS, type HyperResult } from './options.ts';
import type { Settlement, Table } from './state.ts';
import { boxOrder } from './evolve.ts';

/** The hyper black jack box that the dealer's final hand makes (B §6.7). */
export function hyperResultOf(dealer: readonly number[]): HyperResult {
  if (isBlackjack(dealer, false)) return 'blackjack';
  const { total } = totalOf(dealer);
  if (total > 21) return 'bust';
  return total >= 21 ? '21' : (String(Math.max(17, total)) as HyperResult);
}

/** Settles every hand, insurance and hyper bet against the dealer's final cards. */
export function settleRound(t: Table): Settlement[] {
  const o = t.options;
  const dealerBj = isBlackjack(t.dealer, false);
  const dealerTotal = totalOf(t.dealer).total;
  const out: Settlement[] = [];
  for (const boxNo of boxOrder(t)) {
    const box = t.boxes[boxNo];
    if (!box) continue;
    box.hands.forEach((hand, index) => {
      const line = (returned: Cents, outcome: Settlement['outcome']): void => {
        out.push({
          seat: box.seat,
          item: { kind: 'hand', box: boxNo, hand: index },
          stake: hand.stake,
          returned,
          outcome,
        });
      };
      const player = totalOf(hand.cards).total;
      if (hand.surrendered) return line(ratio(hand.stake, 1, 2, 'up'), 'surrendered');
      if (isBlackjack(hand.cards, hand.fromSplit)) {
        // B §6.6: blackjack against blackjack is a push; otherwise 3 to 2 with the named rounding.
        if (dealerBj) return line(hand.stake, 'push');
        return line(cents(hand.stake + ratio(hand.stake, 3, 2, o.blackjackRounding)), 'blackjack');
      }
      // B §6.5: over 21 is an immediate loss of the whole stake, doubles included, before any
      // dealer-blackjack rule (issue 10 §7).
      if (player > 21) return line(ZERO, 'lost');
      if (dealerBj) {
        // A.5: the dealer's blackjack takes every stake of the box, or (option) the original only.
        // The original stake sits on the box's first hand: when that hand busted it is already
        // lost, and the live split hands are refunded.
        if (o.dealerBlackjackTakes === 'all') return line(ZERO, 'lost');
        const kept = index === 0 ? subtract(hand.stake, box.stake) : hand.stake;
        return line(kept, 'lost');
      }
      if (dealerTotal > 21 || player > dealerTotal) return line(times(hand.stake, 2), 'won');
      return player === dealerTotal ? line(hand.stake, 'push') : line(ZERO, 'lost');
    });
    if (box.insurance > 0) {
      // B §6.5: insurance pays 2 to 1 when the dealer makes blackjack.
      out.push({
        seat: box.seat,
        item: { kind: 'insurance', box: boxNo },
        stake: box.insurance,
        returned: dealerBj ? times(box.insurance, 3) : ZERO,
        outcome: dealerBj ? 'won' : 'lost',
      });
    }
  }
  const result = hyperResultOf(t.dealer);
  for (const bet of t.hyper) {
    const won = bet.result === result;
    out.push({
      seat: bet.seat,
      item: { kind: 'hyper', result: bet.result },
      stake: bet.stake,
      returned: won ? times(bet.stake, HYPER_PAYS[bet.result] + 1) : ZERO,
      outcome: won ? 'won' : 'lost',
    });
  }
  return out;
}
