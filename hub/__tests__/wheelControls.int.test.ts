// Issue 11 §2–§3 on the hub: the wheel tables' player controls over a real WebSocket and a real
// SQLite file. Undo, clear one and clear all give each stake back exactly and are refused after
// rien ne va plus, for another station's bet and for a bet already withdrawn; a batch, a repeat
// and a double are all or nothing with the reason of their first refusal; the player's minimum is
// enforced by the hub and survives a restart; every refusal changes nothing; the store verifies.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import { HubMessageSchema } from '../../protocol/hubMessages.ts';
import { prepareTable } from '../demo.ts';
import { type RunningHub, startHub } from '../hub.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { verifyDataDir } from '../verify.ts';
import { pleinChanceTable } from '../tables/wheel/tableConfigs.ts';
import { type ManualClock, manualClock } from './helpers/manualClock.ts';
import type { TestTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import {
  type Reply,
  type SnapshotMessage,
  WHEEL_SECRET,
  WHEEL_TIMING as TIMING,
  bet,
  command,
  credit,
  journalLength,
  latestRound,
  station,
} from './helpers/wheelHub.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const ROULETTE = rouletteTable('roulette-1', 'Roulette 1', euros(1), TIMING);
const BOULE = pleinChanceTable('boule', 'boule-1', 'Boule 1', euros(1), TIMING, {
  pleinMaxMultiple: 40,
  chanceMaxMultiple: 200,
});

async function boot(clock: ManualClock, dataDir = mkdtempSync(join(tmpdir(), 'tapis-controls-'))) {
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [ROULETTE, BOULE],
    clock,
    rng: createRng(seededSource(11)),
    logLevel: 'silent',
  });
  running.push(hub);
  prepareTable(
    hub,
    'roulette-1',
    [
      { id: 'T1', secret: WHEEL_SECRET },
      { id: 'T2', secret: WHEEL_SECRET },
    ],
    euros(100),
  );
  prepareTable(hub, 'boule-1', [{ id: 'B1', secret: WHEEL_SECRET }], euros(100));
  return { hub, dataDir };
}

const ok = (r: Reply) => (r.ok ? r.result : r.error);
const refusedWith = (r: Reply) => (r.ok ? 'accepted' : { code: r.error.code, ...r.error.params });

/** Sends a command and returns its reply with the station's snapshot the hub sent just before it. */
async function withSnapshot(t: TestTerminal, message: { commandId: string } & Record<string, unknown>) {
  const reply = await command(t, message);
  const at = t.received.indexOf(reply);
  const own = t.received.slice(0, at).findLast((m) => m.type === 'snapshot');
  return {
    reply,
    state: reply.ok && own !== undefined ? (HubMessageSchema.parse(own) as SnapshotMessage).state : null,
  };
}

