// A WebSocket relay on loopback between a station and its hub, for the tests of commands whose
// answer is lost (issue 12 §4): every message passes both ways, except the hub's command replies
// while `dropReplies` is on — the hub applied the command, the station never learns it. It sees
// each station message as it leaves the station, before the hub does.
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

/** A running relay and its switches. */
export interface ReplyDropProxy {
  /** The `ws://` address the station connects to. */
  readonly url: string;
  /** While true, the hub's `reply` messages are kept here instead of reaching the station. */
  dropReplies: boolean;
  /** When set, only the replies to commands of these types are kept back (while `dropReplies`). */
  dropTypes: ReadonlySet<string> | null;
  /** The replies withheld so far, parsed. */
  readonly dropped: Record<string, unknown>[];
  /** Closes the relay and every socket through it. */
  close(): Promise<void>;
}

/**
 * Starts a relay to `hubUrl`; `onStationMessage` is called with each parsed station message when
 * the relay receives it, before it is passed on to the hub.
 */
export async function replyDropProxy(
  hubUrl: string,
  onStationMessage: (message: Record<string, unknown>) => void = () => undefined,
): Promise<ReplyDropProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const sockets = new Set<WebSocket>();
  const proxy: ReplyDropProxy = {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/terminal`,
    dropReplies: false,
    dropTypes: null,
    dropped: [],
    async close() {
      for (const s of sockets) s.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', (station) => {
    const hub = new WebSocket(hubUrl);
    sockets.add(station).add(hub);
    const queued: string[] = [];
    /** The type of each command this station sent, by command id. */
    const types = new Map<string, string>();
    hub.on('open', () => {
      for (const text of queued.splice(0)) hub.send(text);
    });
    hub.on('message', (data) => {
      const text = String(data);
      const message = JSON.parse(text) as Record<string, unknown>;
      const type = types.get(String(message['commandId']));
      const kept = proxy.dropTypes === null || (type !== undefined && proxy.dropTypes.has(type));
      if (proxy.dropReplies && message['type'] === 'reply' && kept) {
        proxy.dropped.push(message);
        return;
      }
      if (station.readyState === WebSocket.OPEN) station.send(text);
    });
    station.on('message', (data) => {
      const text = String(data);
      const message = JSON.parse(text) as Record<string, unknown>;
      if (typeof message['commandId'] === 'string') types.set(message['commandId'], String(message['type']));
      onStationMessage(message);
      if (hub.readyState === WebSocket.OPEN) hub.send(text);
      else queued.push(text);
    });
    const closeBoth = (): void => {
      station.close();
      hub.close();
    };
    station.on('close', closeBoth);
    hub.on('close', closeBoth);
    station.on('error', () => undefined);
    hub.on('error', () => undefined);
  });
  return proxy;
}
