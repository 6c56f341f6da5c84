// Issue 5 item 7: thousands of malformed, out-of-order, oversized, negative, NaN, replayed and
// foreign messages (fast-check) against a running two-table hub. Each gets a typed error, the
// connection survives where it should, and the journal and every balance stay exactly as they were.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { euros } from '../../games/money.ts';
import {
  type Challenge,
  ClientMessageSchema,
  HubMessageSchema,
  PROTOCOL_VERSION,
} from '../../protocol/hubMessages.ts';
import { StaffClientMessageSchema, StaffHubMessageSchema } from '../../protocol/staffMessages.ts';
import { demoTable } from '../demo.ts';
import type { RunningHub } from '../hub.ts';
import { rouletteTable } from '../tables/wheel/tableConfig.ts';
import { provisionTerminal } from '../terminals.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, staffHub, TERMINAL_SECRET, TIMING } from './helpers/staffHub.ts';
import { connectStaffSocket, loginStaff, type TestStaff } from './helpers/testStaff.ts';
import { connectTerminal, type TestTerminal } from './helpers/testTerminal.ts';
import { challengeOf, helloFrame, sayHello } from './helpers/hello.ts';

/** A frame to send and what must come back. */
interface Case {
  readonly frame: string;
  /** The error code expected, or `replay` for the recorded reply of the first bet. */
  readonly expect: string;
}

let hub: RunningHub;
let t1: TestTerminal;
let denis: TestStaff;
let round1 = 0;
let round2 = 0;
let firstBet = '';
let firstReply: unknown;

/** Everything that must not move: the journal's length and head, every balance, bets, commands. */
function fingerprint(): string {
  const db = hub.state.db;
  return JSON.stringify([
    db.prepare('SELECT COUNT(*) AS n FROM journal').get(),
    db.prepare('SELECT hash FROM journal ORDER BY seq DESC LIMIT 1').get(),
    db.prepare('SELECT account, balance FROM balances ORDER BY account').all(),
    db.prepare('SELECT COUNT(*) AS n FROM bets').get(),
    db.prepare('SELECT COUNT(*) AS n FROM commands').get(),
    db.prepare('SELECT COUNT(*) AS n FROM vouchers').get(),
  ]);
}

beforeAll(async () => {
  const clock = manualClock();
  hub = await staffHub(clock, {
    tables: [demoTable(TIMING), rouletteTable('roulette-2', 'Roulette 2', euros(5), TIMING)],
    extra: { rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } },
  });
  provisionTerminal(hub.state.db, 'T3', 'roulette-9', TERMINAL_SECRET); // a table this hub does not serve
  for (const [id, table] of [
    ['T1', 'roulette-1'],
    ['T2', 'roulette-2'],
  ] as const) {
    hub.state.tables.wheel(table)?.creditIn(id, euros(100), 'cash', 'staff:chloe');
    hub.state.tables.wheel(table)?.openSession('staff:alice', 'staff:bruno');
  }
  round1 = (
    hub.state.db.prepare("SELECT MAX(round_id) AS r FROM rounds WHERE table_id = 'roulette-1'").get() as {
      r: number;
    }
  ).r;
  round2 = (
    hub.state.db.prepare("SELECT MAX(round_id) AS r FROM rounds WHERE table_id = 'roulette-2'").get() as {
      r: number;
    }
  ).r;
  t1 = await connectTerminal(`ws://127.0.0.1:${hub.port}/terminal`);
  await sayHello(t1, 'T1', TERMINAL_SECRET);
  await t1.next((m) => m.type === 'snapshot');
  firstBet = JSON.stringify({
    type: 'placeBet',
    commandId: 'first-bet-0001',
    roundId: round1,
    spot: { kind: 'plein', number: 7 },
    stake: 1000,
  });
  t1.send(firstBet);
  firstReply = await t1.next((m) => m.type === 'reply' && m.commandId === 'first-bet-0001');
  denis = await loginStaff(`ws://127.0.0.1:${hub.port}/staff`, 'denis', secretOf('denis'));
});

