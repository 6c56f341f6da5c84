// A bet taken back before rien ne va plus (undo, clear one by id or by spot, clear all) is no
// stake of the game and its refund no win (RULES.md A.1 recall: "stakes, outcome, wins"): over
// real rounds through the hub, the staff's gameRecall register and the station's getRecall list
// only the bets that stood at the close. The expected rows are written out here; the wins come
// from the pocket the hub drew, by the roulette's payouts written out here too (plein 35 to 1,
// rouge 1 to 1, half back on zero: the table's partage), independent of the settlement code.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';
import { RegisterResultSchema } from '../../../protocol/registerMessages.ts';
import { prepareTable } from '../../demo.ts';
import type { RunningHub } from '../../hub.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import type { TestTerminal } from '../../__tests__/helpers/testTerminal.ts';
import {
  type Reply,
  bet,
  command,
  credit,
  latestRound,
  station,
  WHEEL_SECRET,
  WHEEL_TIMING as TIMING,
  wheelHub,
} from '../../__tests__/helpers/wheelHub.ts';
import { gameRecall } from '../gameRecall.ts';
import { registerResult } from '../staffRegisters.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

// The red numbers of the single-zero wheel.
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const withdrawn = (r: Reply) => (r.ok && r.result.kind === 'wheelBetsWithdrawn' ? r.result.refunded : r);
const betIdOf = (r: Reply) => (r.ok && r.result.kind === 'betAccepted' ? r.result.betId : '');

function pocketOf(hub: RunningHub, roundId: number): number {
  return (
    hub.state.db.prepare('SELECT pocket FROM rounds WHERE round_id = ?').get(roundId) as { pocket: number }
  ).pocket;
}

async function stationRecall(t: TestTerminal) {
  const queryId = randomUUID();
  const mark = t.received.length;
  t.send({ type: 'getRecall', queryId });
  return (await t.next((m) => m.type === 'recall' && m.queryId === queryId, mark)) as Extract<
    HubMessage,
    { type: 'recall' }
  >;
}

