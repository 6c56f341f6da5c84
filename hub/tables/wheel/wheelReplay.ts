// The table's memory at start: its journaled decider events replayed in order through the live
// path's own `applyEntry` (STYLE.md: replay from the first event reproduces the live state), from
// its checkpoint when one holds (hub/store/checkpointedReplay.ts, docs/journal.md).
import type { DatabaseSync } from 'node:sqlite';
import type { Event } from '../../../games/wheelRound/state.ts';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';
import { applyEntry, emptyMemory } from './wheelMemory.ts';
import type { WheelMemory } from './wheelTypes.ts';

/** Replays every decider event journaled for `tableId` (any wheel game: the events are its own). */
export function replayTable<S, B, O, P>(db: DatabaseSync, tableId: string, options: P): WheelMemory<S, P, O> {
  return replayFromCheckpoint<WheelMemory<S, P, O>>(db, {
    name: `wheel:${tableId}`,
    configuration: JSON.stringify(options),
    tableId,
    empty: () => emptyMemory<S, P, O>(options),
    fold(memory, { seq, payload }) {
      const entry = JSON.parse(payload) as {
        event?: Event<S, B, O> | null;
        terminalId?: string;
        playerId?: string;
      };
      // The entries with a decider event (`json_extract(payload, '$.event') IS NOT NULL` before).
      if (entry.event === undefined || entry.event === null) return memory;
      return applyEntry(memory, entry.event, {
        seq,
        ...(entry.terminalId === undefined ? {} : { terminalId: entry.terminalId }),
        // Entries older than issue 12 §3 name no player: their bets stay anonymous.
        ...(entry.playerId === undefined ? {} : { playerId: entry.playerId }),
      });
    },
  });
}
