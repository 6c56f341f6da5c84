// The gate in front of the hello endpoints (issue 10 §4: 2,000 sockets each sending one wrong
// hello delayed a real terminal's login by 77 s). Before any WebSocket work, an upgrade to
// `/terminal` or `/display` is refused when too many connections are still unauthenticated, in
// total (503) or from its remote address (429); an admitted one has `helloTimeoutMs` to
// authenticate, then it is closed. A connection stops counting once it authenticates or closes.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** The gate's limits (docs/protocol.md "Connection limits"). */
export interface GateLimits {
  /** Unauthenticated connections at once over every address; beyond, 503. */
  readonly maxPending: number;
  /** Unauthenticated connections at once from one remote address; beyond, 429. */
  readonly maxPendingPerAddress: number;
  /** How long an admitted connection has to authenticate before it is closed. */
  readonly helloTimeoutMs: number;
}

/**
 * The defaults: a room of 500 terminals reconnecting after a hub restart fits the total; one
 * address (a terminal, or one attacker) holds at most 32 half-open sockets; 5 s for a hello that
 * costs one HMAC.
 */
export const DEFAULT_GATE_LIMITS: GateLimits = {
  maxPending: 1024,
  maxPendingPerAddress: 32,
  helloTimeoutMs: 5_000,
};

/** The endpoints whose clients authenticate by a hello (the staff's login is hub/staff's). */
const GATED_PATHS: ReadonlySet<string> = new Set(['/terminal', '/display']);

/** An admitted connection's place at the gate. */
export interface GateTicket {
  /** The connection authenticated: it no longer counts and its hello timer stops. Idempotent. */
  settle(): void;
  /** Calls `expire` if the connection has not authenticated when its hello timeout falls. */
  onExpiry(expire: () => void): void;
}

const UNGATED: GateTicket = { settle: () => undefined, onExpiry: () => undefined };

/** Counts the unauthenticated connections and admits or refuses each upgrade. */
export class ConnectionGate {
  readonly #limits: GateLimits;
  readonly #perAddress = new Map<string, number>();
  readonly #tickets = new WeakMap<IncomingMessage, GateTicket>();
  #pending = 0;

  constructor(limits: GateLimits) {
    this.#limits = limits;
  }

  /** Unauthenticated connections now (for tests and metrics). */
  get pending(): number {
    return this.#pending;
  }

  /**
   * Admits the upgrade of `req` to `path` (true), or answers 503/429 on its socket and ends it
   * (false) before anything else is done for it.
   */
  admit(path: string, req: IncomingMessage, socket: Duplex): boolean {
    if (!GATED_PATHS.has(path)) return true;
    const address = req.socket.remoteAddress ?? 'unknown';
    const fromAddress = this.#perAddress.get(address) ?? 0;
    if (this.#pending >= this.#limits.maxPending) return refuse(socket, '503 Service Unavailable');
    if (fromAddress >= this.#limits.maxPendingPerAddress) return refuse(socket, '429 Too Many Requests');
    this.#pending++;
    this.#perAddress.set(address, fromAddress + 1);
    let settled = false;
    let expire = (): void => void socket.destroy();
    const timer = setTimeout(() => expire(), this.#limits.helloTimeoutMs);
    timer.unref();
    const settle = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      this.#pending--;
      const left = (this.#perAddress.get(address) ?? 1) - 1;
      if (left === 0) this.#perAddress.delete(address);
      else this.#perAddress.set(address, left);
    };
    socket.once('close', settle);
    this.#tickets.set(req, {
      settle,
      onExpiry: (close) => {
        expire = close;
      },
    });
    return true;
  }

  /** The ticket of an admitted upgrade; a no-op one for a request the gate did not count. */
  ticketOf(req: IncomingMessage): GateTicket {
    return this.#tickets.get(req) ?? UNGATED;
  }
}

function refuse(socket: Duplex, status: string): false {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  return false;
}