describe('game recall leaves withdrawn bets out', () => {
  it('lists only the bets that stood at rien ne va plus, in the register and at the station', async () => {
    const clock = manualClock();
    const hub = await wheelHub(clock, [rouletteTable('roulette-1', 'Roulette 1', euros(1), TIMING)], 11);
    running.push(hub);
    prepareTable(hub, 'roulette-1', [{ id: 'T1', secret: WHEEL_SECRET }], euros(100));
    const t = await station(hub, 'T1');

    // Round 1: five bets, three of them taken back, each by a different control.
    const r1 = latestRound(hub, 'roulette-1').roundId;
    expect((await bet(t, 'r1-plein-17', r1, { kind: 'plein', number: 17 }, 1000)).ok).toBe(true);
    expect((await bet(t, 'r1-rouge-01', r1, { kind: 'chance', chance: 'rouge' }, 2000)).ok).toBe(true);
    const tiers = await command(t, {
      type: 'placeAnnonce',
      commandId: 'r1-tiers-01',
      roundId: r1,
      annonce: { kind: 'tiers' },
      unit: 100,
    });
    expect((await bet(t, 'r1-plein-03', r1, { kind: 'plein', number: 3 }, 500)).ok).toBe(true);
    expect((await bet(t, 'r1-plein-00', r1, { kind: 'plein', number: 0 }, 200)).ok).toBe(true);
    expect(withdrawn(await command(t, { type: 'undoLastBet', commandId: 'r1-undo-001', roundId: r1 }))).toBe(
      200,
    );
    expect(
      withdrawn(
        await command(t, {
          type: 'clearBet',
          commandId: 'r1-clear-spot',
          roundId: r1,
          target: { spot: { kind: 'plein', number: 3 } },
        }),
      ),
    ).toBe(500);
    // The tiers' six chips share one bet id: all six leave together.
    expect(
      withdrawn(
        await command(t, {
          type: 'clearBet',
          commandId: 'r1-clear-id01',
          roundId: r1,
          target: { betId: betIdOf(tiers) },
        }),
      ),
    ).toBe(600);
    expect(credit(hub, 'T1')).toBe(10_000 - 3000);
    clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);
    const p1 = pocketOf(hub, r1);
    const wins1 = (p1 === 17 ? 36_000 : 0) + (RED.has(p1) ? 4000 : p1 === 0 ? 1000 : 0);

    // Round 2: every bet cleared; the station played no game in this round.
    const r2 = latestRound(hub, 'roulette-1').roundId;
    expect(r2).toBeGreaterThan(r1);
    expect((await bet(t, 'r2-plein-17', r2, { kind: 'plein', number: 17 }, 1000)).ok).toBe(true);
    expect((await bet(t, 'r2-rouge-01', r2, { kind: 'chance', chance: 'rouge' }, 500)).ok).toBe(true);
    expect(
      withdrawn(await command(t, { type: 'clearAllBets', commandId: 'r2-clear-all', roundId: r2 })),
    ).toBe(1500);
    clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);

    // Round 3: one bet withdrawn and placed again; both bets stand.
    const r3 = latestRound(hub, 'roulette-1').roundId;
    expect(r3).toBeGreaterThan(r2);
    expect((await bet(t, 'r3-rouge-01', r3, { kind: 'chance', chance: 'rouge' }, 300)).ok).toBe(true);
    expect((await bet(t, 'r3-plein-17', r3, { kind: 'plein', number: 17 }, 100)).ok).toBe(true);
    expect(withdrawn(await command(t, { type: 'undoLastBet', commandId: 'r3-undo-001', roundId: r3 }))).toBe(
      100,
    );
    expect((await bet(t, 'r3-plein-17b', r3, { kind: 'plein', number: 17 }, 100)).ok).toBe(true);
    clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);
    const p3 = pocketOf(hub, r3);
    const wins3 = (p3 === 17 ? 3600 : 0) + (RED.has(p3) ? 600 : p3 === 0 ? 150 : 0);

    const after1 = 10_000 - 3000 + wins1;
    const after3 = after1 - 400 + wins3;
    const expected = [
      {
        gameId: String(r3),
        status: 'settled',
        outcome: `numéro ${p3}`,
        bets: [
          { label: 'chance rouge', stake: 300 },
          { label: 'plein 17', stake: 100 },
        ],
        stakes: 400,
        wins: wins3,
        creditBefore: after1,
        creditAfter: after3,
      },
      {
        gameId: String(r1),
        status: 'settled',
        outcome: `numéro ${p1}`,
        bets: [
          { label: 'plein 17', stake: 1000 },
          { label: 'chance rouge', stake: 2000 },
        ],
        stakes: 3000,
        wins: wins1,
        creditBefore: 10_000,
        creditAfter: after1,
      },
    ];
    expect(credit(hub, 'T1')).toBe(after3);
    const games = gameRecall(hub.state.db, 'roulette-1')['T1'] ?? [];
    expect(
      games.map(({ gameId, status, outcome, bets, stakes, wins, creditBefore, creditAfter }) => ({
        gameId,
        status,
        outcome,
        bets,
        stakes,
        wins,
        creditBefore,
        creditAfter,
      })),
    ).toEqual(expected);
    // The staff's register says the same.
    const staff = RegisterResultSchema.parse(
      await registerResult(hub.state.db, { register: 'gameRecall', tableId: 'roulette-1' }),
    );
    expect(staff.kind === 'gameRecall' && staff.stations['T1']).toEqual(JSON.parse(JSON.stringify(games)));
    // And the station's own recall over the wire.
    const answer = await stationRecall(t);
    expect(answer.ok).toBe(true);
    const wire = answer.ok ? answer.recall.games : [];
    expect(wire).toMatchObject(expected);
    expect(wire).toHaveLength(2);
    t.close();
  });
});