describe('withdrawing a bet before rien ne va plus (undo, clear one, clear all)', () => {
  it('gives each stake back exactly, journaled, idempotent, and refuses what it cannot take back', async () => {
    const clock = manualClock();
    const { hub, dataDir } = await boot(clock);
    const t1 = await station(hub, 'T1');
    const t2 = await station(hub, 'T2');
    const { roundId } = latestRound(hub, 'roulette-1');
    const plein = await bet(t1, 'plein-17-a', roundId, { kind: 'plein', number: 17 }, 1000);
    const rouge = await bet(t1, 'rouge-0001', roundId, { kind: 'chance', chance: 'rouge' }, 2000);
    const tiers = await command(t1, {
      type: 'placeAnnonce',
      commandId: 'tiers-0001',
      roundId,
      annonce: { kind: 'tiers' },
      unit: 100,
    });
    expect([plein.ok, rouge.ok, tiers.ok]).toEqual([true, true, true]);
    expect(credit(hub, 'T1')).toBe(10_000 - 1000 - 2000 - 600);
    const tiersId = tiers.ok && tiers.result.kind === 'betAccepted' ? tiers.result.betId : '';
    // The annonce's chips say which annonce they are (the racetrack draws them as its own).
    const tiersChips = tiers.ok && tiers.result.kind === 'betAccepted' ? (tiers.result.chips ?? []) : [];
    expect(tiersChips.map((c) => c.annonce)).toEqual(Array(6).fill({ kind: 'tiers' }));
    const rougeId = rouge.ok && rouge.result.kind === 'betAccepted' ? rouge.result.betId : '';
    const pleinId = plein.ok && plein.result.kind === 'betAccepted' ? plein.result.betId : '';

    // Undo takes back the last bet: the whole annonce, its six chips, one refund.
    const undo = await withSnapshot(t1, { type: 'undoLastBet', commandId: 'undo-00001', roundId });
    expect(ok(undo.reply)).toEqual({ kind: 'wheelBetsWithdrawn', betIds: [tiersId], refunded: 600 });
    expect(credit(hub, 'T1')).toBe(7000);
    expect(undo.state?.credit).toBe(7000);
    expect(undo.state?.bets.map((b) => b.betId)).toEqual([pleinId, rougeId]);
    expect(undo.state?.bets.some((b) => b.annonce !== undefined)).toBe(false);
    // A repeat of the command is answered the same and changes nothing.
    const entries = journalLength(hub);
    expect(ok(await command(t1, { type: 'undoLastBet', commandId: 'undo-00001', roundId }))).toEqual(
      ok(undo.reply),
    );
    expect([credit(hub, 'T1'), journalLength(hub)]).toEqual([7000, entries]);

    // Another station cannot take T1's bet back, and learns nothing of it.
    expect(
      refusedWith(
        await command(t2, { type: 'clearBet', commandId: 'steal-0001', roundId, target: { betId: rougeId } }),
      ),
    ).toEqual({
      code: 'NO_SUCH_BET',
      reason: 'unknownBet',
    });
    // Clear one: the single-chip bets on the plein.
    const clearSpot = await command(t1, {
      type: 'clearBet',
      commandId: 'clear-0001',
      roundId,
      target: { spot: { kind: 'plein', number: 17 } },
    });
    expect(ok(clearSpot)).toEqual({ kind: 'wheelBetsWithdrawn', betIds: [pleinId], refunded: 1000 });
    // A bet already withdrawn, a spot with nothing of T1's, an annonce already undone.
    const again = [
      await command(t1, { type: 'clearBet', commandId: 'clear-0002', roundId, target: { betId: pleinId } }),
      await command(t1, {
        type: 'clearBet',
        commandId: 'clear-0003',
        roundId,
        target: { spot: { kind: 'plein', number: 17 } },
      }),
      await command(t1, { type: 'clearBet', commandId: 'clear-0004', roundId, target: { betId: tiersId } }),
      await command(t1, {
        type: 'clearBet',
        commandId: 'clear-0005',
        roundId,
        target: { spot: { symbol: '2' } },
      }),
    ];
    expect(again.map(refusedWith)).toEqual([
      { code: 'NO_SUCH_BET', reason: 'alreadyWithdrawn' },
      { code: 'NO_SUCH_BET', reason: 'noBets' },
      { code: 'NO_SUCH_BET', reason: 'alreadyWithdrawn' },
      { code: 'ILLEGAL_BET', reason: 'notThisGame', game: 'roulette', item: 0 },
    ]);
    expect(credit(hub, 'T1')).toBe(8000);
    // Clear all, then nothing is left to clear.
    expect(ok(await command(t1, { type: 'clearAllBets', commandId: 'clearall-1', roundId }))).toEqual({
      kind: 'wheelBetsWithdrawn',
      betIds: [rougeId],
      refunded: 2000,
    });
    expect(
      refusedWith(await command(t1, { type: 'clearAllBets', commandId: 'clearall-2', roundId })),
    ).toEqual({
      code: 'NO_SUCH_BET',
      reason: 'noBets',
    });
    expect(credit(hub, 'T1')).toBe(10_000);

    // After rien ne va plus nothing is withdrawn.
    expect((await bet(t1, 'late-plein', roundId, { kind: 'plein', number: 5 }, 500)).ok).toBe(true);
    const beforeClose = t1.received.length;
    clock.advance(TIMING.bettingMs);
    const before = journalLength(hub);
    const late = [
      await command(t1, { type: 'undoLastBet', commandId: 'undo-late-1', roundId }),
      await command(t1, { type: 'clearAllBets', commandId: 'clear-late-1', roundId }),
    ];
    expect(late.map(refusedWith)).toEqual([{ code: 'BETS_CLOSED' }, { code: 'BETS_CLOSED' }]);
    expect([credit(hub, 'T1'), journalLength(hub)]).toEqual([9500, before]);
    clock.advance(TIMING.spinMs);
    // The settled round counts only what stayed on the layout.
    const settled = latestRound(hub, 'roulette-1');
    const end = await t1.next(
      (m) => m.type === 'snapshot' && m.state.round?.phase === 'settled',
      beforeClose,
    );
    const state = (HubMessageSchema.parse(end) as SnapshotMessage).state;
    expect(state.lastSettlement).toMatchObject({
      roundId,
      staked: 500,
      returned: settled.pocket === 5 ? 18_000 : 0,
    });
    const report = verifyDataDir(dataDir, TEST_JOURNAL_KEY);
    expect([report.ok, report.problems, report.conservation.total]).toEqual([true, [], 0]);
  });
});

