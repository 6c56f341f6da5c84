// Issue 13 §1: the bad-input test of issue 5 item 7 for the card and hold'em commands, which now go
// through the table host and its group commit like the wheel's. Malformed, out-of-place, out-of-limit,
// replayed and foreign messages (fast-check) at a blackjack station and at a hold'em station: each
// gets its typed answer, the connection survives, and the journal, every balance and the command
// records stay exactly as they were.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createRng, seededSource } from '../../games/rng.ts';
import type { StationHubMessage } from '../../protocol/roomMessages.ts';
import type { RunningHub } from '../hub.ts';
import { blackjackConfig } from '../tables/cards/__tests__/cardHarness.ts';
import {
  T,
  type TestStation,
  commandId,
  connectStation,
  holdemHub,
} from '../tables/holdem/__tests__/helpers/holdemHub.ts';
import { provisionTerminal } from '../terminals.ts';
import { manualClock } from './helpers/manualClock.ts';
import { secretOf, TERMINAL_SECRET } from './helpers/staffHub.ts';
import { loginStaff, type TestStaff } from './helpers/testStaff.ts';
import { issueVirtualCard, tapAt } from './helpers/virtualCards.ts';

/** A frame to send and what must come back: an error code, or `replay` for the first reply again. */
interface Case {
  readonly frame: string;
  readonly expect: string;
}

const PIN = '4821';
let hub: RunningHub;
const consoles: TestStaff[] = [];
let bj: TestStation;
let holdem: TestStation;
let stranger: TestStation;
let firstBet = '';
let firstBetReply: unknown;
let firstSit = '';
let firstSitReply: unknown;

/** Everything that must not move: the journal's length and head, every balance, the commands. */
function fingerprint(): string {
  const db = hub.state.db;
  return JSON.stringify([
    db.prepare('SELECT COUNT(*) AS n FROM journal').get(),
    db.prepare('SELECT hash FROM journal ORDER BY seq DESC LIMIT 1').get(),
    db.prepare('SELECT account, balance FROM balances ORDER BY account').all(),
    db.prepare('SELECT COUNT(*) AS n FROM commands').get(),
    db.prepare('SELECT COUNT(*) AS n FROM vouchers').get(),
  ]);
}

async function staff(url: (path: string) => string, login: string): Promise<TestStaff> {
  const s = await loginStaff(url('/staff'), login, secretOf(login));
  consoles.push(s);
  return s;
}

beforeAll(async () => {
  const started = await holdemHub(manualClock(), createRng(seededSource(5)), undefined, {
    cardTables: [blackjackConfig()],
    rateLimit: { perSecond: 1_000_000, burst: 1_000_000 },
  });
  hub = started.hub;
  const { url } = started;
  provisionTerminal(hub.state.db, 'B1', 'bj-1', TERMINAL_SECRET);
  const [alice, bruno, chloe, emma] = await Promise.all(
    ['alice', 'bruno', 'chloe', 'emma'].map((login) => staff(url, login)),
  );
  if (alice === undefined || bruno === undefined || chloe === undefined || emma === undefined)
    throw new Error('no staff');
  // The blackjack station: 100 € of credit, the séance open, seated at seat 1, one bet of 5 €.
  await chloe.ok('creditIn', commandId('credit'), {
    terminalId: 'B1',
    payment: { method: 'cash', amount: 10_000 },
  });
  await alice.ok('requestOpening', commandId('open'), { tableId: 'bj-1' });
  await bruno.ok('validateOpening', commandId('open'), { tableId: 'bj-1' });
  bj = await connectStation(url('/terminal'), 'B1');
  expect(await bj.command('cardSit', commandId('sit'), { tableId: 'bj-1', seat: 1 })).toMatchObject({
    ok: true,
  });
  firstBet = JSON.stringify({
    type: 'blackjackBet',
    commandId: 'first-card-bet-01',
    tableId: 'bj-1',
    box: 1,
    amount: 500,
  });
  const betMark = bj.received.length;
  bj.send(firstBet);
  firstBetReply = await bj.next((m) => m.type === 'reply' && m.commandId === 'first-card-bet-01', betMark);
  expect(firstBetReply).toMatchObject({ ok: true });
  // The hold'em station: a registered player with a card, a cave, a seat, the partie open.
  await bruno.ok('setCaveLimits', commandId('limits'), { tableId: T, minimum: 4_000, maximum: null });
  const registered = await chloe.ok('registerPlayer', commandId('reg'), {
    lastName: 'Joueur',
    firstName: 'Camille',
    birthDate: '1980-05-17',
    idDocument: { type: 'idCard', number: 'IDBAD' },
  });
  if (registered.kind !== 'playerRegistered') throw new Error('not registered');
  const card = await issueVirtualCard(chloe, commandId('card'), registered.playerId, '04A1B2C3D4E5F9');
  await chloe.ok('buyCave', commandId('cave'), {
    playerId: registered.playerId,
    tableId: T,
    amount: 20_000,
    method: 'cash',
    pin: PIN,
  });
  await emma.ok('joinWaitingList', commandId('wait'), { tableId: T, playerId: registered.playerId });
  await emma.ok('callNextWaiting', commandId('call'), { tableId: T });
  await emma.ok('assignSeat', commandId('seat'), { tableId: T, playerId: registered.playerId });
  await bruno.ok('startHoldemPartie', commandId('partie'), { tableId: T });
  holdem = await connectStation(url('/terminal'), 'T1');
  const login = await holdem.command('playerLogin', commandId('login'), {
    cardSession: await tapAt(holdem.socket, card),
    pin: PIN,
  });
  expect(login).toMatchObject({ ok: true });
  firstSit = JSON.stringify({ type: 'holdemSitDown', commandId: 'first-holdem-sit', cave: 5_000 });
  const sitMark = holdem.received.length;
  holdem.send(firstSit);
  firstSitReply = await holdem.next((m) => m.type === 'reply' && m.commandId === 'first-holdem-sit', sitMark);
  expect(firstSitReply).toMatchObject({ ok: true });
  // A hold'em station where nobody is logged in.
  stranger = await connectStation(url('/terminal'), 'T2');
}, 60_000);

