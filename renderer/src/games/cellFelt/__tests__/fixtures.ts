// Station snapshots of the three plate-and-wheel games for the model tests, checked by the
// protocol's own schema so that a fixture can never drift from what the hub sends.
import { StationSnapshotSchema, type StationSnapshot } from '../../../../../protocol/stationSnapshot.ts';
import type { CellFeltUi } from '../model.ts';

const common = {
  tableId: 't-1',
  tableName: 'Table 1',
  session: 'open',
  lastRoundsRemaining: null,
  hubTime: 1_000,
  credit: 10_000,
  lastResults: [],
  lastSettlement: null,
};

/** A parsed snapshot of `game` with the given limits, bets and round. */
export function snapshotOf<G extends StationSnapshot['game']>(
  game: G,
  parts: { limits: unknown; bets?: unknown[]; round?: unknown },
): Extract<StationSnapshot, { game: G }> {
  const parsed = StationSnapshotSchema.parse({
    ...common,
    game,
    limits: parts.limits,
    bets: parts.bets ?? [],
    round: parts.round ?? { roundId: 7, phase: 'betting', closesAt: 2_000, result: null },
  });
  if (parsed.game !== game) throw new Error('wrong game');
  return parsed as Extract<StationSnapshot, { game: G }>;
}

/** A UI state: French, nothing pending, no result shown. */
export function uiOf(parts: Partial<CellFeltUi> = {}): CellFeltUi {
  return { language: 'fr', pending: [], spinning: false, shownResult: null, ...parts };
}
