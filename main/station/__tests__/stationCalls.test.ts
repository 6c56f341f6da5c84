// Each bridge call becomes the hub command of this table's game (issue 11 §1), with the round,
// table or hand the station knows; another game's call is refused without sending anything.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../games/money.ts';
import { BRIDGE_CALL_NAMES, BRIDGE_GROUPS, initialView, type StationView } from '../../../protocol/bridge.ts';
import type { Command, CommandAnswer } from '../hubLink.ts';
import { stationCalls } from '../stationCalls.ts';

function world(
  view: StationView,
  answer: CommandAnswer = { ok: false, error: { code: 'NO_SESSION', message: 'x' } },
) {
  const sent: Command[] = [];
  let current = view;
  const calls = stationCalls({
    view: () => current,
    publish: (next) => (current = next),
    link: {
      send: (command) => (sent.push(command), Promise.resolve(answer)),
      recall: () => Promise.resolve({ ok: true, value: { tableId: 't', games: [] } }),
      rules: () =>
        Promise.resolve({ ok: true, value: { tableId: 't', game: 'roulette', options: {}, text: 'x' } }),
      proposeRandom: (_queryId, count) =>
        Promise.resolve({ ok: true, value: Array.from({ length: count }, (_, i) => i * 7) }),
    },
  });
  return { calls, sent, view: () => current };
}

const online = { ...initialView('T1', 0), link: 'online' } as const;
const roulette = {
  ...online,
  game: 'roulette',
  hub: {
    tableId: 'roulette-1',
    tableName: 'R',
    credit: cents(1000),
    bets: [],
    round: { roundId: 4, phase: 'betting' },
  },
} as unknown as StationView;
const punto = {
  ...online,
  game: 'puntoBanco',
  hub: { tableId: 'pb-1', tableName: 'P', credit: cents(500), game: { game: 'puntoBanco' } },
} as unknown as StationView;
const holdem = {
  ...online,
  game: 'holdem',
  hub: { table: { tableId: 'h-1', handId: 'h-1:7' }, seat: 2, playerId: null },
} as unknown as StationView;

