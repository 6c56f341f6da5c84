// Blackjack hand arithmetic (RULES.md B §6.5–6.6, A.5) against a reference written here from the
// rule: every two-card hand and every three-card hand of ranks, the ace counted 11 when that does
// not bust; blackjack only as the first two cards of an unsplit hand; the dealer drawing to 16 and
// standing on every 17; pairs by value or by rank; doubling on any two cards or hard 9–11.
import { describe, expect, it } from 'vitest';
import { RANK_CHARS } from '../../cards/card.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { dealerDraws, isBlackjack, isPair, mayDoubleOn, totalOf } from '../hand.ts';

/** A card of rank index r (0 = 2 … 8 = T, 11 = K, 12 = A) in suit s. */
const card = (r: number, s = 0): number => r * 4 + s;
/** The rule: 2–9 at face, 10 and faces 10, the ace 1 or 11. */
const points = (r: number): number => (r === 12 ? 1 : Math.min(10, r + 2));
function reference(ranks: number[]): { total: number; soft: boolean } {
  const hard = ranks.reduce((t, r) => t + points(r), 0);
  const soft = ranks.includes(12) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}
const RANKS = [...RANK_CHARS].map((_, r) => r);

describe('blackjack hands', () => {
  it('totals every two- and three-card hand as the rule does', () => {
    for (const a of RANKS)
      for (const b of RANKS) {
        expect(totalOf([card(a), card(b, 1)])).toEqual(reference([a, b]));
        for (const c of RANKS)
          expect(totalOf([card(a), card(b, 1), card(c, 2)])).toEqual(reference([a, b, c]));
      }
  });

  it('two aces and a nine are a soft 21; two aces and a ten a hard 12', () => {
    expect(totalOf([card(12), card(12, 1), card(7)])).toEqual({ total: 21, soft: true });
    expect(totalOf([card(12), card(12, 1), card(8)])).toEqual({ total: 12, soft: false });
    expect(totalOf([])).toEqual({ total: 0, soft: false });
  });

  it('a blackjack is an ace and a ten-valued card as the first two cards, never after a split', () => {
    for (const ten of [8, 9, 10, 11]) {
      expect(isBlackjack([card(12), card(ten)], false)).toBe(true);
      expect(isBlackjack([card(ten), card(12)], false)).toBe(true);
      expect(isBlackjack([card(12), card(ten)], true)).toBe(false);
    }
    expect(isBlackjack([card(12), card(4), card(3)], false)).toBe(false); // A 6 5: 21 in three cards
    expect(isBlackjack([card(7), card(7)], false)).toBe(false);
  });

  it('the dealer draws to 16 and stands on 17, soft 17 included', () => {
    expect(dealerDraws([card(8), card(4)])).toBe(true); // 16
    expect(dealerDraws([card(8), card(5)])).toBe(false); // 17
    expect(dealerDraws([card(12), card(4)])).toBe(false); // soft 17
    expect(dealerDraws([card(12), card(3)])).toBe(true); // soft 16
  });

  it('pairs ten-valued cards by value by default, by rank when the option says so', () => {
    expect(isPair(card(8), card(11), DEFAULT_OPTIONS)).toBe(true); // T K
    expect(isPair(card(8), card(11), { ...DEFAULT_OPTIONS, splitTensByValue: false })).toBe(false);
    expect(isPair(card(10), card(10, 1), { ...DEFAULT_OPTIONS, splitTensByValue: false })).toBe(true);
    expect(isPair(card(5), card(6), DEFAULT_OPTIONS)).toBe(false);
  });

  it('doubles any two cards, or under nineToEleven only hard 9, 10 and 11', () => {
    const nine = { ...DEFAULT_OPTIONS, doubleOn: 'nineToEleven' as const };
    expect(mayDoubleOn([card(0), card(1)], DEFAULT_OPTIONS)).toBe(true);
    expect(mayDoubleOn([card(0), card(1), card(2)], DEFAULT_OPTIONS)).toBe(false);
    for (const a of RANKS)
      for (const b of RANKS) {
        const { total, soft } = reference([a, b]);
        expect(mayDoubleOn([card(a), card(b, 1)], nine)).toBe(!soft && total >= 9 && total <= 11);
      }
  });
});
