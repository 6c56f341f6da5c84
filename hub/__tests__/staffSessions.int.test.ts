// A séance through the staff API (RULES.md A.1, seed 000): the croupier requests, the comité
// member validates and the stations go in service; the comité member announces the three last;
// exactly three more rounds are played; the comité member closes; the cashier counts, to the cent.
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HubMessage } from '../../protocol/hubMessages.ts';
import type { RunningHub } from '../hub.ts';
import { verifyDataDir } from '../verify.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET, TIMING } from './helpers/staffHub.ts';
import { loginStaff, type StaffReply } from './helpers/testStaff.ts';
import { connectTerminal, type TestTerminal } from './helpers/testTerminal.ts';
import { TEST_JOURNAL_KEY } from './helpers/testJournalKey.ts';
import { sayHello } from './helpers/hello.ts';

let running: RunningHub[] = [];
afterEach(async () => {
  for (const hub of running) await hub.close().catch(() => undefined);
  running = [];
});

const ROUND = TIMING.bettingMs + TIMING.spinMs + TIMING.resultMs;

async function terminal(hub: RunningHub, id = 'T1'): Promise<TestTerminal> {
  const t = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t, id, TERMINAL_SECRET);
  await t.next((m) => m.type === 'snapshot');
  return t;
}

async function bet(t: TestTerminal, id: string, roundId: number, spot: unknown, stake: number) {
  const mark = t.received.length;
  t.send({ type: 'placeBet', commandId: id, roundId, spot, stake });
  return (await t.next((m) => m.type === 'reply' && m.commandId === id, mark)) as Extract<
    HubMessage,
    { type: 'reply' }
  >;
}

function code(reply: StaffReply): string | null {
  return reply.ok ? null : reply.error.code;
}

function journal(hub: RunningHub, from = 0): { kind: string; actor: string }[] {
  return hub.state.db.prepare('SELECT kind, actor FROM journal WHERE seq > ? ORDER BY seq').all(from) as {
    kind: string;
    actor: string;
  }[];
}

