// The skeleton hub over a real WebSocket and a real SQLite file: bets, results, limits,
// refusals that change nothing, idempotent commands, payment, and recovery after a stop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../games/money.ts';
import { createRng, seededSource } from '../../games/rng.ts';
import { RED_NUMBERS } from '../../games/roulette/layout.ts';
import type { HubMessage } from '../../protocol/hubMessages.ts';
import { demoTable, prepareDemo } from '../demo.ts';
import { startHub, type RunningHub } from '../hub.ts';
import { verifyDataDir } from '../verify.ts';
import { manualClock, type ManualClock } from './helpers/manualClock.ts';
import { connectTerminal, type TestTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

const SECRET = 'a-demo-secret-of-some-length';
const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };
let running: RunningHub[] = [];

afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

async function boot(dataDir: string, clock: ManualClock, seed = 1): Promise<RunningHub> {
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable(TIMING)],
    clock,
    rng: createRng(seededSource(seed)),
  });
  running.push(hub);
  return hub;
}

async function helloed(hub: RunningHub, terminalId = 'T1', secret = SECRET): Promise<TestTerminal> {
  const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t, terminalId, secret);
  await t.next((m) => m.type === 'snapshot');
  return t;
}

function reply(t: TestTerminal, commandId: string): Promise<Extract<HubMessage, { type: 'reply' }>> {
  return t.next((m) => m.type === 'reply' && m.commandId === commandId) as Promise<
    Extract<HubMessage, { type: 'reply' }>
  >;
}

function credit(hub: RunningHub, terminalId = 'T1'): number {
  return (
    hub.state.db.prepare('SELECT balance FROM balances WHERE account = ?').get(`station:${terminalId}`) as {
      balance: number;
    }
  ).balance;
}

