// The wheel-round lifecycle refuses what the rules refuse, with the code and changing nothing
// (RULES.md A.1–A.4; DESIGN.md "Rounds and sessions"): a bet after rien ne va plus, a result
// before it, a second session, a validation by anyone but another comité member, a close before
// the three last spins, a bet withdrawn after the close. Each given/when/then on roulette's rules.
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import type { RouletteSpot } from '../../roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../../roulette/options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../../roulette/rules.ts';
import { decide, refundsOf } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type Command, type TableState, createTable } from '../state.ts';
import type { Ctx, Staff } from '../types.ts';

type Cmd = Command<RouletteBet, RouletteOutcome>;
type State = TableState<RouletteSpot, RouletteOptions>;

const croupier: Staff = { id: 'c1', role: 'croupier' };
const chef: Staff = { id: 'h1', role: 'chef' };
const comite: Staff = { id: 'd1', role: 'comite' };
const comite2: Staff = { id: 'd2', role: 'comite' };
const ctx: Ctx = { rng: createRng(seededSource(3)), now: 5_000 };

/** Applies commands that must be accepted. */
function given(commands: Cmd[], options: RouletteOptions = DEFAULT_ROULETTE_OPTIONS): State {
  let s: State = createTable(options, null);
  for (const c of commands) {
    const d = decide(rouletteRules, s, c, ctx);
    if (!d.ok) throw new Error(`${c.type}: ${JSON.stringify(d.rejection)}`);
    s = d.events.reduce<State>((acc, e) => evolve(acc, e), s);
  }
  return s;
}

/** The rejection of `command`, or 'accepted'. */
const when = (s: State, command: Cmd) => {
  const d = decide(rouletteRules, s, command, ctx);
  return d.ok ? 'accepted' : d.rejection;
};

const openSession: Cmd = { type: 'OpenSession', openedBy: croupier, validatedBy: comite };
const openRound: Cmd = { type: 'OpenRound' };
const rouge = (betId: string, seat = 1, stake = 1_000): Cmd => ({
  type: 'PlaceBet',
  betId,
  seat,
  playerMinimum: cents(0),
  bet: { kind: 'spot', spot: { kind: 'chance', chance: 'rouge' } },
  unit: cents(stake),
});
const close: Cmd = { type: 'CloseBets', trigger: 'detector' };
const result = (pocket: number, direction: 'clockwise' | 'anticlockwise' = 'clockwise', turns = 5): Cmd => ({
  type: 'ReportResult',
  outcome: { pocket },
  direction,
  turns,
  anomaly: false,
});

describe('opening and closing a session', () => {
  it('opens only once, validated by a comité member who is not the opener', () => {
    expect(when(given([]), openSession)).toBe('accepted');
    expect(when(given([openSession]), openSession)).toEqual({ code: 'sessionOpen' });
    expect(when(given([]), { type: 'OpenSession', openedBy: croupier, validatedBy: chef })).toEqual({
      code: 'notAuthorised',
      detail: 'a comité member validates the opening',
    });
    expect(when(given([]), { type: 'OpenSession', openedBy: comite, validatedBy: comite })).toEqual({
      code: 'notAuthorised',
      detail: 'a comité member validates the opening',
    });
    expect(when(given([]), { type: 'OpenSession', openedBy: comite, validatedBy: comite2 })).toBe('accepted');
  });

  it('refuses everything but opening while the session is closed', () => {
    expect(when(given([]), openRound)).toEqual({ code: 'sessionClosed' });
  });

  it('closes after the three last spins only, validated by the comité, unless an incident forces it', () => {
    const s = given([openSession]);
    expect(when(s, { type: 'CloseSession', validatedBy: comite })).toEqual({ code: 'lastSpinsPending' });
    expect(when(s, { type: 'CloseSession', validatedBy: chef, incident: 'panne' })).toEqual({
      code: 'notAuthorised',
      detail: 'a comité member validates the closing',
    });
    expect(when(s, { type: 'CloseSession', validatedBy: comite, incident: 'panne' })).toBe('accepted');
    expect(
      when(given([openSession, openRound]), { type: 'CloseSession', validatedBy: comite, incident: 'x' }),
    ).toEqual({
      code: 'roundInProgress',
    });
  });

  it('announces the three last spins once; after them no round opens and the session may close', () => {
    let s = given([openSession, { type: 'AnnounceLastSpins', by: croupier }]);
    expect(s.lastSpinsLeft).toBe(3);
    expect(when(s, { type: 'AnnounceLastSpins', by: croupier })).toEqual({ code: 'lastSpinsAnnounced' });
    const spin = (d: 'clockwise' | 'anticlockwise'): Cmd[] => [openRound, close, result(7, d)];
    s = given([
      openSession,
      { type: 'AnnounceLastSpins', by: croupier },
      ...spin('clockwise'),
      ...spin('anticlockwise'),
      ...spin('clockwise'),
    ]);
    expect(s.lastSpinsLeft).toBe(0);
    expect(when(s, openRound)).toEqual({ code: 'lastSpinsPlayed' });
    expect(when(s, { type: 'CloseSession', validatedBy: comite })).toBe('accepted');
  });

  it('closing the session refunds the stakes still in prison, seat by seat', () => {
    const prison = { ...DEFAULT_ROULETTE_OPTIONS, zeroRule: 'prison' as const };
    const s = given(
      [openSession, openRound, rouge('b1', 2, 500), rouge('b2', 1, 1_000), close, result(0)],
      prison,
    );
    const d = decide(rouletteRules, s, { type: 'CloseSession', validatedBy: comite, incident: 'fin' }, ctx);
    expect(d.ok && d.events[0]).toMatchObject({
      type: 'SessionClosed',
      refunds: [
        { seat: 1, amount: 1_000 },
        { seat: 2, amount: 500 },
      ],
    });
    const closed = d.ok ? d.events.reduce<State>((acc, e) => evolve(acc, e), s) : s;
    expect([closed.session, closed.carried, closed.lastSpinsLeft]).toEqual(['closed', [], null]);
  });
});

