// A raw WebSocket terminal for hub tests: sends messages, collects what the hub answers.
import type { WebSocket } from 'ws';
import { connectJson } from './jsonSocket.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';

/** A connected test terminal. */
export interface TestTerminal {
  readonly socket: WebSocket;
  /** Every message received so far. */
  readonly received: HubMessage[];
  /** Sends a value as JSON (or a raw string as is). */
  send(message: unknown): void;
  /** Resolves with the first received message (from now on or already received after `from`) matching `test`. */
  next(test: (m: HubMessage) => boolean, from?: number): Promise<HubMessage>;
  /** The latest snapshot received. */
  lastSnapshot(): Extract<HubMessage, { type: 'snapshot' }> | undefined;
  close(): void;
}

/** Opens a terminal connection to `url`. */
export async function connectTerminal(url: string): Promise<TestTerminal> {
  const { socket, received, send, next } = await connectJson<HubMessage>(url);
  return {
    socket,
    received,
    send,
    next,
    lastSnapshot() {
      return received
        .filter((m): m is Extract<HubMessage, { type: 'snapshot' }> => m.type === 'snapshot')
        .at(-1);
    },
    close: () => socket.close(),
  };
}
