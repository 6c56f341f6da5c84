// The bridge over the station's loopback WebSocket, for plain Chromium (DESIGN.md "The kiosk").
// No money command is queued: while the socket is down a call is refused at once as OFFLINE.
import {
  BRIDGE_CALL_NAMES,
  BRIDGE_CALLS,
  type BridgeCallName,
  type BridgeResult,
  type StationView,
} from '../../../protocol/bridge.ts';
import type { ProtocolError } from '../../../protocol/errors.ts';
import { localError, parseIncoming, parseResult } from './loopbackWire.ts';
import type { RendererBridge } from './rendererBridge.ts';

/** What the bridge needs of a socket: send text, close, and the four events. */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(): void;
}

/** An open-or-opening socket. */
export interface BridgeSocket {
  send(text: string): void;
  close(): void;
}

/** How to open a socket; tests pass a fake. */
export type Connect = (url: string, protocols: string[], handlers: SocketHandlers) => BridgeSocket;

/** Where the page keeps its session credential between reloads (sessionStorage in a browser). */
export interface SessionStore {
  load(): string | null;
  save(credential: string): void;
}

/** Options of the loopback bridge. */
export interface LoopbackOptions {
  readonly url: string;
  /** The one-time start ticket from the page URL, if this navigation brought one. */
  readonly ticket: string | null;
  readonly sessions: SessionStore;
  readonly connect?: Connect;
  readonly setTimer?: (fn: () => void, ms: number) => void;
  readonly reconnectMs?: number;
}

/** What the page shows the station: the start ticket once, then its session credential. */
export type BridgeCredential = { readonly kind: 'ticket' | 'session'; readonly value: string } | null;

/** The WebSocket subprotocols the station expects: the wire version and the credential. */
export function bridgeProtocols(credential: BridgeCredential): string[] {
  return credential === null
    ? ['tapis-bridge.v1']
    : ['tapis-bridge.v1', `${credential.kind}.${credential.value}`];
}

const browserConnect: Connect = (url, protocols, h) => {
  const ws = new WebSocket(url, protocols);
  ws.onopen = () => h.onOpen();
  ws.onmessage = (ev: MessageEvent) => h.onMessage(ev.data);
  ws.onclose = () => h.onClose();
  return { send: (text) => ws.send(text), close: () => ws.close() };
};

interface Pending {
  readonly call: BridgeCallName;
  settle(outcome: { ok: true; value: unknown } | { ok: false; error: ProtocolError }): void;
}

/** Opens the loopback bridge; it reconnects every `reconnectMs` (1 s) after a close. */
export function createLoopbackBridge(options: LoopbackOptions): RendererBridge {
  const connect = options.connect ?? browserConnect;
  const setTimer = options.setTimer ?? ((fn, ms) => void setTimeout(fn, ms));
  const viewListeners = new Set<(view: StationView) => void>();
  const linkListeners = new Set<(connected: boolean) => void>();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let open = false;
  let socket: BridgeSocket;
  // docs/kiosk.md "The bridge's start ticket": a ticket brought by this navigation is spent first
  // (it is newer than any stored session); once the station answers with a session, only that.
  let ticket = options.ticket;
  const credential = (): BridgeCredential => {
    if (ticket !== null) return { kind: 'ticket', value: ticket };
    const session = options.sessions.load();
    return session === null ? null : { kind: 'session', value: session };
  };
  const openSocket = (): BridgeSocket => connect(options.url, bridgeProtocols(credential()), handlers);

  const setOpen = (value: boolean) => {
    open = value;
    for (const l of linkListeners) l(value);
  };

  const handlers: SocketHandlers = {
    onOpen: () => setOpen(true),
    onMessage: (data) => {
      const msg = parseIncoming(data);
      if (msg.kind === 'session') {
        options.sessions.save(msg.credential);
        ticket = null;
        return;
      }
      if (msg.kind === 'view') for (const l of viewListeners) l(msg.view);
      if (msg.kind !== 'result' && msg.kind !== 'failure') return;
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.kind === 'failure') return p.settle({ ok: false, error: msg.error });
      const parsed = parseResult(p.call, msg.value);
      p.settle(parsed.ok ? parsed : { ok: false, error: localError('MALFORMED', 'bad result from station') });
    },
    onClose: () => {
      const wasOpen = open;
      open = false;
      const lost = [...pending.values()];
      pending.clear();
      for (const p of lost) p.settle({ ok: false, error: localError('OFFLINE', 'station connection lost') });
      if (wasOpen) for (const l of linkListeners) l(false);
      setTimer(() => {
        socket = openSocket();
      }, options.reconnectMs ?? 1000);
    },
  };
  socket = openSocket();

  /** Sends one call; refusals of the refusable calls resolve as `{ ok: false }`, getView rejects. */
  function request<K extends BridgeCallName>(call: K, args: unknown): Promise<BridgeResult<K>> {
    return new Promise((resolve, reject) => {
      const settle: Pending['settle'] = (outcome) => {
        if (outcome.ok) return resolve(outcome.value as BridgeResult<K>);
        if (!BRIDGE_CALLS[call].refusable)
          return reject(new Error(`${outcome.error.code}: ${outcome.error.message}`));
        resolve({ ok: false, error: outcome.error } as BridgeResult<K>);
      };
      if (!open) return settle({ ok: false, error: localError('OFFLINE', 'station not reachable') });
      const id = nextId++;
      pending.set(id, { call, settle });
      socket.send(JSON.stringify({ id, call, args }));
    });
  }

  // One function per call of the contract (protocol/bridge.ts), built by iterating it.
  const calls: Record<string, unknown> = {};
  for (const name of BRIDGE_CALL_NAMES) calls[name] = (args?: unknown) => request(name, args ?? {});
  return {
    ...(calls as unknown as Omit<RendererBridge, 'onView' | 'onConnection'>),
    onView: (listener) => {
      viewListeners.add(listener);
      return () => viewListeners.delete(listener);
    },
    onConnection: (listener) => {
      linkListeners.add(listener);
      listener(open);
      return () => linkListeners.delete(listener);
    },
  };
}
