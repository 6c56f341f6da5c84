// Roulette rounds on the shared decider over a real WebSocket and SQLite file: every bet of
// RULES.md A.2 on the wire, annonces and random combinations, typed refusals that change nothing,
// partage and prison on zero, and replay of the journal = the live table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, euros } from '../../../../games/money.ts';
import { createRng, type Rng, seededSource } from '../../../../games/rng.ts';
import type { HubMessage } from '../../../../protocol/hubMessages.ts';
import { manualClock, type ManualClock } from '../../../__tests__/helpers/manualClock.ts';
import { connectTerminal, type TestTerminal } from '../../../__tests__/helpers/testTerminal.ts';
import { DEMO_TABLE_ID, prepareDemo } from '../../../demo.ts';
import { startHub, type RunningHub } from '../../../hub.ts';
import { openDatabase } from '../../../store/database.ts';
import { appendJournal } from '../../../store/journal.ts';
import { accounts, balanceOf, transfer } from '../../../store/ledger.ts';
import { verifyDataDir } from '../../../verify.ts';
import type { RouletteTable } from '../rouletteTable.ts';
import { type RouletteTableConfig, rouletteTable } from '../tableConfig.ts';
import { rouletteOptionsOf } from '../wheelOptions.ts';
import { replayTable } from '../wheelReplay.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';
import { sayHello } from '../../../__tests__/helpers/hello.ts';

const SECRET = 'a-demo-secret-of-some-length';
const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
let running: RunningHub[] = [];

afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

/** Pockets in the given order; every other draw (voucher digits) is 0. */
function scripted(pockets: number[]): Rng {
  return { int: (n) => (n === 37 ? (pockets.shift() ?? 0) : 0) };
}

async function boot(
  rng: Rng,
  zeroRule: RouletteTableConfig['zeroRule'] = 'partage',
  dataDir = mkdtempSync(join(tmpdir(), 'tapis-rounds-')),
): Promise<{ hub: RunningHub; clock: ManualClock; t: TestTerminal; table: RouletteTable; roundId: number }> {
  const clock = manualClock();
  const config = rouletteTable(DEMO_TABLE_ID, 'Roulette', euros(1), TIMING, {
    launcher: 'automatic',
    zeroRule,
  });
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [config],
    clock,
    rng,
  });
  running.push(hub);
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t, 'T1', SECRET);
  await t.next((m) => m.type === 'snapshot');
  const table = hub.state.tables.wheel(DEMO_TABLE_ID) as RouletteTable;
  return { hub, clock, t, table, roundId: t.lastSnapshot()?.state.round?.roundId as number };
}

type Reply = Extract<HubMessage, { type: 'reply' }>;
let counter = 0;

async function send(t: TestTerminal, message: Record<string, unknown>): Promise<Reply> {
  const commandId = `cmd-${String(++counter).padStart(6, '0')}`;
  t.send({ ...message, commandId });
  return (await t.next((m) => m.type === 'reply' && m.commandId === commandId)) as Reply;
}

