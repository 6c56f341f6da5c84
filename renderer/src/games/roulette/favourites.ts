// The player's favourite layouts (seed 000 "mises favorites"; issue 11 §2): the current layout
// saved as plain chips, one item per spot, so that replaying it with `placeBets` lays exactly the
// same stakes again — a random combination replays its numbers, not a new draw. The hub keeps the
// favourites and checks every replay, all or nothing; nothing is decided here.
import { spotKey } from '../../../../games/roulette/bets.ts';
import {
  FAVOURITE_SLOTS,
  MAX_FAVOURITE_BETS,
  MAX_FAVOURITE_NAME,
  type BetItem,
  type Favourite,
} from '../../../../protocol/wheelCommands.ts';
import type { AcceptedBet } from '../../../../protocol/stationSnapshot.ts';

/** Every slot number, in order (0…FAVOURITE_SLOTS − 1). */
export const SLOTS: readonly number[] = Array.from({ length: FAVOURITE_SLOTS }, (_, i) => i);

/** The bets of the open round as favourite items: one chip per spot, its stakes summed (integer cents). */
export function layoutItems(bets: readonly AcceptedBet[]): BetItem[] {
  const bySpot = new Map<string, { spot: AcceptedBet['spot']; stake: number }>();
  for (const bet of bets) {
    const key = spotKey(bet.spot);
    const held = bySpot.get(key);
    if (held) held.stake += bet.stake;
    else bySpot.set(key, { spot: bet.spot, stake: bet.stake });
  }
  return [...bySpot.values()].map(({ spot, stake }) => ({ kind: 'bet', spot, stake }) as BetItem);
}

/** True when `items` fit a favourite (1 to MAX_FAVOURITE_BETS spots): the hub refuses more. */
export function savable(items: readonly BetItem[]): boolean {
  return items.length >= 1 && items.length <= MAX_FAVOURITE_BETS;
}

/** What a favourite stakes in all, or null when it holds an annonce (its chips are the hub's to expand). */
export function favouriteTotal(favourite: Favourite): number | null {
  let total = 0;
  for (const item of favourite.bets) {
    if (item.kind !== 'bet') return null;
    total += item.stake;
  }
  return total;
}

/** The favourite in `slot`, if the snapshot lists one. */
export function favouriteIn(favourites: readonly Favourite[] | undefined, slot: number): Favourite | null {
  return favourites?.find((f) => f.slot === slot) ?? null;
}

/** A typed name trimmed to what the hub accepts (1 to MAX_FAVOURITE_NAME characters), or null. */
export function cleanName(typed: string): string | null {
  const name = typed.replace(/\s+/g, ' ').trim().slice(0, MAX_FAVOURITE_NAME).trim();
  return name.length === 0 ? null : name;
}