describe('placing several bets at once: a batch, repeat, double', () => {
  it('places all or nothing, naming the first refused bet, and repeats and doubles exactly', async () => {
    const clock = manualClock();
    const { hub, dataDir } = await boot(clock);
    const t1 = await station(hub, 'T1');
    const round1 = latestRound(hub, 'roulette-1').roundId;
    expect(
      refusedWith(await command(t1, { type: 'repeatLastRound', commandId: 'repeat-001', roundId: round1 })),
    ).toEqual({
      code: 'NOTHING_TO_REPEAT',
      reason: 'noPreviousRound',
    });
    expect(
      refusedWith(await command(t1, { type: 'doubleBets', commandId: 'double-001', roundId: round1 })),
    ).toEqual({
      code: 'NOTHING_TO_REPEAT',
      reason: 'noBets',
    });
    const before = journalLength(hub);
    // The second bet is over the plein maximum (30 €): nothing of the batch is placed.
    const tooMuch = await command(t1, {
      type: 'placeBets',
      commandId: 'batch-0001',
      roundId: round1,
      bets: [
        { kind: 'bet', spot: { kind: 'plein', number: 3 }, stake: 1000 },
        { kind: 'bet', spot: { kind: 'plein', number: 4 }, stake: 3100 },
      ],
    });
    expect(refusedWith(tooMuch)).toEqual({
      code: 'STAKE_ABOVE_MAXIMUM',
      maximum: 3000,
      alreadyStaked: 0,
      item: 1,
    });
    // More than the credit in total (100 €): refused with the credit and the total.
    const overCredit = await command(t1, {
      type: 'placeBets',
      commandId: 'batch-0002',
      roundId: round1,
      bets: [
        { kind: 'bet', spot: { kind: 'chance', chance: 'noir' }, stake: 6000 },
        { kind: 'bet', spot: { kind: 'chance', chance: 'pair' }, stake: 6000 },
      ],
    });
    expect(refusedWith(overCredit)).toEqual({ code: 'INSUFFICIENT_CREDIT', credit: 10_000, total: 12_000 });
    expect([credit(hub, 'T1'), journalLength(hub)]).toEqual([10_000, before]);

    const batch = await withSnapshot(t1, {
      type: 'placeBets',
      commandId: 'batch-0003',
      roundId: round1,
      bets: [
        { kind: 'bet', spot: { kind: 'plein', number: 3 }, stake: 1000 },
        { kind: 'annonce', annonce: { kind: 'voisinsDuZero' }, unit: 100 },
        { kind: 'annonce', annonce: { kind: 'random', count: 3 }, unit: 200 },
      ],
    });
    const placed = ok(batch.reply) as { kind: string; betIds: string[]; staked: number };
    expect([placed.kind, placed.betIds.length, placed.staked]).toEqual(['betsPlaced', 3, 1000 + 900 + 600]);
    expect(credit(hub, 'T1')).toBe(10_000 - 2500);
    const round1Bets = batch.state?.bets ?? [];
    expect(round1Bets).toHaveLength(1 + 7 + 3); // voisins du zéro: 9 units on 7 chips
    // Doubling past the plein maximum (10 € + 10 € is fine, the batch's limits hold per spot).
    const doubled = await command(t1, { type: 'doubleBets', commandId: 'double-002', roundId: round1 });
    expect(ok(doubled)).toMatchObject({ kind: 'betsPlaced', staked: 2500 });
    expect(credit(hub, 'T1')).toBe(10_000 - 5000);
    const settledRound1 = async () => {
      clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);
    };
    await settledRound1();
    const round2 = latestRound(hub, 'roulette-1').roundId;
    expect(round2).toBeGreaterThan(round1);
    const afterRound1 = credit(hub, 'T1');
    // Repeat: the six bets of round 1 (batch and double), chip for chip, the random pleins not redrawn.
    const repeat = await withSnapshot(t1, {
      type: 'repeatLastRound',
      commandId: 'repeat-002',
      roundId: round2,
    });
    expect(ok(repeat.reply)).toMatchObject({ kind: 'betsPlaced', staked: 5000 });
    expect(credit(hub, 'T1')).toBe(afterRound1 - 5000);
    const key = (b: { spot: unknown; stake: number }) => JSON.stringify([b.spot, b.stake]);
    const round1Chips = [...round1Bets, ...round1Bets].map(key).sort();
    expect((repeat.state?.bets ?? []).map(key).sort()).toEqual(round1Chips);
    // An annonce repeated stays one bet (nine chips under one id).
    const ids = new Set((repeat.state?.bets ?? []).map((b) => b.betId));
    expect(ids.size).toBe(2 + 2 + 3 * 2);
    // Doubling the plein 3 again would put 40 € on it: refused, nothing placed.
    const mark = journalLength(hub);
    const overMax = await command(t1, { type: 'doubleBets', commandId: 'double-003', roundId: round2 });
    expect(refusedWith(overMax)).toMatchObject({
      code: 'STAKE_ABOVE_MAXIMUM',
      maximum: 3000,
      alreadyStaked: 2000,
    });
    expect([credit(hub, 'T1'), journalLength(hub)]).toEqual([afterRound1 - 5000, mark]);
    clock.advance(TIMING.bettingMs);
    expect(
      refusedWith(await command(t1, { type: 'repeatLastRound', commandId: 'repeat-003', roundId: round2 })),
    ).toEqual({
      code: 'BETS_CLOSED',
    });
    clock.advance(TIMING.spinMs);
    const report = verifyDataDir(dataDir, TEST_JOURNAL_KEY);
    expect([report.ok, report.problems, report.conservation.total]).toEqual([true, [], 0]);
  });

  it('undoes, doubles and repeats at a boule table too', async () => {
    const clock = manualClock();
    const { hub } = await boot(clock);
    const b1 = await station(hub, 'B1');
    const r1 = latestRound(hub, 'boule-1').roundId;
    expect((await bet(b1, 'boule-p-01', r1, { kind: 'plein', number: 5 }, 300)).ok).toBe(true);
    expect((await bet(b1, 'boule-c-01', r1, { kind: 'chance', chance: 'rouge' }, 200)).ok).toBe(true);
    expect(
      ok(await command(b1, { type: 'undoLastBet', commandId: 'boule-undo1', roundId: r1 })),
    ).toMatchObject({
      kind: 'wheelBetsWithdrawn',
      refunded: 200,
    });
    expect(
      ok(await command(b1, { type: 'doubleBets', commandId: 'boule-dbl-1', roundId: r1 })),
    ).toMatchObject({
      kind: 'betsPlaced',
      staked: 300,
    });
    expect(
      refusedWith(
        await command(b1, {
          type: 'placeBets',
          commandId: 'boule-bat1',
          roundId: r1,
          bets: [{ kind: 'annonce', annonce: { kind: 'tiers' }, unit: 100 }],
        }),
      ),
    ).toEqual({
      code: 'ILLEGAL_BET',
      reason: 'notThisGame',
      game: 'boule',
      item: 0,
    });
    expect(credit(hub, 'B1')).toBe(10_000 - 600);
    clock.advance(TIMING.bettingMs + TIMING.spinMs);
    const pocket = latestRound(hub, 'boule-1').pocket;
    const afterRound = 10_000 - 600 + (pocket === 5 ? 600 * 8 : 0);
    expect(credit(hub, 'B1')).toBe(afterRound);
    clock.advance(TIMING.resultMs);
    const r2 = latestRound(hub, 'boule-1').roundId;
    expect(
      ok(await command(b1, { type: 'repeatLastRound', commandId: 'boule-rep-1', roundId: r2 })),
    ).toMatchObject({
      kind: 'betsPlaced',
      staked: 600,
    });
    expect(credit(hub, 'B1')).toBe(afterRound - 600);
  });
});

