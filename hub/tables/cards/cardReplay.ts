// A card table's memory at start: its journaled entries replayed in order through the live path's
// own `applyEntry`, and its orphans-register entries marking consignments orphaned.
import type { DatabaseSync } from 'node:sqlite';
import type { CardGame } from './cardGame.ts';
import { type CardEntry, type CardMemory, applyEntry, applyOrphan, emptyMemory } from './cardMemory.ts';
import type { OrphanRecord } from './consignments.ts';

/** Replays every entry journaled for `tableId`. */
export function replayCardTable<S, C, E extends { type: string; at: number }>(
  db: DatabaseSync,
  tableId: string,
  game: CardGame<S, C, E>,
): CardMemory<S> {
  let memory = emptyMemory(game);
  const rows = db
    .prepare(
      "SELECT seq, kind, payload FROM journal WHERE json_extract(payload, '$.tableId') = ? AND (json_extract(payload, '$.card') IS NOT NULL OR kind = 'OrphanRecorded') ORDER BY seq",
    )
    .iterate(tableId);
  for (const row of rows) {
    const { seq, kind, payload } = row as { seq: number; kind: string; payload: string };
    if (kind === 'OrphanRecorded') {
      memory = applyOrphan(memory, JSON.parse(payload) as OrphanRecord);
      continue;
    }
    const { card } = JSON.parse(payload) as { card: CardEntry<E> };
    memory = applyEntry(game, memory, card, seq);
  }
  return memory;
}
