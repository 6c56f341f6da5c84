// Offline recall (RULES.md A.1): without the hub, getRecall answers from the station's own store
// (a real SQLite file), marked offline; online, the hub's answer passes untouched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { initialView, type StationView } from '../../../protocol/bridge.ts';
import type { StationRecall } from '../../../protocol/recall.ts';
import { offlineRecall } from '../offlineRecall.ts';
import { stationCalls } from '../stationCalls.ts';
import { StationStore } from '../stationStore.ts';

const dirs: string[] = [];
const stores: StationStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function store(): StationStore {
  const dir = mkdtempSync(join(tmpdir(), 'tapis-recall-'));
  dirs.push(dir);
  const s = new StationStore(dir);
  stores.push(s);
  return s;
}

const line = (roundId: number, pocket: number, staked: number, returned: number, creditAfter: number) => ({
  game: 'roulette',
  roundId,
  pocket,
  staked,
  returned,
  creditAfter,
});

const offlineView = {
  ...initialView('T1', 0),
  link: 'offline',
  linkSince: Date.parse('2026-12-02T15:00:00.000Z'),
  game: 'roulette',
  hub: { tableId: 'roulette-1', tableName: 'R', credit: cents(900), bets: [], round: null },
} as unknown as StationView;

function calls(view: StationView, s: StationStore, hubAnswer: 'OFFLINE' | 'ok') {
  const hubRecall: StationRecall = { tableId: 'roulette-1', games: [] };
  return stationCalls({
    view: () => view,
    publish: () => undefined,
    storedRecall: () => s.recall(),
    link: {
      send: () => Promise.reject(new Error('nothing is sent for a recall')),
      recall: () =>
        Promise.resolve(
          hubAnswer === 'ok'
            ? { ok: true, value: hubRecall }
            : { ok: false, error: { code: 'OFFLINE', message: 'no link to the hub' } },
        ),
      rules: () => Promise.reject(new Error('unused')),
      proposeRandom: () => Promise.reject(new Error('unused')),
    },
  });
}

describe('offline recall', () => {
  it('answers from the store when the hub cannot be asked, newest first, marked offline', async () => {
    const s = store();
    s.saveRecall('roulette-1', 4, line(4, 17, 500, 0, 1500), '2026-12-02T14:00:00.000Z');
    s.saveRecall('roulette-1', 5, line(5, 0, 600, 1800, 2700), '2026-12-02T14:01:00.000Z');
    s.saveRecall('other-table', 9, line(9, 3, 100, 0, 50), '2026-12-02T14:02:00.000Z');
    const answer = await calls(offlineView, s, 'OFFLINE').getRecall(undefined as never);
    expect(answer).toEqual({
      ok: true,
      value: {
        tableId: 'roulette-1',
        offline: { since: '2026-12-02T15:00:00.000Z' },
        games: [
          {
            game: 'roulette',
            tableId: 'roulette-1',
            terminalId: 'T1',
            gameId: '5',
            status: 'settled',
            startedAt: '2026-12-02T14:01:00.000Z',
            endedAt: '2026-12-02T14:01:00.000Z',
            bets: [],
            stakes: 600,
            outcome: 'numéro 0',
            wins: 1800,
            creditBefore: 1500,
            creditAfter: 2700,
          },
          {
            game: 'roulette',
            tableId: 'roulette-1',
            terminalId: 'T1',
            gameId: '4',
            status: 'settled',
            startedAt: '2026-12-02T14:00:00.000Z',
            endedAt: '2026-12-02T14:00:00.000Z',
            bets: [],
            stakes: 500,
            outcome: 'numéro 17',
            wins: 0,
            creditBefore: 2000,
            creditAfter: 1500,
          },
        ],
      },
    });
  });

  it('passes the hub’s answer untouched when online', async () => {
    const s = store();
    s.saveRecall('roulette-1', 4, line(4, 17, 500, 0, 1500));
    const answer = await calls({ ...offlineView, link: 'online' } as StationView, s, 'ok').getRecall(
      undefined as never,
    );
    expect(answer).toEqual({ ok: true, value: { tableId: 'roulette-1', games: [] } });
  });

  it('keeps at most 10 games and leaves out a line that does not parse or add up', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      tableId: 't',
      roundId: i,
      line: line(i, 1, 100, 0, 1000),
      savedAt: `2026-12-02T14:${String(59 - i).padStart(2, '0')}:00.000Z`,
    }));
    const bad = [
      { tableId: 't', roundId: 99, line: { game: 'roulette', roundId: 99 }, savedAt: 'x' },
      // returned 5000 from a credit after of 10: the credit before would be negative.
      { tableId: 't', roundId: 98, line: line(98, 1, 0, 5000, 10), savedAt: 'x' },
    ];
    const recall = offlineRecall([...bad, ...rows], 't', 'T1', null);
    expect(recall.games.map((g) => g.gameId)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(recall.offline).toEqual({ since: null });
  });
});
