// A hub serving one hold'em table over real WebSocket on a temp data dir: stations T1–T3 and the
// central display D1 provisioned, the test staff accounts, and clients for stations and display.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCards } from '../../../../../games/cards/card.ts';
import { cents } from '../../../../../games/money.ts';
import { createRng, type Rng, seededSource } from '../../../../../games/rng.ts';
import type { DisplayHubMessage, StationHubMessage } from '../../../../../protocol/roomMessages.ts';
import { type JsonSocket, connectJson } from '../../../../__tests__/helpers/jsonSocket.ts';
import type { ManualClock } from '../../../../__tests__/helpers/manualClock.ts';
import { STAFF, TERMINAL_SECRET, secretOf } from '../../../../__tests__/helpers/staffHub.ts';
import { startHub, type HubOptions, type RunningHub } from '../../../../hub.ts';
import { createStaff } from '../../../../staff/staffAccounts.ts';
import { inTransaction } from '../../../../store/database.ts';
import { provisionTerminal } from '../../../../terminals.ts';
import { provisionDisplay } from '../../../../connections/displayConnection.ts';
import { holdemTable } from '../../holdemConfig.ts';
import { TEST_CARD_KEY } from '../../../../__tests__/helpers/testCardKey.ts';
import { TEST_JOURNAL_KEY } from '../../../../__tests__/helpers/testJournalKey.ts';
import { sayDisplayHello, sayHello } from '../../../../__tests__/helpers/hello.ts';

/** The table of these tests. */
export const T = 'holdem-1';

/** The central display's test secret. */
export const DISPLAY_SECRET = 'display-secret-0123456789';

/** Starts (or restarts, on `dataDir`) a hub with hold'em table T: blinds 1/2 €, cave minimum 40 € (`extra`: more options). */
export async function holdemHub(
  clock: ManualClock,
  rng: Rng,
  dataDir = mkdtempSync(join(tmpdir(), 'tapis-holdem-wire-')),
  extra: Partial<HubOptions> = {},
): Promise<{ hub: RunningHub; dataDir: string; url: (path: string) => string }> {
  const config = holdemTable(T, {
    smallBlind: cents(100),
    bigBlind: cents(200),
    caveMinimum: cents(4_000),
    recaveMaximum: cents(40_000),
  });
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    cardMasterKey: TEST_CARD_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [],
    holdemTables: [config],
    clock,
    rng,
    logLevel: 'silent',
    ...extra,
  });
  const db = hub.state.db;
  if ((db.prepare('SELECT COUNT(*) AS n FROM staff').get() as { n: number }).n === 0) {
    const at = new Date(clock.now()).toISOString();
    for (const t of ['T1', 'T2', 'T3']) provisionTerminal(db, t, T, TERMINAL_SECRET);
    inTransaction(db, () => provisionDisplay(db, at, 'D1', T, DISPLAY_SECRET));
    for (const [login, role] of Object.entries(STAFF))
      createStaff(db, at, 'operator:test', login, role, secretOf(login));
  }
  return { hub, dataDir, url: (path) => `ws://127.0.0.1:${hub.port}${path}` };
}

/** A reply to a station command. */
export type StationReply = Extract<StationHubMessage, { type: 'reply' }>;

/** A station's view as pushed by the hub. */
export type HoldemViewMessage = Extract<StationHubMessage, { type: 'holdemView' }>;

/** A connected, authenticated hold'em station. */
export interface TestStation extends JsonSocket<StationHubMessage> {
  readonly terminalId: string;
  /** Sends `{type, commandId, ...fields}` and resolves with its reply. */
  command(type: string, commandId: string, fields?: Record<string, unknown>): Promise<StationReply>;
  /** The first view pushed with a sequence of at least `seq` (already received or to come). */
  view(seq: number): Promise<HoldemViewMessage>;
  close(): void;
}

let commandNo = 0;

/** A fresh command id. */
export const commandId = (what: string): string => `${what}-${String(++commandNo).padStart(6, '0')}`;

/** Connects station `terminalId` to `url` and says hello. */
export async function connectStation(url: string, terminalId: string): Promise<TestStation> {
  const socket = await connectJson<StationHubMessage>(url);
  await sayHello(socket, terminalId, TERMINAL_SECRET);
  await socket.next((m) => m.type === 'welcome', 0);
  return {
    ...socket,
    terminalId,
    async command(type, id, fields = {}) {
      const mark = socket.received.length;
      socket.send({ type, commandId: id, ...fields });
      return (await socket.next((m) => m.type === 'reply' && m.commandId === id, mark)) as StationReply;
    },
    async view(seq) {
      return (await socket.next((m) => m.type === 'holdemView' && m.seq >= seq, 0)) as HoldemViewMessage;
    },
    close: () => socket.socket.close(),
  };
}

/** Connects the central display D1 and waits for its first view. */
export async function connectDisplay(url: string): Promise<JsonSocket<DisplayHubMessage>> {
  const socket = await connectJson<DisplayHubMessage>(url);
  await sayDisplayHello(socket, 'D1', DISPLAY_SECRET);
  await socket.next((m) => m.type === 'holdemDisplayView', 0);
  return socket;
}

/**
 * The hub's random source for a scripted hand: seat draws (from at most 10 free seats) come from
 * a seeded source; deck draws (from 11 cards or more) deal `script` once set, in order. The same
 * object serves a restarted hub, so a hand resumed after a restart goes on with the same deck.
 */
export function scriptedRng(seed: number): Rng & { deal(script: string): void } {
  const seeded = createRng(seededSource(seed));
  let queue: number[] = [];
  let seen = new Set<number>();
  return {
    deal(script) {
      queue = parseCards(script);
    },
    int(n) {
      if (n <= 10) return seeded.int(n);
      if (n === 52) seen = new Set();
      const pool = Array.from({ length: 52 }, (_, c) => c).filter((c) => !seen.has(c));
      if (pool.length !== n) throw new Error(`scripted deck out of step: pool ${pool.length}, asked ${n}`);
      const wanted = queue.shift();
      const index = wanted === undefined ? seeded.int(n) : pool.indexOf(wanted);
      if (index < 0) throw new Error('card already dealt');
      seen.add(pool[index] as number);
      return index;
    },
  };
}