afterAll(async () => {
  await hub.close();
});

const commandId = fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/).map((s) => `fz-${s}`);
const plein = fc.integer({ min: 0, max: 36 }).map((n) => ({ kind: 'plein', number: n }));
const chance = fc
  .constantFrom('rouge', 'noir', 'pair', 'impair', 'manque', 'passe')
  .map((c) => ({ kind: 'chance', chance: c }));
const bet = (
  roundId: fc.Arbitrary<number>,
  spot: fc.Arbitrary<unknown>,
  stake: fc.Arbitrary<number>,
  expected: string,
) =>
  fc
    .record({ commandId, roundId, spot, stake })
    .map((b): Case => ({ frame: JSON.stringify({ type: 'placeBet', ...b }), expect: expected }));

/** Frames for the authenticated terminal T1, each with its expected answer. */
function terminalCases(): fc.Arbitrary<Case> {
  const current = fc.constant(round1);
  return fc.oneof(
    // Not JSON at all, or JSON that is no message.
    fc
      .string({ maxLength: 200 })
      .filter((s) => {
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      })
      .map((frame) => ({ frame, expect: 'MALFORMED' })),
    fc
      .jsonValue({ maxDepth: 4 })
      .filter((v) => !ClientMessageSchema.safeParse(v).success)
      .map((v) => ({ frame: JSON.stringify(v), expect: 'MALFORMED' })),
    // Negative, zero, fractional, unsafe stakes; NaN and Infinity as the hub's parser sees them.
    bet(current, plein, fc.integer({ min: -1_000_000, max: 0 }), 'MALFORMED'),
    bet(current, chance, fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }), 'MALFORMED'),
    bet(current, plein, fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 2 ** 60), 'MALFORMED'),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '"100"', 'null').map((raw) => ({
      frame: `{"type":"placeBet","commandId":"nan-stake-01","roundId":${round1},"spot":{"kind":"plein","number":1},"stake":${raw}}`,
      expect: 'MALFORMED',
    })),
    // Spots that do not exist; a command id too short or with foreign characters.
    bet(
      current,
      fc.integer({ min: 37, max: 1_000 }).map((n) => ({ kind: 'plein', number: n })),
      fc.constant(100),
      'MALFORMED',
    ),
    fc.record({ id: fc.string({ maxLength: 7 }) }).map(({ id }) => ({
      frame: JSON.stringify({ type: 'requestPayment', commandId: id }),
      expect: 'MALFORMED',
    })),
    // Out of order: rounds that are not the open one, including the other table's round.
    bet(
      fc.integer({ min: 1, max: 1_000_000 }).filter((r) => r !== round1),
      plein,
      fc.constant(100),
      'UNKNOWN_ROUND',
    ),
    bet(fc.constant(round2), chance, fc.constant(500), 'UNKNOWN_ROUND'),
    // Limits: below the minimum, above the plein maximum, beyond the credit (refused, never reduced).
    bet(current, plein, fc.integer({ min: 1, max: 99 }), 'STAKE_BELOW_MINIMUM'),
    bet(current, plein, fc.integer({ min: 3_001, max: 1_000_000_000 }), 'STAKE_ABOVE_MAXIMUM'),
    bet(current, chance, fc.integer({ min: 9_001, max: 100_000 }), 'INSUFFICIENT_CREDIT'),
    // "Paiement" with a stake on the layout.
    commandId.map((id) => ({
      frame: JSON.stringify({ type: 'requestPayment', commandId: id }),
      expect: 'PAYMENT_WHILE_BETS_OPEN',
    })),
    // Replays: the same bet again, and its id with other content.
    fc.constant({ frame: firstBet, expect: 'replay' }),
    fc.integer({ min: 100, max: 900 }).map((stake) => ({
      frame: firstBet.replace('"stake":1000', `"stake":${stake}`),
      expect: 'COMMAND_ID_REUSED',
    })),
  );
}

