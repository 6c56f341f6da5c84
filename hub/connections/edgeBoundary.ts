// One error boundary per edge of the hub (issue 10 §1 "No input ends a process"): every HTTP
// request, upgrade, raw client socket and WebSocket goes through one of these wrappers, so that a
// bad input is answered or closed, logged and counted in tapis_edge_errors_total, and the process
// goes on. A crash is a bug, never a response: a round in play must not be voided by a request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../logger.ts';
import type { Counter } from '../observability/metrics.ts';

/** The hub's edges, the `edge` label of tapis_edge_errors_total (a closed set: bounded series). */
export type Edge = 'http' | 'upgrade' | 'client' | 'terminal' | 'staff' | 'display';

/** What a boundary needs: the logger and the counter of refusals. */
export interface EdgeContext {
  readonly log: Logger;
  readonly edgeErrors: Counter;
}

/** At most one log line per edge and reason in this many ms; the counter stays exact. */
export const EDGE_LOG_INTERVAL_MS = 1_000;

// A peer can make refusals faster than a disk takes log lines: a flood of bad requests must not
// fill the journal's disk either. Kept per counter, i.e. per hub.
const lastLogged = new WeakMap<Counter, Map<string, { at: number; quiet: number }>>();

/** Counts and logs one refusal at `edge`; `reason` is a short code, never the input itself. */
export function edgeError(ctx: EdgeContext, edge: Edge, reason: string, failure?: unknown): void {
  ctx.edgeErrors.inc({ edge, reason });
  const byKey = lastLogged.get(ctx.edgeErrors) ?? new Map<string, { at: number; quiet: number }>();
  lastLogged.set(ctx.edgeErrors, byKey);
  const key = `${edge}/${reason}`;
  const last = byKey.get(key);
  const now = Date.now();
  if (last !== undefined && now - last.at < EDGE_LOG_INTERVAL_MS) {
    last.quiet += 1;
    return;
  }
  byKey.set(key, { at: now, quiet: 0 });
  // How many of the same were counted but not logged since the previous line.
  const fields = {
    edge,
    reason,
    ...(last !== undefined && last.quiet > 0 ? { suppressed: last.quiet } : {}),
  };
  // A refused input is the peer's fault (warn); a handler that failed is ours (error, with why).
  if (failure === undefined) ctx.log('warn', 'edge refused an input', fields);
  else ctx.log('error', 'edge handler failed', { ...fields, error: String(failure) });
}

/**
 * The code of an error as a label: Node's and ws's codes (`HPE_INVALID_METHOD`, `ECONNRESET`,
 * `WS_ERR_UNSUPPORTED_MESSAGE_LENGTH`) are a finite set; anything else is `error`, so that a
 * peer cannot create series at will.
 */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,47}$/.test(code) ? code : 'error';
}

/**
 * A request target as a URL, or null when it does not parse (`//[`, `http://[::1`, `*`): the
 * origin form, and the absolute form that RFC 9112 §3.2.2 says a server must accept.
 */
export function parseTarget(target: string | undefined): URL | null {
  if (target === undefined) return null;
  try {
    // `//host/x` resolved against a base would read as an authority: prefix the origin ourselves.
    if (target.startsWith('/')) return new URL(`http://hub${target}`);
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A request handler inside the boundary: a throw or a rejection answers 500 and is counted. */
export function guardRequest(
  ctx: EdgeContext,
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (error: unknown): void => {
      edgeError(ctx, 'http', 'handler_failed', error);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      res.end(JSON.stringify({ error: 'internal error' }));
    };
    try {
      const done = handler(req, res);
      if (done instanceof Promise) done.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/**
 * An upgrade handler inside the boundary. The raw socket gets its `error` listener first (Node
 * removes its own at the upgrade event, and a reset socket with no listener ends the process);
 * the handler calls `handOver()` once a WebSocket owns the socket and listens to it itself. A
 * throw or a rejection closes the socket and is counted.
 */
export function guardUpgrade(
  ctx: EdgeContext,
  handler: (req: IncomingMessage, socket: Duplex, head: Buffer, handOver: () => void) => void | Promise<void>,
): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (req, socket, head) => {
    const onError = (error: Error): void => {
      edgeError(ctx, 'upgrade', reasonOf(error));
      socket.destroy();
    };
    socket.on('error', onError);
    const fail = (error: unknown): void => {
      edgeError(ctx, 'upgrade', 'handler_failed', error);
      refuseUpgrade(socket, 500, 'Internal Server Error');
    };
    try {
      const done = handler(req, socket, head, () => socket.off('error', onError));
      if (done instanceof Promise) done.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** Answers an upgrade with a plain HTTP status and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  if (socket.writable)
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

/**
 * The servers' `clientError` listener: what Node's HTTP parser refused (bad method, bad header,
 * headers too large, timeout) is answered like Node's default and counted.
 */
export function onClientError(ctx: EdgeContext): (error: Error, socket: Duplex) => void {
  return (error, socket) => {
    const reason = reasonOf(error);
    edgeError(ctx, 'client', reason);
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

/** Counts a WebSocket's errors (a frame over maxPayload, a bad opcode); its owner closes it. */
export function watchSocket(
  ctx: EdgeContext,
  edge: Edge,
  socket: { on(event: 'error', listener: (error: Error) => void): unknown; terminate(): void },
): void {
  socket.on('error', (error) => {
    edgeError(ctx, edge, reasonOf(error));
    socket.terminate();
  });
}

/**
 * Counts the upgrades a WebSocket server refuses (no or bad Sec-WebSocket-Key, version, protocol
 * list): with a `wsClientError` listener ws leaves the answer to us, so we give its 400.
 */
export function watchHandshakes(
  ctx: EdgeContext,
  edge: Edge,
  server: { on(event: 'wsClientError', listener: (error: Error, socket: Duplex) => void): unknown },
): void {
  server.on('wsClientError', (_error, socket) => {
    edgeError(ctx, edge, 'bad_handshake');
    refuseUpgrade(socket, 400, 'Bad Request');
  });
}
