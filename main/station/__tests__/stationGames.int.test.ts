// The station at every kind of table, against a real hub over loopback (issue 11 §1, §4): it keeps
// the view of whichever game its table plays, routes each bridge call to that game's hub command,
// refuses another game's call NOT_AVAILABLE without sending it, measures the hub's clock offset at
// connection, and answers `getRecall` with this station's own last games only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import { wheelSnapshotOf, type StationView } from '../../../protocol/bridge.ts';
import { puntoBancoConfig } from '../../../hub/tables/cards/__tests__/cardHarness.ts';
import { demoTable, grantDemoCredit, prepareDemo } from '../../../hub/demo.ts';
import { holdemTable } from '../../../hub/tables/holdem/holdemConfig.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { provisionTerminal } from '../../../hub/terminals.ts';
import { systemClock } from '../../../hub/clock.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';

const SECRET = 'station-games-secret-0123456789';
/** The hub's clock runs this far ahead of the station's: the offset the station must measure. */
const HUB_AHEAD_MS = 3_600_000;
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

async function hubWithEveryKind(): Promise<RunningHub> {
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-st-games-')),
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: 1_500, spinMs: 200, resultMs: 200 })],
    cardTables: [puntoBancoConfig()],
    holdemTables: [holdemTable('holdem-1', { smallBlind: cents(100), bigBlind: cents(200) })],
    clock: { now: () => Date.now() + HUB_AHEAD_MS, schedule: systemClock.schedule },
    logLevel: 'silent',
  });
  cleanups.push(() => hub.close());
  prepareDemo(
    hub,
    [
      { id: 'T1', secret: SECRET },
      { id: 'T2', secret: SECRET },
    ],
    euros(100),
  );
  provisionTerminal(hub.state.db, 'P1', 'pb-1', SECRET);
  provisionTerminal(hub.state.db, 'H1', 'holdem-1', SECRET);
  grantDemoCredit(hub, 'P1', euros(50));
  return hub;
}

async function stationAt(hub: RunningHub, terminalId: string): Promise<StationService> {
  const station = await startStation({
    hubUrl: `ws://127.0.0.1:${hub.port}/terminal`,
    terminalId,
    secret: SECRET,
    dataDir: mkdtempSync(join(tmpdir(), `tapis-st-${terminalId}-`)),
  });
  cleanups.push(() => station.close());
  await until(() => station.getView().game !== null);
  return station;
}

const codeOf = (answer: { ok: boolean; error?: { code: string; params?: unknown } }) =>
  answer.ok ? 'ok' : { code: answer.error?.code, params: answer.error?.params };

