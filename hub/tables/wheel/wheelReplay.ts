// The table's memory at start: its journaled decider events replayed in order through the live
// path's own `applyEntry` (STYLE.md: replay from the first event reproduces the live state).
import type { DatabaseSync } from 'node:sqlite';
import type { Event } from '../../../games/wheelRound/state.ts';
import { applyEntry, emptyMemory } from './wheelMemory.ts';
import type { WheelMemory } from './wheelTypes.ts';

/** Replays every decider event journaled for `tableId` (any wheel game: the events are its own). */
export function replayTable<S, B, O, P>(db: DatabaseSync, tableId: string, options: P): WheelMemory<S, P, O> {
  let memory = emptyMemory<S, P, O>(options);
  const rows = db
    .prepare(
      "SELECT seq, payload FROM journal WHERE json_extract(payload, '$.tableId') = ? AND json_extract(payload, '$.event') IS NOT NULL ORDER BY seq",
    )
    .iterate(tableId);
  for (const row of rows) {
    const { seq, payload } = row as { seq: number; payload: string };
    const entry = JSON.parse(payload) as { event: Event<S, B, O>; terminalId?: string; playerId?: string };
    memory = applyEntry(memory, entry.event, {
      seq,
      ...(entry.terminalId === undefined ? {} : { terminalId: entry.terminalId }),
      // Entries older than issue 12 §3 name no player: their bets stay anonymous.
      ...(entry.playerId === undefined ? {} : { playerId: entry.playerId }),
    });
  }
  return memory;
}
