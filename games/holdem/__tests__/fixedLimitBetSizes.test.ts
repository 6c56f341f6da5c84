// Fixed-limit bet sizes (RULES.md B §8.2): one small bet (the big blind) before the turn, one big
// bet (twice the big blind) on the turn and the river. Kills issue 14's survivor "the fixed-limit
// bet on the turn and river halved": the expectations are the rule's figures, not the code's.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import type { HoldemState } from '../state.ts';
import { lowest, run, table } from './helpers.ts';

const bet = (seat: number, to: number) =>
  ({ type: 'Act', seat, action: { kind: 'bet', to: cents(to) } }) as const;
const raise = (seat: number, to: number) =>
  ({ type: 'Act', seat, action: { kind: 'raise', to: cents(to) } }) as const;
const call = (seat: number) => ({ type: 'Act', seat, action: { kind: 'call' } }) as const;
const check = (seat: number) => ({ type: 'Act', seat, action: { kind: 'check' } }) as const;

/** Three players, blinds 100/200, fixed limit; every street checked round to `street`. */
function at(street: 'flop' | 'turn' | 'river'): HoldemState {
  let s = run(table({ 1: 100_000, 2: 100_000, 3: 100_000 }, { structure: 'fixedLimit' }), [
    { type: 'StartHand' },
    call(1),
    call(2),
    check(3),
  ]).state;
  const order: ('flop' | 'turn' | 'river')[] = ['flop', 'turn', 'river'];
  for (const current of order) {
    if (current === street) break;
    // After the flop the small blind (seat 2) acts first, then 3, then the button.
    s = run(s, [check(2), check(3), check(1)]).state;
  }
  if (s.phase !== 'inHand' || s.hand.street !== street) throw new Error(`not on the ${street}`);
  return s;
}

const refusal = (s: HoldemState, command: Parameters<typeof decide>[1]) => {
  const d = decide(s, command, lowest);
  return d.ok ? 'accepted' : d.rejection.code;
};

describe('fixed limit: the size of a bet on each street', () => {
  it('on the flop a bet is the big blind, 200, and nothing else', () => {
    const s = at('flop');
    expect(refusal(s, bet(2, 200))).toBe('accepted');
    expect(refusal(s, bet(2, 100))).toBe('belowMinimum');
    expect(refusal(s, bet(2, 400))).toBe('aboveMaximum');
  });

  it.each(['turn', 'river'] as const)(
    'on the %s a bet is twice the big blind, 400, and nothing else',
    (street) => {
      const s = at(street);
      expect(refusal(s, bet(2, 400))).toBe('accepted');
      expect(refusal(s, bet(2, 200))).toBe('belowMinimum');
      expect(refusal(s, bet(2, 600))).toBe('aboveMaximum');
    },
  );

  it.each(['turn', 'river'] as const)('on the %s a raise over a 400 bet goes to 800 exactly', (street) => {
    const s = run(at(street), [bet(2, 400)]).state;
    expect(refusal(s, raise(3, 800))).toBe('accepted');
    expect(refusal(s, raise(3, 600))).toBe('belowMinimum');
    expect(refusal(s, raise(3, 1_000))).toBe('aboveMaximum');
    // The limits a view shows say the same.
    const after = run(s, [raise(3, 800)]).state;
    expect(after.phase === 'inHand' && after.hand.currentBet).toBe(800);
  });
});
