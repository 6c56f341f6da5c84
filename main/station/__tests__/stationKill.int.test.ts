// Issue 12 §4: the station process SIGKILLed at random moments while it bets and takes bets back
// (placeBet, and issue 11's placeBets, doubleBets, repeatLastRound, undoLastBet, clearBet,
// clearAllBets), against a real hub process over loopback, and restarted on the same data folder
// after each kill. After every restart: the screen starts on the mirrored credit; every command
// pending at the kill is sent again under its id and applied at most once (exactly once when the
// hub accepts it); once settled, the station's credit equals the hub's to the cent. At the end:
// every bet the player saw placed is in the hub's store once, every bet the player saw taken back
// was refunded, and every bet in the hub's store came from one command and went back by one at most.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createRng, seededSource } from '../../../games/rng.ts';
import {
  freePort,
  runCli,
  spawnHubChild,
  stopChild,
  type HubChild,
} from '../../../hub/__tests__/helpers/hubChild.ts';
import { readStationFiles } from './helpers/stationFiles.ts';

const SECRET = 'station-kill-secret-0123456789';
const KILLS = 20;
const CHILD = fileURLToPath(new URL('./helpers/stationChild.ts', import.meta.url));
const children: ChildProcess[] = [];
let hub: HubChild | null = null;

afterAll(async () => {
  for (const c of children) await stopChild(c, 'SIGKILL');
  if (hub !== null) await stopChild(hub.process, 'SIGKILL');
});

type ChildEvent = Record<string, unknown> & { event: string };

/** A command's reply as the hub recorded it: a bet placed, bets placed, bets taken back, a payment. */
type Reply = { kind: string; betId?: string; betIds?: string[] };

/** The bets a recorded reply placed. */
const placedBy = (r: Reply): string[] =>
  r.kind === 'betAccepted' ? [r.betId ?? ''] : r.kind === 'betsPlaced' ? (r.betIds ?? []) : [];

/** A station child and the events it printed. */
interface StationRun {
  readonly process: ChildProcess;
  readonly events: ChildEvent[];
  next(test: (e: ChildEvent) => boolean, ms?: number): Promise<ChildEvent>;
}

function runStation(hubUrl: string, dataDir: string, args: string[]): StationRun {
  const child = spawn(process.execPath, [CHILD, hubUrl, dataDir, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TAPIS_TEST_STATION_SECRET: SECRET },
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const events: ChildEvent[] = [];
  const waiters: { test: (e: ChildEvent) => boolean; resolve: (e: ChildEvent) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    let e: ChildEvent;
    try {
      e = JSON.parse(line) as ChildEvent;
    } catch {
      return;
    }
    events.push(e);
    for (const w of waiters.splice(0)) {
      if (w.test(e)) w.resolve(e);
      else waiters.push(w);
    }
  });
  return {
    process: child,
    events,
    next(test, ms = 15_000) {
      const seen = events.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`station child: no such event in time; ${stderr}`)),
          ms,
        );
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

/** The hub's store as an auditor reads it, in one read transaction. */
function hubStore(dir: string): {
  credit: number;
  commands: Map<string, Reply>;
  bets: Map<string, { stake: number; returned: number | null }>;
} {
  const db = new DatabaseSync(join(dir, 'hub.sqlite'), { readOnly: true });
  try {
    db.exec('BEGIN');
    const credit = db
      .prepare(
        `SELECT COALESCE((SELECT SUM(amount) FROM transfers WHERE to_account = 'station:T1'), 0)
              - COALESCE((SELECT SUM(amount) FROM transfers WHERE from_account = 'station:T1'), 0) AS c`,
      )
      .get() as { c: number };
    const commands = new Map(
      (
        db.prepare("SELECT command_id, reply FROM commands WHERE terminal_id = 'T1'").all() as {
          command_id: string;
          reply: string;
        }[]
      ).map((r) => [r.command_id, JSON.parse(r.reply) as Reply]),
    );
    const bets = new Map(
      (
        db.prepare("SELECT bet_id, stake, returned FROM bets WHERE terminal_id = 'T1'").all() as {
          bet_id: string;
          stake: number;
          returned: number | null;
        }[]
      ).map((b) => [b.bet_id, { stake: b.stake, returned: b.returned }]),
    );
    db.exec('COMMIT');
    return { credit: Number(credit.c), commands, bets };
  } finally {
    db.close();
  }
}