describe('rounds: bets, rien ne va plus, results', () => {
  it('numbers rounds from 1 and opens one at a time', () => {
    const s = given([openSession, openRound]);
    expect(s.round?.no).toBe(1);
    expect(when(s, openRound)).toEqual({ code: 'roundInProgress' });
    const next = given([openSession, openRound, close, result(3), openRound]);
    expect(next.round?.no).toBe(2);
  });

  it('refuses a bet, a close, a result, a void, a withdrawal when no round is open', () => {
    const s = given([openSession]);
    for (const c of [
      rouge('b1'),
      close,
      result(3),
      { type: 'VoidRound', reason: 'x', by: croupier, validatedBy: comite } as Cmd,
      { type: 'WithdrawBet', seat: 1, betId: 'b1' } as Cmd,
    ])
      expect(when(s, c)).toEqual({ code: 'noRound' });
  });

  it('refuses a bet after rien ne va plus, and a second close', () => {
    const s = given([openSession, openRound, rouge('b1'), close]);
    expect(when(s, rouge('b2'))).toEqual({ code: 'betsClosed' });
    expect(when(s, close)).toEqual({ code: 'betsClosed' });
    expect(when(s, { type: 'WithdrawBet', seat: 1, betId: 'b1' })).toEqual({ code: 'betsClosed' });
  });

  it('refuses a result while bets are open, and a pocket that does not exist', () => {
    expect(when(given([openSession, openRound]), result(3))).toEqual({ code: 'betsOpen' });
    expect(when(given([openSession, openRound, close]), result(37))).toEqual({ code: 'badOutcome' });
  });

  it('refuses a replayed bet id from the same seat', () => {
    const s = given([openSession, openRound, rouge('b1')]);
    expect(when(s, rouge('b1'))).toEqual({ code: 'duplicateBet' });
    expect(when(s, rouge('b1', 2))).toBe('accepted');
  });

  it('withdraws a bet by its id until rien ne va plus, refunding its stake', () => {
    const s = given([openSession, openRound, rouge('b1', 1, 700), rouge('b2', 1, 300)]);
    const d = decide(rouletteRules, s, { type: 'WithdrawBet', seat: 1, betId: 'b1' }, ctx);
    expect(d.ok && d.events).toEqual([
      { type: 'BetWithdrawn', at: 5_000, seat: 1, betId: 'b1', refund: 700 },
    ]);
    expect(when(s, { type: 'WithdrawBet', seat: 1, betId: 'b9' })).toEqual({ code: 'unknownBet' });
    expect(when(s, { type: 'WithdrawBet', seat: 2, betId: 'b1' })).toEqual({ code: 'unknownBet' });
  });

  it('a manual rien ne va plus or result needs another comité member', () => {
    const s = given([openSession, openRound]);
    const manualClose = (by: Staff, validatedBy: Staff): Cmd => ({
      type: 'CloseBets',
      trigger: 'manual',
      manual: { by, validatedBy },
    });
    expect(when(s, manualClose(croupier, chef))).toEqual({
      code: 'notAuthorised',
      detail: 'a comité member validates a manual rien ne va plus',
    });
    expect(when(s, manualClose(croupier, comite))).toBe('accepted');
    const closed = given([openSession, openRound, close]);
    const enter = (enteredBy: Staff, validatedBy: Staff): Cmd => ({
      type: 'EnterResult',
      outcome: { pocket: 5 },
      direction: 'clockwise',
      enteredBy,
      validatedBy,
    });
    expect(when(closed, enter(comite, comite))).toEqual({
      code: 'notAuthorised',
      detail: 'a comité member validates a manual result',
    });
    const d = decide(rouletteRules, closed, enter(croupier, comite), ctx);
    expect(d.ok && d.events.map((e) => e.type)).toEqual(['ResultEntered', 'RoundSettled']);
  });

  it('a void needs another comité member and refunds every stake, seat by seat', () => {
    const s = given([openSession, openRound, rouge('b1', 3, 200), rouge('b2', 1, 500), rouge('b3', 3, 100)]);
    expect(when(s, { type: 'VoidRound', reason: 'bille sautée', by: croupier, validatedBy: chef })).toEqual({
      code: 'notAuthorised',
      detail: 'a comité member validates a void',
    });
    const d = decide(
      rouletteRules,
      s,
      { type: 'VoidRound', reason: 'bille sautée', by: croupier, validatedBy: comite },
      ctx,
    );
    expect(d.ok && d.events).toEqual([
      {
        type: 'RoundVoided',
        at: 5_000,
        reason: 'bille sautée',
        direction: null,
        refunds: [
          { seat: 1, amount: 500 },
          { seat: 3, amount: 300 },
        ],
      },
    ]);
  });

  it('a spin the same way as the last, an anomaly, or too few turns voids the round and refunds', () => {
    const after = given([
      openSession,
      openRound,
      close,
      result(3, 'clockwise'),
      openRound,
      rouge('b1'),
      close,
    ]);
    const same = decide(rouletteRules, after, result(5, 'clockwise'), ctx);
    expect(same.ok && same.events[0]).toMatchObject({
      type: 'RoundVoided',
      reason: 'sameDirection',
      refunds: [{ seat: 1, amount: 1_000 }],
    });
    const anomaly = decide(
      rouletteRules,
      after,
      { ...(result(5, 'anticlockwise') as object), anomaly: true } as Cmd,
      ctx,
    );
    expect(anomaly.ok && anomaly.events[0]).toMatchObject({
      type: 'RoundVoided',
      reason: 'anomaly',
      direction: 'anticlockwise',
    });
    const fine = decide(rouletteRules, after, result(5, 'anticlockwise', 0), ctx);
    // Roulette asks for no minimum of turns (rules.minTurns = 0): zero turns still settles.
    expect(fine.ok && fine.events.map((e) => e.type)).toEqual(['ResultDetected', 'RoundSettled']);
  });

  it('a voided round leaves the stakes refunded and no round open', () => {
    const s = given([
      openSession,
      openRound,
      rouge('b1'),
      { type: 'VoidRound', reason: 'x', by: croupier, validatedBy: comite },
    ]);
    expect(s.round).toBeNull();
    expect(when(s, openRound)).toBe('accepted');
  });
});

describe('refunds', () => {
  it('sums each seat’s chips and lists seats in ascending order', () => {
    const chip = (seat: number, stake: number) => ({
      betId: 'b',
      seat,
      spot: { kind: 'plein', number: 1 } as RouletteSpot,
      stake: cents(stake) as Cents,
    });
    expect(refundsOf([chip(10, 100), chip(2, 50), chip(10, 25), chip(9, 5)])).toEqual([
      { seat: 2, amount: 50 },
      { seat: 9, amount: 5 },
      { seat: 10, amount: 125 },
    ]);
    expect(refundsOf([])).toEqual([]);
  });
});

describe('a refusal names its reason and nothing more', () => {
  it('carries no detail field when the reason needs none', () => {
    const refusal = when(given([openSession]), openSession);
    expect(refusal).toStrictEqual({ code: 'sessionOpen' });
    expect(Object.keys(refusal)).toEqual(['code']);
    expect(Object.keys(when(given([]), openRound))).toEqual(['code']);
  });
});
