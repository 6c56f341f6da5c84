// The bridge served to plain Chromium on loopback (DESIGN.md "The kiosk"): the built renderer
// over HTTP and the bridge calls over a WebSocket that only a page of this origin holding the
// per-start token may open. The same calls as the preload's, through the same dispatcher.
import { createServer, type IncomingMessage } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { resolve as resolvePath } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { LoopbackRequestSchema, type LoopbackMessage } from '../../protocol/bridge.ts';
import { dispatchBridgeCall } from './bridgeDispatch.ts';
import { loadStatic } from './staticFiles.ts';
import type { StationService } from './stationApi.ts';

/** The subprotocol a bridge page asks for; the token rides as a second one. */
export const BRIDGE_SUBPROTOCOL = 'tapis-bridge.v1';

/** A running loopback bridge. */
export interface LoopbackBridge {
  /** The URL to open in Chromium, token included in the fragment (never sent to a server). */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
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
): Promise<LoopbackBridge> {
  const token = randomBytes(24).toString('hex');
  const root = resolvePath(rendererDir);
  let actualPort = port;
  const server = createServer((req, res) => {
    const refuse = (): void => void res.writeHead(404).end();
    if (req.method !== 'GET') return refuse();
    void loadStatic(root, req.url ?? '/').then((file) => {
      if (file === null) return refuse();
      res.writeHead(200, {
        'content-type': file.type,
        'content-security-policy': contentSecurityPolicy(actualPort),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      res.end(file.body);
    });
  });
  const wss = new WebSocketServer({
    server,
    path: '/bridge',
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => (protocols.has(BRIDGE_SUBPROTOCOL) ? BRIDGE_SUBPROTOCOL : false),
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => {
      const offered = String(req.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((p) => p.trim());
      const presented = offered.find((p) => p.startsWith('token.'))?.slice('token.'.length) ?? '';
      return origin === `http://127.0.0.1:${actualPort}` && sameSecret(presented, token);
    },
  });
  wss.on('connection', (socket) => serveBridge(socket, station));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  actualPort = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/#token=${token}`,
    port: actualPort,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function serveBridge(socket: WebSocket, station: StationService): void {
  const send = (message: LoopbackMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const unsubscribe = station.onView((view) => send({ kind: 'event', event: 'view', data: view }));
  socket.on('close', unsubscribe);
  socket.on('message', (data) => {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return;
    }
    const request = LoopbackRequestSchema.safeParse(raw);
    if (!request.success) return;
    void dispatchBridgeCall(station, request.data.call, request.data.args).then((outcome) =>
      send(
        outcome.ok
          ? { kind: 'result', id: request.data.id, value: outcome.value }
          : { kind: 'failure', id: request.data.id, error: outcome.error },
      ),
    );
  });
  send({ kind: 'event', event: 'view', data: station.getView() });
}
