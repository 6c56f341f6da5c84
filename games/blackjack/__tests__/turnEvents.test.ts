// What each player action journals (RULES.md A.5, B §6.5): a stand or a surrender takes no card,
// a hit exactly one and as often as the player wants, the clock stands for the player and says
// so; whatever the action, the dealer then takes the very next cards of the shoe. Cards are
// stacked; every event and amount is worked out by hand.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { decide } from '../decide.ts';
import type { BlackjackCommand, BlackjackEvent, BlackjackState } from '../state.ts';
import { act, bet, ctx, deal, play, stacked } from './table.ts';

/** The events a command is answered with (it must be accepted). */
function answer(s: BlackjackState, c: BlackjackCommand, now = ctx.now): readonly BlackjackEvent[] {
  const d = decide(s, c, { ...ctx, now });
  if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
  return d.events;
}

/** One box's single hand line: seat 1, box 1, hand 0. */
const handLine = (stake: number, returned: number, outcome: string) => ({
  seat: 1,
  item: { kind: 'hand', box: 1, hand: 0 },
  stake,
  returned,
  outcome,
});

describe('what a blackjack action journals', () => {
  it('a stand takes no card, is the player’s own, and the dealer takes the next card', () => {
    // Box T 9 (19) against a 7; the dealer's second card T makes 17, he stands: 19 wins 20 €.
    const s = play(stacked('Tc 7h 9d Ts'), [bet(1_000), deal]).state;
    expect(answer(s, act('stand'))).toEqual([
      { type: 'PlayerActed', at: 1_000, box: 1, hand: 0, action: 'stand', cards: [], timedOut: false },
      { type: 'DealerPlayed', at: 1_000, cards: parseCards('Ts') },
      { type: 'RoundSettled', at: 1_000, round: 1, settlements: [handLine(1_000, 2_000, 'won')] },
    ]);
  });

  it('the clock stands for the player after the 20 s turn: no card, marked timed out', () => {
    // Dealt at 1 s, the turn runs out at 21 s. Box T 9 (19) against a 7; the dealer's T: 17.
    const s = play(stacked('Tc 7h 9d Ts'), [bet(1_000), deal]).state;
    expect(s.phase === 'playing' && s.deadline).toBe(21_000);
    expect(answer(s, { type: 'TimeOut' }, 21_000)).toEqual([
      { type: 'PlayerActed', at: 21_000, box: 1, hand: 0, action: 'stand', cards: [], timedOut: true },
      { type: 'DealerPlayed', at: 21_000, cards: parseCards('Ts') },
      { type: 'RoundSettled', at: 21_000, round: 1, settlements: [handLine(1_000, 2_000, 'won')] },
    ]);
  });

  it('a hit takes exactly one card, and the player may hit again on three cards and more', () => {
    // Box 2 3 (5) against a 7: hits a 4 (9), then a 5 (14) and stands. The dealer's 8 makes 15,
    // his T 25: bust, the 14 wins 20 €.
    let s = play(stacked('2c 7h 3d 4s 5s 8c Ts'), [bet(1_000), deal]).state;
    expect(answer(s, act('hit'))).toEqual([
      {
        type: 'PlayerActed',
        at: 1_000,
        box: 1,
        hand: 0,
        action: 'hit',
        cards: parseCards('4s'),
        timedOut: false,
      },
    ]);
    s = play(s, [act('hit')]).state;
    expect(answer(s, act('hit'))).toEqual([
      {
        type: 'PlayerActed',
        at: 1_000,
        box: 1,
        hand: 0,
        action: 'hit',
        cards: parseCards('5s'),
        timedOut: false,
      },
    ]);
    const { state, settled } = play(s, [act('hit'), act('stand')]);
    expect(state.last?.dealer).toEqual(parseCards('7h 8c Ts'));
    expect(settled).toEqual([handLine(1_000, 2_000, 'won')]);
  });

  it('a surrender takes no card: the dealer completes his hand from the next card', () => {
    // Box T 6 (16) against a 9, surrendered: 5 € of the 10 € back. The dealer's T makes 19.
    const s = play(stacked('Tc 9h 6d Ts 8h', { surrender: true }), [bet(1_000), deal]).state;
    expect(answer(s, act('surrender'))).toEqual([
      { type: 'PlayerActed', at: 1_000, box: 1, hand: 0, action: 'surrender', cards: [], timedOut: false },
      { type: 'DealerPlayed', at: 1_000, cards: parseCards('Ts') },
      { type: 'RoundSettled', at: 1_000, round: 1, settlements: [handLine(1_000, 500, 'surrendered')] },
    ]);
  });
});
