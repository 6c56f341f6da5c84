// A hold'em table's memory at start: its journaled facts replayed in order through the live
// path's own `applyFact` (STYLE.md: replay from the first event reproduces the live state), from
// its checkpoint when one holds (hub/store/checkpointedReplay.ts, docs/journal.md).
import type { DatabaseSync } from 'node:sqlite';
import { kindsOf } from '../../entries/catalogue.ts';
import { holdemEntries } from '../../entries/holdemEntries.ts';
import { type Entry, kindSet, readEntryOf } from '../../entries/typedJournal.ts';
import { POT_RAKED } from '../../registers/entryKinds.ts';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';
import { gamingDayOf } from '../../registers/gamingDay.ts';
import type { HoldemTableConfig } from './holdemConfig.ts';
import { type HoldemFact, type HoldemMemory, applyFact, emptyMemory } from './holdemMemory.ts';

/** The kinds the fold reads: the room's entries and the rake of each pot. */
const HOLDEM_KINDS = kindSet([...kindsOf(holdemEntries), POT_RAKED]);

/** One parsed entry the fold reads. */
export type HoldemEntry = Entry<(typeof HOLDEM_KINDS.kinds)[number]>;

/** The fold input of one parsed hold'em entry. */
export function factOf(entry: HoldemEntry, at: string, config: HoldemTableConfig): HoldemFact {
  switch (entry.kind) {
    case POT_RAKED: {
      const { serial, rake } = entry.payload;
      return { kind: 'potRaked', day: gamingDayOf(at, config.gamingDay), serial, rake };
    }
    case 'HoldemPartieStarted': {
      const { partie, caveMinimum, smallBlind, bigBlind, ante } = entry.payload;
      return { kind: 'partieStarted', partie, settings: { caveMinimum, smallBlind, bigBlind, ante } };
    }
    case 'HoldemPartieEnded':
      return { kind: 'partieEnded' };
    case 'HoldemHandVoided':
      return { kind: 'handVoided', refunds: entry.payload.refunds };
    case 'HoldemPlayerSeated': {
      const { event, terminalId } = entry.payload;
      return terminalId === null ? { kind: 'engine', event } : { kind: 'engine', event, terminalId };
    }
    default:
      return { kind: 'engine', event: entry.payload.event };
  }
}

/** Replays every hold'em fact journaled for the table, from its checkpoint when one holds. */
export function replayHoldemTable(db: DatabaseSync, config: HoldemTableConfig): HoldemMemory {
  return replayFromCheckpoint<HoldemMemory>(db, {
    name: `holdem:${config.tableId}`,
    configuration: JSON.stringify([config.options, config.gamingDay]),
    tableId: config.tableId,
    empty: () => emptyMemory(config.options),
    fold(memory, { seq, kind, at, payload }) {
      const entry = readEntryOf(HOLDEM_KINDS, kind, payload, seq);
      if (entry === null) return memory;
      // An entry the live path wrote and the chain vouches for, yet unreadable: folding past it
      // would rebuild a table whose stacks disagree with the ledger, so the replay stops and says which.
      if (!entry.ok) throw entry.error;
      return applyFact(memory, factOf(entry.entry, at, config));
    },
  });
}
