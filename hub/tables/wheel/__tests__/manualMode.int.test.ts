// Seed 000's detector failures on a croupier cylinder: rien ne va plus not detected, number not
// detected → the croupier enters it, a comité member validates, then relaunches the game.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { euros } from '../../../../games/money.ts';
import type { HubMessage } from '../../../../protocol/hubMessages.ts';
import { manualClock } from '../../../__tests__/helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET, TIMING } from '../../../__tests__/helpers/staffHub.ts';
import { loginStaff } from '../../../__tests__/helpers/testStaff.ts';
import { connectTerminal } from '../../../__tests__/helpers/testTerminal.ts';
import type { RunningHub } from '../../../hub.ts';
import { accounts, balanceOf } from '../../../store/ledger.ts';
import { verifyDataDir } from '../../../verify.ts';
import type { RouletteTable } from '../rouletteTable.ts';
import { rouletteTable } from '../tableConfig.ts';
import { TEST_JOURNAL_KEY } from '../../../__tests__/helpers/testJournalKey.ts';
import { sayHello } from '../../../__tests__/helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

type Reply = Extract<HubMessage, { type: 'reply' }>;

describe('manual mode on a croupier cylinder', () => {
  it('takes the croupier’s rien ne va plus and number once a comité member validates, then waits for the relaunch', async () => {
    const clock = manualClock();
    // A detector that never detects: every step goes through manual mode.
    const table = rouletteTable('roulette-1', 'Roulette 1', euros(1), TIMING, {
      launcher: 'croupier',
      zeroRule: 'partage',
      detector: { missNoMoreBetsPerMille: 1000, missResultPerMille: 1000 },
    });
    const hub = await staffHub(clock, { tables: [table] });
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const alice = await loginStaff(url, 'alice', secretOf('alice')); // croupier
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno')); // comité de direction
    const chloe = await loginStaff(url, 'chloe', secretOf('chloe')); // caissier
    await chloe.ok('creditIn', 'credit-in-t1', {
      terminalId: 'T1',
      payment: { method: 'cash', amount: 10_000 },
    });
    await alice.ok('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId: 'roulette-1' });

    const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
    console.log('STEP connected');
    await sayHello(t, 'T1', TERMINAL_SECRET);
    const first = await t.next((m) => m.type === 'snapshot' && m.state.round?.phase === 'betting');
    const roundId = first.type === 'snapshot' ? (first.roundId as number) : 0;
    // The detector decides when bets close: no countdown is promised.
    expect(first.type === 'snapshot' && first.state.round?.closesAt).toBe(null);
    const bet = async (commandId: string): Promise<Reply> => {
      t.send({ type: 'placeBet', commandId, roundId, spot: { kind: 'plein', number: 17 }, stake: 100 });
      return (await t.next((m) => m.type === 'reply' && m.commandId === commandId)) as Reply;
    };
    console.log('STEP first', JSON.stringify(t.received).slice(0, 600));
    expect((await bet('bet-before-fault')).ok).toBe(true);

    clock.advance(TIMING.bettingMs); // the ball slows; the detector misses it
    const rouletteTableOf = hub.state.tables.wheel('roulette-1') as RouletteTable;
    expect(rouletteTableOf.manualMode).toEqual({ fault: 'noMoreBetsNotDetected', pending: null });
    // Issue 11: the station's snapshot says manual mode, and whose act the table waits for.
    const status = (m: HubMessage) => (m.type === 'snapshot' ? [m.state.tableStatus, m.state.manual] : null);
    const faulted = await t.next((m) => status(m)?.[0] === 'manual', 0);
    expect(status(faulted)).toEqual([
      'manual',
      { fault: 'noMoreBetsNotDetected', awaiting: 'croupier', entry: null },
    ]);
    const refused = await bet('bet-during-fault');
    expect(refused.ok === false && refused.error.code).toBe('BETS_CLOSED');
    expect(await alice.ok('manualNoMoreBets', 'manual-rnvp-1', { tableId: 'roulette-1' })).toEqual({
      kind: 'manualEntryRequested',
      roundId,
      entry: 'noMoreBets',
    });
    const forbidden = await alice.command('validateManualEntry', 'validate-by-croupier', {
      tableId: 'roulette-1',
    });
    expect(forbidden.ok === false && forbidden.error.code).toBe('FORBIDDEN');
    expect(await bruno.ok('validateManualEntry', 'validate-rnvp-1', { tableId: 'roulette-1' })).toEqual({
      kind: 'manualEntryValidated',
      roundId,
      entry: 'noMoreBets',
    });
    expect((await bruno.tables())[0]).toMatchObject({
      round: { phase: 'noMoreBets' },
      manual: { fault: null, pending: null },
    });

    clock.advance(TIMING.spinMs); // the ball stops; the number is not detected
    expect(rouletteTableOf.manualMode).toEqual({ fault: 'resultNotDetected', pending: null });
    await alice.ok('enterResult', 'enter-17', { tableId: 'roulette-1', pocket: 17 });
    expect((await bruno.tables())[0]?.manual).toEqual({
      fault: 'resultNotDetected',
      pending: { kind: 'result', pocket: 17 },
    });
    expect(balanceOf(hub.state.db, accounts.station('T1'))).toBe(9_900);
    const awaiting = await t.next(
      (m) => JSON.stringify(status(m)?.[1] ?? null).includes('"entry":"result"'),
      0,
    );
    expect(status(awaiting)).toEqual([
      'manual',
      { fault: 'resultNotDetected', awaiting: 'comite', entry: 'result' },
    ]);
    await bruno.ok('validateManualEntry', 'validate-17', { tableId: 'roulette-1' });
    // RULES.md A.2: plein pays 35 to 1: 100 + 3 500 back.
    expect(balanceOf(hub.state.db, accounts.station('T1'))).toBe(9_900 + 3_600);
    const landed = hub.state.db
      .prepare("SELECT actor, payload FROM journal WHERE kind = 'BallLanded'")
      .get() as { actor: string; payload: string };
    expect(landed.actor).toBe('staff:bruno');
    expect(JSON.parse(landed.payload)).toMatchObject({
      roundId,
      pocket: 17,
      event: {
        type: 'ResultEntered',
        enteredBy: { id: 'staff:alice', role: 'croupier' },
        validatedBy: { id: 'staff:bruno', role: 'comite' },
      },
    });

    // Out of service until the comité member relaunches; no round opens by itself.
    clock.advance(TIMING.resultMs * 4);
    expect((await bruno.tables())[0]?.session?.inService).toBe(false);
    const stopped = await t.next((m) => status(m)?.[0] === 'outOfService', 0);
    expect(status(stopped)).toEqual(['outOfService', null]);
    const mark = t.received.length;
    expect(await bruno.ok('relaunch', 'relaunch-1', { tableId: 'roulette-1' })).toMatchObject({
      kind: 'relaunched',
    });
    const next = await t.next(
      (m) => m.type === 'snapshot' && m.state.round?.phase === 'betting' && (m.roundId ?? 0) > roundId,
      mark,
    );
    expect(next.type === 'snapshot' && next.state.session).toBe('open');
    expect(status(next)).toEqual(['open', null]);
    expect(verifyDataDir(join(hub.state.db.location() ?? '', '..'), TEST_JOURNAL_KEY).ok).toBe(true);
  });
});
