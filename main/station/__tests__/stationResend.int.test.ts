// Issue 12 §4, every wheel, card and hold'em money command end to end: a real hub, a real station on its
// SQLite store, a relay between them that loses the hub's answer. The station records the command before
// it leaves, the hub applies it, the answer never comes, the station is closed; restarted on the
// same folder it sends the command again under its id, and the hub answers the repeat as before
// without applying it a second time: its ledger moved once, and the station's credit is the hub's
// to the cent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, euros } from '../../../games/money.ts';
import {
  blackjackConfig,
  openSeance,
  puntoBancoConfig,
  stackedShoe,
} from '../../../hub/tables/cards/__tests__/cardHarness.ts';
import { demoTable, grantDemoCredit, prepareDemo } from '../../../hub/demo.ts';
import { provisionTerminal } from '../../../hub/terminals.ts';
import { T as HOLDEM_TABLE } from '../../../hub/tables/holdem/__tests__/helpers/holdemHub.ts';
import { TERMINAL_SECRET } from '../../../hub/__tests__/helpers/staffHub.ts';
import { startHub, type RunningHub } from '../../../hub/hub.ts';
import { accounts, balanceOf } from '../../../hub/store/ledger.ts';
import { manualClock, type ManualClock } from '../../../hub/__tests__/helpers/manualClock.ts';
import { TEST_JOURNAL_KEY } from '../../../hub/__tests__/helpers/testJournalKey.ts';
import { type StationView, wheelSnapshotOf } from '../../../protocol/stationView.ts';
import { creditOf } from '../viewUpdates.ts';
import type { Command, CommandAnswer } from '../hubLink.ts';
import { startStation } from '../startStation.ts';
import type { StationService } from '../stationApi.ts';
import { readStationFiles } from './helpers/stationFiles.ts';
import { replyDropProxy } from './helpers/replyDropProxy.ts';
import { holdemRoom } from './helpers/holdemRoom.ts';

const SECRET = 'resend-test-secret-0123456789';
const BETTING_MS = 60_000;
const CARD_BETTING_MS = 15_000;
// Black jack deal order (B §6.4): box 1, the dealer's up card, box 1; then the cards drawn.
const BJ_DOUBLE = ['5c', '9d', '6c', 'Th', '8h'];
const BJ_INSURANCE = ['Tc', 'Ad', 'Kc', '9h'];
// Punto banco: an ace shown and one more burnt, then P, B, P, B.
const COUPS = ['Ac', '2c', '4c', '2d', '5c', '3c'];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

