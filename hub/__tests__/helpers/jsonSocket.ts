// A raw JSON WebSocket for hub tests: sends messages, collects what the hub answers, and waits
// for the first message that matches.
import { type ClientOptions, WebSocket } from 'ws';

/** A connected JSON socket receiving messages of type `M`. */
export interface JsonSocket<M> {
  readonly socket: WebSocket;
  /** Every message received so far. */
  readonly received: M[];
  /** Sends a value as JSON (or a raw string as is). */
  send(message: unknown): void;
  /** Resolves with the first message received after index `from` (default: from now) that matches. */
  next(test: (m: M) => boolean, from?: number): Promise<M>;
}

/** Opens a socket to `url` once it is open (`options.localAddress` picks the loopback source). */
export async function connectJson<M>(url: string, options?: ClientOptions): Promise<JsonSocket<M>> {
  const socket = new WebSocket(url, options);
  const received: M[] = [];
  const waiters: { test: (m: M) => boolean; resolve: (m: M) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as M;
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
        waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}
