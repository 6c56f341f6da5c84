// A running hub: the store, its tables, an HTTP(S) server with the terminals' WebSocket endpoint.
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { createRng, type Rng } from '../games/rng.ts';
import { type Clock, systemClock } from './clock.ts';
import type { HubState } from './hubState.ts';
import type { RateLimit } from './connections/rateLimiter.ts';
import { TableRegistry } from './tables/tableRegistry.ts';
import type { CardTableConfig } from './tables/cards/cardConfig.ts';
import { startCardService } from './tables/cards/cardService.ts';
import type { ShoeDevice } from './devices/shoe.ts';
import {
  edgeError,
  type EdgeContext,
  guardRequest,
  guardUpgrade,
  onClientError,
  parseTarget,
  refuseUpgrade,
  watchHandshakes,
  watchSocket,
} from './connections/edgeBoundary.ts';
import { DisplayConnection } from './connections/displayConnection.ts';
import type { HoldemTableConfig } from './tables/holdem/holdemConfig.ts';
import { startHoldemService } from './tables/holdem/holdemService.ts';
import { handleHttp } from './httpRoutes.ts';
import { createLogger, defaultThreshold, type LogThreshold } from './logger.ts';
import { type AmountLimits, amountLimits } from './config/amountLimits.ts';
import { checkJackpotSeeds } from './tables/wheel/jackpotSeed.ts';
import { createHubMetrics } from './observability/hubMetrics.ts';
import { CardSessions } from './players/cardSessions.ts';
import { StationPlayers } from './players/stationPlayers.ts';
import { type ExclusionCheck, noExclusionList } from './players/exclusionCheck.ts';
import { createTable } from './tables/wheel/createTable.ts';
import type { TableConfig } from './tables/wheel/tableConfigs.ts';
import { staffBroadcast } from './staff/staffBroadcast.ts';
import { StaffConnection } from './connections/staffConnection.ts';
import { StaffLogins } from './staff/staffLogins.ts';
import { sourceOf } from './staff/sourceAddress.ts';
import { inTransaction, openDatabase } from './store/database.ts';
import { startCheckpointer } from './store/checkpointer.ts';
import { privateDir } from './store/fileModes.ts';
import { highWaterProblems, writeHighWater } from './store/highWater.ts';
import { isInside, JournalKeyError } from './store/journalKey.ts';
import { groupOf } from './store/groupCommit.ts';
import type { BackgroundOutcome } from './store/backgroundCheck.ts';
import { periodicCheck, RECHECK_EVERY, RECHECK_POLL_MS } from './store/periodicCheck.ts';
import { chainHead } from './store/anchors.ts';
import { dropCheckCheckpoint, writeCheckCheckpoint } from './store/checkCheckpoint.ts';
import { type StartUpCheck, startUpCheck } from './store/startUpCheck.ts';
import { refreshCheckpoints, takeCheckpointProblems } from './store/checkpointedReplay.ts';
import { releaseTail } from './store/journalTail.ts';
import { phaseTimer, type StartUpPhases } from './store/startUpPhases.ts';
import { appendEntry } from './entries/typedJournal.ts';
import { type SharedSnapshot, sharedSnapshot } from './sharedSnapshot.ts';
import { TerminalConnection } from './connections/terminalConnection.ts';
import { ConnectionGate, DEFAULT_GATE_LIMITS, type GateLimits } from './connections/connectionGate.ts';
import { checkListen, hubIdentity } from './hubIdentity.ts';

