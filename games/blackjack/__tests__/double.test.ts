// Doubling options (RULES.md A.5 "double on any first two cards (option: only 9–11)"; issue 10
// §7: 9–11 means the hard totals 9, 10 and 11, so are refused), checked through the
// decider on every two-card hand, first hands and hands made by a split.
import { describe, expect, it } from 'vitest';
import { RANK_CHARS } from '../../cards/card.ts';
import { decide } from '../decide.ts';
import { mayDoubleOn } from '../hand.ts';
import { DEFAULT_OPTIONS, type BlackjackOptions } from '../options.ts';
import { act, bet, ctx, deal, play, stacked } from './table.ts';

const RANKS = [...RANK_CHARS];
/** Blackjack value counting an ace as 1. */
const value = (r: string): number => (r === 'A' ? 1 : 'TJQK'.includes(r) ? 10 : Number(r));
/** The reference rule: `any`, or no ace and a total of 9, 10 or 11. */
function expected(doubleOn: BlackjackOptions['doubleOn'], a: string, b: string): boolean {
  if (doubleOn === 'any') return true;
  const total = value(a) + value(b);
  return a !== 'A' && b !== 'A' && total >= 9 && total <= 11;
}

describe('blackjack doubling on two-card hands', () => {
  it.each(['any', 'nineToEleven'] as const)('doubleOn=%s: every first two cards against a 9', (doubleOn) => {
    let checked = 0;
    for (const a of RANKS)
      for (const b of RANKS) {
        // Given a box dealt a, b against the dealer's 9,
        const s = play(stacked(`${a}c 9h ${b}d`, { doubleOn }), [bet(1_000), deal]).state;
        if (s.phase !== 'playing') continue; // a blackjack does not act
        // when it doubles, then the decider accepts exactly the reference's hands.
        expect([a, b, decide(s, act('double'), ctx).ok]).toEqual([a, b, expected(doubleOn, a, b)]);
        checked++;
      }
    expect(checked).toBe(13 * 13 - 2 * 4 * 1); // A with T, J, Q or K, either order, is blackjack
  });

  it('refuses soft 19 and soft 20 (A-8, A-9) and accepts hard 9–11 under nineToEleven', () => {
    const o = { ...DEFAULT_OPTIONS, doubleOn: 'nineToEleven' } as const;
    const cards = (names: string): number[] => names.split(' ').map((n) => RANKS.indexOf(n[0]!) * 4);
    expect(mayDoubleOn(cards('A 8'), o)).toBe(false);
    expect(mayDoubleOn(cards('9 A'), o)).toBe(false);
    expect(mayDoubleOn(cards('A A'), o)).toBe(false);
    expect([
      mayDoubleOn(cards('5 4'), o),
      mayDoubleOn(cards('6 4'), o),
      mayDoubleOn(cards('9 2'), o),
    ]).toEqual([true, true, true]);
    expect([mayDoubleOn(cards('6 2'), o), mayDoubleOn(cards('8 4'), o)]).toEqual([false, false]);
  });

  it.each([
    ['any', true],
    ['any', false],
    ['nineToEleven', true],
    ['nineToEleven', false],
  ] as const)('doubleOn=%s, doubleAfterSplit=%s: every hand made by splitting a pair', (doubleOn, das) => {
    let checked = 0;
    for (const p of RANKS.filter((r) => r !== 'A'))
      for (const x of RANKS) {
        // Given p p against a 9, split: the first hand is p x,
        const s = play(stacked(`${p}c 9h ${p}d ${x}s 2c`, { doubleOn, doubleAfterSplit: das }), [
          bet(1_000),
          deal,
          act('split'),
        ]).state;
        if (s.phase !== 'playing' || s.turn.hand !== 0) continue; // 21 after a split stands
        expect([p, x, decide(s, act('double'), ctx).ok]).toEqual([p, x, das && expected(doubleOn, p, x)]);
        checked++;
      }
    expect(checked).toBe(12 * 13 - 4); // T, J, Q, K split and dealt an ace make 21
  });
});
