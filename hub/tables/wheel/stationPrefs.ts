// A wheel table's per-station preferences (issue 11 §2 items 3–4; docs/protocol.md "Player
// controls"): the player's chosen minimum (seed 000: "chaque poste de jeu peut permettre au joueur
// de choisir sa mise minimum"; RULES.md A.1: never below the table's) and their favourite layouts.
// They belong to the station's session — from one "Paiement" to the next — since at a wheel table
// the player is anonymous: the voucher that ends a player's visit clears them for the next player.
// Each change is journaled (nothing is lost across a crash) and the book is rebuilt at start by
// reading those entries back with their schemas.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { Cents } from '../../../games/money.ts';
import type { Favourite } from '../../../protocol/wheelCommands.ts';
import { appendEntry, readEntry, readWith } from '../../entries/typedJournal.ts';
import { replayFromCheckpoint } from '../../store/checkpointedReplay.ts';

/** One station's preferences. */
export interface StationPrefs {
  /** The player's chosen minimum, or null for the table's. */
  readonly minimum: Cents | null;
  /** Favourite layouts by slot. */
  readonly favourites: ReadonlyMap<number, Favourite>;
}

/** The journal kinds of the preferences, and the entry that ends a station's session. */
export const PREF_KINDS = {
  minimum: 'PlayerMinimumSet',
  saved: 'FavouriteSaved',
  deleted: 'FavouriteDeleted',
  sessionEnd: 'VoucherIssued',
} as const;

/** The station a voucher names (the entry that ends a station's session). */
const Station = z.object({ tableId: z.string(), terminalId: z.string() });

const NONE: StationPrefs = { minimum: null, favourites: new Map() };

/** The preferences of every station of one table. */
export class StationPrefsBook {
  readonly #tableId: string;
  #byStation = new Map<string, StationPrefs>();

  constructor(tableId: string) {
    this.#tableId = tableId;
  }

  /** Station `terminalId`'s preferences. */
  of(terminalId: string): StationPrefs {
    return this.#byStation.get(terminalId) ?? NONE;
  }

  /** Journals a chosen minimum, null for the table's (inside the caller's transaction); `apply` keeps it once committed. */
  setMinimum(db: DatabaseSync, at: string, terminalId: string, minimum: Cents | null): () => void {
    appendEntry(db, at, PREF_KINDS.minimum, `terminal:${terminalId}`, {
      ...this.#station(terminalId),
      minimum,
    });
    return () => this.#update(terminalId, (p) => ({ ...p, minimum }));
  }

  /** Journals a saved favourite (inside the caller's transaction); `apply` keeps it once committed. */
  saveFavourite(db: DatabaseSync, at: string, terminalId: string, favourite: Favourite): () => void {
    appendEntry(db, at, PREF_KINDS.saved, `terminal:${terminalId}`, {
      ...this.#station(terminalId),
      favourite,
    });
    return () => this.#update(terminalId, (p) => withFavourite(p, favourite.slot, favourite));
  }

  /** Journals a deleted favourite (inside the caller's transaction); `apply` forgets it once committed. */
  deleteFavourite(db: DatabaseSync, at: string, terminalId: string, slot: number): () => void {
    appendEntry(db, at, PREF_KINDS.deleted, `terminal:${terminalId}`, { ...this.#station(terminalId), slot });
    return () => this.#update(terminalId, (p) => withFavourite(p, slot, null));
  }

  /** "Paiement" ended the station's session: the next player starts from the table's defaults. */
  endSession(terminalId: string): void {
    this.#byStation.delete(terminalId);
  }

  /** Rebuilds every station's preferences from the journal (at start), from their checkpoint when one holds. */
  rebuild(db: DatabaseSync): void {
    const kinds: readonly string[] = Object.values(PREF_KINDS);
    this.#byStation = replayFromCheckpoint<Map<string, StationPrefs>>(db, {
      name: `prefs:${this.#tableId}`,
      configuration: '',
      tableId: this.#tableId,
      empty: () => new Map(),
      fold: (byStation, { kind, payload }) => {
        if (kinds.includes(kind)) replayPref(byStation, kind, payload);
        return byStation;
      },
    });
  }

  /** The fields every preference entry starts with, in the order they were always journaled. */
  #station(terminalId: string): { tableId: string; terminalId: string } {
    return { tableId: this.#tableId, terminalId };
  }

  #update(terminalId: string, change: (p: StationPrefs) => StationPrefs): void {
    this.#byStation.set(terminalId, change(this.of(terminalId)));
  }
}

/** Applies one journaled preference entry to `byStation` (the rebuild's fold; it never touches a live book). */
function replayPref(byStation: Map<string, StationPrefs>, kind: string, payload: string): void {
  const update = (terminalId: string, change: (p: StationPrefs) => StationPrefs): void => {
    byStation.set(terminalId, change(byStation.get(terminalId) ?? NONE));
  };
  // Each entry is read back by its schema (hub/entries/stationPrefEntries.ts); one that does not
  // parse is not this book's. A voucher ends its station's session: only its station is read.
  if (kind === PREF_KINDS.sessionEnd) {
    const e = readWith(Station, kind, payload);
    if (e.ok) byStation.delete(e.payload.terminalId);
  } else if (kind === PREF_KINDS.minimum) {
    const e = readEntry(PREF_KINDS.minimum, payload);
    if (e.ok) update(e.payload.terminalId, (p) => ({ ...p, minimum: e.payload.minimum }));
  } else if (kind === PREF_KINDS.saved) {
    const e = readEntry(PREF_KINDS.saved, payload);
    if (e.ok)
      update(e.payload.terminalId, (p) => withFavourite(p, e.payload.favourite.slot, e.payload.favourite));
  } else if (kind === PREF_KINDS.deleted) {
    const e = readEntry(PREF_KINDS.deleted, payload);
    if (e.ok) update(e.payload.terminalId, (p) => withFavourite(p, e.payload.slot, null));
  }
}

function withFavourite(prefs: StationPrefs, slot: number, favourite: Favourite | null): StationPrefs {
  const favourites = new Map(prefs.favourites);
  if (favourite === null) favourites.delete(slot);
  else favourites.set(slot, favourite);
  return { ...prefs, favourites };
}
