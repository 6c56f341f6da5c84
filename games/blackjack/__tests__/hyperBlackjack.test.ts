// Hyper black jack (RULES.md Part B §6.7, art. 55-4 6°): a box on the dealer's final result, paid
// 4, 5, 5, 4, 10, 19 and 2 to 1 for 17, 18, 19, 20, 21 in three cards or more, black jack and bust.
// The table below is RULES.md's, copied; the dealer hands are worked out by hand.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { HYPER_PAYS } from '../options.ts';
import { hyperResultOf } from '../settle.ts';

describe('hyper black jack', () => {
  it('pays as art. 55-4 6° lists', () => {
    expect(HYPER_PAYS).toEqual({ '17': 4, '18': 5, '19': 5, '20': 4, '21': 10, blackjack: 19, bust: 2 });
  });

  it.each([
    ['Ts 7h', '17'],
    ['As 6h', '17'],
    ['Ts 8h', '18'],
    ['9s Th', '19'],
    ['Ks Qh', '20'],
    ['Ts 5h 6d', '21'],
    ['As Kh', 'blackjack'],
    ['Kh As', 'blackjack'],
    ['Ts 6h 9d', 'bust'],
    ['Ts 6h 6d', 'bust'],
  ])('the dealer’s %s makes the %s box', (cards, result) => {
    expect(hyperResultOf(parseCards(cards))).toBe(result);
  });
});
