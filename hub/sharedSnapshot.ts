// A snapshot broadcast serialises the table's part once for all its stations (docs/protocol.md
// "Snapshots"): K stations cost one read of the round, session and results and one JSON of them,
// then each station's credit, chips and settlement only.
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './clock.ts';
import type { HubTable } from './tables/wheel/hubTable.ts';
import { type TableSnapshotPart, tableSnapshotPart } from './tables/wheel/snapshot.ts';

/** The shared part of one broadcast, read and serialised once. */
export interface SharedSnapshot {
  readonly part: TableSnapshotPart;
  /**
   * The message's text up to and including the shared fields of `state`, left open: a station's
   * own fields and two closing braces complete it. `type` comes first (clients dispatch on it).
   */
  readonly head: string;
}

/** What a shared snapshot reads of the running hub. */
export interface SharedSnapshotContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  /** The wheel table's change counter. */
  sequence(tableId: string): number;
  /** Set on a demo hub (issue 10 §2). */
  readonly demo?: true;
}

/** Reads and serialises `table`'s shared snapshot part now, with the table's current sequence. */
export function sharedSnapshot(hub: SharedSnapshotContext, table: HubTable): SharedSnapshot {
  const part = tableSnapshotPart(hub.db, table, hub.clock.now());
  const { tableId } = table.config;
  const message = {
    type: 'snapshot',
    seq: hub.sequence(tableId),
    tableId,
    roundId: part.state.round?.roundId ?? null,
  };
  // Issue 10 §2: a demo hub says so in every snapshot, so that every screen shows "DÉMO".
  const state = hub.demo === true ? { ...part.state, demo: true } : part.state;
  const head = `${JSON.stringify(message).slice(0, -1)},"state":${JSON.stringify(state).slice(0, -1)}`;
  return { part, head };
}
