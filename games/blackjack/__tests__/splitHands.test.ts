// What a split leaves on the box (RULES.md A.5, B §6.5): two hands with the box's stake each, one
// new card each, neither doubled; split aces take one card each and are stood at once, and the box
// remembers that its one pair of aces is spent. Cards are stacked; every hand is written by hand.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import type { BlackjackState, Box, Hand } from '../state.ts';
import { act, bet, ctx, deal, play, stacked } from './table.ts';

/** A hand made by a split, not doubled nor surrendered. */
const splitHand = (names: string, splitAce: boolean, done: boolean): Hand => ({
  cards: parseCards(names),
  stake: cents(1_000),
  doubled: false,
  fromSplit: true,
  splitAce,
  surrendered: false,
  done,
});

/** The state right after the split's own event, before the dealer plays. */
function afterSplit(s: BlackjackState): BlackjackState {
  const d = decide(s, act('split'), ctx);
  if (!d.ok) throw new Error(`split: ${d.rejection.code}`);
  const split = d.events[0];
  if (split?.type !== 'PlayerActed') throw new Error('no split event');
  return evolve(s, split);
}

describe('a split blackjack box', () => {
  it('8 8 split: two hands of 10 € with one card each, not doubled, no aces spent', () => {
    // Box 8 8 against a 6: the first 8 takes a 3 (11), the second a 2 (10); the first plays.
    const s = afterSplit(play(stacked('8c 6h 8d 3s 2h'), [bet(1_000), deal]).state);
    expect(s.boxes[1]).toEqual({
      seat: 1,
      stake: 1_000,
      insurance: 0,
      acesSplit: false,
      hands: [splitHand('8c 3s', false, false), splitHand('8d 2h', false, false)],
    });
    expect(s.phase === 'playing' && s.turn).toEqual({ box: 1, hand: 0 });
  });

  it('A A split: one card each, both stood at once, the box’s pair of aces spent', () => {
    // Box A A against a 6: the first ace takes a 9 (20), the second a T (21, not a blackjack).
    const s = afterSplit(play(stacked('Ac 6h Ad 9s Th 7c'), [bet(1_000), deal]).state);
    expect(s.boxes[1]).toEqual({
      seat: 1,
      stake: 1_000,
      insurance: 0,
      acesSplit: true,
      hands: [splitHand('Ac 9s', true, true), splitHand('Ad Th', true, true)],
    });
    expect(s.phase).toBe('dealer');
  });

  it('refuses to split aces a second time, were a split ace’s turn ever to come', () => {
    // evolve stands each split ace at once, so the turn never comes back to one: this state is
    // built by hand, the first split ace having drawn another ace and its turn left open. The
    // decider still refuses (A.5: one pair of aces only), whatever evolve does.
    const dealt = play(stacked('Ac 6h Ad Ah 9s'), [bet(1_000), deal]).state;
    const box = dealt.boxes[1] as Box;
    const built: BlackjackState = {
      ...dealt,
      boxes: {
        1: {
          ...box,
          acesSplit: true,
          hands: [splitHand('Ac Ah', true, false), splitHand('Ad 9s', true, true)],
        },
      },
    };
    expect(built.phase === 'playing' && built.turn).toEqual({ box: 1, hand: 0 });
    const d = decide(built, act('split'), ctx);
    expect(d.ok ? 'accepted' : d.rejection).toEqual({ code: 'notAllowed', detail: 'split aces once' });
  });
});
