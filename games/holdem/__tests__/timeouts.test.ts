// Time to act (options.turnMs; absence, RULES.md A.1/A.7): once the player to act is past the
// deadline, a TimeOut checks for them if they owe nothing, else folds, and sits them out. A
// player acting in time is not sat out. Only the player whose turn it is may act.
import { describe, expect, it } from 'vitest';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import type { HoldemState } from '../state.ts';
import { call, check, fold, raise, startHand } from './commands.ts';
import { lowest, run, table } from './helpers.ts';

const timeOut = { type: 'TimeOut' } as const;
const three = () => table({ 1: 10_000, 2: 10_000, 3: 10_000 });
// The deal is at 1 000 ms: the first deadline is 31 000 ms.
const late = { ...lowest, now: 31_000 };
const toAct = (s: HoldemState) => (s.phase === 'inHand' ? s.hand.toAct : null);
const acted = (seat: number, action: string, amount: number, to: number, timedOut: boolean) => ({
  type: 'Acted',
  at: late.now,
  seat,
  action,
  amount,
  to,
  allIn: false,
  fullRaise: false,
  timedOut,
});

describe('timeouts', () => {
  it('no hand, no timeout', () => {
    expect(decide(three(), timeOut, late)).toEqual({ ok: false, rejection: { code: 'noHand' } });
  });

  it('a hand whose blinds are not yet posted has no one to time out, even before its deadline', () => {
    const d = decide(three(), startHand, lowest);
    const dealt = d.ok ? d.events[0] : undefined;
    if (dealt?.type !== 'HandStarted') throw new Error('no deal');
    const dealtOnly = evolve(three(), dealt);
    expect(dealtOnly.phase === 'inHand' && dealtOnly.hand.toAct).toBeNull();
    expect(decide(dealtOnly, timeOut, lowest)).toEqual({ ok: false, rejection: { code: 'noHand' } });
  });

  it('the small blind facing the big blind times out: it folds, is sat out, and the big blind is next', () => {
    const s = run(three(), [startHand, call(1)]).state;
    expect(toAct(s)).toBe(2);
    expect(decide(s, timeOut, { ...late, now: 30_999 })).toEqual({
      ok: false,
      rejection: { code: 'notDue' },
    });
    const d = decide(s, timeOut, late);
    expect(d.ok && d.events).toEqual([acted(2, 'fold', 0, 100, true)]);
    const after = run(s, [timeOut], late).state;
    expect(after.seats[2]?.sittingOut).toBe(true);
    expect(toAct(after)).toBe(3);
  });

  it('the big blind with the option times out: it checks (owing nothing), and the flop is dealt', () => {
    const s = run(three(), [startHand, call(1), call(2)]).state;
    expect(toAct(s)).toBe(3);
    const d = decide(s, timeOut, late);
    expect(d.ok && d.events[0]).toEqual(acted(3, 'check', 0, 200, true));
    expect(d.ok && d.events[1]).toMatchObject({ type: 'StreetDealt', street: 'flop' });
    const after = run(s, [timeOut], late).state;
    expect(after.seats[3]?.sittingOut).toBe(true);
    expect(after.phase === 'inHand' && [after.hand.street, after.hand.toAct]).toEqual(['flop', 2]);
    // Sat out, seat 3 is not dealt into the next hand.
    const next = run(after, [fold(2), fold(3)]).state;
    const dealt = decide(next, startHand, lowest);
    expect(dealt.ok && dealt.events[0]).toMatchObject({ holes: [{ seat: 1 }, { seat: 2 }] });
  });

  it('a player who acts in time is not sat out, and the event says so', () => {
    const s = run(three(), [startHand]).state;
    const d = decide(s, call(1), lowest);
    expect(d.ok && d.events).toEqual([{ ...acted(1, 'call', 200, 200, false), at: 1_000 }]);
    expect(run(s, [call(1)]).state.seats[1]?.sittingOut).toBe(false);
  });

  it('out of turn is refused, and a refusal that is not about an amount carries no detail', () => {
    const s = run(three(), [startHand]).state;
    expect(decide(s, fold(3), lowest)).toEqual({ ok: false, rejection: { code: 'notYourTurn' } });
    expect(decide(s, check(1), lowest)).toEqual({ ok: false, rejection: { code: 'cannotCheck' } });
    expect(decide(s, raise(1, 300), lowest)).toEqual({
      ok: false,
      rejection: { code: 'belowMinimum', detail: { minimum: 400, text: '4,00 €' } },
    });
    expect(decide(three(), fold(1), lowest)).toEqual({ ok: false, rejection: { code: 'noHand' } });
  });
});

describe('a turn given to a seat outside the hand', () => {
  // evolve only ever gives the turn to a player of the hand; a state built by hand with the turn
  // on seat 9, who is not dealt in, is still refused, never thrown on (no input ends a process).
  const stray = (): HoldemState => {
    const s = run(three(), [startHand]).state;
    if (s.phase !== 'inHand') throw new Error('no hand');
    return { ...s, hand: { ...s.hand, toAct: 9 } };
  };

  it('its timeout is refused as no hand to time out', () => {
    expect(decide(stray(), timeOut, late)).toEqual({ ok: false, rejection: { code: 'noHand' } });
  });

  it('its action is refused as not its turn', () => {
    expect(decide(stray(), { type: 'Act', seat: 9, action: { kind: 'check' } }, lowest)).toEqual({
      ok: false,
      rejection: { code: 'notYourTurn' },
    });
  });
});
