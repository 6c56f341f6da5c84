// The station's side of the card relay (issue 12 §2; docs/players.md "Card authentication"):
// the terminal stands in the public room and holds no card key, so it only carries APDUs between
// the hub, which authenticates the card, and the card on its reader. What it gets back is a
// one-time card session for the login — never the card's reference or any key.
import type { CardRelayClientMessage, CardRelayHubMessage } from '../../protocol/cardRelayMessages.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { CardChannel } from './reader/cardChannel.ts';

/** The hub link as the relay uses it (HubLink.sendRelay and its onCardRelay event). */
export interface RelayLink {
  /** Sends a relay message; false when the link is not online. */
  send(message: CardRelayClientMessage): boolean;
  /** Listens to the hub's relay messages; returns the unsubscribe. */
  listen(listener: (message: CardRelayHubMessage) => void): () => void;
}

/** A tap's outcome: the hub's one-time card session, or its typed refusal. */
export type RelayOutcome =
  { readonly ok: true; readonly cardSession: string } | { readonly ok: false; readonly error: ProtocolError };

/** How long one tap may take end to end (five APDUs at ~42 ms each on vpcd, a slow hub: more). */
export const RELAY_TIMEOUT_MS = 15_000;

/** A relay link over a HubLink-like object and a listener set the station feeds from onCardRelay. */
export function relayLinkOf(
  link: { sendRelay(message: CardRelayClientMessage): boolean },
  listeners: Set<(message: CardRelayHubMessage) => void>,
): RelayLink {
  return {
    send: (m) => link.sendRelay(m),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Presents the card on `channel` to the hub and carries the hub's commands to it, one at a time,
 * until the hub authenticates or refuses it. The first exchange id the hub names after the
 * presentation is this tap's; commands of any other exchange are not passed to the card.
 */
export function relayCard(
  link: RelayLink,
  channel: CardChannel,
  timeoutMs = RELAY_TIMEOUT_MS,
): Promise<RelayOutcome> {
  return new Promise<RelayOutcome>((resolve) => {
    let exchangeId: string | null = null;
    let done = false;
    const finish = (outcome: RelayOutcome): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unlisten();
      resolve(outcome);
    };
    const unreadable = (message: string): void =>
      finish({ ok: false, error: { code: 'CARD_UNREADABLE', message } });
    const timer = setTimeout(() => unreadable('the card exchange took too long'), timeoutMs);
    const unlisten = link.listen((message) => {
      exchangeId ??= message.exchangeId;
      if (message.exchangeId !== exchangeId) return;
      if (message.type === 'cardAuthenticated') return finish({ ok: true, cardSession: message.cardSession });
      if (message.type === 'cardRefused') return finish({ ok: false, error: message.error });
      channel.transmit(Buffer.from(message.apdu, 'hex')).then(
        (response) => {
          if (done) return;
          const sent = link.send({
            type: 'cardResponse',
            exchangeId: message.exchangeId,
            step: message.step,
            response: Buffer.from(response).toString('hex'),
          });
          if (!sent)
            finish({ ok: false, error: { code: 'OFFLINE', message: 'the link dropped during the tap' } });
        },
        (error: unknown) => unreadable(`the card stopped answering: ${String(error)}`),
      );
    });
    const presented = link.send({
      type: 'cardPresented',
      uid: Buffer.from(channel.uid).toString('hex').toUpperCase(),
    });
    if (!presented)
      finish({ ok: false, error: { code: 'OFFLINE', message: 'no link to the hub: the card was not read' } });
  });
}

/**
 * The cashier's desk reader: carries every command the hub sends to the card on `channel` —
 * including the exchanges the hub opens itself to issue the card — until stopped (card lifted).
 * Start it once relayCard's tap has settled: both at once would hand the card each command twice.
 * Returns the stop.
 */
export function serveCard(link: RelayLink, channel: CardChannel): () => void {
  let stopped = false;
  const unlisten = link.listen((message) => {
    if (message.type !== 'cardCommand') return;
    channel.transmit(Buffer.from(message.apdu, 'hex')).then(
      (response) => {
        if (stopped) return;
        link.send({
          type: 'cardResponse',
          exchangeId: message.exchangeId,
          step: message.step,
          response: Buffer.from(response).toString('hex'),
        });
      },
      // The card is gone: the hub's wait times out and its exchange fails with CARD_UNREADABLE.
      () => undefined,
    );
  });
  return () => {
    stopped = true;
    unlisten();
  };
}