describe("the player's chosen minimum and favourites", () => {
  it('is enforced by the hub, kept across a restart, and cleared by Paiement', async () => {
    const clock = manualClock();
    const { hub, dataDir } = await boot(clock);
    const t1 = await station(hub, 'T1');
    const roundId = latestRound(hub, 'roulette-1').roundId;
    expect(
      refusedWith(await command(t1, { type: 'setPlayerMinimum', commandId: 'min-000001', minimum: 50 })),
    ).toEqual({
      code: 'STAKE_BELOW_MINIMUM',
      minimum: 100,
    });
    // The largest maximum of the table is the deux douzaines' 2 000 × 1 €.
    expect(
      refusedWith(await command(t1, { type: 'setPlayerMinimum', commandId: 'min-000002', minimum: 200_001 })),
    ).toEqual({
      code: 'STAKE_ABOVE_MAXIMUM',
      maximum: 200_000,
    });
    const set = await withSnapshot(t1, { type: 'setPlayerMinimum', commandId: 'min-000003', minimum: 500 });
    expect(ok(set.reply)).toEqual({ kind: 'playerMinimumSet', minimum: 500 });
    expect(set.state?.playerMinimum).toBe(500);
    expect(refusedWith(await bet(t1, 'under-min1', roundId, { kind: 'plein', number: 1 }, 400))).toEqual({
      code: 'STAKE_BELOW_MINIMUM',
      minimum: 500,
    });
    // Another station keeps the table's minimum.
    const t2 = await station(hub, 'T2');
    expect(t2.lastSnapshot()?.state.playerMinimum).toBe(100);
    expect((await bet(t2, 'table-min1', roundId, { kind: 'plein', number: 1 }, 100)).ok).toBe(true);

    const favourite = {
      slot: 1,
      name: 'Mes numéros',
      bets: [
        { kind: 'bet', spot: { kind: 'plein', number: 7 }, stake: 500 },
        { kind: 'annonce', annonce: { kind: 'jeuZero' }, unit: 500 },
      ],
    };
    const saved = await withSnapshot(t1, { type: 'saveFavourite', commandId: 'fav-000001', favourite });
    expect(ok(saved.reply)).toEqual({ kind: 'favouriteSaved', slot: 1 });
    expect(saved.state?.favourites).toEqual([favourite]);
    expect(
      refusedWith(
        await command(t1, {
          type: 'saveFavourite',
          commandId: 'fav-000002',
          favourite: { ...favourite, slot: 2, bets: [{ kind: 'bet', spot: { symbol: '2' }, stake: 500 }] },
        }),
      ),
    ).toEqual({
      code: 'ILLEGAL_BET',
      reason: 'notThisGame',
      game: 'roulette',
      item: 0,
    });
    // A favourite is played with placeBets, under the chosen minimum.
    expect(
      ok(await command(t1, { type: 'placeBets', commandId: 'fav-play01', roundId, bets: favourite.bets })),
    ).toMatchObject({
      kind: 'betsPlaced',
      staked: 500 + 2000,
    });

    // A restart: the chosen minimum and the favourite are rebuilt from the journal.
    clock.advance(TIMING.bettingMs + TIMING.spinMs);
    await hub.close();
    running = running.filter((h) => h !== hub);
    const again = await boot(clock, dataDir);
    const t1b = await station(again.hub, 'T1');
    expect(t1b.lastSnapshot()?.state.playerMinimum).toBe(500);
    expect(t1b.lastSnapshot()?.state.favourites).toEqual([favourite]);
    // Paiement ends the player's visit: the next player starts with the table's minimum.
    const paid = await withSnapshot(t1b, { type: 'requestPayment', commandId: 'pay-000001' });
    expect(paid.reply.ok).toBe(true);
    expect([paid.state?.playerMinimum, paid.state?.favourites]).toEqual([100, []]);
    const report = verifyDataDir(dataDir, TEST_JOURNAL_KEY);
    expect([report.ok, report.problems]).toEqual([true, []]);
  });
});

