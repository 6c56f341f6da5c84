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
 * contribution closes a pot that every contributor fills up to that level; only live players
 * who reached the level are eligible. Pots with the same eligible players are merged.
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
    const last = pots[pots.length - 1];
    if (last && last.eligible.join() === eligible.join())
      pots[pots.length - 1] = { amount: cents(last.amount + amount), eligible };
    else if (amount > 0) pots.push({ amount: cents(amount), eligible });
    previous = level;
  }
  // Chips of folded players above every live level (cannot happen once the uncalled bet is
  // returned, kept so that no chip can ever be lost).
  const beyond = players.reduce((s, p) => s + Math.max(0, p.committed - previous), 0);
  const last = pots[pots.length - 1];
  if (beyond > 0 && last) pots[pots.length - 1] = { ...last, amount: cents(last.amount + beyond) };
  return pots;
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
