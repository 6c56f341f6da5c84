// The meter mirror and the recall kept from the hub's snapshots (DESIGN.md "Persistence": a
// terminal that loses power shows the right credit and the round in progress when it returns).
// Only what the hub confirmed is written: a snapshot, or an accepted bet's reply.
import {
  RouletteStationSnapshotSchema,
  type RouletteStationSnapshot,
  type StationSnapshot,
} from '../../protocol/stationSnapshot.ts';
import type { StationStore } from './stationStore.ts';

/** One game of the station's recall, as the hub's snapshot reported its settlement. */
export interface StationRecallLine {
  readonly game: StationSnapshot['game'];
  readonly roundId: number;
  readonly pocket: number;
  readonly staked: number;
  readonly returned: number;
  /** The station's credit in the first snapshot that carried this settlement. */
  readonly creditAfter: number;
}

/** Writes the hub's confirmed figures to the station's store, skipping writes that change nothing. */
export class StationMirror {
  readonly #store: StationStore;
  #lastWritten: string | null = null;
  #lastRecall: string | null = null;

  constructor(store: StationStore) {
    this.#store = store;
  }

  /**
   * Mirrors `snapshot` (sequence `seq`) and, when it carries a settlement not yet recorded, adds
   * that game to the recall. A failed write is reported to the caller: the hub's figure is still
   * the truth, and the next snapshot writes again.
   */
  save(snapshot: StationSnapshot, seq: number): void {
    const text = JSON.stringify(snapshot);
    if (text !== this.#lastWritten) {
      this.#store.saveMeter({ tableId: snapshot.tableId, credit: snapshot.credit, seq, snapshot });
      this.#lastWritten = text;
    }
    const settled = snapshot.lastSettlement;
    if (settled === null) return;
    const recallKey = `${snapshot.tableId}:${settled.roundId}`;
    if (recallKey === this.#lastRecall) return;
    const line: StationRecallLine = {
      game: snapshot.game,
      roundId: settled.roundId,
      pocket: settled.pocket,
      staked: settled.staked,
      returned: settled.returned,
      creditAfter: snapshot.credit,
    };
    // Only games this station played: a round it sat out has nothing to recall.
    if (settled.staked > 0) this.#store.saveRecall(snapshot.tableId, settled.roundId, line);
    this.#lastRecall = recallKey;
  }
}

/** The last confirmed roulette snapshot, to draw until the hub's first snapshot; null when none. */
export function restoredSnapshot(store: StationStore): RouletteStationSnapshot | null {
  const parsed = RouletteStationSnapshotSchema.safeParse(store.meter()?.snapshot);
  return parsed.success ? parsed.data : null;
}
