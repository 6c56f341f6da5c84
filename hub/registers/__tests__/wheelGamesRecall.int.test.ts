// Game recall of boule, vingt-trois and wheel-of-fortune stations over real rounds through the hub
// (RULES.md A.1, A.3, A.4): the staff register and the station's own getRecall give, per round, the
// stakes with readable spots, the outcome as the game names it (the vingt-trois plate pocket's
// number and colour; the wheel's segment colour and label, never a segment index), the wins and
// the credit before and after — expected values from tables written here, independent of the mapper.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../games/money.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';
import { prepareTable } from '../../demo.ts';
import type { RunningHub } from '../../hub.ts';
import { pleinChanceTable, wheelOfFortuneTable } from '../../tables/wheel/tableConfigs.ts';
import { manualClock } from '../../__tests__/helpers/manualClock.ts';
import type { TestTerminal } from '../../__tests__/helpers/testTerminal.ts';
import {
  bet,
  latestRound,
  station,
  WHEEL_SECRET,
  WHEEL_TIMING as TIMING,
  wheelHub,
} from '../../__tests__/helpers/wheelHub.ts';
import { RegisterResultSchema } from '../../../protocol/registerMessages.ts';
import { gameRecall, RECALL_MAPPERS } from '../gameRecall.ts';
import { registerResult } from '../staffRegisters.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const START = euros(100);
const ROUNDS = 6;

// Independent references (RULES.md A.3, A.4): the vingt-trois plate in order, the wheel's 52
// segments in order (games/wheelOfFortune/layout.ts MAIN_WHEEL written out), each symbol's colour, the bonus wheel.
// prettier-ignore
const VT_PLATE: readonly string[] = [
  '1 rouge', '5 noir', '12 rouge', '6 rouge', '13 blanc', '7 noir', '2 noir', '8 rouge', '14 noir',
  '9 noir', '10 rouge', '12 noir', '11 noir', '3 rouge', '5 rouge', '13 blanc', '6 noir', '14 rouge',
  '7 rouge', '4 noir', '8 noir', '12 rouge', '9 rouge', '13 blanc', '10 noir', '14 noir', '11 rouge',
];
// prettier-ignore
const SEGMENTS: readonly string[] = [
  '2', '4', '2', '6', '2', '4', '2', '16', '2', '6', '4', '2', '24', 'bonus', '2', '4', '2', '6', '2', '4', '2', '2', '6', '4', '2', '16',
  '48', '2', '4', '2', '6', '2', '4', '2', '2', '6', '4', '2', '24', 'bonus', '2', '4', '2', '6', '16', '2', '4', '2', '2', '6', '4', '2',
];
const COLOUR: Readonly<Record<string, string>> = {
  '2': 'vert foncé « 2 »',
  '4': 'vert clair « 4 »',
  '6': 'jaune « 6 »',
  '16': 'rouge « 16 »',
  '24': 'orange « 24 »',
  '48': 'bleu ciel « 48 »',
  bonus: 'violet « Bonus »',
};
const BONUS: readonly string[] = [
  'vert « 5 pour 1 »',
  'rouge « 20 pour 1 »',
  'bleu « 50 pour 1 »',
  'orange « 100 pour 1 »',
  'jaune « 250 pour 1 »',
  'violet « 1000 pour 1 »',
];
const BONUS_RATIO = [5, 20, 50, 100, 250, 1000];

interface Case {
  readonly game: 'boule' | 'vingtTrois' | 'wheelOfFortune';
  readonly tableId: string;
  readonly spots: readonly { readonly spot: unknown; readonly stake: number; readonly label: string }[];
  /** The hub's RNG seed; the wheel's lands on purple in its first round (the bonus wheel read too). */
  readonly seed: number;
  /** An outcome text the rounds must include, so that the case is really exercised. */
  readonly mustSee: string;
  /** The outcome text and what the station's stakes return, from the stored pocket (and bonus segment). */
  expect(pocket: number, bonusSegment: number | null): { outcome: string; wins: number };
}

const CASES: readonly Case[] = [
  {
    game: 'boule',
    tableId: 'boule-1',
    seed: 11,
    mustSee: 'numéro',
    spots: [
      { spot: { kind: 'plein', number: 5 }, stake: 100, label: 'plein 5' },
      { spot: { kind: 'chance', chance: 'impair' }, stake: 200, label: 'chance impair' },
    ],
    // Plein 5 pays 7 to 1; impair (1, 3, 7, 9; the 5 is neither) pays 1 to 1 (seed 002).
    expect: (n) => ({
      outcome: `numéro ${n}`,
      wins: (n === 5 ? 800 : 0) + ([1, 3, 7, 9].includes(n) ? 400 : 0),
    }),
  },
  {
    game: 'vingtTrois',
    tableId: 'vt-1',
    seed: 11,
    mustSee: 'numéro',
    spots: [
      { spot: { kind: 'plein', number: 12 }, stake: 100, label: 'plein 12' },
      { spot: { kind: 'chance', chance: 'rouge' }, stake: 200, label: 'chance rouge' },
    ],
    // 12 has three pockets: pays 7 to 1; rouge pays 1 to 1, 13 (blanc) loses it.
    expect: (p) => {
      const text = VT_PLATE[p] as string;
      return {
        outcome: `numéro ${text}`,
        wins: (text.startsWith('12 ') ? 800 : 0) + (text.endsWith(' rouge') ? 400 : 0),
      };
    },
  },
  {
    game: 'wheelOfFortune',
    tableId: 'roue-1',
    seed: 1,
    mustSee: 'segment violet « Bonus », roue bonus',
    spots: [
      { spot: { symbol: '2' }, stake: 100, label: 'vert foncé « 2 »' },
      { spot: { symbol: '6' }, stake: 200, label: 'jaune « 6 »' },
      { spot: { symbol: 'bonus' }, stake: 100, label: 'violet « Bonus »' },
    ],
    // "N pour 1": N × stake returned in all (A.4 default reading).
    expect: (segment, bonusSegment) => {
      const symbol = SEGMENTS[segment] as string;
      const outcome =
        symbol === 'bonus'
          ? `segment ${COLOUR['bonus']}, roue bonus ${BONUS[bonusSegment as number]}`
          : `segment ${COLOUR[symbol]}`;
      const wins =
        symbol === '2'
          ? 200
          : symbol === '6'
            ? 1_200
            : symbol === 'bonus'
              ? 100 * (BONUS_RATIO[bonusSegment as number] as number)
              : 0;
      return { outcome, wins };
    },
  },
];

