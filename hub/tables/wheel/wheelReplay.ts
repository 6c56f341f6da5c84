// The table's memory at start: its journaled decider events replayed in order through the live
// path's own `applyEntry` (STYLE.md: replay from the first event reproduces the live state), from
// its checkpoint when one holds (hub/store/checkpointedReplay.ts, docs/journal.md). Each round
// entry is parsed with the table's own game's schemas (hub/entries/wheelParts.ts), never cast.
import type { DatabaseSync } from 'node:sqlite';
import {
  WHEEL_KINDS,
  type WheelKind,
  type WheelPayloads,
  type WheelSchemas,
} from '../../entries/wheelEntries.ts';
import { readWith } from '../../entries/typedJournal.ts';
import { wheelEntries } from '../../entries/wheelParts.ts';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';
import { applyEntry, emptyMemory } from './wheelMemory.ts';
import type { PocketOutcome, WheelMemory } from './wheelTypes.ts';

const KINDS: ReadonlySet<string> = new Set(WHEEL_KINDS);

function isWheelKind(kind: string): kind is WheelKind {
  return KINDS.has(kind);
}

/** Replays every decider event journaled for `tableId`, read with its game's `entries` schemas. */
export function replayTable<S, B, O, P>(
  db: DatabaseSync,
  tableId: string,
  options: P,
  entries: WheelSchemas<S, B, O>,
): WheelMemory<S, P, O>;
/** Replays them read as any wheel game's (the catalogue's schemas: spots and bets as journaled). */
export function replayTable<P>(
  db: DatabaseSync,
  tableId: string,
  options: P,
): WheelMemory<unknown, P, PocketOutcome>;
export function replayTable<S, B, O, P>(
  db: DatabaseSync,
  tableId: string,
  options: P,
  entries?: WheelSchemas<S, B, O>,
): WheelMemory<S, P, O> | WheelMemory<unknown, P, PocketOutcome> {
  return entries === undefined
    ? replayWith(db, tableId, options, wheelEntries)
    : replayWith(db, tableId, options, entries);
}

function replayWith<S, B, O, P>(
  db: DatabaseSync,
  tableId: string,
  options: P,
  entries: WheelSchemas<S, B, O>,
): WheelMemory<S, P, O> {
  return replayFromCheckpoint<WheelMemory<S, P, O>>(db, {
    name: `wheel:${tableId}`,
    configuration: JSON.stringify(options),
    tableId,
    empty: () => emptyMemory<S, P, O>(options),
    fold(memory, { seq, kind, payload }) {
      // Only the round entries carry a decider event: the table's other entries are not even decoded.
      if (!isWheelKind(kind)) return memory;
      const read = readWith<WheelPayloads<S, B, O>[WheelKind]>(entries[kind], kind, payload, seq);
      // Unreadable, it cannot say what happened at the table: the replay stops and says which.
      if (!read.ok) throw read.error;
      const entry = read.payload;
      // A skeleton's entry (a hub older than the decider) has no event: its rounds are voided at start.
      if (entry.event === undefined) return memory;
      const terminalId = 'terminalId' in entry ? entry.terminalId : undefined;
      // Entries older than issue 12 §3 name no player: their bets stay anonymous.
      const playerId = 'playerId' in entry ? entry.playerId : undefined;
      return applyEntry(memory, entry.event, {
        seq,
        ...(terminalId === undefined ? {} : { terminalId }),
        ...(playerId === undefined ? {} : { playerId }),
      });
    },
  });
}
