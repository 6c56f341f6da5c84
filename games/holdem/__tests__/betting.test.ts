import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { lowest, run, table } from './helpers.ts';

const raise = (seat: number, to: number) =>
  ({ type: 'Act', seat, action: { kind: 'raise', to: cents(to) } }) as const;
const bet = (seat: number, to: number) =>
  ({ type: 'Act', seat, action: { kind: 'bet', to: cents(to) } }) as const;
const call = (seat: number) => ({ type: 'Act', seat, action: { kind: 'call' } }) as const;
const check = (seat: number) => ({ type: 'Act', seat, action: { kind: 'check' } }) as const;
const fold = (seat: number) => ({ type: 'Act', seat, action: { kind: 'fold' } }) as const;
const allIn = (seat: number) => ({ type: 'Act', seat, action: { kind: 'allIn' } }) as const;

describe("hold'em betting", () => {
  it('posts blinds left of the button and opens pre-flop left of the big blind', () => {
    const { state, events } = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'StartHand' }]);
    expect(
      events
        .filter((e) => e.type === 'Posted')
        .map((e) => e.type === 'Posted' && [e.seat, e.blind, e.amount]),
    ).toEqual([
      [2, 'small', 100],
      [3, 'big', 200],
    ]);
    expect(state.phase === 'inHand' && state.hand.toAct).toBe(1);
  });

  it('heads-up: the button posts the small blind, acts first pre-flop and last after the flop', () => {
    let { state } = run(table({ 4: 10_000, 7: 10_000 }), [{ type: 'StartHand' }]);
    expect(
      state.phase === 'inHand' && [state.hand.button, state.hand.smallBlindSeat, state.hand.toAct],
    ).toEqual([4, 4, 4]);
    ({ state } = run(state, [call(4), check(7)]));
    expect(state.phase === 'inHand' && [state.hand.street, state.hand.toAct]).toEqual(['flop', 7]);
  });

  it('takes antes from every player as dead money', () => {
    const { state } = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }, { ante: cents(25) }), [
      { type: 'StartHand' },
    ]);
    if (state.phase !== 'inHand') throw new Error('no hand');
    expect(state.hand.players.map((p) => [p.committed, p.streetBet])).toEqual([
      [25, 0],
      [125, 100],
      [225, 200],
    ]);
    expect(state.hand.currentBet).toBe(200);
  });

  it('enforces the minimum raise as the last increment, or twice the highest bet under `double`', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'StartHand' }]).state;
    expect(decide(s, raise(1, 300), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'belowMinimum', detail: { minimum: 400 } },
    });
    const after = run(s, [raise(1, 700)]).state;
    // Raised by 500: the next raise must be to 1,200 at least.
    expect(decide(after, raise(2, 1_100), lowest)).toMatchObject({
      ok: false,
      rejection: { detail: { minimum: 1_200 } },
    });
    const d = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }, { minRaise: 'double' }), [
      { type: 'StartHand' },
      raise(1, 700),
    ]).state;
    expect(decide(d, raise(2, 1_300), lowest)).toMatchObject({
      ok: false,
      rejection: { detail: { minimum: 1_400 } },
    });
  });

  it('a short all-in raise does not reopen the action for players who already acted (A.7)', () => {
    // Seat 3 has 1,300 behind; seats 1 and 2 deep.
    let s = run(table({ 1: 10_000, 2: 10_000, 3: 1_500 }), [
      { type: 'StartHand' },
      call(1),
      call(2),
      check(3),
    ]).state;
    // Flop: seat 2 (first left of button 1) bets 1,000, seat 3 all-in 1,300 (short), seat 1 calls.
    s = run(s, [bet(2, 1_000), allIn(3), call(1)]).state;
    expect(s.phase === 'inHand' && s.hand.toAct).toBe(2);
    expect(decide(s, raise(2, 3_000), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'actionNotReopened' },
    });
    expect(decide(s, call(2), lowest).ok).toBe(true);
  });

  it('rejects checks facing a bet and calls with nothing to call', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }), [{ type: 'StartHand' }]).state;
    expect(decide(s, check(1), lowest)).toMatchObject({ ok: false, rejection: { code: 'cannotCheck' } });
    expect(decide(s, fold(2), lowest)).toMatchObject({ ok: false, rejection: { code: 'notYourTurn' } });
    const bbOption = run(s, [call(1), call(2)]).state;
    expect(decide(bbOption, call(3), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'nothingToCall' },
    });
    expect(decide(bbOption, check(3), lowest).ok).toBe(true);
  });

  it('pot limit: the largest raise is the pot after the call', () => {
    const s = run(table({ 1: 10_000, 2: 10_000, 3: 10_000 }, { structure: 'potLimit' }), [
      { type: 'StartHand' },
    ]).state;
    // Pot 300, call 200 → pot 500 → raise to 200 + 500 = 700.
    expect(decide(s, raise(1, 800), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'aboveMaximum', detail: { maximum: 700 } },
    });
    expect(decide(s, raise(1, 700), lowest).ok).toBe(true);
  });

  it('fixed limit: raises of one bet size only, capped at four bets a street', () => {
    let s = run(table({ 1: 100_000, 2: 100_000, 3: 100_000 }, { structure: 'fixedLimit' }), [
      { type: 'StartHand' },
    ]).state;
    expect(decide(s, raise(1, 600), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'aboveMaximum' },
    });
    s = run(s, [raise(1, 400), raise(2, 600), raise(3, 800)]).state;
    expect(decide(s, raise(1, 1_000), lowest)).toMatchObject({
      ok: false,
      rejection: { code: 'capReached' },
    });
  });
});