describe('a séance through the staff API', () => {
  it('opens on validation, plays exactly three last rounds, closes, and counts to the cent', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock);
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const [alice, bruno, chloe] = await Promise.all(
      ['alice', 'bruno', 'chloe'].map((login) => loginStaff(url, login, secretOf(login))),
    );
    if (alice === undefined || bruno === undefined || chloe === undefined) throw new Error('login');
    const start = journal(hub).length;

    expect(
      await chloe.ok('creditIn', 'credit-cash-1', {
        terminalId: 'T1',
        payment: { method: 'cash', amount: 10_000 },
      }),
    ).toEqual({
      kind: 'credited',
      terminalId: 'T1',
      amount: 10_000,
      credit: 10_000,
    });
    const t = await terminal(hub);
    expect(t.lastSnapshot()?.state).toMatchObject({ session: 'closed', round: null, credit: 10_000 });
    const early = await bet(t, 'bet-before-open', 1, { kind: 'plein', number: 1 }, 100);
    expect(early.ok === false && early.error.code).toBe('NO_SESSION');

    expect(code(await bruno.command('requestOpening', 'request-by-comite', { tableId: 'roulette-1' }))).toBe(
      'FORBIDDEN',
    );
    expect(await alice.ok('requestOpening', 'request-open-1', { tableId: 'roulette-1' })).toMatchObject({
      kind: 'sessionRequested',
    });
    const forbidden = await alice.command('validateOpening', 'validate-by-croupier', {
      tableId: 'roulette-1',
    });
    expect(forbidden.ok === false && forbidden.error).toEqual({
      code: 'FORBIDDEN',
      message: 'a croupier may not validateOpening',
      params: { role: 'croupier', allowed: 'comiteDeDirection' },
    });
    expect((await bruno.tables())[0]?.session).toMatchObject({
      phase: 'requested',
      inService: false,
      requestedBy: 'staff:alice',
    });
    const beforeOpen = t.received.length;
    const opened = await bruno.ok('validateOpening', 'validate-open-1', { tableId: 'roulette-1' });
    expect(opened.kind).toBe('sessionOpened');
    const open = await t.next(
      (m) => m.type === 'snapshot' && m.state.session === 'open' && m.state.round?.phase === 'betting',
      beforeOpen,
    );
    const r1 = open.type === 'snapshot' ? (open.roundId as number) : 0;

    expect((await bet(t, 'bet-plein-17', r1, { kind: 'plein', number: 17 }, 1000)).ok).toBe(true);
    expect((await bet(t, 'bet-rouge-01', r1, { kind: 'chance', chance: 'rouge' }, 2000)).ok).toBe(true);
    // Seed 000: on an automatic launcher the comité member announces the three last balls.
    expect(
      code(await alice.command('announceLastRounds', 'announce-by-croupier', { tableId: 'roulette-1' })),
    ).toBe('FORBIDDEN');
    expect(await bruno.ok('announceLastRounds', 'announce-last-1', { tableId: 'roulette-1' })).toEqual({
      kind: 'lastRoundsAnnounced',
      remaining: 3,
    });
    expect(code(await bruno.command('validateClosing', 'close-too-early', { tableId: 'roulette-1' }))).toBe(
      'LAST_ROUNDS_PENDING',
    );

    clock.advance(TIMING.bettingMs + TIMING.spinMs); // r1 settles: the first of the three
    expect((await bruno.tables())[0]?.session?.lastRoundsRemaining).toBe(2);
    // Issue 11: the station's snapshot says the table is closing, with the rounds still to play.
    const closing = await t.next(
      (m) => m.type === 'snapshot' && m.state.tableStatus === 'closing' && m.state.lastRoundsRemaining === 2,
      0,
    );
    expect(closing.type === 'snapshot' && closing.state.manual).toBe(null);
    const pocket = (
      hub.state.db.prepare('SELECT pocket FROM rounds WHERE round_id = ?').get(r1) as { pocket: number }
    ).pocket;
    expect(pocket).toBe(21); // the seeded launcher's first ball
    // RULES.md A.2: 21 is red, so rouge returns 2 × 2000 and the plein on 17 loses.
    expect(t.lastSnapshot()?.state.credit).toBe(7_000 + 4_000);

    clock.advance(TIMING.resultMs + TIMING.bettingMs + TIMING.spinMs); // r2 settles
    const pending = await bruno.command('validateClosing', 'close-too-early-2', { tableId: 'roulette-1' });
    expect(pending.ok === false && pending.error.params).toEqual({ remaining: 1 });
    clock.advance(ROUND * 5); // r3 settles, and no fourth round opens
    const rounds = hub.state.db
      .prepare("SELECT COUNT(*) AS n FROM rounds WHERE table_id = 'roulette-1'")
      .get() as { n: number };
    expect(rounds.n).toBe(3);
    const view = (await bruno.tables())[0];
    expect(view?.session).toMatchObject({ phase: 'open', lastRoundsRemaining: 0 });
    expect(view?.round?.phase).toBe('settled');

    const mark = t.received.length;
    t.send({ type: 'requestPayment', commandId: 'pay-at-end-1' });
    const paid = await t.next((m) => m.type === 'reply' && m.commandId === 'pay-at-end-1', mark);
    const voucher =
      paid.type === 'reply' && paid.ok && paid.result.kind === 'paid' ? paid.result.voucher : null;
    expect(voucher?.amount).toBe(11_000);

    expect(code(await chloe.command('countSession', 'count-too-early', { tableId: 'roulette-1' }))).toBe(
      'SESSION_STATE',
    );
    const beforeClose = t.received.length;
    expect(await bruno.ok('validateClosing', 'close-session-1', { tableId: 'roulette-1' })).toMatchObject({
      kind: 'sessionClosed',
    });
    const closed = await t.next((m) => m.type === 'snapshot' && m.state.session === 'closed', beforeClose);
    expect(closed.type === 'snapshot' && closed.state.tableStatus).toBe('closed');
    const counted = await chloe.ok('countSession', 'count-session-1', { tableId: 'roulette-1' });
    expect(counted.kind === 'counted' && counted.report).toMatchObject({
      tableId: 'roulette-1',
      creditIn: { total: 10_000, byMethod: { cash: 10_000 } },
      vouchersIssued: { count: 1, total: 11_000 },
      houseResult: -1_000,
      stationCreditBefore: 0,
      stationCreditAfter: 0,
      stakesChange: 0,
      jackpot: { contributions: 0, paidInByBank: 0, wins: 0, poolChange: 0 },
      balanced: true,
    });
    expect(code(await chloe.command('countSession', 'count-session-2', { tableId: 'roulette-1' }))).toBe(
      'SESSION_STATE',
    );

    // Every step journaled with who did it.
    const steps = journal(hub, 0)
      .slice(start)
      .filter(
        (e) =>
          ![
            'RoundOpened',
            'NoMoreBets',
            'BallLanded',
            'RoundSettled',
            'BetPlaced',
            // The decider's session follows the séance (hub/tables/wheel/rouletteTable.ts).
            'WheelSessionOpened',
            'LastSpinsAnnounced',
            'WheelSessionClosed',
          ].includes(e.kind),
      );
    expect(steps).toEqual([
      { kind: 'CreditIn', actor: 'staff:chloe' },
      { kind: 'SessionOpeningRequested', actor: 'staff:alice' },
      { kind: 'SessionOpened', actor: 'staff:bruno' },
      { kind: 'LastRoundsAnnounced', actor: 'staff:bruno' },
      { kind: 'VoucherIssued', actor: 'terminal:T1' },
      { kind: 'SessionClosed', actor: 'staff:bruno' },
      { kind: 'SessionCounted', actor: 'staff:chloe' },
    ]);
    expect(verifyDataDir(dirname(hub.state.db.location() ?? ''), TEST_JOURNAL_KEY).ok).toBe(true);
  });

  it('does not count a ball already launched when the three last are announced', async () => {
    const clock = manualClock();
    const hub = await staffHub(clock);
    running.push(hub);
    const url = `ws://127.0.0.1:${hub.port}/staff`;
    const alice = await loginStaff(url, 'alice', secretOf('alice'));
    const bruno = await loginStaff(url, 'bruno', secretOf('bruno'));
    await alice.ok('requestOpening', 'request-open-1', { tableId: 'roulette-1' });
    await bruno.ok('validateOpening', 'validate-open-1', { tableId: 'roulette-1' });
    clock.advance(TIMING.bettingMs); // rien ne va plus: the ball of round 1 is launched
    expect((await bruno.tables())[0]?.round?.phase).toBe('noMoreBets');
    await bruno.ok('announceLastRounds', 'announce-last-1', { tableId: 'roulette-1' });
    clock.advance(ROUND * 10);
    const phases = hub.state.db
      .prepare("SELECT phase FROM rounds WHERE table_id = 'roulette-1' ORDER BY round_id")
      .all()
      .map((r) => (r as { phase: string }).phase);
    // The launched ball, then exactly the three announced ones.
    expect(phases).toEqual(['settled', 'settled', 'settled', 'settled']);
    expect((await bruno.tables())[0]?.session?.lastRoundsRemaining).toBe(0);
    const again = await bruno.command('announceLastRounds', 'announce-last-2', { tableId: 'roulette-1' });
    expect(again.ok === false && again.error).toMatchObject({
      code: 'SESSION_STATE',
      params: { remaining: 0 },
    });
    expect(await bruno.ok('validateClosing', 'close-session-1', { tableId: 'roulette-1' })).toMatchObject({
      kind: 'sessionClosed',
    });
  });
});
