// The meter mirror and the recall kept from what the hub sent (DESIGN.md "Persistence": a terminal
// that loses power shows the right credit and the round in progress when it returns). Only the
// hub's part of the view (`game`, `hub`) is written: a snapshot, a card or hold'em view, or an
// accepted bet's reply — never anything the station or the renderer computed.
import { StationViewSchema, type StationView } from '../../protocol/stationView.ts';
import { recallLineOf } from './recallLines.ts';
import type { StationStore } from './stationStore.ts';
import { creditOf, tableIdOf } from './viewUpdates.ts';

/** Writes the hub's confirmed part of the view to the station's store, skipping writes that change nothing. */
export class StationMirror {
  readonly #store: StationStore;
  #lastWritten: string | null = null;
  #lastRecall: string | null = null;

  constructor(store: StationStore) {
    this.#store = store;
  }

  /**
   * Mirrors the hub's part of `view` (sequence `seq`) and, when it carries a settlement not yet
   * recorded that this station played (a wheel round, a black jack hand, a punto banco coup: see
   * recallLines.ts), adds that game to the recall. A failed
   * write throws to the caller: the hub's figure is still the truth, and the next view writes again.
   */
  save(view: StationView, seq: number): void {
    const tableId = tableIdOf(view);
    if (view.game === null || tableId === null) return;
    const confirmed = { game: view.game, hub: view.hub };
    const text = JSON.stringify(confirmed);
    if (text !== this.#lastWritten) {
      // Hold'em: the stack is the player's, not the station's meter (credit 0 on the meter row).
      this.#store.saveMeter({ tableId, credit: creditOf(view) ?? 0, seq, snapshot: confirmed });
      this.#lastWritten = text;
    }
    const recalled = recallLineOf(view);
    if (recalled === null) return;
    const recallKey = `${tableId}:${recalled.key}`;
    if (recallKey === this.#lastRecall) return;
    // A card game's first view after a restart is the one it kept: its figures were written when
    // the settlement was new (the credit since may hold the next hand's stakes).
    const kept =
      recalled.cardGame &&
      this.#store.recall().some((r) => r.tableId === tableId && r.roundId === recalled.key);
    if (!kept) this.#store.saveRecall(tableId, recalled.key, recalled.line);
    this.#lastRecall = recallKey;
  }
}

/**
 * `initial` with the last confirmed table view of the store (parsed again, never trusted by
 * `as`), to draw until the hub's first view; `initial` itself when there is none.
 */
export function restoredView(store: StationStore, initial: StationView): StationView {
  const kept = store.meter()?.snapshot;
  if (typeof kept !== 'object' || kept === null) return initial;
  const { game: _game, hub: _hub, ...own } = initial;
  const parsed = StationViewSchema.safeParse({ ...own, ...kept });
  return parsed.success ? parsed.data : initial;
}
