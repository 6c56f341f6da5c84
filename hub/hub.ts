// A running hub: the store, its tables, an HTTP(S) server with the terminals' WebSocket endpoint.
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { WebSocketServer } from 'ws';
import { createRng, type Rng } from '../games/rng.ts';
import { type Clock, systemClock } from './clock.ts';
import type { HubState, RateLimit } from './hubState.ts';
import { handleHttp } from './httpRoutes.ts';
import { createLogger, defaultThreshold, type LogThreshold } from './logger.ts';
import { createHubMetrics } from './observability/hubMetrics.ts';
import { RouletteTable } from './roulette/rouletteTable.ts';
import type { RouletteTableConfig } from './roulette/tableConfig.ts';
import { staffBroadcast } from './staff/staffBroadcast.ts';
import { StaffConnection } from './staff/staffConnection.ts';
import { inTransaction, openDatabase } from './store/database.ts';
import { startCheckpointer } from './store/checkpointer.ts';
import { groupOf } from './store/groupCommit.ts';
import { integrityReport } from './store/integrity.ts';
import { appendJournal } from './store/journal.ts';
import { type SharedSnapshot, sharedSnapshot } from './sharedSnapshot.ts';
import { TerminalConnection } from './terminalConnection.ts';

/** How to start a hub. */
export interface HubOptions {
  /** Folder of the SQLite file (created if missing). */
  readonly dataDir: string;
  /** Listen address; loopback unless a deployment says otherwise. */
  readonly host: string;
  /** Listen port; 0 picks a free one. */
  readonly port: number;
  /** The tables this hub serves. */
  readonly tables: readonly RouletteTableConfig[];
  readonly clock?: Clock;
  readonly rng?: Rng;
  /** PEM certificate and key: when given the hub serves https and wss only. */
  readonly tls?: { readonly cert: Buffer | string; readonly key: Buffer | string };
  /** Lines below this level are not written (default: TAPIS_LOG_LEVEL, else info). */
  readonly logLevel?: LogThreshold;
  /** Per-connection message budget (default 40/s sustained, 80 in a burst). */
  readonly rateLimit?: RateLimit;
}

/** A started hub. */
export interface RunningHub {
  readonly state: HubState;
  /** The port it listens on. */
  readonly port: number;
  /** Stops timers, closes connections, the server and the database. */
  close(): Promise<void>;
}

/** The largest message a terminal may send, in bytes. */
const MAX_PAYLOAD = 16 * 1024;

/** docs/protocol.md: 40 messages per second sustained, 80 in a burst. */
const DEFAULT_RATE: RateLimit = { perSecond: 40, burst: 80 };

/**
 * Opens the store, checks it (chain, conservation, every projection against its rebuild), recovers
 * interrupted rounds, and listens. Tables start with their session closed. A store that fails the
 * check is not served: no table is loaded, WebSocket upgrades get 503 and /readyz says why.
 */