describe('station kill test', () => {
  it(`survives ${KILLS} SIGKILLs while betting: nothing lost, nothing applied twice, credit to the cent`, async () => {
    const hubDir = mkdtempSync(join(tmpdir(), 'tapis-stkill-hub-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-stkill-station-'));
    const port = await freePort();
    hub = await spawnHubChild(
      [
        '--demo',
        '--port',
        String(port),
        '--data',
        hubDir,
        '--terminal',
        'T1',
        // Short rounds: a kill lands in betting, in rien ne va plus or at a settlement.
        '--betting-ms',
        '400',
        '--spin-ms',
        '20',
        '--result-ms',
        '20',
        '--credit',
        '1000000',
        '--log-level',
        'error',
      ],
      { TAPIS_DEMO_SECRET: SECRET },
    );
    const hubUrl = `ws://127.0.0.1:${port}/terminal`;
    const rng = createRng(seededSource(12));
    const acked = new Set<string>();
    const withdrawn = new Set<string>();
    const stakes = new Map<string, number>();
    const calls = new Map<string, number>();
    let resent = 0;
    const resentTypes = new Map<string, number>();
    let resentApplied = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const betting = runStation(hubUrl, dataDir, ['bet', String(kill + 1)]);
      await betting.next((e) => e.event === 'online');
      await betting.next((e) => e.event === 'answer' && e['ok'] === true);
      await new Promise((resolve) => setTimeout(resolve, 20 + rng.int(400)));
      await stopChild(betting.process, 'SIGKILL');
      for (const e of betting.events) {
        if (e.event !== 'answer' || e['ok'] !== true) continue;
        calls.set(String(e['call']), (calls.get(String(e['call'])) ?? 0) + 1);
        for (const betId of e['betIds'] as string[]) (e['withdraws'] === true ? withdrawn : acked).add(betId);
        if (e['call'] === 'placeBet') stakes.set((e['betIds'] as string[])[0] ?? '', Number(e['stake']));
      }
      const atKill = readStationFiles(dataDir);

      const settling = runStation(hubUrl, dataDir, ['settle']);
      // The screen starts on the last confirmed credit, before the hub said anything.
      const start = await settling.next((e) => e.event === 'start');
      expect(start).toEqual({ event: 'start', link: 'connecting', credit: atKill.credit });
      const settled = await settling.next((e) => e.event === 'settled', 20_000);
      const store = hubStore(hubDir);
      // Credit on the screen equals the hub's, to the cent.
      expect(settled['credit']).toBe(store.credit);
      // Every command pending at the kill was sent again under its id and answered once.
      for (const { commandId } of atKill.pending) {
        const answers = settling.events.filter(
          (e) => e.event === 'recovered' && e['commandId'] === commandId,
        );
        expect(answers).toHaveLength(1);
        const applied = store.commands.get(commandId);
        if (answers[0]?.['ok'] === true) {
          expect(applied).toBeDefined();
          for (const betId of placedBy(applied ?? { kind: '' })) expect(store.bets.has(betId)).toBe(true);
          resentApplied++;
        } else {
          // Refused on its resend (the round had moved on): nothing of it in the hub's store.
          expect(applied).toBe(undefined);
        }
      }
      resent += atKill.pending.length;
      for (const { command } of atKill.pending)
        resentTypes.set(String(command['type']), (resentTypes.get(String(command['type'])) ?? 0) + 1);
      expect(readStationFiles(dataDir).pending).toEqual([]);
      await stopChild(settling.process, 'SIGKILL');
    }

    const store = hubStore(hubDir);
    // No bet the player saw placed is lost: each is in the hub's store (a placeBet with its stake).
    for (const betId of acked) expect(store.bets.has(betId)).toBe(true);
    for (const [betId, stake] of stakes) expect(store.bets.get(betId)?.stake).toBe(stake);
    // Every bet the player saw taken back was refunded in full (and no settlement paid it).
    for (const betId of withdrawn) {
      const b = store.bets.get(betId);
      expect(b?.returned).toBe(b?.stake);
    }
    // None applied twice: each bet of the store belongs to exactly one command of the station, and
    // none was taken back by two.
    const replies = [...store.commands.values()];
    const betIdsOfCommands = replies.flatMap(placedBy);
    expect(new Set(betIdsOfCommands).size).toBe(betIdsOfCommands.length);
    expect([...store.bets.keys()].sort()).toEqual([...betIdsOfCommands].sort());
    const withdrawnByCommands = replies.flatMap((r) =>
      r.kind === 'wheelBetsWithdrawn' ? (r.betIds ?? []) : [],
    );
    expect(new Set(withdrawnByCommands).size).toBe(withdrawnByCommands.length);
    for (const betId of withdrawnByCommands) expect(store.bets.has(betId)).toBe(true);
    // The hub's own check: chain and conservation of money.
    await stopChild(hub.process, 'SIGTERM');
    hub = null;
    const verified = await runCli(['verify', hubDir]);
    expect(verified.code).toBe(0);
    expect(acked.size).toBeGreaterThan(KILLS * 3);
    // The controls were exercised, not only placeBet.
    for (const call of ['placeBets', 'undoLastBet', 'clearAllBets'])
      expect(calls.get(call) ?? 0).toBeGreaterThan(0);
    process.stdout.write(
      `station kill test: ${KILLS} kills, ${acked.size} bets placed and ${withdrawn.size} taken back as acknowledged, ${JSON.stringify(Object.fromEntries(calls))}, ${resent} commands pending at a kill ${JSON.stringify(Object.fromEntries(resentTypes))}, ${resentApplied} applied on their resend\n`,
    );
    // A kill inside a bet's round trip is the case under test: it must have happened.
    expect(resent).toBeGreaterThan(0);
  }, 240_000);
});
