// A raw WebSocket terminal for hub tests: sends messages, collects what the hub answers.
import { WebSocket } from 'ws';
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
  const socket = new WebSocket(url);
  const received: HubMessage[] = [];
  const waiters: { test: (m: HubMessage) => boolean; resolve: (m: HubMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as HubMessage;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.test(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    send: (m) => socket.send(typeof m === 'string' ? m : JSON.stringify(m)),
    next(test, from = received.length) {
      const found = received.slice(from).find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message within 5 s')), 5_000);
        waiters.push({
          test,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    lastSnapshot() {
      return received
        .filter((m): m is Extract<HubMessage, { type: 'snapshot' }> => m.type === 'snapshot')
        .at(-1);
    },
    close: () => socket.close(),
  };
}
