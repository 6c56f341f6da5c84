// What the felt draws on each spot: the hub's accepted bets, plus intents still on their way
// (drawn faded). Sums are integer cents.
import { spotKey, type RouletteSpot } from '../../../games/roulette/bets.ts';

/** The chips drawn on one spot. */
export interface SpotStake {
  readonly total: number;
  readonly count: number;
  readonly pending: boolean;
}

/** Groups accepted bets and pending intents by spot key. */
export function stakesBySpot(
  bets: readonly { spot: RouletteSpot; stake: number }[],
  pending: readonly { spotKey: string; stake: number }[],
): Map<string, SpotStake> {
  const out = new Map<string, SpotStake>();
  const add = (key: string, stake: number, isPending: boolean) => {
    const prev = out.get(key);
    out.set(key, {
      total: (prev?.total ?? 0) + stake,
      count: (prev?.count ?? 0) + 1,
      pending: (prev?.pending ?? false) || isPending,
    });
  };
  for (const b of bets) add(spotKey(b.spot), b.stake, false);
  for (const p of pending) add(p.spotKey, p.stake, true);
  return out;
}