afterAll(async () => {
  for (const s of [bj, holdem, stranger]) s.close();
  for (const c of consoles) c.close();
  await hub.close();
});

const id = fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/).map((s) => `fz-${s}`);
const frame = (fields: fc.Arbitrary<Record<string, unknown>>, expected: string): fc.Arbitrary<Case> =>
  fc
    .tuple(id, fields)
    .map(([commandId, f]) => ({ frame: JSON.stringify({ commandId, ...f }), expect: expected }));
const bet = (box: number, amount: fc.Arbitrary<number>, expected: string): fc.Arbitrary<Case> =>
  frame(
    amount.map((a) => ({ type: 'blackjackBet', tableId: 'bj-1', box, amount: a })),
    expected,
  );

/** Frames for the seated blackjack station B1, each with its expected answer. */
function cardCases(): fc.Arbitrary<Case> {
  return fc.oneof(
    // Amounts that are no amount: negative, zero, fractional, unsafe.
    bet(2, fc.integer({ min: -1_000_000, max: 0 }), 'MALFORMED'),
    bet(2, fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }), 'MALFORMED'),
    bet(2, fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 2 ** 60), 'MALFORMED'),
    // Limits: under the table minimum, over its maximum, beyond the credit (never reduced).
    bet(
      2,
      fc.integer({ min: 1, max: 4 }).map((n) => n * 100),
      'STAKE_BELOW_MINIMUM',
    ),
    bet(
      2,
      fc.integer({ min: 101, max: 2_000 }).map((n) => n * 500),
      'STAKE_ABOVE_MAXIMUM',
    ),
    bet(
      2,
      fc.integer({ min: 20, max: 100 }).map((n) => n * 500),
      'INSUFFICIENT_CREDIT',
    ),
    // Another table's id, another game's bet, a second seat, a Paiement or a departure with a stake down.
    frame(
      fc
        .constantFrom('pb-1', T, 'nowhere')
        .map((tableId) => ({ type: 'blackjackBet', tableId, box: 2, amount: 500 })),
      'FORBIDDEN',
    ),
    frame(fc.constant({ type: 'puntoBancoBet', tableId: 'bj-1', spot: 'banco', amount: 500 }), 'ILLEGAL_BET'),
    frame(
      fc.integer({ min: 2, max: 7 }).map((seat) => ({ type: 'cardSit', tableId: 'bj-1', seat })),
      'ALREADY_SEATED',
    ),
    frame(fc.constant({ type: 'cardRequestPayment', tableId: 'bj-1' }), 'PAYMENT_WHILE_BETS_OPEN'),
    frame(fc.constant({ type: 'cardLeave', tableId: 'bj-1' }), 'PAYMENT_WHILE_BETS_OPEN'),
    // Replays: the first bet again, and its id with other content.
    fc.constant({ frame: firstBet, expect: 'replay' }),
    fc.integer({ min: 6, max: 9 }).map((n) => ({
      frame: firstBet.replace('"amount":500', `"amount":${n * 100}`),
      expect: 'COMMAND_ID_REUSED',
    })),
  );
}

