// The newest recorded result a cell-felt snapshot carries: the round's own result (with its
// direction) or else the newest of `lastResults`.
import type { StationSnapshot } from '../../../../protocol/stationSnapshot.ts';

/** A result as the hub recorded it; `direction` is null when only the history has it. */
export interface LatestResult {
  readonly roundId: number;
  readonly pocket: number;
  readonly direction: 'clockwise' | 'anticlockwise' | null;
}

/** The newest result in `snapshot`, or null. */
export function latestResult(snapshot: StationSnapshot | null): LatestResult | null {
  const round = snapshot?.round;
  if (round?.result)
    return { roundId: round.roundId, pocket: round.result.pocket, direction: round.result.direction };
  let newest: { roundId: number; pocket: number } | undefined;
  for (const r of snapshot?.lastResults ?? [])
    if (newest === undefined || r.roundId > newest.roundId) newest = r;
  return newest ? { ...newest, direction: null } : null;
}

/**
 * True when the hub voided round `roundId` and refunded every stake (seed 000: "toute anomalie dans
 * la rotation annule le lancer"): its `lastVoided` says so. A hub without that field is read by
 * elimination: the round, which reached rien ne va plus, is gone without a result.
 */
export function wasVoided(snapshot: StationSnapshot | null, roundId: number): boolean {
  if (snapshot === null) return false;
  if (snapshot.lastVoided !== undefined) return snapshot.lastVoided?.roundId === roundId;
  if (snapshot.round?.roundId === roundId) return false;
  return !snapshot.lastResults.some((r) => r.roundId === roundId);
}