describe('the station at every kind of table', () => {
  it('keeps the view of its own table’s game and refuses another game’s calls without sending them', async () => {
    const hub = await hubWithEveryKind();
    const [roulette, punto, holdem] = await Promise.all([
      stationAt(hub, 'T1'),
      stationAt(hub, 'P1'),
      stationAt(hub, 'H1'),
    ]);
    const r = roulette.getView();
    const p = punto.getView();
    const h = holdem.getView();
    expect([r.game, p.game, h.game]).toEqual(['roulette', 'puntoBanco', 'holdem']);
    expect(p.game === 'puntoBanco' && { name: p.hub.tableName, credit: p.hub.credit }).toEqual({
      name: 'Punto banco 1',
      credit: euros(50),
    });
    expect(h.game === 'holdem' && h.hub.table.tableId).toBe('holdem-1');

    expect(codeOf(await punto.placeBet({ spot: { kind: 'plein', number: 7 }, stake: euros(1) }))).toEqual({
      code: 'NOT_AVAILABLE',
      params: { call: 'placeBet', reason: 'otherGame' },
    });
    expect(codeOf(await roulette.cardSit({ seat: 1 }))).toMatchObject({ params: { reason: 'otherGame' } });
    expect(codeOf(await roulette.holdemSitOut())).toMatchObject({ params: { reason: 'otherGame' } });
    expect(codeOf(await holdem.requestPayment())).toMatchObject({ params: { reason: 'otherGame' } });
    // Issue 11: the wheel controls reach the hub, which answers with its own typed reason.
    expect(codeOf(await roulette.undoLastBet())).toMatchObject({
      code: expect.stringMatching(/^(NO_SUCH_BET|BETS_CLOSED|UNKNOWN_ROUND|NO_SESSION)$/),
    });
    expect(codeOf(await punto.undoLastBet())).toMatchObject({ params: { reason: 'otherGame' } });
    // A card call reaches the card table, which answers with its own typed reason (no séance yet).
    expect(codeOf(await punto.puntoBancoBet({ spot: 'banco', amount: euros(5) }))).toMatchObject({
      code: 'NO_SESSION',
    });
    expect(wheelSnapshotOf(p)).toBeNull();
  });

  it('reads its table’s rules report, and says there is none without an open séance', async () => {
    const hub = await hubWithEveryKind();
    const [roulette, punto] = await Promise.all([stationAt(hub, 'T1'), stationAt(hub, 'P1')]);
    const rules = await roulette.getRules();
    if (!rules.ok) throw new Error(rules.error.code);
    expect(rules.value).toMatchObject({ tableId: 'roulette-1', game: 'roulette' });
    expect(rules.value.text).toMatch(/plein/i);
    expect(codeOf(await punto.getRules())).toMatchObject({ code: 'NO_SESSION' });
  });

  it('measures the hub’s clock offset at connection, within the round trip', async () => {
    const hub = await hubWithEveryKind();
    const station = await stationAt(hub, 'T1');
    await until(() => station.getView().clockOffsetMs !== 0);
    expect(Math.abs(station.getView().clockOffsetMs - HUB_AHEAD_MS)).toBeLessThan(1_000);
  });

  it('recalls this station’s last games, credit before and after, and never another station’s', async () => {
    const hub = await hubWithEveryKind();
    const [t1, t2] = await Promise.all([stationAt(hub, 'T1'), stationAt(hub, 'T2')]);
    expect(await t1.getRecall()).toEqual({ ok: true, value: { tableId: 'roulette-1', games: [] } });
    const betting = (v: StationView) => wheelSnapshotOf(v)?.round?.phase === 'betting';
    await until(() => betting(t1.getView()));
    const roundId = wheelSnapshotOf(t1.getView())?.round?.roundId;
    const bet = await t1.placeBet({ spot: { kind: 'chance', chance: 'rouge' }, stake: euros(2) });
    expect(bet.ok).toBe(true);
    // Before its result, the game is recalled as interrupted (in progress), its stake already shown.
    const early = await t1.getRecall();
    if (!early.ok) throw new Error(early.error.code);
    expect(early.value.games).toMatchObject([
      { status: 'inProgress', stakes: euros(2), creditBefore: euros(100) },
    ]);
    await until(() => (wheelSnapshotOf(t1.getView())?.lastSettlement?.roundId ?? 0) === roundId);
    const recall = await t1.getRecall();
    if (!recall.ok) throw new Error(recall.error.code);
    expect(recall.value.games).toHaveLength(1);
    const [game] = recall.value.games;
    expect(game).toMatchObject({
      terminalId: 'T1',
      status: 'settled',
      stakes: euros(2),
      creditBefore: euros(100),
    });
    const settled = wheelSnapshotOf(t1.getView())?.lastSettlement;
    expect(game?.wins).toBe(settled?.returned);
    expect(game?.creditAfter).toBe(euros(98) + (settled?.returned ?? 0));
    expect(game?.bets).toEqual([{ label: 'chance rouge', stake: euros(2) }]);
    expect(await t2.getRecall()).toEqual({ ok: true, value: { tableId: 'roulette-1', games: [] } });
  });
});