async function until(test: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One money command: what lies on the layout before it, how the player sends it, what it moves. */
interface Case {
  readonly type: Command['type'];
  /** The station's table: the roulette (T1), the punto banco (P1) or the black jack (B1). */
  readonly terminalId: 'T1' | 'P1' | 'B1';
  /** Bets placed (answered normally) before the command whose answer is lost. */
  prepare(station: StationService, clock: ManualClock): Promise<void>;
  /** The bridge call (its answer may come at once or later). */
  send(station: StationService): unknown;
  /** The station's credit at the hub before the command (unless a settlement set it), and what it moves. */
  readonly before?: number;
  /** Absent when the command may end a hand and its settlement moves the credit too (a double). */
  readonly moves?: number;
}

const plein = (number: number, stake: number) => ({
  spot: { kind: 'plein' as const, number },
  stake: cents(stake),
});

async function bet(station: StationService, number: number, stake: number): Promise<string> {
  const answer = await station.placeBet(plein(number, stake));
  if (!answer.ok) throw new Error(`bet refused: ${answer.error.code}`);
  return answer.value.betId;
}

/** Fails the test on a refused preparation step. */
async function ok(
  answer: { ok: boolean; error?: { code: string } } | Promise<{ ok: boolean; error?: { code: string } }>,
): Promise<void> {
  const a = await answer;
  if (!a.ok) throw new Error(`refused: ${a.error?.code ?? ''}`);
}

/** Sits at seat 1 of the station's card table. */
const sit = (s: StationService): Promise<void> => ok(s.cardSit({ seat: 1 }));

/** Sits, stakes 10 € on box 1, and lets the betting time run out: the hand is dealt. */
async function dealt(s: StationService, clock: ManualClock, phase: 'insurance' | 'playing'): Promise<void> {
  await sit(s);
  await ok(s.blackjackBet({ box: 1, amount: euros(10) }));
  clock.advance(CARD_BETTING_MS + 1_000);
  await until(() => {
    const v = s.getView();
    return v.game === 'blackjack' && v.hub.game.phase === phase;
  });
}

let clearedBetId = '';
const CASES: readonly Case[] = [
  {
    type: 'placeBet',
    terminalId: 'T1',
    prepare: async () => undefined,
    send: (s) => s.placeBet(plein(17, 500)),
    before: 10_000,
    moves: -500,
  },
  {
    type: 'placeBets',
    terminalId: 'T1',
    prepare: async () => undefined,
    send: (s) =>
      s.placeBets({
        items: [
          { kind: 'bet', spot: { kind: 'douzaine', dozen: 2 }, stake: cents(300) },
          { kind: 'annonce', annonce: { kind: 'jeuZero' }, unit: cents(100) },
        ],
      }),
    before: 10_000,
    moves: -700,
  },
  {
    type: 'repeatLastRound',
    terminalId: 'T1',
    // A plein lost in the round before (returned 0 unless 17 comes out; the figures are read back).
    prepare: async (s, clock) => {
      await bet(s, 17, 500);
      const first = wheelSnapshotOf(s.getView())?.round?.roundId ?? 0;
      clock.advance(BETTING_MS + 5_000);
      await until(() => {
        const round = wheelSnapshotOf(s.getView())?.round;
        return round?.phase === 'betting' && round.roundId > first;
      });
    },
    send: (s) => s.repeatLastRound(),
    moves: -500,
  },
  {
    type: 'doubleBets',
    terminalId: 'T1',
    prepare: async (s) => void (await bet(s, 17, 500)),
    send: (s) => s.doubleBets(),
    before: 9_500,
    moves: -500,
  },
  {
    type: 'undoLastBet',
    terminalId: 'T1',
    prepare: async (s) => {
      await bet(s, 17, 500);
      await bet(s, 3, 200);
    },
    send: (s) => s.undoLastBet(),
    before: 9_300,
    moves: 200,
  },
  {
    type: 'clearBet',
    terminalId: 'T1',
    prepare: async (s) => {
      clearedBetId = await bet(s, 17, 500);
      await bet(s, 3, 200);
    },
    send: (s) => s.clearBet({ betId: clearedBetId }),
    before: 9_300,
    moves: 500,
  },
  {
    type: 'clearAllBets',
    terminalId: 'T1',
    prepare: async (s) => {
      await bet(s, 17, 500);
      await bet(s, 3, 200);
    },
    send: (s) => s.clearAllBets(),
    before: 9_300,
    moves: 700,
  },
  {
    type: 'requestPayment',
    terminalId: 'T1',
    prepare: async () => undefined,
    send: (s) => s.requestPayment(),
    before: 10_000,
    moves: -10_000,
  },
  // ── punto banco (RULES.md A.6) ──
  {
    type: 'puntoBancoBet',
    terminalId: 'P1',
    prepare: (s) => sit(s),
    send: (s) => s.puntoBancoBet({ spot: 'banco', amount: euros(5) }),
    before: 10_000,
    moves: -500,
  },
  {
    type: 'cardWithdrawBets',
    terminalId: 'P1',
    prepare: async (s) => {
      await sit(s);
      await ok(s.puntoBancoBet({ spot: 'punto', amount: euros(5) }));
    },
    send: (s) => s.cardWithdrawBets(),
    before: 9_500,
    moves: 500,
  },
  {
    type: 'cardRequestPayment',
    terminalId: 'P1',
    prepare: (s) => sit(s),
    send: (s) => s.requestPayment(),
    before: 10_000,
    moves: -10_000,
  },
  // ── black jack (RULES.md A.5; B §6.4–6.7) ──
  {
    type: 'blackjackBet',
    terminalId: 'B1',
    prepare: (s) => sit(s),
    send: (s) => s.blackjackBet({ box: 1, amount: euros(10) }),
    before: 10_000,
    moves: -1_000,
  },
  {
    type: 'blackjackHyperBet',
    terminalId: 'B1',
    prepare: async (s) => {
      await sit(s);
      await ok(s.blackjackBet({ box: 1, amount: euros(10) }));
    },
    send: (s) => s.blackjackHyperBet({ result: '17', amount: euros(5) }),
    before: 9_000,
    moves: -500,
  },
  {
    type: 'blackjackInsurance',
    terminalId: 'B1',
    // The dealer shows an ace (BJ_INSURANCE): half the stake against his black jack.
    prepare: (s, clock) => dealt(s, clock, 'insurance'),
    send: (s) => s.blackjackInsurance({ box: 1, amount: euros(5) }),
    before: 9_000,
    moves: -500,
  },
  {
    type: 'blackjackAction',
    terminalId: 'B1',
    // 5 and 6 against a 9 (BJ_DOUBLE): the double stakes 10 € more; the hand may end at once.
    prepare: (s, clock) => dealt(s, clock, 'playing'),
    send: (s) => s.blackjackAction({ box: 1, action: 'double' }),
    before: 9_000,
  },
];

/** A hub with a roulette, a punto banco and a black jack table, each with its station and 100 €. */
async function hubWithTables(clock: ManualClock, blackjackShoe: readonly string[]): Promise<RunningHub> {
  const shoes: Record<string, readonly string[]> = { 'bj-1': blackjackShoe, 'pb-1': COUPS };
  const hub = await startHub({
    journalKey: TEST_JOURNAL_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'tapis-resend-hub-')),
    host: '127.0.0.1',
    port: 0,
    tables: [demoTable({ bettingMs: BETTING_MS, spinMs: 1_000, resultMs: 1_000 })],
    cardTables: [
      blackjackConfig({ bettingMs: CARD_BETTING_MS }),
      puntoBancoConfig({ bettingMs: CARD_BETTING_MS }),
    ],
    cardShoe: (tableId) => {
      const order = shoes[tableId];
      return order === undefined ? undefined : stackedShoe(5, [...order]);
    },
    clock,
    logLevel: 'silent',
  });
  cleanups.push(() => hub.close());
  prepareDemo(hub, [{ id: 'T1', secret: SECRET }], euros(100));
  for (const [terminalId, tableId] of [
    ['P1', 'pb-1'],
    ['B1', 'bj-1'],
  ] as const) {
    provisionTerminal(hub.state.db, terminalId, tableId, SECRET);
    grantDemoCredit(hub, terminalId, euros(100));
    const table = hub.state.tables.card(tableId);
    if (table === undefined) throw new Error(`no table ${tableId}`);
    openSeance(hub.state.db, clock, table);
  }
  return hub;
}

