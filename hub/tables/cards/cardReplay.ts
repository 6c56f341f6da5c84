// A card table's memory at start: its journaled entries replayed in order through the live path's
// own `applyEntry`, and its orphans-register entries marking consignments orphaned; from its
// checkpoint when one holds (hub/store/checkpointedReplay.ts, docs/journal.md).
import type { DatabaseSync } from 'node:sqlite';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';
import type { CardGame } from './cardGame.ts';
import { type CardEntry, type CardMemory, applyEntry, applyOrphan, emptyMemory } from './cardMemory.ts';
import { readEntry } from '../../entries/typedJournal.ts';
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
      // The entries with a card entry (`json_extract(payload, '$.card') IS NOT NULL` before).
      const { card } = JSON.parse(payload) as { card?: CardEntry<E> | null };
      return card === undefined || card === null ? memory : applyEntry(game, memory, card, seq);
    },
  });
}