/** The bonus segment the decider journaled for round `roundId` (null off purple). */
function bonusSegmentOf(hub: RunningHub, roundId: number): number | null {
  const row = hub.state.db
    .prepare(
      `SELECT json_extract(payload, '$.event.settlement.outcome.bonusSegment') AS b FROM journal
        WHERE kind = 'RoundSettled' AND json_extract(payload, '$.roundId') = ?`,
    )
    .get(roundId) as { b: number | null };
  return row.b;
}

async function stationRecall(t: TestTerminal, queryId: string) {
  const mark = t.received.length;
  t.send({ type: 'getRecall', queryId });
  return (await t.next((m) => m.type === 'recall' && m.queryId === queryId, mark)) as Extract<
    HubMessage,
    { type: 'recall' }
  >;
}

describe('game recall of the other wheel games', () => {
  it('registers a mapper for every wheel game', () => {
    for (const game of ['roulette', 'boule', 'vingtTrois', 'wheelOfFortune']) {
      expect(RECALL_MAPPERS[game]).toBeDefined();
    }
  });

  it.each(CASES)('$game: the staff register and the station read each round exactly', async (c) => {
    const clock = manualClock();
    const table =
      c.game === 'wheelOfFortune'
        ? wheelOfFortuneTable(c.tableId, 'Roue 1', euros(1), TIMING, {
            bonusStake: euros(1),
            reading: 'pour',
            mode: 'auto',
          })
        : pleinChanceTable(c.game, c.tableId, 'Table 1', euros(1), TIMING, {
            pleinMaxMultiple: c.game === 'boule' ? 40 : 20,
            chanceMaxMultiple: c.game === 'boule' ? 200 : 100,
          });
    const hub = await wheelHub(clock, [table], c.seed);
    running.push(hub);
    prepareTable(hub, c.tableId, [{ id: 'S1', secret: WHEEL_SECRET }], START);
    const t = await station(hub, 'S1');
    const played: { roundId: number; outcome: string; wins: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const { roundId } = latestRound(hub, c.tableId);
      for (const [j, s] of c.spots.entries()) {
        const reply = await bet(t, `recall-bet-${i}-${j}`, roundId, s.spot, s.stake);
        expect(reply.ok ? true : reply.error).toBe(true);
      }
      clock.advance(TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs);
      const settled = latestRound(hub, c.tableId);
      const pocket = (
        hub.state.db.prepare('SELECT pocket FROM rounds WHERE round_id = ?').get(roundId) as {
          pocket: number;
        }
      ).pocket;
      expect(settled.roundId).toBeGreaterThan(roundId);
      played.push({ roundId, ...c.expect(pocket, bonusSegmentOf(hub, roundId)) });
    }
    expect(played.some((p) => p.outcome.startsWith(c.mustSee))).toBe(true);
    const stakes = c.spots.reduce((sum, s) => sum + s.stake, 0);
    const games = gameRecall(hub.state.db, c.tableId)['S1'] ?? [];
    expect(games.map((g) => Number(g.gameId))).toEqual(played.map((p) => p.roundId).reverse());
    let creditBefore = START as number;
    for (const [i, p] of played.entries()) {
      const g = games[played.length - 1 - i];
      expect(g).toMatchObject({
        game: c.game,
        tableId: c.tableId,
        terminalId: 'S1',
        status: 'settled',
        outcome: p.outcome,
        bets: c.spots.map((s) => ({ label: s.label, stake: s.stake })),
        stakes,
        wins: p.wins,
        creditBefore,
        creditAfter: creditBefore - stakes + p.wins,
      });
      creditBefore = creditBefore - stakes + p.wins;
    }
    // The staff's gameRecall register (it threw RangeError for these games) says the same.
    const staff = RegisterResultSchema.parse(
      await registerResult(hub.state.db, { register: 'gameRecall', tableId: c.tableId }),
    );
    expect(staff.kind === 'gameRecall' && staff.stations['S1']).toEqual(JSON.parse(JSON.stringify(games)));
    // The station's own recall over the wire is the same register.
    const answer = await stationRecall(t, randomUUID());
    expect(answer).toMatchObject({ ok: true, recall: { tableId: c.tableId } });
    const wire = answer.ok ? answer.recall.games : [];
    expect(wire.map((g) => [g.gameId, g.outcome, g.wins, g.creditAfter])).toEqual(
      games.map((g) => [g.gameId, g.outcome, g.wins, g.creditAfter]),
    );
    t.close();
  });
});
