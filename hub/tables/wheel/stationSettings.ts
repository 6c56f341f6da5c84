// A wheel station's settings as hub commands (issue 11; docs/protocol.md "Player controls"): the
// player's chosen minimum (seed 000: "chaque poste de jeu peut permettre au joueur de choisir sa
// mise minimum"; RULES.md A.1: never below the table's) and their favourite layouts. Each is
// checked here, then journaled with the command's reply in one transaction (stationPrefs.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../../games/money.ts';
import type { CommandResult } from '../../../protocol/hubMessages.ts';
import type { Favourite } from '../../../protocol/wheelCommands.ts';
import { type Outcome, refusal } from '../../outcome.ts';
import type { StationPrefsBook } from './stationPrefs.ts';
import type { WheelGame } from './wheelGame.ts';

/** What the settings need from their table for one station (hub/tables/wheel/wheelTable.ts gives it). */
export interface SettingsContext {
  readonly game: Pick<
    WheelGame<unknown, unknown, never, unknown>,
    'name' | 'parseSpot' | 'annonceOf' | 'largestMaximum'
  >;
  readonly tableMinimum: Cents;
  readonly prefs: StationPrefsBook;
  readonly terminalId: string;
  /** Journals `write` with `result` recorded for the command in one transaction, then keeps it. */
  change(result: CommandResult, write: (db: DatabaseSync, at: string) => () => void): Outcome<CommandResult>;
}

/** The player's chosen minimum, or null for the table's again: at least the table's, at most its largest maximum. */
export function setPlayerMinimum(ctx: SettingsContext, minimum: Cents | null): Outcome<CommandResult> {
  if (minimum !== null && minimum < ctx.tableMinimum)
    return refusal('STAKE_BELOW_MINIMUM', 'below the table minimum', { minimum: ctx.tableMinimum });
  // Above the largest maximum no stake could be placed anywhere.
  if (minimum !== null && minimum > ctx.game.largestMaximum)
    return refusal('STAKE_ABOVE_MAXIMUM', 'above every maximum of the table', {
      maximum: ctx.game.largestMaximum,
    });
  return ctx.change({ kind: 'playerMinimumSet', minimum }, (db, at) =>
    ctx.prefs.setMinimum(db, at, ctx.terminalId, minimum),
  );
}

/** Saves a favourite layout in its slot: bets of this table's game only (the limits apply when it is played). */
export function saveFavourite(ctx: SettingsContext, favourite: Favourite): Outcome<CommandResult> {
  for (const [item, bet] of favourite.bets.entries()) {
    const mine = bet.kind === 'bet' ? ctx.game.parseSpot(bet.spot) : ctx.game.annonceOf(bet.annonce);
    if (mine === null)
      return refusal('ILLEGAL_BET', `not a bet of this table's game (${ctx.game.name})`, {
        reason: 'notThisGame',
        game: ctx.game.name,
        item,
      });
  }
  return ctx.change({ kind: 'favouriteSaved', slot: favourite.slot }, (db, at) =>
    ctx.prefs.saveFavourite(db, at, ctx.terminalId, favourite),
  );
}

/** Deletes a favourite layout; an empty slot deletes nothing and says so. */
export function deleteFavourite(ctx: SettingsContext, slot: number): Outcome<CommandResult> {
  if (!ctx.prefs.of(ctx.terminalId).favourites.has(slot))
    return refusal('NO_SUCH_BET', `no favourite in slot ${slot}`, { reason: 'noFavourite', slot });
  return ctx.change({ kind: 'favouriteDeleted', slot }, (db, at) =>
    ctx.prefs.deleteFavourite(db, at, ctx.terminalId, slot),
  );
}