async function station(
  hubUrl: string,
  terminalId: string,
  dataDir: string,
  recovered: { command: Command; answer: CommandAnswer }[] = [],
): Promise<StationService> {
  const s = await startStation({
    hubUrl,
    terminalId,
    secret: SECRET,
    dataDir,
    onRecoveredAnswer: (command, answer) => recovered.push({ command, answer }),
  });
  cleanups.push(() => s.close());
  return s;
}

/** How many times the hub recorded command `commandId` of `terminalId` (its idempotency table). */
function recordedTimes(hub: RunningHub, terminalId: string, commandId: string): number {
  const row = hub.state.db
    .prepare('SELECT COUNT(*) AS n FROM commands WHERE terminal_id = ? AND command_id = ?')
    .get(terminalId, commandId) as { n: number };
  return Number(row.n);
}

/** Every ledger transfer touching station `terminalId`: a second application would add some. */
function stationTransfers(hub: RunningHub, terminalId: string): number {
  const account = accounts.station(terminalId);
  const row = hub.state.db
    .prepare('SELECT COUNT(*) AS n FROM transfers WHERE from_account = ? OR to_account = ?')
    .get(account, account) as { n: number };
  return Number(row.n);
}

/** The station's table is on screen and takes stakes (a wheel round open, a card table seen). */
function ready(view: StationView): boolean {
  if (view.link !== 'online') return false;
  return view.game === 'roulette' ? view.hub.round?.phase === 'betting' : view.game !== null;
}