/** How to start a hub. */
export interface HubOptions {
  /** Folder of the SQLite file (created if missing; made 0700). */
  readonly dataDir: string;
  /** The journal key: 32 bytes, kept outside the data folder (docs/operations.md, journal key). */
  readonly journalKey: Buffer;
  /**
   * The high-water mark file, outside the data folder (store/highWater.ts): the hub refuses a
   * journal that no longer holds the mark. The command-line entry points always give one.
   */
  readonly anchorFile?: string;
  /**
   * How long after a start that checked only the tail the full check begins in the background
   * (docs/journal.md "The check checkpoint"; default 10 s).
   */
  readonly backgroundCheckAfterMs?: number;
  /**
   * When the full check runs again while the hub runs: once the journal has grown `every` entries
   * past the last passed check, looked at every `pollMs` (store/periodicCheck.ts defaults).
   */
  readonly recheck?: { readonly every: number; readonly pollMs: number };
  /** Listen address; loopback unless a deployment says otherwise. */
  readonly host: string;
  /** Listen port; 0 picks a free one. */
  readonly port: number;
  /** The tables this hub serves (roulette, boule, vingt-trois, wheel of fortune). */
  readonly tables: readonly TableConfig[];
  readonly clock?: Clock;
  readonly rng?: Rng;
  /** PEM certificate and key: when given the hub serves https and wss only. */
  readonly tls?: { readonly cert: Buffer | string; readonly key: Buffer | string };
  /** Lines below this level are not written (default: TAPIS_LOG_LEVEL, else info). */
  readonly logLevel?: LogThreshold;
  /** Per-connection message budget (default 40/s sustained, 80 in a burst). */
  readonly rateLimit?: RateLimit;
  /** The electronic hold'em tables (docs/holdem-room.md), served beside the wheel tables. */
  readonly holdemTables?: readonly HoldemTableConfig[];
  /** The blackjack and punto banco tables (docs/card-tables.md), served beside the others. */
  readonly cardTables?: readonly CardTableConfig[];
  /** A card table's shoe device (a hardware adapter); the simulated CSPRNG shoe when undefined. */
  readonly cardShoe?: (tableId: string) => ShoeDevice | undefined;
  /** The exclusion-list check asked at each player registration (default: no list, nobody refused). */
  readonly exclusionCheck?: ExclusionCheck;
  /** The maxima of credit-in, station credit, cave and jackpot seed (hub/config/amountLimits.ts). */
  readonly amountLimits?: Partial<AmountLimits>;
  /** Only `--demo` sets it (issue 10 §2): every client is told the hub is a demo. */
  readonly demo?: boolean;
  /** Caps on unauthenticated connections and the hello timeout (hub/connections/connectionGate.ts defaults). */
  readonly gate?: Partial<GateLimits>;
  /**
   * The card master key (16 bytes, hub/players/cardMasterKey.ts; docs/players.md "Card keys"):
   * without it no card is authenticated (CARD_AUTH_UNAVAILABLE) and none is issued.
   */
  readonly cardMasterKey?: Buffer;
  /** During a rotation, the card master key being retired (docs/players.md "Card keys"). */
  readonly previousCardMasterKey?: Buffer;
}