describe('snapshot fields for the wheel screens', () => {
  it('carries every maximum, the history, the table state, the gain apart from the stakes, and the hub clock', async () => {
    const clock = manualClock();
    const { hub } = await boot(clock);
    const t1 = await station(hub, 'T1');
    const first = HubMessageSchema.parse(t1.lastSnapshot()) as SnapshotMessage;
    const state = first.state;
    expect(state.game === 'roulette' && state.limits.maxima).toEqual({
      plein: 3000,
      cheval: 6000,
      transversale: 10_000,
      carre: 12_000,
      sixain: 20_000,
      douzaine: 50_000,
      colonne: 50_000,
      deuxDouzaines: 200_000,
      deuxColonnes: 200_000,
      chance: 100_000,
    });
    expect([state.tableStatus, state.manual, state.history]).toEqual(['open', null, []]);
    expect(state.round?.closesAt).toBe(clock.now() + TIMING.bettingMs);
    // The station measures its clock offset against the hub's.
    const mark = t1.received.length;
    t1.send({ type: 'timeProbe', sentAt: 12_345 });
    expect(await t1.next((m) => m.type === 'timeProbe', mark)).toEqual({
      type: 'timeProbe',
      sentAt: 12_345,
      hubTime: clock.now(),
    });

    const roundId = latestRound(hub, 'roulette-1').roundId;
    // 10 € on rouge and 2 € on a plein: on a red number 20 € come back, 10 € of it the rouge's stake.
    expect((await bet(t1, 'gain-rouge', roundId, { kind: 'chance', chance: 'rouge' }, 1000)).ok).toBe(true);
    expect((await bet(t1, 'gain-plein', roundId, { kind: 'plein', number: 0 }, 200)).ok).toBe(true);
    const before = t1.received.length;
    clock.advance(TIMING.bettingMs + TIMING.spinMs);
    const settled = await t1.next((m) => m.type === 'snapshot' && m.state.round?.phase === 'settled', before);
    const s = (HubMessageSchema.parse(settled) as SnapshotMessage).state;
    const pocket = latestRound(hub, 'roulette-1').pocket as number;
    const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const expected =
      pocket === 0
        ? { returned: 500 + 7200, won: 7000, stakeReturned: 700 }
        : red.has(pocket)
          ? { returned: 2000, won: 1000, stakeReturned: 1000 }
          : { returned: 0, won: 0, stakeReturned: 0 };
    expect(s.lastSettlement).toEqual({ roundId, pocket, staked: 1200, jackpot: 0, ...expected });
    expect(s.history).toEqual([pocket]);
    // The three last announced: the table is closing.
    clock.advance(TIMING.resultMs);
  });

  it('shows a round voided by a restart with what it refunded to this station', async () => {
    const clock = manualClock();
    const { hub, dataDir } = await boot(clock);
    const t1 = await station(hub, 'T1');
    const roundId = latestRound(hub, 'roulette-1').roundId;
    const placed = await command(t1, {
      type: 'placeAnnonce',
      commandId: 'void-annonce',
      roundId,
      annonce: { kind: 'random', count: 2 },
      unit: 300,
    });
    expect(placed.ok).toBe(true);
    expect(t1.lastSnapshot()?.state.lastVoided).toBe(null);
    await hub.close();
    running = running.filter((h) => h !== hub);
    const again = await boot(clock, dataDir);
    const t1b = await station(again.hub, 'T1');
    const t2 = await station(again.hub, 'T2');
    expect(t1b.lastSnapshot()?.state.lastVoided).toEqual({ roundId, reason: 'restart', refunded: 600 });
    expect(t2.lastSnapshot()?.state.lastVoided).toEqual({ roundId, reason: 'restart', refunded: 0 });
    expect(credit(again.hub, 'T1')).toBe(10_000);
  });

  it('says manual mode while a croupier entry and its validation are awaited', async () => {
    // tableStatus is a pure function of the table's facts (hub/tables/wheel/stationExtras.ts).
    const { tableStatus } = await import('../tables/wheel/stationExtras.ts');
    const base = {
      sessionOpen: true,
      inService: true,
      lastRoundsRemaining: null,
      fault: null,
      pending: null,
    } as const;
    expect(tableStatus(base)).toEqual({ tableStatus: 'open', manual: null });
    expect(tableStatus({ ...base, lastRoundsRemaining: 2 })).toEqual({
      tableStatus: 'closing',
      manual: null,
    });
    expect(tableStatus({ ...base, sessionOpen: false })).toEqual({ tableStatus: 'closed', manual: null });
    expect(tableStatus({ ...base, inService: false })).toEqual({ tableStatus: 'outOfService', manual: null });
    expect(tableStatus({ ...base, fault: 'resultNotDetected' })).toEqual({
      tableStatus: 'manual',
      manual: { fault: 'resultNotDetected', awaiting: 'croupier', entry: null },
    });
    expect(tableStatus({ ...base, fault: 'resultNotDetected', pending: 'result' })).toEqual({
      tableStatus: 'manual',
      manual: { fault: 'resultNotDetected', awaiting: 'comite', entry: 'result' },
    });
  });
});
