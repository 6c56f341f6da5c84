// The error boundary of the station's loopback bridge (issue 10 §1 "No input ends a process"):
// its HTTP requests (static files), the HTTP parser's refusals, its upgrades and its WebSockets.
// A bad input is answered or closed, logged and counted; the station goes on, and so does the
// hub child it started. The hub has its own (hub/connections/edgeBoundary.ts): main/ does not import hub/
// except to start it (DESIGN.md), and the station has no Prometheus endpoint, so it counts here
// and shows the figures on the bridge's /healthz.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The bridge's edges: the `edge` part of a counter key (a closed set). */
export type BridgeEdge = 'http' | 'client' | 'upgrade' | 'bridge';

/** A JSON line on stderr, as the hub writes them. */
export type BridgeLog = (level: 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;

/** The default log: one JSON object per line on stderr. */
export const stderrLog: BridgeLog = (level, message, fields) =>
  void process.stderr.write(
    `${JSON.stringify({ at: new Date().toISOString(), level, message, ...fields })}\n`,
  );

/** At most one log line per edge and reason in this many ms; the count stays exact. */
export const EDGE_LOG_INTERVAL_MS = 1_000;

/** Refusals counted by `edge/reason`; `snapshot()` is what /healthz shows. */
export class EdgeCounter {
  readonly #counts = new Map<string, number>();
  readonly #logged = new Map<string, { at: number; quiet: number }>();
  /** Adds one to `edge/reason`. */
  inc(edge: BridgeEdge, reason: string): void {
    const key = `${edge}/${reason}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }
  /**
   * Whether `edge/reason` may be logged at `now` (a flood of bad input must not fill the disk
   * with lines), and how many were counted but not logged since its previous line.
   */
  logTurn(
    edge: BridgeEdge,
    reason: string,
    now: number,
  ): { readonly log: boolean; readonly suppressed: number } {
    const key = `${edge}/${reason}`;
    const last = this.#logged.get(key);
    if (last !== undefined && now - last.at < EDGE_LOG_INTERVAL_MS) {
      last.quiet += 1;
      return { log: false, suppressed: 0 };
    }
    this.#logged.set(key, { at: now, quiet: 0 });
    return { log: true, suppressed: last?.quiet ?? 0 };
  }
  /** The counts so far, by `edge/reason`. */
  snapshot(): Record<string, number> {
    return Object.fromEntries(this.#counts);
  }
}

/** What the boundary needs: where to count and where to log. */
export interface BridgeEdgeContext {
  readonly counter: EdgeCounter;
  readonly log: BridgeLog;
}

/** Counts and logs one refusal; `failure` marks our own bug (logged as an error, with why). */
export function refused(ctx: BridgeEdgeContext, edge: BridgeEdge, reason: string, failure?: unknown): void {
  ctx.counter.inc(edge, reason);
  const turn = ctx.counter.logTurn(edge, reason, Date.now());
  if (!turn.log) return;
  const fields = { edge, reason, ...(turn.suppressed > 0 ? { suppressed: turn.suppressed } : {}) };
  if (failure === undefined) ctx.log('warn', 'bridge edge refused an input', fields);
  else ctx.log('error', 'bridge edge handler failed', { ...fields, error: String(failure) });
}

/** An error's code as a reason (Node's and ws's codes are a finite set), else `error`. */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,47}$/.test(code) ? code : 'error';
}

/** The path of an origin-form request target, or null when it is not one or does not parse. */
export function targetPath(target: string | undefined): string | null {
  if (target === undefined || !target.startsWith('/')) return null;
  try {
    // `//[` against a base would read as an authority and throw: prefix the origin ourselves.
    return new URL(`http://loopback${target}`).pathname;
  } catch {
    return null;
  }
}

/** A request handler inside the boundary: a throw or a rejection answers 500 and is counted. */
export function guardRequest(
  ctx: BridgeEdgeContext,
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (error: unknown): void => {
      refused(ctx, 'http', 'handler_failed', error);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { connection: 'close' }).end();
    };
    try {
      const done = handler(req, res);
      if (done instanceof Promise) done.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** The server's `clientError` listener: answered like Node's default (400, 431, 408), counted. */
export function onClientError(ctx: BridgeEdgeContext): (error: Error, socket: Duplex) => void {
  return (error, socket) => {
    const reason = reasonOf(error);
    refused(ctx, 'client', reason);
    if (reason === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status =
      reason === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : reason === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
}

/**
 * The raw socket of every upgrade gets an `error` listener before anything else runs (Node
 * removes its own at the upgrade event): a reset during the handshake is counted, not fatal.
 */
export function watchUpgrades(
  ctx: BridgeEdgeContext,
  server: {
    prependListener(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex) => void): unknown;
  },
): void {
  server.prependListener('upgrade', (_req, socket) => {
    socket.on('error', (error) => {
      refused(ctx, 'upgrade', reasonOf(error));
      socket.destroy();
    });
  });
}

/** A bridge WebSocket's errors (a frame over maxPayload, a bad opcode) are counted and close it. */
export function watchSocket(
  ctx: BridgeEdgeContext,
  socket: { on(event: 'error', listener: (error: Error) => void): unknown; terminate(): void },
): void {
  socket.on('error', (error) => {
    refused(ctx, 'bridge', reasonOf(error));
    socket.terminate();
  });
}
