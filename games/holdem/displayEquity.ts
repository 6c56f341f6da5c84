// Equity for the central display (issue 4): once the live hands are all in and no more betting
// can happen, the display may show each hand's exact chance of winning at each street.
import { type EquityRejection, type EquityResult, exactEquity } from '../poker/equity.ts';
import type { Hand } from './state.ts';
import { live } from './turns.ts';

/** Live players' exact equities when betting is over (at most one player can still act), else null. */
export function allInEquity(hand: Hand): { seats: number[]; result: EquityResult } | null {
  const contenders = live(hand);
  const canAct = contenders.filter((p) => !p.allIn);
  if (contenders.length < 2 || canAct.length > 1 || hand.toAct !== null) return null;
  const result: EquityResult | EquityRejection = exactEquity({
    hands: contenders.map((p) => p.hole),
    board: hand.board,
  });
  if ('rejected' in result) throw new Error(`impossible hand state: ${result.rejected}`); // a bug
  return { seats: contenders.map((p) => p.seat), result };
}
