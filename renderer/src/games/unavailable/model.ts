// What the honest placeholder shows at a table whose game has no screen on this station yet
// (issue 11: never another game's felt): the game, the table, and the credit the hub holds for
// this station, so that "Paiement" never closes a credit the player cannot see. Pure.
import type { StationGame, StationView } from '../../../../protocol/bridge.ts';

/** The placeholder's scene model. */
export interface UnavailableModel {
  readonly game: StationGame;
  /** The table's name (hold'em views carry only the table's id). */
  readonly tableName: string;
  /** The station's credit, or at hold'em the seated player's stack; null when there is none. */
  readonly credit: number | null;
  /** Which figure `credit` is: the station's credit, or a hold'em stack (which Paiement does not take). */
  readonly creditKind: 'credit' | 'stack';
}

/** The model of `view`, or null before the hub said which table this is. */
export function unavailableModel(view: StationView): UnavailableModel | null {
  if (view.game === null) return null;
  if (view.game === 'holdem') {
    const { table, seat } = view.hub;
    const mine = seat === null ? undefined : table.seats.find((s) => s.seat === seat);
    return { game: 'holdem', tableName: table.tableId, credit: mine?.stack ?? null, creditKind: 'stack' };
  }
  return { game: view.game, tableName: view.hub.tableName, credit: view.hub.credit, creditKind: 'credit' };
}
