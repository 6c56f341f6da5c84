// A player's blackjack (RULES.md B §6.6): paid 3 to 2 on top of the stake, except against a
// dealer's blackjack, which is a push. Kills issue 14's survivor "a player blackjack paid 3 to 2
// against a dealer blackjack"; every expected amount is worked out by hand from the rule.
import { describe, expect, it } from 'vitest';
import { bet, deal, play, stacked } from './table.ts';

// Deal order after the burn: player, dealer, player; the dealer's second card comes after the
// players (European no-hole-card game, B §6.3).
describe('blackjack: a natural against the dealer', () => {
  it('a player blackjack against a dealer blackjack is a push: the 10 € stake comes back, no more', () => {
    // Given A♠ K♦ for the player against T♥, when the dealer draws A♣ (blackjack),
    const { settled } = play(stacked('As Th Kd Ac'), [bet(1_000), deal]);
    // then the stake is returned and nothing is paid.
    expect(settled).toEqual([
      { seat: 1, item: { kind: 'hand', box: 1, hand: 0 }, stake: 1_000, returned: 1_000, outcome: 'push' },
    ]);
  });

  it('a player blackjack against a dealer 19 is paid 3 to 2: 10 € back plus 15 €', () => {
    const { settled } = play(stacked('As Th Kd 9c'), [bet(1_000), deal]);
    expect(settled).toEqual([
      {
        seat: 1,
        item: { kind: 'hand', box: 1, hand: 0 },
        stake: 1_000,
        returned: 2_500,
        outcome: 'blackjack',
      },
    ]);
  });

  it('a player blackjack against a dealer 21 in three cards is still paid 3 to 2', () => {
    // T♥ then 5♣ 6♦: 21, not a blackjack.
    const { settled } = play(stacked('As Th Kd 5c 6d'), [bet(1_000), deal]);
    expect(settled[0]).toMatchObject({ stake: 1_000, returned: 2_500, outcome: 'blackjack' });
  });
});
