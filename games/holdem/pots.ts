// Uncalled bets, main and side pots, rake and split pots (RULES.md A.7, B §8.2).
import { type Cents, ZERO, allocate, cents, ratio, subtract } from '../money.ts';

/** What a player put into the hand, and whether they folded. */
export interface Contribution {
  readonly seat: number;
  readonly committed: Cents;
  readonly folded: boolean;
}

/** A pot and the players who may win it (never a folded player). */
export interface Pot {
  readonly amount: Cents;
  readonly eligible: readonly number[];
}

/**
 * The uncalled part of the largest contribution: what no one else matched (A.7: excluded from
 * the effective amount and returned to its owner). Null when the top two are equal.
 */
export function uncalledBet(players: readonly Contribution[]): { seat: number; amount: Cents } | null {
  const sorted = players.slice().sort((a, b) => b.committed - a.committed);
  const [top, second] = sorted;
  if (!top) return null;
  const matched = second?.committed ?? ZERO;
  if (top.committed <= matched) return null;
  return { seat: top.seat, amount: subtract(top.committed, matched) };
}

/**
 * Main and side pots, built from the smallest all-in upward (A.7): each level of a live player's
 * contribution closes a pot that every contributor, folded or not, fills up to that level; its
 * claimants are the contributors who have not folded. A pot with one claimant is theirs (it still
 * holds others' chips, so it is raked like any pot). The levels are distinct, so each pot loses the
 * claimants who stopped at the level below: no two pots have the same claimants.
 * Chips above every live player's level are in no pot: `unclaimable` gives them back.
 */
export function buildPots(players: readonly Contribution[]): Pot[] {
  const live = players.filter((p) => !p.folded);
  const levels = [...new Set(live.map((p) => p.committed as number))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    for (const p of players) amount += Math.max(0, Math.min(p.committed, level) - previous);
    const eligible = live.filter((p) => p.committed >= level).map((p) => p.seat);
    if (amount > 0) pots.push({ amount: cents(amount), eligible });
    previous = level;
  }
  return pots;
}

/**
 * What folded players put above every live player's contribution: no one still in the hand may
 * claim it, so it goes back to whoever put it in (in seat order), as an uncalled bet does (A.7).
 * Unreachable through `decide` once the uncalled bet is returned (the last player able to act is
 * never asked once they owe nothing), and handled all the same: no chip is ever given to a player
 * who did not reach its level.
 */
export function unclaimable(players: readonly Contribution[]): { seat: number; amount: Cents }[] {
  const top = Math.max(0, ...players.filter((p) => !p.folded).map((p) => p.committed as number));
  return players
    .filter((p) => p.folded && p.committed > top)
    .sort((a, b) => a.seat - b.seat)
    .map((p) => ({ seat: p.seat, amount: cents(p.committed - top) }));
}

/** The rake on one pot: basis points of its effective amount, rounded down to the unit (A.7). */
export function rakeOf(amount: Cents, basisPoints: number, unit: Cents): Cents {
  const raw = ratio(amount, basisPoints, 10_000, 'down');
  return cents(raw - (raw % unit));
}

/**
 * Splits a pot among winners; the odd cents go one by one to the winners clockwise from the
 * button (A.7), i.e. starting with the first winner seated after the button.
 */
export function splitPot(
  amount: Cents,
  winners: readonly number[],
  button: number,
  seats: number,
): { seat: number; amount: Cents }[] {
  const order = winners
    .slice()
    .sort((a, b) => ((a - button + seats) % seats || seats) - ((b - button + seats) % seats || seats));
  if (order.length === 0) return [];
  const parts =
    amount > 0
      ? allocate(
          amount,
          order.map(() => 1),
        )
      : order.map(() => ZERO);
  return order.map((seat, i) => ({ seat, amount: parts[i] ?? ZERO }));
}
