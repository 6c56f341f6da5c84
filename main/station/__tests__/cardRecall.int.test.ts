// Offline recall at the card tables (RULES.md A.1, issue 12 §4): a station at a black jack and one
// at a punto banco table, against a real hub over loopback, play one settled game each; each
// station's store keeps it, and once the hub is gone (and the station restarted on its folder)
// `getRecall` answers from the store with the same figures the hub's own recall gave online.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import {
  blackjackConfig,
  openSeance,
  puntoBancoConfig,
  stackedShoe,
} from '../../../hub/tables/cards/__tests__/cardHarness.ts';
import { grantDemoCredit } from '../../../hub/demo.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { provisionTerminal } from '../../../hub/terminals.ts';
import { manualClock, type ManualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import type { RecalledGameWire } from '../../../protocol/recall.ts';
import type { StationView } from '../../../protocol/stationView.ts';
import { startStation } from '../startStation.ts';
import { StationMirror } from '../stationMirror.ts';
import { StationStore } from '../stationStore.ts';
import type { StationService } from '../stationApi.ts';

const SECRET = 'card-recall-secret-0123456789';
const BETTING_MS = 15_000;
// One box: box 1, the dealer's up card, box 1 (20 against a 9), then the dealer draws to 17.
const BLACKJACK = ['Tc', '9d', 'Kc', '8h'];
// The first card (an ace) is shown and one more burnt; then P, B, P, B: punto 9, banco 5.
const COUPS = ['Ac', '2c', '4c', '2d', '5c', '3c'];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

async function until(test: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function cardHub(clock: ManualClock): Promise<RunningHub> {
  const shoes: Record<string, string[]> = { 'bj-1': BLACKJACK, 'pb-1': COUPS };
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-card-recall-hub-')),
    host: '127.0.0.1',
    port: 0,
    tables: [],
    cardTables: [blackjackConfig({ bettingMs: BETTING_MS }), puntoBancoConfig({ bettingMs: BETTING_MS })],
    cardShoe: (tableId) => (shoes[tableId] === undefined ? undefined : stackedShoe(5, shoes[tableId])),
    clock,
    logLevel: 'silent',
  });
  cleanups.push(() => hub.close());
  for (const [terminalId, tableId] of [
    ['B1', 'bj-1'],
    ['P1', 'pb-1'],
  ] as const) {
    provisionTerminal(hub.state.db, terminalId, tableId, SECRET);
    grantDemoCredit(hub, terminalId, euros(100));
    const table = hub.state.tables.card(tableId);
    if (table === undefined) throw new Error(`no table ${tableId}`);
    openSeance(hub.state.db, clock, table);
  }
  return hub;
}

async function station(port: number, terminalId: string, dataDir: string): Promise<StationService> {
  const s = await startStation({
    hubUrl: `ws://127.0.0.1:${port}/terminal`,
    terminalId,
    secret: SECRET,
    dataDir,
  });
  cleanups.push(() => s.close());
  return s;
}

/** The card table's last settled game of `view` and this station's lines of it, or null. */
function lastSettled(view: StationView): { settlements: readonly unknown[] } | null {
  if (view.game !== 'blackjack' && view.game !== 'puntoBanco') return null;
  return view.hub.game.last;
}

/** What the offline recall must share with the hub's: every figure and the outcome. */
const figures = (g: RecalledGameWire | undefined) =>
  g && {
    game: g.game,
    tableId: g.tableId,
    terminalId: g.terminalId,
    status: g.status,
    stakes: g.stakes,
    outcome: g.outcome,
    wins: g.wins,
    creditBefore: g.creditBefore,
    creditAfter: g.creditAfter,
  };

async function recalled(s: StationService): Promise<{ games: RecalledGameWire[]; offline?: unknown }> {
  const answer = await s.getRecall(undefined as never);
  if (!answer.ok) throw new Error(answer.error.code);
  return answer.value;
}