async function answer(t: TestTerminal, c: Case): Promise<unknown> {
  const mark = t.received.length;
  t.send(c.frame);
  return t.next((m) => m.type === 'error' || m.type === 'reply', mark);
}

function codeOf(message: unknown): string {
  const parsed = HubMessageSchema.parse(message);
  if (parsed.type === 'error') return parsed.error.code;
  if (parsed.type === 'reply' && !parsed.ok) return parsed.error.code;
  return 'ok';
}

describe('bad input against a running hub', () => {
  it('answers every bad terminal message with its typed error and changes nothing', async () => {
    const before = fingerprint();
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(terminalCases(), async (c) => {
        const reply = await answer(t1, c);
        if (c.expect === 'replay') expect(reply).toEqual(firstReply);
        else expect(codeOf(reply)).toBe(c.expect);
        seen.set(c.expect, (seen.get(c.expect) ?? 0) + 1);
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: 3_000, seed: 20261129 },
    );
    expect(t1.socket.readyState).toBe(WebSocket.OPEN);
    expect([...seen.keys()].sort()).toEqual(
      [
        'COMMAND_ID_REUSED',
        'INSUFFICIENT_CREDIT',
        'MALFORMED',
        'PAYMENT_WHILE_BETS_OPEN',
        'STAKE_ABOVE_MAXIMUM',
        'STAKE_BELOW_MINIMUM',
        'UNKNOWN_ROUND',
        'replay',
      ].sort(),
    );
    // Binary frames are not part of the protocol; the connection survives them too.
    const mark = t1.received.length;
    t1.socket.send(Buffer.from([1, 2, 3]));
    expect(codeOf(await t1.next((m) => m.type === 'error', mark))).toBe('MALFORMED');
    expect(fingerprint()).toBe(before);
  });

  it('refuses foreign, unauthenticated and oversized connections with typed errors, closing only those it must', async () => {
    const before = fingerprint();
    const url = `ws://127.0.0.1:${hub.port}/terminal`;
    const connection = fc.oneof(
      // Before hello: typed refusal, connection kept.
      fc.constantFrom(
        { frame: JSON.stringify({ type: 'getSnapshot' }), expect: 'NOT_AUTHENTICATED', closes: false },
        { frame: firstBet, expect: 'NOT_AUTHENTICATED', closes: false },
      ),
      // Another terminal's id with a wrong secret; a terminal of a table this hub does not serve;
      // an unknown terminal; a protocol version from elsewhere: refused and closed.
      fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((s) => s !== TERMINAL_SECRET)
        .map((secret) => ({
          frame: (c: Challenge) => JSON.stringify(helloFrame(c, 'T2', secret)),
          expect: 'BAD_CREDENTIALS',
          closes: true,
        })),
      fc.constantFrom('T3', 'T9', 'roulette-1').map((terminalId) => ({
        frame: (c: Challenge) => JSON.stringify(helloFrame(c, terminalId, TERMINAL_SECRET)),
        expect: 'BAD_CREDENTIALS',
        closes: true,
      })),
      fc
        .integer({ min: -5, max: 99 })
        .filter((v) => v !== PROTOCOL_VERSION)
        .map((protocolVersion) => ({
          frame: (c: Challenge) => JSON.stringify(helloFrame(c, 'T1', TERMINAL_SECRET, protocolVersion)),
          expect: 'UNSUPPORTED_VERSION',
          closes: true,
        })),
      // Larger than 16 KiB: the connection is closed (1009) before anything is parsed.
      fc.integer({ min: 16 * 1024 + 1, max: 64 * 1024 }).map((size) => ({
        frame: JSON.stringify({
          type: 'hello',
          protocolVersion: PROTOCOL_VERSION,
          terminalId: 'T1',
          proof: 'x'.repeat(size),
        }),
        expect: 'CLOSED_1009',
        closes: true,
      })),
    );
    await fc.assert(
      fc.asyncProperty(connection, async (c) => {
        const t = await connectTerminal(url);
        const closed = new Promise<number>((resolve) => t.socket.once('close', (code) => resolve(code)));
        t.send(typeof c.frame === 'string' ? c.frame : c.frame(await challengeOf(t)));
        if (c.expect === 'CLOSED_1009') {
          expect(await closed).toBe(1009);
        } else {
          expect(codeOf(await t.next((m) => m.type === 'error'))).toBe(c.expect);
          if (c.closes) expect(await closed).not.toBe(1009);
          else expect(t.socket.readyState).toBe(WebSocket.OPEN);
          t.close();
        }
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('answers bad or forbidden staff messages with typed errors and changes nothing', async () => {
    const before = fingerprint();
    const anonymous = await connectStaffSocket(`ws://127.0.0.1:${hub.port}/staff`);
    const staffCommand = fc.oneof(
      fc
        .constantFrom(
          'requestOpening',
          'validateOpening',
          'announceLastRounds',
          'validateClosing',
          'relaunch',
          'countSession',
        )
        .chain((type) =>
          fc.record({
            type: fc.constant(type),
            commandId,
            tableId: fc.constantFrom('roulette-1', 'roulette-2'),
          }),
        ),
      fc.record({
        type: fc.constant('creditIn'),
        commandId,
        terminalId: fc.constantFrom('T1', 'T2'),
        payment: fc.record({
          method: fc.constantFrom('cash', 'card'),
          amount: fc.integer({ min: 1, max: 1_000_000 }),
        }),
      }),
      fc.record({
        type: fc.constant('redeemVoucher'),
        commandId,
        validationNumber: fc.stringMatching(/^\d{18}$/),
      }),
    );
    // A technicien may unlock others (issue 10 §4), so only the anonymous case and his own
    // account are refused here.
    const unlock = (logins: string[]) =>
      fc.record({ type: fc.constant('unlockStaff'), commandId, login: fc.constantFrom(...logins) });
    const cases = fc.oneof(
      // A technicien may do none of these: FORBIDDEN before anything else.
      staffCommand.map((m) => ({ who: 'denis', frame: JSON.stringify(m), expect: 'FORBIDDEN' })),
      unlock(['denis']).map((m) => ({
        who: 'denis',
        frame: JSON.stringify(m),
        expect: 'CANNOT_UNLOCK_SELF',
      })),
      // Nobody logged in: NOT_AUTHENTICATED.
      fc
        .oneof(staffCommand, unlock(['alice', 'bruno']))
        .map((m) => ({ who: 'anonymous', frame: JSON.stringify(m), expect: 'NOT_AUTHENTICATED' })),
      // Junk and negative or fractional amounts: MALFORMED.
      fc
        .jsonValue({ maxDepth: 3 })
        .filter((v) => !StaffClientMessageSchema.safeParse(v).success)
        .map((v) => ({ who: 'denis', frame: JSON.stringify(v), expect: 'MALFORMED' })),
      fc
        .oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }))
        .map((amount) => ({
          who: 'denis',
          frame: JSON.stringify({
            type: 'creditIn',
            commandId: 'fz-credit-01',
            terminalId: 'T1',
            payment: { method: 'cash', amount },
          }),
          expect: 'MALFORMED',
        })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const s = c.who === 'denis' ? denis : anonymous;
        const mark = s.received.length;
        s.send(c.frame);
        const reply = StaffHubMessageSchema.parse(
          await s.next((m) => m.type === 'error' || m.type === 'reply', mark),
        );
        const code =
          reply.type === 'error' || (reply.type === 'reply' && !reply.ok) ? reply.error.code : 'ok';
        expect(code).toBe(c.expect);
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: 1_500, seed: 42 },
    );
    expect(denis.socket.readyState).toBe(WebSocket.OPEN);
    expect(anonymous.socket.readyState).toBe(WebSocket.OPEN);
  });
});
