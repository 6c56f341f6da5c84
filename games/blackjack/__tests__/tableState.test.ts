// What a blackjack table holds between events (RULES.md A.5, B §6.4, §6.7, §6.9): an empty table
// waiting for its shoe, a staked box without hands until the deal, fresh hands neither doubled nor
// split, the dealer's turn once he has drawn, and a next round that starts clean, its hyper bets
// settled once. evolve trusts events and never fails (STYLE.md): an event naming a box that holds
// no stake changes nothing. Every state is written by hand.
import { describe, expect, it } from 'vitest';
import { parseCard, parseCards } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type BlackjackCommand, type BlackjackState, initialState } from '../state.ts';
import { act, bet, deal, play, stacked } from './table.ts';

/** The cards `stacked` puts after the named ones. */
const FILLER = parseCards('2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s');

describe('the blackjack table between events', () => {
  it('opens empty, waiting for its first shoe', () => {
    expect(initialState(DEFAULT_OPTIONS)).toEqual({
      phase: 'shoeNeeded',
      options: DEFAULT_OPTIONS,
      shoe: null,
      round: 0,
      boxes: {},
      hyper: [],
      dealer: [],
      last: null,
    });
  });

  it('a staked box holds no hand before the deal; the deal gives it one, neither doubled nor split', () => {
    const staked = play(stacked('Tc 7h 9d Ts'), [bet(1_000)]).state;
    expect(staked.boxes).toEqual({ 1: { seat: 1, stake: 1_000, hands: [], insurance: 0, acesSplit: false } });
    // Box T 9 (19) against a 7: its turn.
    const dealt = play(staked, [deal]).state;
    expect(dealt.boxes[1]?.hands).toEqual([
      {
        cards: parseCards('Tc 9d'),
        stake: 1_000,
        doubled: false,
        fromSplit: false,
        splitAce: false,
        surrendered: false,
        done: false,
      },
    ]);
  });

  it('once the dealer has drawn, it is his turn, with his cards and the shoe less them', () => {
    // Box T 9 stands against a 7; the dealer takes his T (17).
    const stood = play(stacked('Tc 7h 9d Ts'), [bet(1_000), deal]).state;
    const waiting = evolve(stood, {
      type: 'PlayerActed',
      at: 2_000,
      box: 1,
      hand: 0,
      action: 'stand',
      cards: [],
      timedOut: false,
    });
    const drawn = evolve(waiting, { type: 'DealerPlayed', at: 2_000, cards: parseCards('Ts') });
    expect(drawn).toEqual({
      phase: 'dealer',
      options: waiting.options,
      shoe: { decks: 1, cards: FILLER, cutRemaining: 0, burnt: 5 },
      round: 1,
      boxes: waiting.boxes,
      hyper: [],
      dealer: parseCards('7h Ts'),
      last: null,
    });
  });

  it('the next round starts clean: no box, no dealer card, and the last round’s hyper bets settled once', () => {
    const hyper17: BlackjackCommand = { type: 'PlaceHyperBet', seat: 1, result: '17', amount: cents(100) };
    // Round 1: box T 9 (19) stands against a 7, the dealer's T makes 17: 20 € back, and the 1 €
    // hyper bet on 17 is paid 4 to 1 (5 € back).
    const first = play(stacked('Tc 7h 9d Ts', { hyper: true }), [bet(1_000), hyper17, deal, act('stand')]);
    expect(first.settled.map((x) => [x.item.kind, x.returned])).toEqual([
      ['hand', 2_000],
      ['hyper', 500],
    ]);
    expect(first.state.boxes).toEqual({});
    expect(first.state.hyper).toEqual([]);
    expect(first.state.dealer).toEqual([]);
    // Round 2, no hyper bet: box 2 2 (4) against a 2 stands; the dealer draws 2 3 3 3 3 4 (20).
    const second = play(first.state, [bet(1_000), deal, act('stand')]);
    expect(second.state.last?.dealer).toEqual(parseCards('2d 2s 3c 3d 3h 3s 4c'));
    expect(second.settled).toEqual([
      { seat: 1, item: { kind: 'hand', box: 1, hand: 0 }, stake: 1_000, returned: 0, outcome: 'lost' },
    ]);
  });

  it('an event naming a box that holds no stake changes nothing', () => {
    const betting = play(stacked('Tc 7h 9d Ts 8c'), [bet(1_000)]).state;
    const dealt = evolve(betting, {
      type: 'HandsDealt',
      at: 1_000,
      round: 1,
      boxes: [
        { box: 1, cards: [parseCard('Tc'), parseCard('9d')] },
        { box: 2, cards: [parseCard('Ts'), parseCard('8c')] },
      ],
      dealerUp: parseCard('7h'),
    });
    expect(Object.keys(dealt.boxes)).toEqual(['1']);
    const playing: BlackjackState = play(stacked('Tc 7h 9d'), [bet(1_000), deal]).state;
    expect(evolve(playing, { type: 'InsuranceTaken', at: 2_000, box: 2, amount: cents(500) })).toBe(playing);
    expect(
      evolve(playing, {
        type: 'PlayerActed',
        at: 2_000,
        box: 2,
        hand: 0,
        action: 'stand',
        cards: [],
        timedOut: false,
      }),
    ).toBe(playing);
  });
});
