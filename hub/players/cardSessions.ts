// The one-time card sessions (issue 12 §2): what a successful tap leaves on the hub, named on the
// wire by 32 random bytes. A session belongs to the station (or desk) whose relay opened it, lives
// two minutes, is replaced by that holder's next tap, and is spent by the login or payment that
// succeeds with it — so a session overheard or replayed is worth nothing. Memory only: a restart
// of the hub asks for a new tap.
import { randomBytes } from 'node:crypto';
import type { AuthenticatedCard } from './authenticatedCard.ts';

/** How long a tapped card may wait for its PIN. */
export const CARD_SESSION_TTL_MS = 120_000;

interface Entry {
  readonly holder: string;
  readonly card: AuthenticatedCard;
  readonly playerId: string;
  readonly expiresAt: number;
}

/** The live card sessions of a hub. */
export class CardSessions {
  readonly #entries = new Map<string, Entry>();

  /** Opens a session for `holder` (`terminal:<id>` or `staff:<login>`), replacing its previous ones. */
  open(holder: string, card: AuthenticatedCard, playerId: string, now: number): string {
    this.#sweep(now);
    for (const [id, e] of this.#entries) if (e.holder === holder) this.#entries.delete(id);
    const id = randomBytes(32).toString('hex');
    this.#entries.set(id, { holder, card, playerId, expiresAt: now + CARD_SESSION_TTL_MS });
    return id;
  }

  /** The card of a live session of `holder`, or null (unknown, expired, spent, or another's). */
  peek(id: string, holder: string, now: number): { card: AuthenticatedCard; playerId: string } | null {
    const e = this.#entries.get(id);
    if (e === undefined || e.holder !== holder) return null;
    if (e.expiresAt <= now) {
      this.#entries.delete(id);
      return null;
    }
    return { card: e.card, playerId: e.playerId };
  }

  /** Spends a session: it works no more. */
  spend(id: string): void {
    this.#entries.delete(id);
  }

  /** Ends every session of `holder` (its connection closed). */
  dropHolder(holder: string): void {
    for (const [id, e] of this.#entries) if (e.holder === holder) this.#entries.delete(id);
  }

  /** How many sessions are live (tests, metrics). */
  get size(): number {
    return this.#entries.size;
  }

  #sweep(now: number): void {
    for (const [id, e] of this.#entries) if (e.expiresAt <= now) this.#entries.delete(id);
  }
}