export async function startHub(options: HubOptions): Promise<RunningHub> {
  mkdirSync(options.dataDir, { recursive: true });
  const dbPath = join(options.dataDir, 'hub.sqlite');
  const db = openDatabase(dbPath);
  const clock = options.clock ?? systemClock;
  const integrity = integrityReport(db);
  const rng = options.rng ?? createRng();
  const sequences = new Map<string, number>();
  const connections = new Set<TerminalConnection>();
  const tables = new Map<string, RouletteTable>();
  const state: HubState = {
    db,
    clock,
    tables,
    connections,
    staffConnections: new Set(),
    expectedTables: options.tables.length,
    metrics: createHubMetrics(),
    rateLimit: options.rateLimit ?? DEFAULT_RATE,
    sequence: (tableId) => sequences.get(tableId) ?? 0,
    log: createLogger(options.logLevel ?? defaultThreshold(), clock),
    staffChanged: () => broadcast.changed(),
  };
  const broadcast = staffBroadcast(state);
  const checkpointer = startCheckpointer(db, dbPath);
  const group = groupOf(db);
  group.onCommitFailure = (error) => {
    state.log('error', 'group commit failed: exiting so that a restart recovers from the disk', {
      error: String(error),
    });
    process.exit(70);
  };
  const refused = integrity.ok ? null : integrity.problems;
  if (refused !== null) recordIncident(state, refused);
  // A refused store loads no table: nothing can move money until someone has looked.
  for (const config of refused === null ? options.tables : []) {
    const table = new RouletteTable(config, {
      db,
      rng,
      clock,
      // A change committed on its own (the launcher, staff, the cashier) is sent to every terminal
      // of the table. Inside a group commit only terminal commands run, and a terminal command
      // changes only its own station's view (its bets and credit): the sequence moves and that
      // station alone gets a snapshot after the commit (terminalConnection.ts), instead of K
      // snapshots per bet for a table of K terminals.
      onChange: () => {
        state.staffChanged();
        if (db.isOpen && db.isTransaction) {
          sequences.set(config.tableId, (sequences.get(config.tableId) ?? 0) + 1);
          return;
        }
        fanOut(config.tableId);
      },
    });
    table.recover();
    tables.set(config.tableId, table);
  }
  // The sequence is the table's change counter (docs/protocol.md); a station keeps the highest.
  function fanOut(tableId: string): void {
    sequences.set(tableId, (sequences.get(tableId) ?? 0) + 1);
    const table = tables.get(tableId);
    if (table === undefined) return;
    // The table's part is read and serialised once for its K stations (sharedSnapshot.ts).
    let shared: SharedSnapshot | null = null;
    // After a commit: one connection's failure must neither stop the others nor turn the
    // committed command's reply into an error.
    for (const c of connections) {
      if (c.tableId !== tableId) continue;
      try {
        shared ??= sharedSnapshot(state, table);
        c.sendSharedSnapshot(table, shared);
      } catch (error) {
        state.log('error', 'snapshot not sent', { terminalId: c.terminalId, error: String(error) });
      }
    }
  }
  const server: Server =
    options.tls === undefined
      ? createHttpServer((req, res) => handleHttp(state, req, res, refused))
      : createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, (req, res) =>
          handleHttp(state, req, res, refused),
        );
  const terminals = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  terminals.on('connection', (socket) => connections.add(new TerminalConnection(socket, state)));
  // Each WebSocket endpoint is routed by path here (ws's own `path` option refuses the others).
  const staff = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  staff.on('connection', (socket) => {
    const connection = new StaffConnection(socket, state, () => state.staffConnections.delete(connection));
    state.staffConnections.add(connection);
  });
  const endpoints = new Map<string, WebSocketServer>([
    ['/terminal', terminals],
    ['/staff', staff],
  ]);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://hub').pathname;
    const endpoint = endpoints.get(path);
    if (refused !== null) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    if (endpoint === undefined) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    endpoint.handleUpgrade(req, socket, head, (ws) => endpoint.emit('connection', ws, req));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  state.log('info', 'hub listening', { port, tls: options.tls !== undefined, tables: [...tables.keys()] });
  return {
    state,
    port,
    async close() {
      for (const table of tables.values()) table.stop();
      broadcast.stop();
      for (const endpoint of endpoints.values()) {
        for (const socket of endpoint.clients) socket.terminate();
        await new Promise<void>((resolve) => endpoint.close(() => resolve()));
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Commands already queued are committed (their terminals are gone; the data is not).
      group.flush();
      await checkpointer.stop();
      db.close();
    },
  };
}

// A failed start-up check is an incident: logged, and journaled when the store still takes writes
// (the entry moves no money, so it adds no break of its own).
function recordIncident(state: HubState, problems: readonly string[]): void {
  state.log('error', 'store integrity check failed: not serving', { problems });
  try {
    inTransaction(state.db, () =>
      appendJournal(state.db, new Date(state.clock.now()).toISOString(), 'IntegrityCheckFailed', 'hub', {
        problems,
      }),
    );
  } catch (error) {
    state.log('error', 'integrity incident not journaled', { error: String(error) });
  }
}
