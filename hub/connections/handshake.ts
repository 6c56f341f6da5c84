// What the terminal and display sockets share in their handshake (docs/protocol.md "Handshake"):
// the hub's identity and the gate's ticket, and how a refused socket is closed.
import type { WebSocket } from 'ws';
import type { GateTicket } from './connectionGate.ts';

/** What a connection's handshake needs from the hub: its identity and the gate's ticket. */
export interface HandshakeContext {
  /** The hub id bound into every proof (hub/hubIdentity.ts). */
  readonly hubId: string;
  /** The connection's place at the connection gate (hub/connections/connectionGate.ts). */
  readonly ticket: GateTicket;
}

/** Grace for a refused peer to complete the close handshake before its socket is cut. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Closes `socket` with `code` (docs/protocol.md "Close codes"), and cuts it if the peer does not
 * answer the close in time, so that a refused socket does not hold its place at the gate for ws's
 * 30 s close timeout.
 */
export function closeRefused(socket: WebSocket, code: number, reason: string): void {
  socket.close(code, reason);
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}
