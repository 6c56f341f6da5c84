// A hub of wheel-game tables on a manual clock and a seeded RNG, with stations betting over a
// real WebSocket: the starting point of the boule, vingt-trois and wheel-of-fortune tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, seededSource } from '../../../games/rng.ts';
import { type HubMessage, HubMessageSchema } from '../../../protocol/hubMessages.ts';
import { startHub, type RunningHub } from '../../hub.ts';
import type { TableConfig } from '../../tables/wheel/tableConfigs.ts';
import type { ManualClock } from './manualClock.ts';
import { connectTerminal, type TestTerminal } from './testTerminal.ts';
import { TEST_JOURNAL_KEY } from './testJournalKey.ts';
import { sayHello } from './hello.ts';

/** The stations' shared test secret. */
export const WHEEL_SECRET = 'wheel-games-secret-0123';

/** Timing of every table in these tests. */
export const WHEEL_TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };

/** A command's reply. */
export type Reply = Extract<HubMessage, { type: 'reply' }>;

/** A snapshot message. */
export type SnapshotMessage = Extract<HubMessage, { type: 'snapshot' }>;

/** Starts a hub with `tables` on a fresh data folder. */
export async function wheelHub(
  clock: ManualClock,
  tables: readonly TableConfig[],
  seed: number,
): Promise<RunningHub> {
  return startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-wheel-')),
    host: '127.0.0.1',
    port: 0,
    tables,
    clock,
    rng: createRng(seededSource(seed)),
    logLevel: 'silent',
  });
}

/** Connects station `id` and waits for its first snapshot. */
export async function station(hub: RunningHub, id: string): Promise<TestTerminal> {
  const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t, id, WHEEL_SECRET);
  await t.next((m) => m.type === 'snapshot');
  return t;
}

/** Sends a bet and resolves with its reply. */
export async function bet(
  t: TestTerminal,
  commandId: string,
  roundId: number,
  spot: unknown,
  stake: number,
): Promise<Reply> {
  const mark = t.received.length;
  t.send({ type: 'placeBet', commandId, roundId, spot, stake });
  return (await t.next((m) => m.type === 'reply' && m.commandId === commandId, mark)) as Reply;
}

/** Sends any command and resolves with its reply. */
export async function command(t: TestTerminal, message: { commandId: string } & Record<string, unknown>) {
  const mark = t.received.length;
  t.send(message);
  return (await t.next((m) => m.type === 'reply' && m.commandId === message.commandId, mark)) as Reply;
}

/** A station's credit in the ledger. */
export function credit(hub: RunningHub, terminalId: string): number {
  const row = hub.state.db
    .prepare('SELECT balance FROM balances WHERE account = ?')
    .get(`station:${terminalId}`) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** The table's latest round as stored. */
export function latestRound(
  hub: RunningHub,
  tableId: string,
): { roundId: number; phase: string; pocket: number | null } {
  const row = hub.state.db
    .prepare('SELECT round_id, phase, pocket FROM rounds WHERE table_id = ? ORDER BY round_id DESC LIMIT 1')
    .get(tableId) as { round_id: number; phase: string; pocket: number | null } | undefined;
  if (row === undefined) throw new Error(`no round at ${tableId}`);
  return { roundId: row.round_id, phase: row.phase, pocket: row.pocket };
}

/** How many journal entries there are. */
export function journalLength(hub: RunningHub): number {
  return (hub.state.db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
}

/** Waits for the snapshot of settled round `roundId` after index `from`, checked against the wire schema. */
export async function settledSnapshot(
  t: TestTerminal,
  roundId: number,
  from: number,
): Promise<SnapshotMessage> {
  const m = await t.next(
    (x) => x.type === 'snapshot' && x.state.round?.roundId === roundId && x.state.round.phase === 'settled',
    from,
  );
  // What the hub sent is exactly what a client written against protocol/ accepts.
  return HubMessageSchema.parse(m) as SnapshotMessage;
}
