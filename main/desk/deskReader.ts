// The desk's reader and the hub (issue 12 §2; docs/players.md "Card authentication"): each card
// put on the desk's supervised reader is presented to the hub through the relay (relayCard: the
// hub reads it — blank, genuine, revoked or a copy), then served (serveCard) until it is lifted,
// so that the hub can open the exchange that personalises a blank card when the cashier issues
// it. The desk holds no card key; it carries APDUs, as a station does.
import type { ProtocolError } from '../../protocol/errors.ts';
import { relayCard, type RelayLink, serveCard } from '../station/cardRelay.ts';
import type { TappedCard } from '../station/reader/readerSupervisor.ts';

/** What the desk's reader saw, for the cashier's screen. */
export type DeskCardEvent =
  /** A card was read by the hub: authenticated (a Tapis card), or refused with its reason. */
  | { readonly kind: 'read'; readonly uid: string; readonly outcome: 'authenticated' | ProtocolError }
  /** The card left the reader. */
  | { readonly kind: 'lifted'; readonly uid: string };

/** The reader as the desk uses it (ReaderSupervisor's events). */
export interface DeskCardSource {
  onCard(listener: (card: TappedCard) => void): () => void;
  onCardGone(listener: (tapId: number) => void): () => void;
}

/** The card on the desk's reader now, as the hub read it. */
export interface DeskCard {
  /** The UID in upper-case hex, as issueCard names it. */
  readonly uid: string;
  /** The one-time card session of a genuine card (never shown: a bearer secret), else null. */
  readonly cardSession: string | null;
}

/** The desk's reader served to the hub: `current()` is the card on it, `stop()` ends serving. */
export interface DeskReader {
  current(): DeskCard | null;
  /** Presents the card on the reader again (the hub forgets it with a dropped link). */
  representCurrent(): void;
  stop(): void;
}

/** Serves every card of `source` to the hub over `link`; `report` hears each read and lift. */
export function serveDeskReader(
  source: DeskCardSource,
  link: RelayLink,
  report: (event: DeskCardEvent) => void,
): DeskReader {
  let card: TappedCard | null = null;
  let read: DeskCard | null = null;
  let stopServing: (() => void) | null = null;
  /** The presentation under way: a newer one (another card, or after a reconnect) silences it. */
  let presentation: ScopedLink | null = null;

  const present = (tapped: TappedCard): void => {
    stopServing?.();
    stopServing = null;
    presentation?.revoke();
    read = null;
    const uid = Buffer.from(tapped.uid).toString('hex').toUpperCase();
    const scoped = scopedLink(link);
    presentation = scoped;
    void relayCard(scoped.link, tapped).then((outcome) => {
      if (card !== tapped || presentation !== scoped) return; // lifted or presented again meanwhile
      read = { uid, cardSession: outcome.ok ? outcome.cardSession : null };
      // Served only once the presentation settled: both at once would send each command twice.
      stopServing = serveCard(scoped.link, tapped);
      report({ kind: 'read', uid, outcome: outcome.ok ? 'authenticated' : outcome.error });
    });
  };

  const offCard = source.onCard((tapped) => {
    card = tapped;
    present(tapped);
  });
  const offGone = source.onCardGone((tapId) => {
    if (card === null || card.tapId !== tapId) return;
    const uid = Buffer.from(card.uid).toString('hex').toUpperCase();
    card = null;
    read = null;
    stopServing?.();
    stopServing = null;
    presentation?.revoke();
    presentation = null;
    report({ kind: 'lifted', uid });
  });

  return {
    current: () => read,
    representCurrent() {
      if (card !== null) present(card);
    },
    stop() {
      offCard();
      offGone();
      stopServing?.();
      presentation?.revoke();
      card = null;
      read = null;
    },
  };
}

/** A view of the relay link that one presentation uses, and its revocation. */
interface ScopedLink {
  readonly link: RelayLink;
  revoke(): void;
}

/**
 * The relay link for one presentation of a card: once revoked its listeners hear nothing and it
 * sends nothing, so that a presentation left waiting (its link dropped before the hub named its
 * exchange) cannot adopt the next presentation's exchange and hand the card each command twice.
 */
function scopedLink(link: RelayLink): ScopedLink {
  let live = true;
  const unlistens: (() => void)[] = [];
  return {
    link: {
      send: (message) => live && link.send(message),
      listen(listener) {
        const unlisten = link.listen((message) => {
          if (live) listener(message);
        });
        unlistens.push(unlisten);
        return unlisten;
      },
    },
    revoke() {
      live = false;
      for (const unlisten of unlistens.splice(0)) unlisten();
    },
  };
}
