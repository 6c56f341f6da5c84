// A running hub: the store, its tables, an HTTP server with the terminals' WebSocket endpoint.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { WebSocketServer } from 'ws';
import { createRng, type Rng } from '../games/rng.ts';
import { type Clock, systemClock } from './clock.ts';
import type { HubState, LogLevel } from './hubState.ts';
import { handleHttp } from './httpRoutes.ts';
import { RouletteTable } from './roulette/rouletteTable.ts';
import type { RouletteTableConfig } from './roulette/tableConfig.ts';
import { openDatabase } from './store/database.ts';
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

/** Opens the store, recovers interrupted rounds, and listens. Tables start with their session closed. */
export async function startHub(options: HubOptions): Promise<RunningHub> {
  mkdirSync(options.dataDir, { recursive: true });
  const db = openDatabase(join(options.dataDir, 'hub.sqlite'));
  const clock = options.clock ?? systemClock;
  const rng = options.rng ?? createRng();
  const sequences = new Map<string, number>();
  const connections = new Set<TerminalConnection>();
  const tables = new Map<string, RouletteTable>();
  const state: HubState = {
    db,
    clock,
    tables,
    connections,
    sequence: (tableId) => sequences.get(tableId) ?? 0,
    log: (level: LogLevel, message: string, fields = {}) =>
      process.stderr.write(
        `${JSON.stringify({ at: new Date(clock.now()).toISOString(), level, message, ...fields })}\n`,
      ),
  };
  for (const config of options.tables) {
    const table = new RouletteTable(config, {
      db,
      rng,
      clock,
      onChange: () => {
        sequences.set(config.tableId, (sequences.get(config.tableId) ?? 0) + 1);
        for (const c of connections) if (c.tableId === config.tableId) c.sendSnapshot();
      },
    });
    table.recover();
    tables.set(config.tableId, table);
  }
  const server: Server = createServer((req, res) => handleHttp(state, req, res));
  const wss = new WebSocketServer({ server, path: '/terminal', maxPayload: MAX_PAYLOAD });
  wss.on('connection', (socket) => connections.add(new TerminalConnection(socket, state)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    state,
    port,
    async close() {
      for (const table of tables.values()) table.stop();
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}
