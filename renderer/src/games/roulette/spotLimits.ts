// What a press-and-hold on a spot shows (issue 11 §2): the minimum a chip there must reach, the
// maximum the player may have on it this spin, and what the player already has on it — read from
// the hub's snapshot, never worked out here (DESIGN.md "Trust and authority").
import { type RouletteSpot, type SpotKind, spotKey } from '../../../../games/roulette/bets.ts';

/** The limits part of a roulette snapshot this reads: per-kind maxima when the hub sends them. */
export interface SnapshotLimits {
  readonly minimum: number;
  readonly maxPlein: number;
  readonly maxChance: number;
  /** Maximum per spot kind, when the snapshot carries it. */
  readonly maxima?: Partial<Readonly<Record<SpotKind, number>>> | undefined;
}

/** The limits of one spot as shown: `maximum` null when the snapshot does not say. */
export interface SpotLimitsShown {
  readonly key: string;
  readonly kind: SpotKind;
  readonly minimum: number;
  readonly maximum: number | null;
  readonly staked: number;
}

/** The limits of `spot` for this player: the higher of the table's and the player's minimum. */
export function spotLimits(
  limits: SnapshotLimits,
  playerMinimum: number | null,
  spot: RouletteSpot,
  bets: readonly { spot: RouletteSpot; stake: number }[],
): SpotLimitsShown {
  const key = spotKey(spot);
  const fromSnapshot = limits.maxima?.[spot.kind];
  const maximum =
    fromSnapshot ??
    (spot.kind === 'plein' ? limits.maxPlein : spot.kind === 'chance' ? limits.maxChance : null);
  return {
    key,
    kind: spot.kind,
    minimum: Math.max(limits.minimum, playerMinimum ?? 0),
    maximum,
    staked: bets.filter((b) => spotKey(b.spot) === key).reduce((s, b) => s + b.stake, 0),
  };
}
