// What the events do to a wheel table (STYLE.md: evolve trusts events; replay = live): prison
// stakes carried to the next spin and only they, a void keeping them waiting, a withdrawal taking
// out one bet, the three last spins counted down, chips listed seat by seat, and a seat's view
// showing its own chips and prisoners only. Given/when/then on roulette's rules.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import type { RouletteSpot } from '../../roulette/bets.ts';
import { DEFAULT_ROULETTE_OPTIONS, type RouletteOptions } from '../../roulette/options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../../roulette/rules.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type Command, type Event, type TableState, createTable, roundChips, seatBets } from '../state.ts';
import type { Ctx, Staff } from '../types.ts';
import { view } from '../view.ts';

type Cmd = Command<RouletteBet, RouletteOutcome>;
type State = TableState<RouletteSpot, RouletteOptions>;

const croupier: Staff = { id: 'c1', role: 'croupier' };
const comite: Staff = { id: 'd1', role: 'comite' };
const ctx: Ctx = { rng: createRng(seededSource(9)), now: 7_000 };
const prison: RouletteOptions = { ...DEFAULT_ROULETTE_OPTIONS, zeroRule: 'prison' };

function given(commands: Cmd[], options: RouletteOptions = prison): State {
  let s: State = createTable(options, null);
  for (const c of commands) {
    const d = decide(rouletteRules, s, c, ctx);
    if (!d.ok) throw new Error(`${c.type}: ${JSON.stringify(d.rejection)}`);
    s = d.events.reduce<State>((acc, e) => evolve(acc, e), s);
  }
  return s;
}

const open: Cmd[] = [{ type: 'OpenSession', openedBy: croupier, validatedBy: comite }, { type: 'OpenRound' }];
const spot = (betId: string, seat: number, s: RouletteSpot, stake: number): Cmd => ({
  type: 'PlaceBet',
  betId,
  seat,
  playerMinimum: cents(0),
  bet: { kind: 'spot', spot: s },
  unit: cents(stake),
});
const rouge: RouletteSpot = { kind: 'chance', chance: 'rouge' };
const noir: RouletteSpot = { kind: 'chance', chance: 'noir' };
const close: Cmd = { type: 'CloseBets', trigger: 'detector' };
const result = (pocket: number, direction: 'clockwise' | 'anticlockwise'): Cmd => ({
  type: 'ReportResult',
  outcome: { pocket },
  direction,
  turns: 5,
  anomaly: false,
});

describe('wheel table state', () => {
  it('after a zero, only the chances simples are carried, at level 1, with their bet and seat', () => {
    const s = given([
      ...open,
      spot('b1', 2, rouge, 1_000),
      spot('b2', 1, { kind: 'plein', number: 0 }, 100),
      spot('b3', 1, noir, 500),
      spot('b4', 1, { kind: 'douzaine', dozen: 1 }, 300),
      close,
      result(0, 'clockwise'),
    ]);
    expect(s.round).toBeNull();
    expect(s.lastDirection).toBe('clockwise');
    expect(s.carried).toEqual([
      { betId: 'b3', seat: 1, spot: noir, stake: 500, level: 1 },
      { betId: 'b1', seat: 2, spot: rouge, stake: 1_000, level: 1 },
    ]);
  });

  it('the next spin settles the prisoners and carries nothing that was released or lost', () => {
    const s = given([
      ...open,
      spot('b1', 2, rouge, 1_000),
      close,
      result(0, 'clockwise'),
      { type: 'OpenRound' },
      close,
      result(3, 'anticlockwise'),
    ]);
    expect(s.carried).toEqual([]);
  });

  it('a voided spin keeps the prisoners waiting and a detected direction still counts', () => {
    const s = given([
      ...open,
      spot('b1', 2, rouge, 1_000),
      close,
      result(0, 'clockwise'),
      { type: 'OpenRound' },
      close,
      { type: 'ReportResult', outcome: { pocket: 3 }, direction: 'anticlockwise', turns: 5, anomaly: true },
    ]);
    expect(s.carried).toHaveLength(1);
    expect(s.round).toBeNull();
    expect(s.lastDirection).toBe('anticlockwise');
  });

  it('a withdrawal takes out that bet’s chips only, and its id stays used', () => {
    const s = given([
      ...open,
      spot('b1', 1, rouge, 1_000),
      spot('b2', 1, noir, 200),
      spot('b3', 2, rouge, 300),
      { type: 'WithdrawBet', seat: 1, betId: 'b1' },
    ]);
    expect(roundChips(s.round!).map((c) => c.betId)).toEqual(['b2', 'b3']);
    const again = decide(rouletteRules, s, spot('b1', 1, rouge, 1_000), ctx);
    expect(again.ok ? 'accepted' : again.rejection.code).toBe('duplicateBet');
  });

  it('lists every chip seat by seat in ascending seat order, then in the order placed', () => {
    const s = given([
      ...open,
      spot('a', 10, rouge, 100),
      spot('b', 2, rouge, 100),
      spot('c', 10, noir, 100),
      spot('d', 9, rouge, 100),
    ]);
    expect(roundChips(s.round!).map((c) => [c.seat, c.betId])).toEqual([
      [2, 'b'],
      [9, 'd'],
      [10, 'a'],
      [10, 'c'],
    ]);
  });

  it('counts the three last spins down to zero, a void not counting', () => {
    let s = given([...open, close, result(3, 'clockwise'), { type: 'AnnounceLastSpins', by: croupier }]);
    expect(s.lastSpinsLeft).toBe(3);
    s = given([
      ...open,
      close,
      result(3, 'clockwise'),
      { type: 'AnnounceLastSpins', by: croupier },
      { type: 'OpenRound' },
      close,
      result(5, 'anticlockwise'),
      { type: 'OpenRound' },
      { type: 'VoidRound', reason: 'x', by: croupier, validatedBy: comite },
    ]);
    expect(s.lastSpinsLeft).toBe(2);
  });

  it('a seat’s view shows its own chips and prisoners, not the others’', () => {
    const s = given([
      ...open,
      spot('b1', 1, rouge, 1_000),
      spot('b2', 2, noir, 500),
      close,
      result(0, 'clockwise'),
      { type: 'OpenRound' },
      spot('b3', 2, rouge, 200),
    ]);
    const v = view(s, 2);
    expect(v.round).toEqual({ no: 2, phase: 'betting', bonusNumber: null });
    expect(v.myChips.map((c) => c.betId)).toEqual(['b3']);
    expect(v.myPrison).toEqual([{ betId: 'b2', seat: 2, spot: noir, stake: 500, level: 1 }]);
    expect(view(s, 3)).toMatchObject({ myChips: [], myPrison: [] });
    const idle = view(given([{ type: 'OpenSession', openedBy: croupier, validatedBy: comite }]), 1);
    expect(idle).toMatchObject({ session: 'open', round: null, myChips: [] });
  });
});

