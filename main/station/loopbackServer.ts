// The bridge served to plain Chromium on loopback (DESIGN.md "The kiosk"): the built renderer
// over HTTP and the bridge calls over a WebSocket that only a page of this origin may open, with
// its one-time start ticket first and then the session credential it got for it
// (main/station/bridgeTickets.ts). The same calls as the preload's, through the same dispatcher.
// Every edge is inside the boundary of bridgeEdge.ts: no input ends the station (issue 10 §1).
import { createServer, type IncomingMessage } from 'node:http';
import { resolve as resolvePath } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { LoopbackRequestSchema, type LoopbackMessage } from '../../protocol/bridge.ts';
import { dispatchBridgeCall } from './bridgeDispatch.ts';
import {
  type BridgeEdgeContext,
  type BridgeLog,
  EdgeCounter,
  guardRequest,
  onClientError,
  refused,
  stderrLog,
  targetPath,
  watchSocket,
  watchUpgrades,
} from './bridgeEdge.ts';
import { type CredentialOptions, createBridgeCredentials, offeredCredential } from './bridgeTickets.ts';
import { loadStatic } from './staticFiles.ts';
import type { StationService } from './stationApi.ts';

/** The subprotocol a bridge page asks for; its ticket or session credential rides as a second one. */
export const BRIDGE_SUBPROTOCOL = 'tapis-bridge.v1';

/** The largest frame a page may send, in bytes. */
const MAX_PAYLOAD = 64 * 1024;

/** A running loopback bridge. */
export interface LoopbackBridge {
  /** The URL to open in Chromium, with a one-time start ticket in the fragment (never sent to a server). */
  readonly url: string;
  readonly port: number;
  /** A new start URL with a fresh ticket (a page opened again after its tab was closed). */
  startUrl(): string;
  /** The inputs refused at each edge so far, by `edge/reason` (also on GET /healthz). */
  edgeErrors(): Record<string, number>;
  close(): Promise<void>;
}

/** Options of the bridge beyond its station and folder: the ticket clock and where to log. */
export interface LoopbackOptions extends CredentialOptions {
  readonly log?: BridgeLog;
}

/** The Content-Security-Policy of the page: our origin only, no eval, no remote anything. */
export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    `connect-src 'self' ws://127.0.0.1:${port}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Serves `rendererDir` and the bridge of `station` on 127.0.0.1:`port` (0: any free port). */
export async function startLoopbackBridge(
  station: StationService,
  rendererDir: string,
  port = 0,
  options: LoopbackOptions = {},
): Promise<LoopbackBridge> {
  const root = resolvePath(rendererDir);
  let actualPort = port;
  const edge: BridgeEdgeContext = { counter: new EdgeCounter(), log: options.log ?? stderrLog };
  const credentials = createBridgeCredentials(options);
  // The session a handshake admitted, for its connection to announce (only when it is new).
  const admitted = new WeakMap<IncomingMessage, { session: string; key: string; fresh: boolean }>();
  // The open sockets of each session (by its digest), to close when a replay revokes it.
  const socketsOf = new Map<string, Set<WebSocket>>();
  const revoke = (key: string): void => {
    for (const socket of socketsOf.get(key) ?? []) socket.terminate();
    socketsOf.delete(key);
  };
  const admit = (origin: string, req: IncomingMessage): boolean => {
    if (origin !== `http://127.0.0.1:${actualPort}`) {
      refused(edge, 'upgrade', 'bad_origin');
      return false;
    }
    const offered = offeredCredential(
      String(req.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((p) => p.trim()),
    );
    if (offered === null) {
      refused(edge, 'upgrade', 'no_credential');
      return false;
    }
    const admission =
      offered.kind === 'ticket' ? credentials.redeem(offered.value) : credentials.resume(offered.value);
    // The reason is logged, never the credential (issue 10 §3: no secret in a log).
    if (!admission.ok) {
      refused(edge, 'upgrade', admission.reason);
      if (admission.reason === 'ticket_replayed' && admission.revoked !== null) revoke(admission.revoked);
      return false;
    }
    admitted.set(req, admission);
    return true;
  };
  const server = createServer(
    guardRequest(edge, async (req, res) => {
      const path = targetPath(req.url);
      if (path === null) {
        refused(edge, 'http', 'bad_target');
        return void res.writeHead(400).end();
      }
      if (req.method !== 'GET') return void res.writeHead(404).end();
      if (path === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        return void res.end(JSON.stringify({ status: 'ok', edgeErrors: edge.counter.snapshot() }));
      }
      const file = await loadStatic(root, req.url ?? '/');
      if (file === null) return void res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': file.type,
        'content-security-policy': contentSecurityPolicy(actualPort),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      res.end(file.body);
    }),
  );
  server.on('clientError', onClientError(edge));
  watchUpgrades(edge, server);
  const wss = new WebSocketServer({
    server,
    path: '/bridge',
    maxPayload: MAX_PAYLOAD,
    handleProtocols: (protocols) => (protocols.has(BRIDGE_SUBPROTOCOL) ? BRIDGE_SUBPROTOCOL : false),
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => {
      try {
        return admit(origin, req);
      } catch (error) {
        refused(edge, 'upgrade', 'handler_failed', error);
        return false;
      }
    },
  });
  wss.on('wsClientError', (_error, socket) => {
    refused(edge, 'upgrade', 'bad_handshake');
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  wss.on('connection', (socket, req) => {
    watchSocket(edge, socket);
    const admission = admitted.get(req);
    if (admission === undefined) return void socket.terminate();
    const live = socketsOf.get(admission.key) ?? new Set<WebSocket>();
    socketsOf.set(admission.key, live.add(socket));
    socket.on('close', () => {
      live.delete(socket);
      if (live.size === 0 && socketsOf.get(admission.key) === live) socketsOf.delete(admission.key);
    });
    try {
      serveBridge(socket, station, edge, admission);
    } catch (error) {
      refused(edge, 'bridge', 'handler_failed', error);
      socket.terminate();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const startUrl = (): string => `http://127.0.0.1:${actualPort}/#ticket=${credentials.issueTicket()}`;
  return {
    url: startUrl(),
    port: actualPort,
    startUrl,
    edgeErrors: () => edge.counter.snapshot(),
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serveBridge(
  socket: WebSocket,
  station: StationService,
  edge: BridgeEdgeContext,
  admission: { session: string; fresh: boolean },
): void {
  const send = (message: LoopbackMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  // The page keeps this for its reconnects; it travels only inside this socket.
  if (admission.fresh) send({ kind: 'session', credential: admission.session });
  const unsubscribe = station.onView((view) => send({ kind: 'event', event: 'view', data: view }));
  socket.on('close', unsubscribe);
  socket.on('message', (data) => {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return refused(edge, 'bridge', 'malformed');
    }
    const request = LoopbackRequestSchema.safeParse(raw);
    if (!request.success) return refused(edge, 'bridge', 'malformed');
    void dispatchBridgeCall(station, request.data.call, request.data.args)
      .then((outcome) =>
        send(
          outcome.ok
            ? { kind: 'result', id: request.data.id, value: outcome.value }
            : { kind: 'failure', id: request.data.id, error: outcome.error },
        ),
      )
      .catch((error: unknown) => {
        // A failed call is our bug: the page gets an answer, the station goes on.
        refused(edge, 'bridge', 'handler_failed', error);
        send({ kind: 'failure', id: request.data.id, error: { code: 'INTERNAL', message: 'station error' } });
      });
  });
  send({ kind: 'event', event: 'view', data: station.getView() });
}