describe('a money command whose answer is lost', () => {
  it.each(CASES.map((c) => [c.type, c] as const))(
    '%s: persisted before it leaves, resent under its id after a restart, applied once',
    async (type, c) => {
      const clock = manualClock();
      const hub = await hubWithTables(clock, type === 'blackjackInsurance' ? BJ_INSURANCE : BJ_DOUBLE);
      const { terminalId } = c;
      const hubCredit = (): number => balanceOf(hub.state.db, accounts.station(terminalId));
      const dataDir = mkdtempSync(join(tmpdir(), 'tapis-resend-'));
      // What the station's store held at the instant each command reached the relay.
      const pendingWhenSent = new Map<string, string[]>();
      const proxy = await replyDropProxy(`ws://127.0.0.1:${hub.port}/terminal`, (message) => {
        const id = message['commandId'];
        if (typeof id === 'string')
          pendingWhenSent.set(
            id,
            readStationFiles(dataDir).pending.map((p) => p.commandId),
          );
      });
      cleanups.push(() => proxy.close());

      const first = await station(proxy.url, terminalId, dataDir);
      await until(() => ready(first.getView()));
      await c.prepare(first, clock);
      const before = hubCredit();
      if (c.before !== undefined) expect(before).toBe(c.before);
      await until(() => creditOf(first.getView()) === before);

      proxy.dropReplies = true;
      const answered = Promise.resolve(c.send(first));
      await until(() => proxy.dropped.length === 1);
      const lost = proxy.dropped[0] ?? {};
      const commandId = String(lost['commandId']);
      expect(lost['ok']).toBe(true);
      // Recorded before it left the station, exactly as sent, and still there unanswered.
      expect(pendingWhenSent.get(commandId)).toEqual([commandId]);
      const atLoss = readStationFiles(dataDir).pending;
      expect(atLoss.map((p) => [p.commandId, p.command['type']])).toEqual([[commandId, type]]);
      const applied = hubCredit();
      if (c.moves !== undefined) expect(applied - before).toBe(c.moves);
      else expect(applied).not.toBe(before);
      const transfers = stationTransfers(hub, terminalId);
      expect(recordedTimes(hub, terminalId, commandId)).toBe(1);

      // The station goes down without the answer: the player saw none, the row stays.
      await first.close();
      expect(await answered).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
      expect(readStationFiles(dataDir).pending).toEqual(atLoss);

      const recovered: { command: Command; answer: CommandAnswer }[] = [];
      const second = await station(`ws://127.0.0.1:${hub.port}/terminal`, terminalId, dataDir, recovered);
      await until(() => recovered.length === 1);
      expect(recovered[0]?.command).toEqual(atLoss[0]?.command);
      expect(recovered[0]?.answer).toEqual({ ok: true, result: lost['result'] });
      // Applied once: the same credit, no new transfer, one record of the command.
      expect(hubCredit()).toBe(applied);
      expect(stationTransfers(hub, terminalId)).toBe(transfers);
      expect(recordedTimes(hub, terminalId, commandId)).toBe(1);
      await until(() => readStationFiles(dataDir).pending.length === 0);
      // The station's credit is the hub's, to the cent (0 once paid out), on screen and on disk.
      await until(() => creditOf(second.getView()) === applied);
      expect(readStationFiles(dataDir).credit).toBe(applied);
    },
  );
});

/** A hold'em money command: what precedes it (the login sits the player down), how it is sent. */
interface HoldemCase {
  readonly type: 'holdemSitDown' | 'holdemRecave' | 'holdemLeave';
  /** The player's account at the hub before → after the command (seed 000: the cave comes from it). */
  readonly account: readonly [number, number];
  send(station: StationService): unknown;
}

const PIN = '739184';
const HOLDEM_CASES: readonly HoldemCase[] = [
  // The login's own sit-down, with the partie's cave minimum (40 €) from the account.
  { type: 'holdemSitDown', account: [10_000, 6_000], send: (s) => s.submitPin({ pin: PIN }) },
  { type: 'holdemRecave', account: [6_000, 4_000], send: (s) => s.holdemRecave({ amount: cents(2_000) }) },
  { type: 'holdemLeave', account: [6_000, 10_000], send: (s) => s.holdemLeave() },
];