type Ev = Event<RouletteSpot, RouletteBet, RouletteOutcome>;

describe('wheel table state: events that find nothing to change leave the table as it is', () => {
  const idle = given([{ type: 'OpenSession', openedBy: croupier, validatedBy: comite }]);
  const betPlaced: Ev = {
    type: 'BetPlaced',
    at: 1,
    betId: 'b1',
    seat: 1,
    bet: { kind: 'spot', spot: rouge },
    chips: [{ betId: 'b1', seat: 1, spot: rouge, stake: cents(100) }],
  };

  it('a bet, a close or a withdrawal with no round open changes nothing', () => {
    expect(idle.round).toBeNull();
    expect(evolve(idle, betPlaced)).toBe(idle);
    expect(
      evolve(idle, { type: 'BetsClosed', at: 1, trigger: 'detector', manual: null, bonusNumber: 7 }),
    ).toBe(idle);
    expect(evolve(idle, { type: 'BetWithdrawn', at: 1, seat: 1, betId: 'b1', refund: cents(100) })).toBe(
      idle,
    );
  });

  it('a withdrawal for a seat with no bet in the round changes nothing', () => {
    const s = given([...open, spot('b1', 1, rouge, 100)]);
    expect(evolve(s, { type: 'BetWithdrawn', at: 1, seat: 4, betId: 'b1', refund: cents(100) })).toBe(s);
  });

  it('a seat’s first bet records its id alone, the next ones after it', () => {
    const s = given([...open, spot('b1', 1, rouge, 100), spot('b2', 1, noir, 100), spot('x', 2, rouge, 100)]);
    expect(seatBets(s.round!, 1)?.betIds).toEqual(['b1', 'b2']);
    expect(seatBets(s.round!, 2)?.betIds).toEqual(['x']);
  });
});

describe('wheel table state: a manual result counts for the direction of the wheel (A.2)', () => {
  const entered = (pocket: number, direction: 'clockwise' | 'anticlockwise'): Cmd => ({
    type: 'EnterResult',
    outcome: { pocket },
    direction,
    enteredBy: croupier,
    validatedBy: comite,
  });

  it('records the direction of an entered result, so that the next spin must turn the other way', () => {
    const s = given([...open, spot('b1', 1, rouge, 1_000), close, entered(3, 'clockwise')]);
    expect(s.lastDirection).toBe('clockwise');
    expect(s.round).toBeNull();
    const next = given([
      ...open,
      close,
      entered(3, 'clockwise'),
      { type: 'OpenRound' },
      spot('b2', 1, rouge, 1_000),
      close,
    ]);
    const same = decide(rouletteRules, next, result(5, 'clockwise'), ctx);
    expect(same.ok && same.events.map((e) => e.type)).toEqual(['RoundVoided']);
    expect(same.ok && same.events[0]).toMatchObject({
      reason: 'sameDirection',
      refunds: [{ seat: 1, amount: 1_000 }],
    });
  });
});