function journalLength(hub: RunningHub): number {
  return (hub.state.db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
}

describe('skeleton hub: one roulette round', () => {
  it('debits each stake, pays by the landed pocket, and refuses late bets without change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-hub-test-'));
    const clock = manualClock();
    const hub = await boot(dir, clock);
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const t = await helloed(hub);
    const roundId = t.lastSnapshot()?.state.round?.roundId as number;
    expect(t.lastSnapshot()?.state.credit).toBe(10_000);

    t.send({
      type: 'placeBet',
      commandId: 'bet-plein-17',
      roundId,
      spot: { kind: 'plein', number: 17 },
      stake: 1000,
    });
    expect((await reply(t, 'bet-plein-17')).ok).toBe(true);
    t.send({
      type: 'placeBet',
      commandId: 'bet-rouge-000',
      roundId,
      spot: { kind: 'chance', chance: 'rouge' },
      stake: 2000,
    });
    expect((await reply(t, 'bet-rouge-000')).ok).toBe(true);
    expect(credit(hub)).toBe(7_000);

    clock.advance(TIMING.bettingMs); // rien ne va plus
    const before = journalLength(hub);
    t.send({
      type: 'placeBet',
      commandId: 'bet-too-late',
      roundId,
      spot: { kind: 'plein', number: 1 },
      stake: 100,
    });
    const late = await reply(t, 'bet-too-late');
    expect(late.ok === false && late.error.code).toBe('BETS_CLOSED');
    expect(credit(hub)).toBe(7_000);
    expect(journalLength(hub)).toBe(before);

    clock.advance(TIMING.spinMs); // the ball lands
    const row = hub.state.db.prepare('SELECT pocket FROM rounds WHERE round_id = ?').get(roundId) as {
      pocket: number;
    };
    const pocket = row.pocket;
    const expected =
      7_000 + (pocket === 17 ? 36_000 : 0) + (RED_NUMBERS.has(pocket) ? 4_000 : pocket === 0 ? 1_000 : 0);
    expect(credit(hub)).toBe(expected);
    const settled = await t.next((m) => m.type === 'snapshot' && m.state.round?.phase === 'settled');
    expect(settled.type === 'snapshot' && settled.state.credit).toBe(expected);
    expect(settled.type === 'snapshot' && settled.state.lastSettlement).toEqual({
      roundId,
      pocket,
      staked: 3_000,
      returned: expected - 7_000,
      // Issue 11 "Gain": beyond the winning chips' stakes, and those stakes given back apart.
      won: (pocket === 17 ? 35_000 : 0) + (RED_NUMBERS.has(pocket) ? 2_000 : 0),
      stakeReturned:
        (pocket === 17 ? 1_000 : 0) + (RED_NUMBERS.has(pocket) ? 2_000 : pocket === 0 ? 1_000 : 0),
      jackpot: 0,
    });
    expect(settled.type === 'snapshot' && settled.state.hubTime).toBe(clock.now());
    // The next round settles without this station: its "last round" shows zeros, not the old win.
    clock.advance(TIMING.resultMs + TIMING.bettingMs + TIMING.spinMs);
    const after = await t.next(
      (m) => m.type === 'snapshot' && m.state.round?.phase === 'settled' && m.state.round.roundId > roundId,
    );
    const next = after.type === 'snapshot' ? after.state : undefined;
    expect(next?.lastSettlement).toEqual({
      roundId: next?.round?.roundId,
      pocket: next?.round?.result?.pocket,
      staked: 0,
      returned: 0,
      won: 0,
      stakeReturned: 0,
      jackpot: 0,
    });
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).ok).toBe(true);
  });

  it('answers a replayed command the same way and applies it once', async () => {
    const clock = manualClock();
    const hub = await boot(mkdtempSync(join(tmpdir(), 'tapis-hub-test-')), clock);
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const t = await helloed(hub);
    const roundId = t.lastSnapshot()?.state.round?.roundId as number;
    const bet = {
      type: 'placeBet',
      commandId: 'same-command-1',
      roundId,
      spot: { kind: 'plein', number: 5 },
      stake: 500,
    };
    t.send(bet);
    const first = await reply(t, 'same-command-1');
    const mark = t.received.length;
    t.send(bet);
    const second = await t.next((m) => m.type === 'reply' && m.commandId === 'same-command-1', mark);
    expect(second).toEqual(first);
    expect(credit(hub)).toBe(9_500);
    t.send({ ...bet, stake: 600 });
    const reused = await t.next(
      (m) => m.type === 'reply' && m.commandId === 'same-command-1' && m.ok === false,
    );
    expect(reused.type === 'reply' && reused.ok === false && reused.error.code).toBe('COMMAND_ID_REUSED');
    expect(credit(hub)).toBe(9_500);
  });

  it('refuses bad input with typed errors and keeps the connection', async () => {
    const clock = manualClock();
    const hub = await boot(mkdtempSync(join(tmpdir(), 'tapis-hub-test-')), clock);
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const t = await helloed(hub);
    const roundId = t.lastSnapshot()?.state.round?.roundId as number;
    const cases: [unknown, string][] = [
      ['{not json', 'MALFORMED'],
      [
        { type: 'placeBet', commandId: 'x', roundId, spot: { kind: 'plein', number: 1 }, stake: 100 },
        'MALFORMED',
      ],
      [
        {
          type: 'placeBet',
          commandId: 'negative-1',
          roundId,
          spot: { kind: 'plein', number: 1 },
          stake: -100,
        },
        'MALFORMED',
      ],
      [
        {
          type: 'placeBet',
          commandId: 'fraction-1',
          roundId,
          spot: { kind: 'plein', number: 1 },
          stake: 10.5,
        },
        'MALFORMED',
      ],
      [
        {
          type: 'placeBet',
          commandId: 'pocket-37',
          roundId,
          spot: { kind: 'plein', number: 37 },
          stake: 100,
        },
        'MALFORMED',
      ],
      [{ type: 'launchMissiles' }, 'MALFORMED'],
    ];
    for (const [message, code] of cases) {
      const mark = t.received.length;
      t.send(message);
      const answer = await t.next((m) => m.type === 'error', mark);
      expect(answer.type === 'error' && answer.error.code).toBe(code);
    }
    const refusals: [Record<string, unknown>, string, Record<string, number>?][] = [
      [{ spot: { kind: 'plein', number: 1 }, stake: 50 }, 'STAKE_BELOW_MINIMUM', { minimum: 100 }],
      [
        { spot: { kind: 'plein', number: 1 }, stake: 3001 },
        'STAKE_ABOVE_MAXIMUM',
        { maximum: 3000, alreadyStaked: 0 },
      ],
      [
        { spot: { kind: 'chance', chance: 'noir' }, stake: 10_001 },
        'INSUFFICIENT_CREDIT',
        { credit: 10_000 },
      ],
      [{ spot: { kind: 'plein', number: 1 }, stake: 100, roundId: roundId + 99 }, 'UNKNOWN_ROUND'],
    ];
    for (const [i, [fields, code, params]] of refusals.entries()) {
      t.send({ type: 'placeBet', commandId: `refused-${i}-cmd`, roundId, ...fields });
      const answer = await reply(t, `refused-${i}-cmd`);
      expect(answer.ok === false && answer.error.code).toBe(code);
      if (params && answer.ok === false) expect(answer.error.params).toEqual(params);
    }
    expect(credit(hub)).toBe(10_000);
    expect(t.socket.readyState).toBe(t.socket.OPEN);
  });

  it('rejects a wrong secret and an unknown terminal, and commands before hello', async () => {
    const hub = await boot(mkdtempSync(join(tmpdir(), 'tapis-hub-test-')), manualClock());
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const anonymous = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    anonymous.send({ type: 'requestPayment', commandId: 'pay-before-hello' });
    const first = await anonymous.next((m) => m.type === 'error');
    expect(first.type === 'error' && first.error.code).toBe('NOT_AUTHENTICATED');
    for (const [id, secret] of [
      ['T1', 'wrong-secret'],
      ['T9', SECRET],
    ] as const) {
      const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
      await sayHello(t, id, secret);
      const answer = await t.next((m) => m.type === 'error');
      expect(answer.type === 'error' && answer.error.code).toBe('BAD_CREDENTIALS');
      await new Promise((resolve) => t.socket.once('close', resolve));
    }
  });

  it('pays the credit into a unique voucher, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-hub-test-'));
    const hub = await boot(dir, manualClock());
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const t = await helloed(hub);
    t.send({ type: 'requestPayment', commandId: 'pay-command-1' });
    const paid = await reply(t, 'pay-command-1');
    expect(paid.ok && paid.result.kind === 'paid' && paid.result.voucher.amount).toBe(10_000);
    expect(
      paid.ok && paid.result.kind === 'paid' && /^\d{18}$/.test(paid.result.voucher.validationNumber),
    ).toBe(true);
    expect(credit(hub)).toBe(0);
    t.send({ type: 'requestPayment', commandId: 'pay-command-2' });
    const again = await reply(t, 'pay-command-2');
    expect(again.ok === false && again.error.code).toBe('NOTHING_TO_PAY');
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).ok).toBe(true);
  });

  it('voids and refunds a round interrupted by a stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tapis-hub-test-'));
    const clock = manualClock();
    const hub = await boot(dir, clock);
    prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
    const t = await helloed(hub);
    const roundId = t.lastSnapshot()?.state.round?.roundId as number;
    t.send({
      type: 'placeBet',
      commandId: 'bet-before-stop',
      roundId,
      spot: { kind: 'plein', number: 0 },
      stake: 2500,
    });
    await reply(t, 'bet-before-stop');
    clock.advance(TIMING.bettingMs);
    await hub.close();
    running = [];
    const restarted = await boot(dir, clock, 2);
    expect(credit(restarted)).toBe(10_000);
    const round = restarted.state.db.prepare('SELECT phase FROM rounds WHERE round_id = ?').get(roundId) as {
      phase: string;
    };
    expect(round.phase).toBe('voided');
    expect(verifyDataDir(dir, TEST_JOURNAL_KEY).ok).toBe(true);
  });
});