/** Frames for the seated hold'em station T1, each with its expected answer. */
function holdemCases(): fc.Arbitrary<Case> {
  return fc.oneof(
    frame(
      fc.integer({ min: -1_000_000, max: 0 }).map((cave) => ({ type: 'holdemSitDown', cave })),
      'MALFORMED',
    ),
    frame(
      fc.integer({ min: -1_000_000, max: 0 }).map((amount) => ({ type: 'holdemRecave', amount })),
      'MALFORMED',
    ),
    // No hand is in progress with a single player: every action names a stale hand.
    frame(
      fc
        .string({ minLength: 1, maxLength: 40 })
        .map((handId) => ({ type: 'holdemAct', handId, action: { kind: 'check' } })),
      'ILLEGAL_ACTION',
    ),
    // Already seated at this station; a recave beyond the player's account.
    frame(
      fc.integer({ min: 40, max: 100 }).map((n) => ({ type: 'holdemSitDown', cave: n * 100 })),
      'SEAT_UNAVAILABLE',
    ),
    frame(
      fc.integer({ min: 151, max: 350 }).map((n) => ({ type: 'holdemRecave', amount: n * 100 })),
      'INSUFFICIENT_CREDIT',
    ),
    fc.constant({ frame: firstSit, expect: 'replay' }),
    fc.integer({ min: 41, max: 49 }).map((n) => ({
      frame: firstSit.replace('"cave":5000', `"cave":${n * 100}`),
      expect: 'COMMAND_ID_REUSED',
    })),
  );
}

/** Frames for T2, where nobody is logged in: every table command is refused. */
function strangerCases(): fc.Arbitrary<Case> {
  return frame(
    fc.constantFrom(
      { type: 'holdemSitDown', cave: 5_000 },
      { type: 'holdemRecave', amount: 1_000 },
      { type: 'holdemLeave' },
      { type: 'holdemSitIn' },
      { type: 'holdemSitOut' },
      { type: 'holdemStepAway' },
    ),
    'FORBIDDEN',
  );
}

async function answer(station: TestStation, c: Case): Promise<unknown> {
  const mark = station.received.length;
  station.send(c.frame);
  return station.next((m) => m.type === 'error' || m.type === 'reply', mark);
}

function codeOf(message: unknown): string {
  const m = message as StationHubMessage;
  if (m.type === 'error') return m.error.code;
  if (m.type === 'reply' && !m.ok) return m.error.code;
  return 'ok';
}

describe('bad input at the card and hold’em tables', () => {
  it('answers every bad card and hold’em command with its typed error and changes nothing', async () => {
    const before = fingerprint();
    const seen = new Map<string, number>();
    const cases = fc.oneof(
      cardCases().map((c) => ({ station: 'bj', c })),
      holdemCases().map((c) => ({ station: 'holdem', c })),
      strangerCases().map((c) => ({ station: 'stranger', c })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ station, c }) => {
        const to = station === 'bj' ? bj : station === 'holdem' ? holdem : stranger;
        const reply = await answer(to, c);
        const first = station === 'bj' ? firstBetReply : firstSitReply;
        if (c.expect === 'replay') expect(reply).toEqual(first);
        else expect({ frame: c.frame, code: codeOf(reply) }).toEqual({ frame: c.frame, code: c.expect });
        seen.set(`${station}:${c.expect}`, (seen.get(`${station}:${c.expect}`) ?? 0) + 1);
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: 1_500, seed: 20261207 },
    );
    for (const s of [bj, holdem, stranger]) expect(s.socket.readyState).toBe(WebSocket.OPEN);
    // Every kind of case was drawn, so that none of them is covered by luck alone.
    expect([...seen.keys()].sort()).toEqual(
      [
        'bj:ALREADY_SEATED',
        'bj:COMMAND_ID_REUSED',
        'bj:FORBIDDEN',
        'bj:ILLEGAL_BET',
        'bj:INSUFFICIENT_CREDIT',
        'bj:MALFORMED',
        'bj:PAYMENT_WHILE_BETS_OPEN',
        'bj:STAKE_ABOVE_MAXIMUM',
        'bj:STAKE_BELOW_MINIMUM',
        'bj:replay',
        'holdem:COMMAND_ID_REUSED',
        'holdem:ILLEGAL_ACTION',
        'holdem:INSUFFICIENT_CREDIT',
        'holdem:MALFORMED',
        'holdem:SEAT_UNAVAILABLE',
        'holdem:replay',
        'stranger:FORBIDDEN',
      ].sort(),
    );
  }, 120_000);
});
