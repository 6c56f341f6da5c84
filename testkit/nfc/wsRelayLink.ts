// A card relay link over a raw WebSocket to the hub (terminal or staff socket), for the tests:
// what the station's HubLink (sendRelay, onCardRelay) and a desk console do in production.
import type { WebSocket } from 'ws';
import { CardRelayHubMessageSchema } from '../../protocol/cardRelayMessages.ts';
import { type RelayLink, relayCard, serveCard } from '../../main/station/cardRelay.ts';
import type { CardChannel } from '../../main/station/reader/cardChannel.ts';

/** A RelayLink on `socket`: relay messages out, the hub's relay messages in. */
export function wsRelayLink(socket: WebSocket): RelayLink {
  return {
    send(message) {
      if (socket.readyState !== socket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    listen(listener) {
      const onMessage = (data: unknown): void => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(data));
        } catch {
          return;
        }
        const parsed = CardRelayHubMessageSchema.safeParse(raw);
        if (parsed.success) listener(parsed.data);
      };
      socket.on('message', onMessage);
      return () => socket.off('message', onMessage);
    },
  };
}

/** Taps `card` at the hub through `socket`: resolves with the card session, throws the refusal's code. */
export async function tapThrough(socket: WebSocket, card: CardChannel): Promise<string> {
  const outcome = await relayCard(wsRelayLink(socket), card);
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.cardSession;
}

/** Puts `card` on a desk reader served over `socket`: presents it, then carries the hub's commands. */
export async function presentAtDesk(
  socket: WebSocket,
  card: CardChannel,
): Promise<{ readonly cardSession: string | null; readonly refused: string | null; stop(): void }> {
  const link = wsRelayLink(socket);
  // The tap's own exchange first; then the desk serves the exchanges the hub opens (an issue).
  const outcome = await relayCard(link, card);
  const stop = serveCard(link, card);
  return outcome.ok
    ? { cardSession: outcome.cardSession, refused: null, stop }
    : { cardSession: null, refused: outcome.error.code, stop };
}
