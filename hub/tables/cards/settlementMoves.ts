// The money of a settled hand at a card table (RULES.md A.5, A.6): the whole layout goes to the
// bank, which pays each seat back what its lines returned (stake included, commission already off).
import { type Cents, cents, sum } from '../../../games/money.ts';
import type { Move } from './cardGame.ts';

/** One settled line of a hand: who staked it, its stake, what it returns (stake included). */
export interface SettledLine {
  readonly seat: number;
  readonly stake: Cents;
  readonly returned: Cents;
}

/** The moves of a settlement: every stake to the bank, then one return per seat, in seat order. */
export function settlementMoves(settlements: readonly SettledLine[]): Move[] {
  const out: Move[] = [{ from: 'stakes', to: 'bank', amount: sum(settlements.map((s) => s.stake)) }];
  const returned = new Map<number, number>();
  for (const s of settlements) returned.set(s.seat, (returned.get(s.seat) ?? 0) + s.returned);
  for (const [seat, amount] of [...returned].sort((a, b) => a[0] - b[0]))
    out.push({ from: 'bank', to: { seat }, amount: cents(amount) });
  return out;
}
