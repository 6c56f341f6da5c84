// The blackjack table's defaults: what a table opened without options plays — RULES.md A.5 where it
// sets them (6 decks, double on any two cards, split 10-valued cards, re-split to 3 hands, surrender
// off, dealer blackjack takes all, hyper black jack offered; B §6.3: 5 cards burnt), the 5 € / 500 €
// limits, the cut card one deck from the end and the 20 s turn as the table's own — and the one a
// player meets at the felt: two 10-valued cards of different ranks split.
import { describe, expect, it } from 'vitest';
import { decide } from '../decide.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { act, bet, ctx, deal, play, stacked } from './table.ts';

describe('blackjack table defaults', () => {
  it('are A.5’s and the 5 € / 500 € table’s', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      decks: 6,
      burn: 5,
      cutRemaining: 52,
      boxes: 7,
      maxBoxesPerPlayer: 7,
      minimum: 500,
      maximum: 50_000,
      doubleOn: 'any',
      doubleAfterSplit: true,
      resplit: true,
      maxHands: 3,
      splitTensByValue: true,
      surrender: false,
      dealerBlackjackTakes: 'all',
      blackjackRounding: 'down',
      hyper: true,
      hyperMinimum: 100,
      hyperMaximum: 5_000,
      turnMs: 20_000,
    });
  });

  it('split a king and a queen: 10-valued cards count as equal (A.5)', () => {
    const s = play(stacked('Ks 7h Qd'), [bet(1_000), deal]).state;
    expect(decide(s, act('split'), ctx).ok).toBe(true);
    // With the option off, only identical ranks split.
    const strict = play(stacked('Ks 7h Qd', { splitTensByValue: false }), [bet(1_000), deal]).state;
    expect(decide(strict, act('split'), ctx)).toMatchObject({ ok: false, rejection: { code: 'notAllowed' } });
  });
});
