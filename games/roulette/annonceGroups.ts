// Recognises the annonce behind the chips of one accepted bet (RULES.md A.2: an annonce is staked
// as its exact chips, which all carry the command's betId in the snapshot), so that the racetrack
// can show annonce chips as their own (issue 11 §2) without the hub sending anything more.
import { type Annonce, expandAnnonce } from './annonces.ts';
import { type RouletteSpot, spotKey } from './bets.ts';

/** Every annonce the racetrack and the finales panel can place (neighbours for each k in 1–18). */
export const KNOWN_ANNONCES: readonly Annonce[] = [
  { kind: 'voisinsDuZero' },
  { kind: 'tiers' },
  { kind: 'orphelins' },
  { kind: 'jeuZero' },
  ...Array.from({ length: 10 }, (_, digit): Annonce => ({ kind: 'finalePlein', digit })),
  ...Array.from({ length: 7 }, (_, low): Annonce => ({ kind: 'finaleCheval', low })),
  ...Array.from({ length: 18 }, (_, i) =>
    Array.from({ length: 37 }, (_, number): Annonce => ({ kind: 'voisins', number, k: i + 1 })),
  ).flat(),
];

/** The signature of a set of chips: each spot key with its share of the smallest chip, sorted. */
function signature(chips: readonly { spot: RouletteSpot; units: number }[]): string {
  return chips
    .map((c) => `${spotKey(c.spot)}×${c.units}`)
    .sort()
    .join(' ');
}

const BY_SIGNATURE: ReadonlyMap<string, Annonce> = new Map(
  // A full wheel of neighbours (k = 18) is 37 pleins whatever its centre: keep the first one seen.
  [...KNOWN_ANNONCES].reverse().map((a) => [signature(expandAnnonce(a)), a]),
);

/**
 * The annonce whose exact chips are `chips` (the chips of one betId, stakes in cents), and the unit
 * staked per chip, or null when they are no known annonce (a random combination, a single bet).
 */
export function recogniseAnnonce(
  chips: readonly { spot: RouletteSpot; stake: number }[],
): { annonce: Annonce; unit: number } | null {
  if (chips.length < 2) return null;
  // Chips on the same spot in one command were split by the hub: put them back together.
  const bySpot = new Map<string, { spot: RouletteSpot; stake: number }>();
  for (const c of chips) {
    const key = spotKey(c.spot);
    bySpot.set(key, { spot: c.spot, stake: (bySpot.get(key)?.stake ?? 0) + c.stake });
  }
  const merged = [...bySpot.values()];
  const unit = Math.min(...merged.map((c) => c.stake));
  if (!(unit > 0) || merged.some((c) => c.stake % unit !== 0)) return null;
  const annonce = BY_SIGNATURE.get(signature(merged.map((c) => ({ spot: c.spot, units: c.stake / unit }))));
  return annonce === undefined ? null : { annonce, unit };
}