/** A started hub. */
export interface RunningHub {
  readonly state: HubState;
  /** The port it listens on. */
  readonly port: number;
  /** The start-up integrity check: what it found and the entry it started after. */
  readonly startCheck: StartUpCheck;
  /** How long each phase of the start took, in milliseconds (docs/journal.md "Start-up"). */
  readonly startUpPhases: StartUpPhases;
  /**
   * The full check run in the background after a start that checked only the tail (null when the
   * start checked the whole journal, or the hub closed first); the later ones, as the journal
   * grows, are store/periodicCheck.ts's.
   */
  readonly backgroundCheck: Promise<BackgroundOutcome | null>;
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
  // Issue 10 §3: outside loopback the hub speaks TLS only; refused before anything is opened.
  checkListen(options.host, options.tls !== undefined);
  // Issue 10 §6: a configured amount over its maximum is a configuration error, before any write.
  const limits = amountLimits(options.amountLimits);
  checkJackpotSeeds(options.tables, limits);
  privateDir(options.dataDir);
  const timer = phaseTimer();
  const dbPath = join(options.dataDir, 'hub.sqlite');
  const db = openDatabase(dbPath, options.journalKey);
  timer.lap('open');
  const clock = options.clock ?? systemClock;
  // Issue 13 §5: only the tail after a check checkpoint; the whole journal follows in the background.
  const startCheck = startUpCheck(db);
  // The entry the last passed full check covered: the check checkpoint's after a tail check.
  let checkedUpTo = startCheck.from > 0 ? startCheck.from : chainHead(db).seq;
  timer.lap(startCheck.from > 0 ? 'tail check' : 'full check');
  const integrity = startCheck.report;
  const anchorFile = options.anchorFile;
  if (anchorFile !== undefined && isInside(anchorFile, options.dataDir))
    throw new JournalKeyError(`the journal high-water mark ${anchorFile} must not be inside the data folder`);
  // Issue 10 §5: a journal cut back below the last anchor is refused like a broken one.
  const truncation = anchorFile === undefined ? [] : highWaterProblems(db, anchorFile);
  const problems = [...truncation, ...integrity.problems];
  // A refused store loads no table: nothing can move money until someone has looked.
  // It becomes the background check's problems if that check fails (refuseAfterStart below).
  let refused: readonly string[] | null = problems.length === 0 ? null : problems;
  // The mark moves only over a store that passed the check, never over a refused one.
  const anchorJournal = (): void => {
    if (refused === null && anchorFile !== undefined && db.isOpen) writeHighWater(db, anchorFile);
  };
  anchorJournal();
  timer.lap('high-water mark');
  const log = createLogger(options.logLevel ?? defaultThreshold(), clock);
  // The staff broadcast needs the state: a table recovered before it exists tells nobody.
  let tellStaff = (): void => undefined;
  const rng = options.rng ?? createRng();
  const sequences = new Map<string, number>();
  const connections = new Set<TerminalConnection>();
  const tables = new TableRegistry();
  const register = tables.add.bind(tables);
  const stationPlayers = new StationPlayers(db);
  const playerAt = (terminalId: string): string | null => stationPlayers.playerAt(terminalId);
  const state: HubState = {
    db,
    clock,
    tables,
    connections,
    staffConnections: new Set(),
    staffLogins: new StaffLogins(db, clock, log),
    stationPlayers,
    expectedTables:
      options.tables.length + (options.holdemTables?.length ?? 0) + (options.cardTables?.length ?? 0),
    metrics: createHubMetrics(),
    rateLimit: options.rateLimit ?? DEFAULT_RATE,
    players: {
      exclusion: options.exclusionCheck ?? noExclusionList,
      rng,
      seatsOf: (tableId) => options.holdemTables?.find((t) => t.tableId === tableId)?.options.seats,
      amountLimits: limits,
      cardAuth: {
        masterKey: options.cardMasterKey ?? null,
        ...(options.previousCardMasterKey === undefined
          ? {}
          : { previousMasterKey: options.previousCardMasterKey }),
        sessions: new CardSessions(),
      },
    },
    amountLimits: limits,
    sequence: (tableId) => sequences.get(tableId) ?? 0,
    log,
    anchorJournal,
    ...(options.demo === true ? { demo: true as const } : {}),
    staffChanged: () => broadcast.changed(),
    holdem: startHoldemService(
      { db, rng, clock, log, stations: () => connections, staffChanged: () => tellStaff(), register },
      refused === null ? (options.holdemTables ?? []) : [],
    ),
    cards: startCardService(
      {
        db,
        rng,
        clock,
        log,
        stations: () => connections,
        staffChanged: () => tellStaff(),
        playerAt,
        register,
        ...(options.cardShoe === undefined ? {} : { shoeOf: options.cardShoe }),
      },
      refused === null ? (options.cardTables ?? []) : [],
    ),
  };
  const broadcast = staffBroadcast(state);
  tellStaff = () => broadcast.changed();
  timer.lap('players, staff, hold’em and card tables');
  const checkpointer = startCheckpointer(db, dbPath);
  const group = groupOf(db);
  group.onCommitFailure = (error) => {
    state.log('error', 'group commit failed: exiting so that a restart recovers from the disk', {
      error: String(error),
    });
    process.exit(70);
  };
  if (refused !== null) recordIncident(state, refused);
  for (const config of refused === null ? options.tables : []) {
    const table = createTable(config, {
      db,
      rng,
      clock,
      playerAt,
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
    register({ kind: 'wheel', table });
  }
  // Issue 13 §5: every table is loaded; the shared scan of the journal's tail is let go, and a
  // checkpoint that did not hold is said (its table replayed its whole journal instead).
  releaseTail(db);
  for (const problem of takeCheckpointProblems(db))
    state.log('warn', 'memory checkpoint not used: replayed from the journal', { problem });
  timer.lap('wheel tables');
  // The sequence is the table's change counter (docs/protocol.md); a station keeps the highest.
  function fanOut(tableId: string): void {
    sequences.set(tableId, (sequences.get(tableId) ?? 0) + 1);
    const table = tables.wheel(tableId);
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
  // Issue 10 §1: every edge has its boundary (hub/connections/edgeBoundary.ts); no input ends the process.
  const edge: EdgeContext = { log, edgeErrors: state.metrics.edgeErrors };
  const onRequest = guardRequest(edge, (req, res) => handleHttp(state, req, res, refused));
  const server: Server =
    options.tls === undefined
      ? createHttpServer(onRequest)
      : createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, onRequest);
  server.on('clientError', onClientError(edge));
  const gate = new ConnectionGate({ ...DEFAULT_GATE_LIMITS, ...options.gate });
  const hubId = hubIdentity(options.tls?.cert);
  const terminals = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  terminals.on('connection', (socket, req: IncomingMessage) =>
    connections.add(new TerminalConnection(socket, state, { hubId, ticket: gate.ticketOf(req) })),
  );
  // Each WebSocket endpoint is routed by path here (ws's own `path` option refuses the others).
  const staff = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  staff.on('connection', (socket, req: IncomingMessage) => {
    // The socket's own address: the hub trusts no forwarding header (hub/staff/sourceAddress.ts).
    const source = sourceOf(req.socket.remoteAddress);
    const connection = new StaffConnection(socket, state, source, () =>
      state.staffConnections.delete(connection),
    );
    state.staffConnections.add(connection);
  });
  // The hold'em tables' central displays: read-only (hub/connections/displayConnection.ts).
  const displays = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  displays.on('connection', (socket, req: IncomingMessage) => {
    new DisplayConnection(socket, state, { hubId, ticket: gate.ticketOf(req) });
  });
  const endpoints = new Map<
    string,
    { readonly server: WebSocketServer; readonly edge: 'terminal' | 'staff' | 'display' }
  >([
    ['/terminal', { server: terminals, edge: 'terminal' }],
    ['/staff', { server: staff, edge: 'staff' }],
    ['/display', { server: displays, edge: 'display' }],
  ]);
  for (const endpoint of endpoints.values()) watchHandshakes(edge, endpoint.edge, endpoint.server);
  server.on(
    'upgrade',
    guardUpgrade(edge, (req: IncomingMessage, socket: Duplex, head: Buffer, handOver) => {
      if (refused !== null) return refuseUpgrade(socket, 503, 'Service Unavailable');
      const target = parseTarget(req.url);
      if (target === null) {
        edgeError(edge, 'upgrade', 'bad_target');
        return refuseUpgrade(socket, 400, 'Bad Request');
      }
      const endpoint = endpoints.get(target.pathname);
      if (endpoint === undefined) return refuseUpgrade(socket, 404, 'Not Found');
      if (!gate.admit(target.pathname, req, socket)) return; // issue 10 §4: refused before any work
      endpoint.server.handleUpgrade(req, socket, head, (ws) => {
        // From here ws listens to the raw socket; its errors are this endpoint's, counted here for
        // every endpoint (each connection class also closes its own socket on error).
        handOver();
        watchSocket(edge, endpoint.edge, ws);
        try {
          endpoint.server.emit('connection', ws, req);
        } catch (error) {
          edgeError(edge, endpoint.edge, 'handler_failed', error);
          ws.terminate();
        }
      });
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  timer.lap('listen');
  state.log('info', 'hub listening', {
    port,
    tls: options.tls !== undefined,
    tables: tables.ids(),
    startUpMs: timer.phases,
  });
  // A failed background check does what a failed start-up check does: the incident is logged and
  // journaled, nothing more is served, and the next start checks the whole journal and refuses.
  const refuseAfterStart = (found: readonly string[]): void => {
    refused = found;
    try {
      inTransaction(db, () => dropCheckCheckpoint(db));
    } catch (error) {
      state.log('error', 'check checkpoint not dropped', { error: String(error) });
    }
    recordIncident(state, found);
    for (const table of tables.wheels()) table.stop();
    state.holdem.stop();
    state.cards.stop();
    for (const { server: endpoint } of endpoints.values())
      for (const socket of endpoint.clients) socket.terminate();
  };
  // After a tail check the full check follows in a worker; then, on any start, it runs again each
  // time the journal has grown `every` entries, so that the next start's tail stays short.
  const background = periodicCheck({
    path: dbPath,
    journalKey: options.journalKey,
    firstAfterMs: refused === null && startCheck.from > 0 ? (options.backgroundCheckAfterMs ?? 10_000) : null,
    every: options.recheck?.every ?? RECHECK_EVERY,
    pollMs: options.recheck?.pollMs ?? RECHECK_POLL_MS,
    behind: () => chainHead(db).seq - checkedUpTo,
    serving: () => refused === null && db.isOpen,
    onOutcome(outcome) {
      if (!db.isOpen) return;
      try {
        if (outcome.problems.length > 0) refuseAfterStart(outcome.problems);
        else if (refused === null) {
          inTransaction(db, () => writeCheckCheckpoint(db, outcome.cover));
          checkedUpTo = outcome.cover.seq;
        }
      } catch (error) {
        // Without a new checkpoint the next start checks from the old one, or the whole journal.
        state.log('error', 'check checkpoint not written', { error: String(error) });
      }
    },
  });
  const backgroundCheck = background.first;
  if (startCheck.checkpointProblem !== null)
    state.log('warn', 'check checkpoint not used: the whole journal was checked', {
      problem: startCheck.checkpointProblem,
    });
  return {
    state,
    port,
    startCheck,
    startUpPhases: timer.phases,
    backgroundCheck,
    async close() {
      await background.stop();
      for (const table of tables.wheels()) table.stop();
      state.holdem.stop();
      state.cards.stop();
      broadcast.stop();
      state.staffLogins.stop();
      for (const { server: endpoint } of endpoints.values()) {
        for (const socket of endpoint.clients) socket.terminate();
        await new Promise<void>((resolve) => endpoint.close(() => resolve()));
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Commands already queued are committed (their terminals are gone; the data is not).
      group.flush();
      // The next start replays nothing of what this run journaled (docs/journal.md "Checkpoints").
      if (refused === null) refreshCheckpoints(db, { force: true });
      anchorJournal();
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
      appendEntry(state.db, new Date(state.clock.now()).toISOString(), 'IntegrityCheckFailed', 'hub', {
        problems,
      }),
    );
  } catch (error) {
    state.log('error', 'integrity incident not journaled', { error: String(error) });
  }
}
