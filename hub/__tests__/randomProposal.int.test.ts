// Issue 11 (RULES.md A.2 "random combinations proposed by the device") on the hub, over a real
// WebSocket and a real SQLite file: a proposal is drawn by the hub's RNG (every draw seen going
// through it), changes no money and writes no journal entry; the player then places it as an
// ordinary atomic batch. A count the table does not draw and a table without random combinations
// are refused with their typed reason.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { createRng, type Rng, seededSource } from '../../games/rng.ts';
import type { HubMessage } from '../../protocol/hubMessages.ts';
import { prepareTable } from '../demo.ts';
import { type RunningHub, startHub } from '../hub.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { pleinChanceTable } from '../tables/wheel/tableConfigs.ts';
import { manualClock } from './helpers/manualClock.ts';
import type { TestTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import {
  WHEEL_SECRET,
  WHEEL_TIMING as TIMING,
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

/** The ranges asked of the hub's RNG, in order. */
const asked: number[] = [];

async function boot() {
  const inner = createRng(seededSource(23));
  const rng: Rng = { int: (n) => (asked.push(n), inner.int(n)) };
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-random-')),
    host: '127.0.0.1',
    port: 0,
    tables: [
      rouletteTable('roulette-1', 'Roulette 1', euros(1), TIMING),
      pleinChanceTable('boule', 'boule-1', 'Boule 1', euros(1), TIMING, {
        pleinMaxMultiple: 40,
        chanceMaxMultiple: 200,
      }),
    ],
    clock: manualClock(),
    rng,
    logLevel: 'silent',
  });
  running.push(hub);
  prepareTable(hub, 'roulette-1', [{ id: 'T1', secret: WHEEL_SECRET }], euros(100));
  prepareTable(hub, 'boule-1', [{ id: 'B1', secret: WHEEL_SECRET }], euros(100));
  return hub;
}

async function propose(t: TestTerminal, queryId: string, count: number) {
  const mark = t.received.length;
  t.send({ type: 'proposeRandom', queryId, count });
  const answer = await t.next((m) => m.type === 'randomProposal' && m.queryId === queryId, mark);
  return answer as Extract<HubMessage, { type: 'randomProposal' }>;
}

describe('a random combination proposed by the device', () => {
  it('is drawn by the hub’s RNG, changes nothing, and is placed only by the player’s batch', async () => {
    const hub = await boot();
    const t1 = await station(hub, 'T1');
    const before = { credit: credit(hub, 'T1'), journal: journalLength(hub) };
    asked.length = 0;
    const first = await propose(t1, 'propose-0001', 5);
    // Five partial Fisher–Yates steps over the 37 pockets (games/rng.ts sample): 37, 36, … 33.
    expect(asked).toEqual([37, 36, 35, 34, 33]);
    if (!first.ok) throw new Error(first.error.code);
    expect(first.numbers).toHaveLength(5);
    expect(new Set(first.numbers).size).toBe(5);
    expect(first.numbers).toEqual([...first.numbers].sort((a, b) => a - b));
    expect(first.numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)).toBe(true);
    // "Autre": another draw, again through the hub's RNG.
    const second = await propose(t1, 'propose-0002', 5);
    expect(asked).toEqual([37, 36, 35, 34, 33, 37, 36, 35, 34, 33]);
    if (!second.ok) throw new Error(second.error.code);
    expect(second.numbers).not.toEqual(first.numbers);
    // A proposal is no bet: no money moved, nothing journaled, nothing on the layout.
    expect({ credit: credit(hub, 'T1'), journal: journalLength(hub) }).toEqual(before);
    expect(hub.state.db.prepare('SELECT COUNT(*) AS n FROM bets').get()).toEqual({ n: 0 });

    // "Jouer": the player places what was shown, as one atomic batch at 2 € a plein.
    const { roundId } = latestRound(hub, 'roulette-1');
    const items = second.numbers.map((n) => ({
      kind: 'bet',
      spot: { kind: 'plein', number: n },
      stake: 200,
    }));
    const placed = await command(t1, { type: 'placeBets', commandId: 'play-random-1', roundId, bets: items });
    expect(placed.ok).toBe(true);
    expect(credit(hub, 'T1')).toBe(10_000 - 5 * 200);
  });

  it('refuses a count the table does not draw and a table without random combinations', async () => {
    const hub = await boot();
    const t1 = await station(hub, 'T1');
    const b1 = await station(hub, 'B1');
    const before = journalLength(hub);
    // The table draws at most 8 pleins (games/roulette/options.ts maxRandomChips).
    expect(await propose(t1, 'propose-0003', 9)).toEqual({
      type: 'randomProposal',
      queryId: 'propose-0003',
      ok: false,
      error: {
        code: 'ILLEGAL_BET',
        message: 'not a random combination this table draws',
        params: { reason: 'randomCount' },
      },
    });
    expect(await propose(b1, 'propose-0004', 5)).toEqual({
      type: 'randomProposal',
      queryId: 'propose-0004',
      ok: false,
      error: {
        code: 'ILLEGAL_BET',
        message: 'no random combination at a boule table',
        params: { reason: 'notThisGame', game: 'boule' },
      },
    });
    expect(journalLength(hub)).toBe(before);
  });
});
