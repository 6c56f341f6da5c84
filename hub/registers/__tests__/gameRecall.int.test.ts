// Game recall of a roulette station over real rounds through the hub (RULES.md A.1): the last 10
// games with stakes, outcome, wins and credit before and after, a round voided by a restart included.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import { createRng, seededSource } from '../../../games/rng.ts';
import { RED_NUMBERS } from '../../../games/roulette/layout.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';
import { DEMO_TABLE_ID, demoTable, prepareDemo } from '../../demo.ts';
import { startHub, type RunningHub } from '../../hub.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import { manualClock, type ManualClock } from '../../__tests__/helpers/manualClock.ts';
import { connectTerminal, type TestTerminal } from '../../__tests__/helpers/testTerminal.ts';
import { gameRecall } from '../gameRecall.ts';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { sayHello } from '../../__tests__/helpers/hello.ts';

const SECRET = 'a-demo-secret-of-some-length';
const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
let running: RunningHub[] = [];

afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

async function boot(dataDir: string, clock: ManualClock, seed: number): Promise<RunningHub> {
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable(TIMING)],
    clock,
    rng: createRng(seededSource(seed)),
    logLevel: 'silent',
  });
  running.push(hub);
  return hub;
}

async function helloed(hub: RunningHub, terminalId: string): Promise<TestTerminal> {
  const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t, terminalId, SECRET);
  await t.next((m) => m.type === 'snapshot');
  return t;
}

async function bet(t: TestTerminal, commandId: string, roundId: number, spot: unknown, stake: number) {
  t.send({ type: 'placeBet', commandId, roundId, spot, stake });
  const reply = (await t.next((m) => m.type === 'reply' && m.commandId === commandId)) as Extract<
    HubMessage,
    { type: 'reply' }
  >;
  if (!reply.ok) throw new Error(`bet refused: ${JSON.stringify(reply.error)}`);
}

function currentRoundId(hub: RunningHub): number {
  return (hub.state.db.prepare('SELECT MAX(round_id) AS id FROM rounds').get() as { id: number }).id;
}

describe('game recall of a roulette station', () => {
  it('keeps the last 10 games with stakes, outcome, wins and credit before/after, a voided round included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-recall-'));
    const clock = manualClock();
    const hub = await boot(dir, clock, 7);
    prepareDemo(
      hub,
      [
        { id: 'T1', secret: SECRET },
        { id: 'T2', secret: SECRET },
      ],
      euros(200),
    );
    const t1 = await helloed(hub, 'T1');
    const t2 = await helloed(hub, 'T2');
    const played: number[] = [];
    for (let i = 0; i < 11; i++) {
      const roundId = currentRoundId(hub);
      played.push(roundId);
      await bet(t1, `t1-plein-${i}`, roundId, { kind: 'plein', number: 17 }, 100);
      await bet(t1, `t1-rouge-${i}`, roundId, { kind: 'chance', chance: 'rouge' }, 200);
      if (i < 3) await bet(t2, `t2-noir-${i}`, roundId, { kind: 'chance', chance: 'noir' }, 500);
      clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);
    }
    // Round 12 is interrupted: bets closed, then the hub stops before the ball lands.
    const interrupted = currentRoundId(hub);
    await bet(t1, 't1-plein-last', interrupted, { kind: 'plein', number: 0 }, 700);
    clock.advance(TIMING.bettingMs);
    t1.close();
    t2.close();
    await hub.close();
    running = [];
    const restarted = await boot(dir, clock, 8);
    const db = restarted.state.db;

    const recall = gameRecall(db, DEMO_TABLE_ID);
    expect(Object.keys(recall)).toEqual(['T1', 'T2']);
    const games = recall['T1'] ?? [];
    expect(games).toHaveLength(10);
    // Newest first: the voided round, then the last 9 of the 11 settled rounds.
    expect(games.map((g) => Number(g.gameId))).toEqual([interrupted, ...played.slice(2).reverse()]);
    const voided = games[0];
    expect(voided).toMatchObject({
      game: 'roulette',
      status: 'voided',
      outcome: 'annulé : redémarrage du système avant le résultat',
      bets: [{ label: 'plein 0', stake: 700 }],
      stakes: 700,
      wins: 700,
    });
    expect(voided?.creditAfter).toBe(voided?.creditBefore);
    expect(voided?.creditAfter).toBe(balanceOf(db, accounts.station('T1')));
    for (const g of games.slice(1)) {
      const pocket = (
        db.prepare('SELECT pocket FROM rounds WHERE round_id = ?').get(Number(g.gameId)) as { pocket: number }
      ).pocket;
      // Plein 17 pays 35 to 1; rouge pays 1 to 1; on zero the chance is shared (partage, A.2).
      const wins = (pocket === 17 ? 3_600 : 0) + (RED_NUMBERS.has(pocket) ? 400 : pocket === 0 ? 100 : 0);
      expect(g).toMatchObject({
        status: 'settled',
        outcome: `numéro ${pocket}`,
        bets: [
          { label: 'plein 17', stake: 100 },
          { label: 'chance rouge', stake: 200 },
        ],
        stakes: 300,
        wins,
      });
      expect(g.creditAfter).toBe(g.creditBefore - 300 + wins);
    }
    // Each game starts with the credit the previous one left.
    for (let i = 0; i + 1 < games.length; i++) expect(games[i]?.creditBefore).toBe(games[i + 1]?.creditAfter);
    const t2Games = recall['T2'] ?? [];
    expect(t2Games.map((g) => Number(g.gameId))).toEqual(played.slice(0, 3).reverse());
    expect(t2Games.at(-1)?.creditBefore).toBe(20_000);
    expect(gameRecall(db, DEMO_TABLE_ID, { terminalId: 'T2', depth: 2 })).toEqual({
      T2: t2Games.slice(0, 2),
    });
  });
});
