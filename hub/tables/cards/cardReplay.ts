// A card table's memory at start: its journaled entries replayed in order through the live path's
// own `applyEntry`, and its orphans-register entries marking consignments orphaned; from its
// checkpoint when one holds (hub/store/checkpointedReplay.ts, docs/journal.md). Each entry is
// parsed with its game's schemas (hub/entries/cardEntries.ts), never cast.
import type { DatabaseSync } from 'node:sqlite';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';
import type { CardGame } from './cardGame.ts';
import { type CardMemory, applyEntry, applyOrphan, emptyMemory } from './cardMemory.ts';
import { readEntry, readWith } from '../../entries/typedJournal.ts';
import { ORPHAN_RECORDED } from '../../registers/entryKinds.ts';

/** Replays every entry journaled for `tableId`. */
export function replayCardTable<S, C, E extends { type: string; at: number }>(
  db: DatabaseSync,
  tableId: string,
  game: CardGame<S, C, E>,
): CardMemory<S> {
  return replayFromCheckpoint<CardMemory<S>>(db, {
    name: `cards:${tableId}`,
    // The game and what its fold starts from (its options show in its initial state and limits).
    configuration: JSON.stringify([game.name, game.initial(), game.limits(), game.shoeRules()]),
    tableId,
    empty: () => emptyMemory(game),
    fold(memory, { seq, kind, payload }) {
      if (kind === ORPHAN_RECORDED) {
        const orphan = readEntry(ORPHAN_RECORDED, payload, seq);
        // Unreadable, it cannot say which consignment it orphaned: the replay stops and says which.
        if (!orphan.ok) throw orphan.error;
        return applyOrphan(memory, orphan.payload);
      }
      // Only the game's card kinds carry a card entry: the table's other entries are not even decoded.
      const schema = Object.hasOwn(game.entries, kind) ? game.entries[kind] : undefined;
      if (schema === undefined) return memory;
      const read = readWith(schema, kind, payload, seq);
      // Unreadable, it cannot say what happened at the table: the replay stops and says which.
      if (!read.ok) throw read.error;
      return applyEntry(game, memory, read.payload.card, seq);
    },
  });
}
