// Which chips the roulette felt draws, and where (issue 11 §2): every bet the hub accepted on its
// own spot, the chips of a recognised annonce (finales included) as one stack on its racetrack
// target (shown as their own, notes/ui-conventions.md), and intents still waiting for the hub
// faded. Pure: unit-tested.
import { type Annonce } from '../../../../games/roulette/annonces.ts';
import type { AnnonceWire } from '../../../../protocol/roulette.ts';
import { recogniseAnnonce } from '../../../../games/roulette/annonceGroups.ts';
import { type RouletteSpot, spotKey } from '../../../../games/roulette/bets.ts';
import { racetrackKey } from '../../../../games/roulette/racetrack.ts';

/** The chips on one spot. */
export interface StackShown {
  readonly total: number;
  readonly count: number;
  readonly pending: boolean;
}

/** An annonce with no place on the racetrack (a random combination placed whole), listed as its own. */
export interface AnnonceListed {
  readonly betId: string;
  readonly annonce: AnnonceWire;
  readonly total: number;
}

/** The chips of the layout and of the racetrack by key, and the annonces listed apart. */
export interface RouletteChips {
  readonly layout: ReadonlyMap<string, StackShown>;
  readonly racetrack: ReadonlyMap<string, StackShown>;
  readonly listed: readonly AnnonceListed[];
}

/** A bet waiting for the hub: on a layout spot key or a racetrack key ("race-17"). */
export interface PendingChip {
  readonly spotKey: string;
  readonly stake: number;
}

/** The racetrack key where an annonce's chips are drawn, or null for one listed apart. */
export function annonceTrackKey(annonce: Annonce | AnnonceWire): string | null {
  switch (annonce.kind) {
    case 'voisins':
      return racetrackKey({ kind: 'neighbours', number: annonce.number });
    case 'voisinsDuZero':
    case 'tiers':
    case 'orphelins':
    case 'jeuZero':
      return racetrackKey({ kind: 'sector', sector: annonce.kind });
    case 'finalePlein':
      return racetrackKey({ kind: 'finalePlein', digit: annonce.digit });
    case 'finaleCheval':
      return racetrackKey({ kind: 'finaleCheval', low: annonce.low });
    case 'random':
      return null;
  }
}

function stack(
  into: Map<string, StackShown>,
  key: string,
  stake: number,
  count: number,
  pending: boolean,
): void {
  const prev = into.get(key);
  into.set(key, {
    total: (prev?.total ?? 0) + stake,
    count: (prev?.count ?? 0) + count,
    pending: (prev?.pending ?? false) || pending,
  });
}

/** Sorts the hub's accepted bets and the pending intents onto the layout, the racetrack or the list. */
export function rouletteChips(
  bets: readonly { betId: string; spot: RouletteSpot; stake: number; annonce?: AnnonceWire | undefined }[],
  pending: readonly PendingChip[],
): RouletteChips {
  const layout = new Map<string, StackShown>();
  const racetrack = new Map<string, StackShown>();
  const listed: AnnonceListed[] = [];
  const groups = new Map<
    string,
    { spot: RouletteSpot; stake: number; annonce?: AnnonceWire | undefined }[]
  >();
  for (const b of bets) groups.set(b.betId, [...(groups.get(b.betId) ?? []), b]);
  for (const [betId, chips] of groups) {
    // The hub names the annonce on each of its chips; an older hub's chips are recognised.
    const named = chips[0]?.annonce;
    const found = named ? { annonce: named } : recogniseAnnonce(chips);
    const total = chips.reduce((s, c) => s + c.stake, 0);
    const trackKey = found ? annonceTrackKey(found.annonce) : null;
    if (found && trackKey !== null) stack(racetrack, trackKey, total, 1, false);
    else if (found) listed.push({ betId, annonce: found.annonce, total });
    // A single bet, a random combination or a batch: each chip on its own spot.
    else for (const c of chips) stack(layout, spotKey(c.spot), c.stake, 1, false);
  }
  for (const p of pending)
    stack(p.spotKey.startsWith('race-') ? racetrack : layout, p.spotKey, p.stake, 1, true);
  return { layout, racetrack, listed };
}
