// A station restarted on its data folder (issue 12 §4), against a real hub over loopback: it
// starts on the last confirmed snapshot, sends the commands still pending under their ids, and the
// hub applies each once — also when the hub had applied it before the station died unanswered.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { demoTable, prepareDemo } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { accounts, balanceOf } from '../../../hub/store/ledger.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import type { CommandAnswer } from '../hubLink.ts';
import type { Command } from '../hubLink.ts';
import { wheelSnapshotOf } from '../../../protocol/stationView.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';
import { StationStore } from '../stationStore.ts';
import { readStationFiles } from './helpers/stationFiles.ts';

const SECRET = 'restart-test-secret-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  cleanups.length = 0;
});

async function until(test: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function hubWithTable(): Promise<RunningHub> {
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-restart-hub-')),
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 60_000, spinMs: 1_000, resultMs: 1_000 })],
  });
  cleanups.push(() => hub.close());
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  return hub;
}

async function station(
  port: number,
  dataDir: string,
  recovered: { command: Command; answer: CommandAnswer }[] = [],
): Promise<StationService> {
  const s = await startStation({
    hubUrl: `ws://127.0.0.1:${port}/terminal`,
    terminalId: 'T1',
    secret: SECRET,
    dataDir,
    onRecoveredAnswer: (command, answer) => recovered.push({ command, answer }),
  });
  cleanups.push(() => s.close());
  return s;
}

const hubCredit = (hub: RunningHub): number => balanceOf(hub.state.db, accounts.station('T1'));

describe('station restart', () => {
  it('starts on the last confirmed snapshot while the hub is unreachable, and refuses bets on it', async () => {
    const hub = await hubWithTable();
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-restart-'));
    const first = await station(hub.port, dataDir);
    await until(() => wheelSnapshotOf(first.getView())?.round?.phase === 'betting');
    const bet = await first.placeBet({ spot: { kind: 'plein', number: 17 }, stake: euros(5) });
    expect(bet.ok).toBe(true);
    await first.close();
    const port = hub.port;
    await hub.close();

    const second = await station(port, dataDir);
    const view = second.getView();
    expect(view.link).toBe('connecting');
    expect(wheelSnapshotOf(view)?.credit).toBe(9_500);
    expect(wheelSnapshotOf(view)?.bets.map((b) => b.stake)).toEqual([500]);
    const refused = await second.placeBet({ spot: { kind: 'plein', number: 3 }, stake: euros(1) });
    expect(refused.ok === false && refused.error.code).toBe('OFFLINE');
    expect(readStationFiles(dataDir).pending).toEqual([]);
  });

  it('sends a pending bet again under its id: applied once, also when the hub had already applied it', async () => {
    const hub = await hubWithTable();
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-restart-'));
    const first = await station(hub.port, dataDir);
    await until(() => wheelSnapshotOf(first.getView())?.round?.phase === 'betting');
    const roundId = wheelSnapshotOf(first.getView())?.round?.roundId ?? 0;
    await first.close();

    // Killed after recording the command, before sending it: the hub never saw it.
    const bet: Command = {
      type: 'placeBet',
      commandId: randomUUID(),
      roundId,
      spot: { kind: 'chance', chance: 'rouge' },
      stake: euros(7),
    };
    const store = new StationStore(dataDir);
    store.addPending(bet.commandId, bet);
    store.close();
    const recovered: { command: Command; answer: CommandAnswer }[] = [];
    const second = await station(hub.port, dataDir, recovered);
    await until(() => recovered.length === 1);
    expect(recovered[0]?.command).toEqual(bet);
    expect(recovered[0]?.answer.ok).toBe(true);
    expect(hubCredit(hub)).toBe(9_300);
    await until(() => wheelSnapshotOf(second.getView())?.credit === 9_300);
    expect(readStationFiles(dataDir)).toEqual({ credit: 9_300, pending: [] });
    await second.close();

    // Killed after the hub applied it, before the answer was recorded: sent again, answered the
    // same way, applied no second time.
    const again = new StationStore(dataDir);
    again.addPending(bet.commandId, bet);
    again.close();
    const recoveredAgain: { command: Command; answer: CommandAnswer }[] = [];
    const third = await station(hub.port, dataDir, recoveredAgain);
    await until(() => recoveredAgain.length === 1);
    expect(recoveredAgain[0]?.answer).toEqual(recovered[0]?.answer);
    expect(hubCredit(hub)).toBe(9_300);
    await until(
      () =>
        wheelSnapshotOf(third.getView())?.credit === 9_300 && readStationFiles(dataDir).pending.length === 0,
    );
    expect(wheelSnapshotOf(third.getView())?.bets.map((b) => b.stake)).toEqual([700]);
    expect(readStationFiles(dataDir).pending).toEqual([]);
  });

  it('a pending bet the hub refuses is forgotten with its reason, and changes nothing', async () => {
    const hub = await hubWithTable();
    const dataDir = mkdtempSync(join(tmpdir(), 'tapis-restart-'));
    const bet: Command = {
      type: 'placeBet',
      commandId: randomUUID(),
      roundId: 999_999,
      spot: { kind: 'plein', number: 1 },
      stake: euros(1),
    };
    const store = new StationStore(dataDir);
    store.addPending(bet.commandId, bet);
    store.close();
    const recovered: { command: Command; answer: CommandAnswer }[] = [];
    await station(hub.port, dataDir, recovered);
    await until(() => recovered.length === 1);
    expect(recovered[0]?.answer.ok === false && recovered[0].answer.error.code).toBe('UNKNOWN_ROUND');
    expect(hubCredit(hub)).toBe(10_000);
    expect(readStationFiles(dataDir).pending).toEqual([]);
  });
});