const credit = (hub: RunningHub, id = 'T1'): number => balanceOf(hub.state.db, accounts.station(id));
const journalLength = (hub: RunningHub): number =>
  (hub.state.db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;

describe('roulette rounds on the decider', () => {
  it('accepts every combination of A.2 and an annonce, and pays each to the cent on 17', async () => {
    const { hub, clock, t, table, roundId } = await boot(scripted([17]));
    const bets: [Record<string, unknown>, number][] = [
      [{ kind: 'cheval', numbers: [17, 20] }, 100], // 17 to 1: 1 800 back
      [{ kind: 'transversale', numbers: [16, 17, 18] }, 100], // 11 to 1: 1 200
      [{ kind: 'carre', numbers: [13, 14, 16, 17] }, 100], // 8 to 1: 900
      [{ kind: 'sixain', numbers: [13, 14, 15, 16, 17, 18] }, 100], // 5 to 1: 600
      [{ kind: 'douzaine', dozen: 2 }, 100], // 2 to 1: 300
      [{ kind: 'colonne', column: 2 }, 100], // 2 to 1: 300
      [{ kind: 'deuxDouzaines', first: 1 }, 200], // 1 to 2: 300
      [{ kind: 'deuxColonnes', first: 1 }, 200], // 1 to 2: 300
    ];
    for (const [spot, stake] of bets) {
      const r = await send(t, { type: 'placeBet', roundId, spot, stake });
      expect(r.ok, JSON.stringify(spot)).toBe(true);
    }
    // Orphelins: plein 1; chevaux 6/9, 14/17, 17/20, 31/34 (Part B §5.4); 17 wins two chevaux.
    const orphelins = await send(t, {
      type: 'placeAnnonce',
      roundId,
      annonce: { kind: 'orphelins' },
      unit: 100,
    });
    expect(orphelins.ok).toBe(true);
    expect(credit(hub)).toBe(10_000 - 1_000 - 500);
    const mine = table.stationChips('T1');
    expect(mine).toHaveLength(8 + 5);
    const betId = orphelins.ok && orphelins.result.kind === 'betAccepted' ? orphelins.result.betId : '';
    expect(mine.filter((c) => c.betId === betId).map((c) => c.spot)).toEqual([
      { kind: 'plein', number: 1 },
      { kind: 'cheval', numbers: [6, 9] },
      { kind: 'cheval', numbers: [14, 17] },
      { kind: 'cheval', numbers: [17, 20] },
      { kind: 'cheval', numbers: [31, 34] },
    ]);
    // Replay of the journal = the live table, mid-round.
    expect(replayTable(hub.state.db, DEMO_TABLE_ID, rouletteOptionsOf(table.config))).toEqual(table.memory);

    clock.advance(TIMING.bettingMs + TIMING.spinMs);
    const returned = 1_800 + 1_200 + 900 + 600 + 300 + 300 + 300 + 300 + 2 * 1_800;
    expect(returned).toBe(9_300);
    expect(credit(hub)).toBe(8_500 + 9_300);
    const settled = await t.next((m) => m.type === 'snapshot' && m.state.round?.phase === 'settled');
    expect(settled.type === 'snapshot' && settled.state.lastSettlement).toEqual({
      roundId,
      pocket: 17,
      staked: 1_500,
      returned: 9_300,
      // The winning chips' stakes (six of 100, two 1-to-2 bets of 200, two chevaux of orphelins).
      stakeReturned: 1_200,
      won: 9_300 - 1_200,
      jackpot: 0,
    });
    expect(settled.type === 'snapshot' && settled.state.bets.length).toBe(13);
    expect(replayTable(hub.state.db, DEMO_TABLE_ID, rouletteOptionsOf(table.config))).toEqual(table.memory);
    expect(balanceOf(hub.state.db, accounts.stakes(DEMO_TABLE_ID))).toBe(0);
    expect(verifyDataDir(join(hub.state.db.location() ?? '', '..'), TEST_JOURNAL_KEY).ok).toBe(true);
  });

  it('draws a random combination from the hub RNG and journals the drawn pleins', async () => {
    const { hub, t, table, roundId } = await boot(createRng(seededSource(3)));
    const r = await send(t, {
      type: 'placeAnnonce',
      roundId,
      annonce: { kind: 'random', count: 3 },
      unit: 200,
    });
    expect(r.ok).toBe(true);
    const chips = table.stationChips('T1');
    expect(chips.map((c) => c.spot.kind)).toEqual(['plein', 'plein', 'plein']);
    expect(new Set(chips.map((c) => JSON.stringify(c.spot))).size).toBe(3);
    expect(credit(hub)).toBe(10_000 - 600);
    const entry = hub.state.db.prepare("SELECT payload FROM journal WHERE kind = 'BetPlaced'").get() as {
      payload: string;
    };
    const payload = JSON.parse(entry.payload) as { event: { chips: { spot: unknown }[] }; stake: number };
    expect(payload.stake).toBe(600);
    expect(payload.event.chips.map((c) => c.spot)).toEqual(chips.map((c) => c.spot));
  });

  it('refuses illegal combinations and stakes outside the limits with typed errors, changing nothing', async () => {
    const { hub, t, roundId } = await boot(scripted([17]));
    const before = journalLength(hub);
    const cases: [Record<string, unknown>, string, Record<string, number | string>][] = [
      [
        { type: 'placeBet', spot: { kind: 'cheval', numbers: [1, 5] }, stake: 100 },
        'ILLEGAL_BET',
        { reason: 'illegalBet' },
      ],
      [
        { type: 'placeBet', spot: { kind: 'deuxDouzaines', first: 2 }, stake: 301 },
        'ILLEGAL_BET',
        { reason: 'oddStake', spot: 'deux-douzaines-2-3' },
      ],
      [
        { type: 'placeAnnonce', annonce: { kind: 'finalePlein', digit: 7 }, unit: 3_001 },
        'STAKE_ABOVE_MAXIMUM',
        { maximum: 3_000, alreadyStaked: 0 },
      ],
      [
        { type: 'placeAnnonce', annonce: { kind: 'tiers' }, unit: 50 },
        'STAKE_BELOW_MINIMUM',
        { minimum: 100 },
      ],
      // Voisins du zéro: 9 units of 2 000 = 18 000 > the 10 000 credit.
      [
        { type: 'placeAnnonce', annonce: { kind: 'voisinsDuZero' }, unit: 2_000 },
        'INSUFFICIENT_CREDIT',
        { credit: 10_000 },
      ],
    ];
    for (const [message, code, params] of cases) {
      const r = await send(t, { ...message, roundId });
      expect(r.ok === false && { code: r.error.code, params: r.error.params }).toEqual({ code, params });
    }
    expect(journalLength(hub)).toBe(before);
    expect(credit(hub)).toBe(10_000);
    // A second plein on 7 adds to the first: the maximum is per player per spin.
    expect(
      (await send(t, { type: 'placeBet', roundId, spot: { kind: 'plein', number: 7 }, stake: 2_000 })).ok,
    ).toBe(true);
    const over = await send(t, {
      type: 'placeAnnonce',
      roundId,
      annonce: { kind: 'finalePlein', digit: 7 },
      unit: 1_001,
    });
    expect(over.ok === false && over.error.params).toEqual({ maximum: 3_000, alreadyStaked: 2_000 });
  });

  it('gives half a chance simple back on zero under partage, rounded up to the cent', async () => {
    const { hub, clock, t, roundId } = await boot(scripted([0]));
    expect(
      (await send(t, { type: 'placeBet', roundId, spot: { kind: 'chance', chance: 'rouge' }, stake: 1_001 }))
        .ok,
    ).toBe(true);
    clock.advance(TIMING.bettingMs + TIMING.spinMs);
    expect(credit(hub)).toBe(10_000 - 1_001 + 501);
  });

  it('keeps a chance simple in prison on zero and releases it without gain when it wins (prison configured)', async () => {
    const { hub, clock, t, roundId } = await boot(scripted([0, 3]), 'prison');
    expect(
      (await send(t, { type: 'placeBet', roundId, spot: { kind: 'chance', chance: 'rouge' }, stake: 1_000 }))
        .ok,
    ).toBe(true);
    clock.advance(TIMING.bettingMs + TIMING.spinMs); // 0: the stake goes to prison
    expect(credit(hub)).toBe(9_000);
    expect(balanceOf(hub.state.db, accounts.stakes(DEMO_TABLE_ID))).toBe(1_000);
    const pay = await send(t, { type: 'requestPayment' });
    expect(pay.ok === false && pay.error.code).toBe('PAYMENT_WHILE_BETS_OPEN');
    clock.advance(TIMING.resultMs + TIMING.bettingMs + TIMING.spinMs); // 3, rouge: released
    expect(credit(hub)).toBe(10_000);
    expect(balanceOf(hub.state.db, accounts.stakes(DEMO_TABLE_ID))).toBe(0);
  });

  it('voids and refunds a round left open by a hub older than the decider, at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-rounds-'));
    const first = await boot(scripted([]), 'partage', dir);
    await first.hub.close();
    running = running.filter((h) => h !== first.hub);
    // What the skeleton journaled for an open round with one bet (no decider event in it).
    const db = openDatabase(join(dir, 'hub.sqlite'), TEST_JOURNAL_KEY);
    const at = new Date(Date.UTC(2026, 10, 29, 13, 0, 0)).toISOString();
    const roundId = appendJournal(db, at, 'RoundOpened', 'hub', { tableId: DEMO_TABLE_ID, closesAt: null });
    db.prepare(
      "INSERT INTO rounds (round_id, table_id, phase, closes_at, opened_at) VALUES (?, ?, 'betting', NULL, ?)",
    ).run(roundId, DEMO_TABLE_ID, at);
    const spot = { kind: 'plein', number: 4 };
    const seq = appendJournal(db, at, 'BetPlaced', 'terminal:T1', {
      betId: 'legacy-bet-1',
      roundId,
      spot,
      stake: 700,
    });
    transfer(db, seq, accounts.station('T1'), accounts.stakes(DEMO_TABLE_ID), cents(700));
    db.prepare('INSERT INTO bets (bet_id, round_id, terminal_id, spot, stake) VALUES (?, ?, ?, ?, ?)').run(
      'legacy-bet-1',
      roundId,
      'T1',
      JSON.stringify(spot),
      700,
    );
    db.close();
    const second = await boot(scripted([]), 'partage', dir);
    expect(credit(second.hub)).toBe(10_000);
    expect(second.hub.state.db.prepare('SELECT phase FROM rounds WHERE round_id = ?').get(roundId)).toEqual({
      phase: 'voided',
    });
    expect(balanceOf(second.hub.state.db, accounts.stakes(DEMO_TABLE_ID))).toBe(0);
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).ok).toBe(true);
  });
});