describe('the offline recall at the card tables', () => {
  it('keeps a black jack hand and a punto banco coup the station played, offline and after a restart', async () => {
    const clock = manualClock();
    const hub = await cardHub(clock);
    const [bjDir, pbDir] = [
      mkdtempSync(join(tmpdir(), 'tapis-bj-')),
      mkdtempSync(join(tmpdir(), 'tapis-pb-')),
    ];
    const bj = await station(hub.port, 'B1', bjDir);
    const pb = await station(hub.port, 'P1', pbDir);
    await until(() => bj.getView().link === 'online' && pb.getView().link === 'online');
    await until(() => bj.getView().game === 'blackjack' && pb.getView().game === 'puntoBanco');

    expect(await bj.cardSit({ seat: 1 })).toMatchObject({ ok: true });
    expect(await pb.cardSit({ seat: 1 })).toMatchObject({ ok: true });
    expect(await bj.blackjackBet({ box: 1, amount: euros(10) })).toMatchObject({ ok: true });
    expect(await pb.puntoBancoBet({ spot: 'punto', amount: euros(5) })).toMatchObject({ ok: true });
    clock.advance(BETTING_MS + 1_000);
    await until(() => {
      const v = bj.getView();
      return v.game === 'blackjack' && v.hub.game.phase === 'playing';
    });
    expect(await bj.blackjackAction({ box: 1, action: 'stand' })).toMatchObject({ ok: true });
    clock.advance(5_000);
    await until(() => (lastSettled(bj.getView())?.settlements.length ?? 0) > 0);
    await until(() => (lastSettled(pb.getView())?.settlements.length ?? 0) > 0);

    const settledView = bj.getView();
    // Online: the hub's recall, from its journal.
    const [bjHub, pbHub] = [await recalled(bj), await recalled(pb)];
    expect(bjHub.offline).toBeUndefined();
    expect(figures(bjHub.games[0])).toEqual({
      game: 'blackjack',
      tableId: 'bj-1',
      terminalId: 'B1',
      status: 'settled',
      stakes: euros(10),
      outcome: 'banque 17',
      wins: euros(20),
      creditBefore: euros(100),
      creditAfter: euros(110),
    });
    expect(figures(pbHub.games[0])).toEqual({
      game: 'puntoBanco',
      tableId: 'pb-1',
      terminalId: 'P1',
      status: 'settled',
      stakes: euros(5),
      outcome: 'punto 9, banco 5 : punto',
      wins: euros(10),
      creditBefore: euros(100),
      creditAfter: euros(105),
    });

    // The hub gone: each station answers from its own store, the same game with the same figures.
    await hub.close();
    await until(() => bj.getView().link !== 'online' && pb.getView().link !== 'online');
    for (const [s, online] of [
      [bj, bjHub],
      [pb, pbHub],
    ] as const) {
      const offline = await recalled(s);
      expect(offline.offline).toEqual({ since: expect.any(String) });
      expect(offline.games.map(figures)).toEqual([figures(online.games[0])]);
      expect(offline.games[0]?.bets).toEqual([]);
    }

    // Restarted on its folder, still without the hub: the store on disk answers, the game once.
    await bj.close();
    const again = await station(hub.port, 'B1', bjDir);
    const restored = await recalled(again);
    expect(restored.games.map(figures)).toEqual([figures(bjHub.games[0])]);

    // The same settled hand seen again by a restarted mirror, the credit since moved by the next
    // hand's stake: kept once, with the figures of its first sight.
    const store = new StationStore(mkdtempSync(join(tmpdir(), 'tapis-bj-mirror-')));
    cleanups.push(async () => store.close());
    new StationMirror(store).save(settledView, 1);
    if (settledView.game !== 'blackjack') throw new Error('not at the black jack table');
    new StationMirror(store).save({ ...settledView, hub: { ...settledView.hub, credit: cents(10_500) } }, 2);
    expect(store.recall().map((r) => (r.line as { creditAfter: number }).creditAfter)).toEqual([euros(110)]);
  });
});
