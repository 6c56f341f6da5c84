// The limit check shared by boule, vingt-trois and the wheel (RULES.md A.1, A.3, A.4): each chip at
// least the player's minimum (never below the table's), each spot's total per player per spin at
// most its maximum. Roulette has its own (roulette/limits.ts) for its layout and 1-to-2 bets.
import { type Cents, ZERO, add, max } from '../money.ts';
import type { Chip, Rejection } from './types.ts';

/** How a game names and bounds its spots. */
export interface SpotLimits<S> {
  /** Table minimum per chip. */
  readonly tableMinimum: Cents;
  /** A stable key per spot, for per-spot totals. */
  key(spot: S): string;
  /** True when the spot exists in this game. */
  isSpot(spot: S): boolean;
  /** The maximum total per player per spin on the spot. */
  maximum(spot: S): Cents;
  /** A fixed stake the spot requires (the wheel's purple bonus), if any. */
  fixedStake?(spot: S): Cents | undefined;
}

/** Checks added chips against the limits, given the player's chips already in this spin. */
export function checkSpotChips<S>(
  limits: SpotLimits<S>,
  playerMinimum: Cents,
  existing: readonly Chip<S>[],
  added: readonly Chip<S>[],
): Rejection | undefined {
  const minimum = max(limits.tableMinimum, playerMinimum);
  const totals = new Map<string, Cents>();
  for (const c of existing)
    totals.set(limits.key(c.spot), add(totals.get(limits.key(c.spot)) ?? ZERO, c.stake));
  for (const c of added) {
    if (!limits.isSpot(c.spot)) return { code: 'illegalBet', detail: c.spot };
    const spot = limits.key(c.spot);
    const fixed = limits.fixedStake?.(c.spot);
    if (fixed !== undefined) {
      // A.4: the purple bonus bet is one fixed stake set by the casino, once per spin.
      if (c.stake !== fixed || totals.has(spot))
        return { code: 'limit', detail: { code: 'fixedStake', spot, stake: fixed } };
    } else if (c.stake < minimum) return { code: 'limit', detail: { code: 'belowMinimum', spot, minimum } };
    const total = add(totals.get(spot) ?? ZERO, c.stake);
    const maximum = limits.maximum(c.spot);
    if (total > maximum) return { code: 'limit', detail: { code: 'aboveMaximum', spot, maximum, total } };
    totals.set(spot, total);
  }
  return undefined;
}