describe("a hold'em money command whose answer is lost", () => {
  it.each(HOLDEM_CASES.map((c) => [c.type, c] as const))(
    '%s: persisted before it leaves, resent under its id after a restart, applied once',
    async (type, c) => {
      const room = await holdemRoom(manualClock(), PIN);
      cleanups.push(() => room.close());
      const db = room.hub.state.db;
      const account = accounts.player(room.player.playerId);
      const balance = (): number => balanceOf(db, account);
      /** The player's stack at the hub's table, or null when not seated. */
      const hubStack = (): number | null =>
        room.hub.state.tables
          .holdem(HOLDEM_TABLE)
          ?.displayView()
          .seats.find((s) => s.seat === room.player.seat)?.stack ?? null;
      const stackOn = (s: StationService): number | null => {
        const v = s.getView();
        if (v.game !== 'holdem') return null;
        return (
          v.hub.table.seats.find((seat) => seat.seat === room.player.seat && v.hub.seat === seat.seat)
            ?.stack ?? null
        );
      };
      const dataDir = mkdtempSync(join(tmpdir(), 'tapis-resend-holdem-'));
      const pendingWhenSent = new Map<string, string[]>();
      const proxy = await replyDropProxy(room.url('/terminal'), (message) => {
        const id = message['commandId'];
        if (typeof id === 'string')
          pendingWhenSent.set(
            id,
            readStationFiles(dataDir).pending.map((p) => p.commandId),
          );
      });
      cleanups.push(() => proxy.close());
      const started = async (url: string, recovered?: { command: Command; answer: CommandAnswer }[]) => {
        const s = await startStation({
          hubUrl: url,
          terminalId: 'T1',
          secret: TERMINAL_SECRET,
          dataDir,
          cardLogin: {},
          ...(recovered === undefined
            ? {}
            : { onRecoveredAnswer: (command, answer) => recovered.push({ command, answer }) }),
        });
        cleanups.push(() => s.close());
        await until(() => s.getView().game === 'holdem');
        return s;
      };

      const first = await started(proxy.url);
      await first.login?.cardTapped(room.player.card);
      if (type !== 'holdemSitDown') {
        await ok(first.submitPin({ pin: PIN }));
        await until(() => stackOn(first) === 4_000);
      }
      expect(balance()).toBe(c.account[0]);
      const transfers = (): number =>
        Number(
          (
            db
              .prepare('SELECT COUNT(*) AS n FROM transfers WHERE from_account = ? OR to_account = ?')
              .get(account, account) as {
              n: number;
            }
          ).n,
        );

      proxy.dropTypes = new Set([type]);
      proxy.dropReplies = true;
      const answered = Promise.resolve(c.send(first));
      await until(() => proxy.dropped.length === 1);
      const lost = proxy.dropped[0] ?? {};
      const commandId = String(lost['commandId']);
      expect(lost['ok']).toBe(true);
      expect(pendingWhenSent.get(commandId)).toEqual([commandId]);
      const atLoss = readStationFiles(dataDir).pending;
      expect(atLoss.map((p) => [p.commandId, p.command['type']])).toEqual([[commandId, type]]);
      expect(balance()).toBe(c.account[1]);
      const stack = hubStack();
      const moved = transfers();

      await first.close();
      // The player saw no answer: the login itself succeeded, its sit-down's answer never came.
      expect(await answered).toEqual(
        type === 'holdemSitDown'
          ? { ok: true, value: { playerId: room.player.playerId } }
          : { ok: false, error: { code: 'OFFLINE', message: 'station closing' } },
      );
      if (type === 'holdemSitDown')
        expect(first.getView().login).toMatchObject({ seated: false, seatError: { code: 'OFFLINE' } });
      expect(readStationFiles(dataDir).pending).toEqual(atLoss);

      const recovered: { command: Command; answer: CommandAnswer }[] = [];
      const second = await started(room.url('/terminal'), recovered);
      await until(() => recovered.length === 1);
      expect(recovered[0]?.command).toEqual(atLoss[0]?.command);
      expect(recovered[0]?.answer).toEqual({ ok: true, result: lost['result'] });
      // Applied once: the account and the stack as after the first application, no new transfer.
      expect(balance()).toBe(c.account[1]);
      expect(hubStack()).toBe(stack);
      expect(transfers()).toBe(moved);
      await until(() => readStationFiles(dataDir).pending.length === 0);
      // The restarted station shows the hub's stack, to the cent (none once the player left).
      await until(() => stackOn(second) === stack);
    },
  );
});
