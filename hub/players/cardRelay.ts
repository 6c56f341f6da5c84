// The hub's side of the card relay on one connection (issue 12 §2): a tapped card is
// authenticated by the hub itself, through the station, with the card master key that only the
// hub holds (desfire/, authenticatedCard.ts); success opens a one-time card session for that
// station (cardSessions.ts), failure answers a typed reason (a copy: CARD_NOT_GENUINE).
import type { DatabaseSync } from 'node:sqlite';
import type { CardRelayClientMessage, CardRelayHubMessage } from '../../protocol/cardRelayMessages.ts';
import type { ErrorCode } from '../../protocol/errors.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { tapCard } from './authenticatedCard.ts';
import type { CardSessions } from './cardSessions.ts';
import { RelayExchange } from './relayExchange.ts';

/** What card authentication needs from the hub: the master key (null: not configured) and the sessions. */
export interface CardAuthority {
  readonly masterKey: Buffer | null;
  /** During a rotation, the master key being retired: cards still under it are re-keyed at their tap. */
  readonly previousMasterKey?: Buffer;
  readonly sessions: CardSessions;
}

/** What the relay of one connection needs. */
export interface CardRelayContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly log: Logger;
  readonly authority: CardAuthority;
  /** Whom the sessions belong to: `terminal:<id>` (or `staff:<login>`), null before hello. */
  holder(): string | null;
  send(message: CardRelayHubMessage): void;
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  CARD_NOT_GENUINE: 'the card failed mutual authentication',
  CARD_BLANK: 'the card has no Tapis application',
  CARD_UNREADABLE: 'the card exchange failed',
  UNKNOWN_CARD: 'card not recognised',
  CARD_AUTH_UNAVAILABLE: 'this hub has no card master key',
};

/** One connection's relay: at most one exchange at a time (a new tap ends the previous one). */
export class CardRelay {
  readonly #ctx: CardRelayContext;
  #current: RelayExchange | null = null;
  /** The UID of the card last presented here (a desk issues onto it). */
  #presentedUid: string | null = null;

  constructor(ctx: CardRelayContext) {
    this.#ctx = ctx;
  }

  /** Handles a relay message from the station (parsed at the edge; the station authenticated). */
  receive(message: CardRelayClientMessage): void {
    if (message.type === 'cardResponse') {
      const current = this.#current;
      // A response to another or an ended exchange is nothing awaited: dropped (a replay lands here).
      if (current?.id !== message.exchangeId || !current.respond(message.step, message.response))
        this.#ctx.log('debug', 'card response ignored', { step: message.step });
      return;
    }
    this.#current?.abort('another card was presented');
    this.#presentedUid = message.uid.toUpperCase();
    const exchange = new RelayExchange((m) => this.#ctx.send(m));
    this.#current = exchange;
    void this.#run(exchange, message.uid);
  }

  /**
   * A new exchange with the card last presented here, when its UID is `uidHex` (a desk reader
   * issuing onto the blank card it presented), else null. The caller ends it with `release`.
   */
  openExchange(uidHex: string): RelayExchange | null {
    if (this.#presentedUid !== uidHex.toUpperCase()) return null;
    this.#current?.abort('the desk started another exchange');
    const exchange = new RelayExchange((m) => this.#ctx.send(m));
    this.#current = exchange;
    return exchange;
  }

  /** Ends an exchange opened by openExchange. */
  release(exchange: RelayExchange): void {
    exchange.abort('done');
    if (this.#current === exchange) this.#current = null;
  }

  /** The connection closed: the exchange ends and the holder's sessions with it. */
  close(): void {
    this.#current?.abort('the connection closed');
    this.#current = null;
    const holder = this.#ctx.holder();
    if (holder !== null) this.#ctx.authority.sessions.dropHolder(holder);
  }

  async #run(exchange: RelayExchange, uidHex: string): Promise<void> {
    const { authority, db, clock, log } = this.#ctx;
    const refuse = (code: ErrorCode): void => {
      if (this.#current === exchange) this.#current = null;
      this.#ctx.send({
        type: 'cardRefused',
        exchangeId: exchange.id,
        error: { code, message: MESSAGES[code] ?? code },
      });
    };
    const holder = this.#ctx.holder();
    if (authority.masterKey === null || holder === null) return refuse('CARD_AUTH_UNAVAILABLE');
    try {
      const tap = await tapCard(
        db,
        exchange,
        Buffer.from(uidHex, 'hex'),
        authority.masterKey,
        authority.previousMasterKey,
      );
      // A newer tap replaced this one meanwhile: its verdict is no longer anyone's.
      if (this.#current !== exchange) return;
      if (!tap.ok) {
        log('info', 'card refused', { code: tap.code, holder });
        return refuse(tap.code);
      }
      this.#current = null;
      const cardSession = authority.sessions.open(holder, tap.card, tap.playerId, clock.now());
      this.#ctx.send({ type: 'cardAuthenticated', exchangeId: exchange.id, cardSession });
    } catch (error) {
      log('error', 'card exchange failed', { error: String(error) });
      refuse('CARD_UNREADABLE');
    }
  }
}