describe('station calls', () => {
  it('has one handler per call of the contract', () => {
    expect(Object.keys(world(online).calls).sort()).toEqual([...BRIDGE_CALL_NAMES].sort());
  });

  it('refuses every call of another game’s group with NOT_AVAILABLE otherGame and sends nothing', async () => {
    const cases: [StationView, readonly string[]][] = [
      [roulette, [...Object.keys(BRIDGE_GROUPS.cards), ...Object.keys(BRIDGE_GROUPS.holdem)]],
      [punto, [...Object.keys(BRIDGE_GROUPS.wheel), ...Object.keys(BRIDGE_GROUPS.holdem)]],
      [holdem, [...Object.keys(BRIDGE_GROUPS.wheel), ...Object.keys(BRIDGE_GROUPS.cards), 'requestPayment']],
    ];
    for (const [view, names] of cases) {
      const w = world(view);
      for (const name of names) {
        const handler = w.calls[name as keyof typeof w.calls] as (a: unknown) => Promise<unknown>;
        const answer = await handler({
          spot: { kind: 'plein', number: 1 },
          stake: cents(100),
          items: [{}, {}],
        });
        expect([name, answer]).toMatchObject([
          name,
          { ok: false, error: { code: 'NOT_AVAILABLE', params: { reason: 'otherGame' } } },
        ]);
      }
      expect(w.sent).toEqual([]);
    }
  });

  it('answers OFFLINE, not noTable, while the station has never reached its hub', async () => {
    const w = world(initialView('T1', 0));
    expect(await w.calls.placeBet({ spot: { kind: 'plein', number: 1 }, stake: cents(100) })).toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
    expect(await w.calls.requestPayment()).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
  });

  it('sends each game’s command with what the station knows: round, table, hand', async () => {
    const r = world(roulette);
    await r.calls.placeBet({ spot: { kind: 'plein', number: 17 }, stake: cents(100) });
    await r.calls.placeBets({ items: [{ kind: 'annonce', annonce: { kind: 'tiers' }, unit: cents(100) }] });
    await r.calls.requestPayment();
    expect(r.sent.map(({ commandId: _id, ...rest }) => rest)).toEqual([
      { type: 'placeBet', roundId: 4, spot: { kind: 'plein', number: 17 }, stake: 100 },
      { type: 'placeBets', roundId: 4, bets: [{ kind: 'annonce', annonce: { kind: 'tiers' }, unit: 100 }] },
      { type: 'requestPayment' },
    ]);
    const p = world(punto);
    await p.calls.puntoBancoBet({ spot: 'banco', amount: cents(500) });
    await p.calls.cardSit({ seat: 3 });
    await p.calls.requestPayment();
    expect(p.sent.map(({ commandId: _id, ...rest }) => rest)).toEqual([
      { type: 'puntoBancoBet', tableId: 'pb-1', spot: 'banco', amount: 500 },
      { type: 'cardSit', tableId: 'pb-1', seat: 3 },
      { type: 'cardRequestPayment', tableId: 'pb-1' },
    ]);
    const h = world(holdem);
    await h.calls.holdemAct({ action: { kind: 'call' } });
    await h.calls.holdemSitOut();
    expect(h.sent.map(({ commandId: _id, ...rest }) => rest)).toEqual([
      { type: 'holdemAct', handId: 'h-1:7', action: { kind: 'call' } },
      { type: 'holdemSitOut' },
    ]);
    const ids = [...r.sent, ...p.sent, ...h.sent].map((c) => c.commandId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the view back in French when the player leaves with a voucher (issue 11)', async () => {
    const voucher = {
      validationNumber: '123456789012345678',
      amount: cents(1000),
      terminalId: 'T1',
      tableId: 'roulette-1',
      issuedAt: '2026-12-02T15:00:00.000Z',
    };
    const paid = { ok: true, result: { kind: 'paid', voucher } } as unknown as CommandAnswer;
    for (const view of [roulette, punto]) {
      const w = world(view, paid);
      await w.calls.setLanguage({ language: 'en' });
      expect(await w.calls.requestPayment()).toEqual({ ok: true, value: voucher });
      expect({ language: w.view().language, voucher: w.view().voucher }).toEqual({ language: 'fr', voucher });
    }
    // A refused payment: the player is still there, the language stays theirs.
    const refused = world(roulette);
    await refused.calls.setLanguage({ language: 'en' });
    expect(await refused.calls.requestPayment()).toMatchObject({ ok: false });
    expect(refused.view().language).toBe('en');
  });

  it('keeps the language in the view', async () => {
    const w = world(roulette);
    expect(await w.calls.setLanguage({ language: 'en' })).toEqual({ ok: true, value: { language: 'en' } });
    expect(w.view().language).toBe('en');
    expect(w.sent).toEqual([]);
  });

  it('sends every wheel control as its hub command, with the round the station shows (issue 11)', async () => {
    const placed: CommandAnswer = {
      ok: true,
      result: { kind: 'betsPlaced', betIds: ['b1', 'b2'], staked: cents(200) },
    };
    const w = world(roulette, placed);
    const two = { kind: 'bet', spot: { kind: 'plein', number: 1 }, stake: cents(100) } as const;
    expect(await w.calls.placeBets({ items: [two, two] })).toEqual({
      ok: true,
      value: { betIds: ['b1', 'b2'] },
    });
    expect(await w.calls.repeatLastRound()).toEqual({ ok: true, value: { betIds: ['b1', 'b2'] } });
    expect(await w.calls.doubleBets()).toEqual({ ok: true, value: { betIds: ['b1', 'b2'] } });
    const withdrawn: CommandAnswer = {
      ok: true,
      result: { kind: 'wheelBetsWithdrawn', betIds: ['b2'], refunded: cents(100) },
    };
    const u = world(roulette, withdrawn);
    expect(await u.calls.undoLastBet()).toEqual({ ok: true, value: { betIds: ['b2'] } });
    await u.calls.clearBet({ betId: 'b2' });
    await u.calls.clearBet({ spot: { kind: 'plein', number: 1 } });
    await u.calls.clearAllBets();
    // A withdrawal answered to a placement (or the reverse) is a hub bug, never shown as success.
    expect(await u.calls.doubleBets()).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    const strip = (c: Command) => {
      const { commandId: _id, ...rest } = c;
      return rest;
    };
    expect([...w.sent, ...u.sent].map(strip)).toEqual([
      { type: 'placeBets', roundId: 4, bets: [two, two] },
      { type: 'repeatLastRound', roundId: 4 },
      { type: 'doubleBets', roundId: 4 },
      { type: 'undoLastBet', roundId: 4 },
      { type: 'clearBet', roundId: 4, target: { betId: 'b2' } },
      { type: 'clearBet', roundId: 4, target: { spot: { kind: 'plein', number: 1 } } },
      { type: 'clearAllBets', roundId: 4 },
      { type: 'doubleBets', roundId: 4 },
    ]);
    const m = world(roulette, { ok: true, result: { kind: 'playerMinimumSet', minimum: null } });
    expect(await m.calls.setPlayerMinimum({ minimum: null })).toEqual({ ok: true, value: { minimum: null } });
    expect(m.sent.map(strip)).toEqual([{ type: 'setPlayerMinimum', minimum: null }]);
  });

  it('asks the hub’s device for a random combination as a query: no command, no stake (issue 11)', async () => {
    const w = world(roulette);
    expect(await w.calls.proposeRandom({ count: 3 })).toEqual({ ok: true, value: { numbers: [0, 7, 14] } });
    expect(w.sent).toEqual([]);
    expect(await world(initialView('T1', 0)).calls.proposeRandom({ count: 3 })).toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
  });
});
