// Who is logged in at each station, kept in memory (issue 12 §3): the wheel tables name the
// player in every bet's journal entry, and a bet is the hot path (no database read per bet,
// DESIGN.md "Performance"). Loaded from `player_cards.active_terminal` at start, then kept in step
// by the only writers of that column: the station login and logout (hub/connections/holdemConnection.ts),
// the Paiement that ends a player's time at a station, and a card's revocation (reloaded).
import type { DatabaseSync } from 'node:sqlite';
import type { HubPlayer } from '../../protocol/loginState.ts';
import { statement } from '../store/statements.ts';

/** The player logged in at each station, by terminal id (with the name the station greets). */
export class StationPlayers {
  readonly #byTerminal = new Map<string, HubPlayer>();

  constructor(db: DatabaseSync) {
    this.reload(db);
  }

  /** Reads every station's logged-in card again (at start, and after a card's revocation). */
  reload(db: DatabaseSync): void {
    this.#byTerminal.clear();
    // `>= ''` is `IS NOT NULL` for a TEXT column (every terminal id is text), but SQLite reads it
    // through the column's unique index: the cards logged in now, not every card ever issued
    // (issue 13 §5: 5 ms per start at 10⁵ cards, and growing with them).
    const rows = statement(
      db,
      `SELECT c.active_terminal, c.player_id, p.last_name, p.first_name
         FROM player_cards c JOIN players p ON p.player_id = c.player_id
        WHERE c.active_terminal >= ''`,
    ).all() as { active_terminal: string; player_id: string; last_name: string; first_name: string }[];
    for (const r of rows)
      this.#byTerminal.set(r.active_terminal, {
        playerId: r.player_id,
        lastName: r.last_name,
        firstName: r.first_name,
      });
  }

  /** The id of the player logged in at `terminalId`, or null (an anonymous player, or nobody). */
  playerAt(terminalId: string): string | null {
    return this.#byTerminal.get(terminalId)?.playerId ?? null;
  }

  /** The player logged in at `terminalId` with their name, or null. */
  playerOf(terminalId: string): HubPlayer | null {
    return this.#byTerminal.get(terminalId) ?? null;
  }

  /** `player` logged in at `terminalId` (after the login's transaction committed). */
  loggedIn(terminalId: string, player: HubPlayer): void {
    this.#byTerminal.set(terminalId, player);
  }

  /** Nobody logged in at `terminalId` any more. */
  loggedOut(terminalId: string): void {
    this.#byTerminal.delete(terminalId);
  }
}
