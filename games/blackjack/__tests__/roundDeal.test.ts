// A blackjack round from the deal (RULES.md A.5; B §6.4, §6.5, §6.7): the cards go one to each box,
// one to the dealer, a second to each box; rounds are numbered from 1; insurance waits one turn
// from the deal and pays 2 to 1 as a win; a seat that withdraws takes back its hyper bets, and
// only its own. Cards and figures by hand.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/card.ts';
import { type Cents, cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { type BlackjackCommand, type BlackjackEvent, type BlackjackState, initialState } from '../state.ts';
import { act, bet, ctx, deal, play, stacked } from './table.ts';

function run(
  s: BlackjackState,
  commands: BlackjackCommand[],
): { state: BlackjackState; events: BlackjackEvent[] } {
  const events: BlackjackEvent[] = [];
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    for (const e of d.events) {
      events.push(e);
      s = evolve(s, e);
    }
  }
  return { state: s, events };
}

describe('the blackjack deal', () => {
  it('gives one card to each box, one to the dealer, then a second to each box (B §6.4)', () => {
    const { events } = run(stacked('Ts 2h 7d 9c 3s'), [bet(1_000, 1), bet(1_000, 2), deal]);
    const dealt = events.find((e) => e.type === 'HandsDealt');
    expect(dealt).toEqual({
      type: 'HandsDealt',
      at: ctx.now,
      round: 1,
      boxes: [
        { box: 1, cards: parseCards('Ts 9c') },
        { box: 2, cards: parseCards('2h 3s') },
      ],
      dealerUp: parseCards('7d')[0],
    });
    // Five cards left the shoe: 5 burnt, the 5 named and 16 filler cards were in it.
    const { state } = run(stacked('Ts 2h 7d 9c 3s'), [bet(1_000, 1), bet(1_000, 2), deal]);
    expect(state.shoe?.cards).toHaveLength(16);
  });

  it('numbers the rounds from 1', () => {
    // Round 1: box T 9 stands, dealer 7 T stands on 17; round 2 is dealt from the filler.
    const { state } = play(stacked('Ts 7h 9d Tc'), [bet(1_000), deal, act('stand'), bet(1_000), deal]);
    expect(state.round).toBe(2);
  });

  it('a shoe with fewer cards than two per box and the dealer’s is replaced before the deal', () => {
    const short = evolve(initialState({ ...DEFAULT_OPTIONS, hyper: false }), {
      type: 'ShoeShuffled',
      at: 0,
      order: parseCards('Ts 2h 7d 9c'),
      burn: 0,
      cutRemaining: 0,
    });
    const { events } = run(short, [bet(1_000, 1), bet(1_000, 2), deal]);
    expect(events.map((e) => e.type).slice(2, 5)).toEqual(['ShoeExhausted', 'ShoeShuffled', 'HandsDealt']);
  });
});

describe('blackjack insurance', () => {
  const insure = (amount: number): BlackjackCommand => ({
    type: 'Insure',
    seat: 1,
    box: 1,
    amount: amount as Cents,
  });

  it('waits one turn from the deal', () => {
    const { state } = run(stacked('Ts Ah 9d'), [bet(1_000), deal]);
    expect(state.phase === 'insurance' && state.deadline).toBe(ctx.now + DEFAULT_OPTIONS.turnMs);
  });

  it('pays 2 to 1 when the dealer makes blackjack, a win', () => {
    // Box T 9 against the dealer's ace; the dealer's second card is a king.
    const { settled } = play(stacked('Ts Ah 9d Kc'), [
      bet(1_000),
      deal,
      insure(500),
      { type: 'CloseInsurance' },
      act('stand'),
    ]);
    expect(settled.find((x) => x.item.kind === 'insurance')).toEqual({
      seat: 1,
      item: { kind: 'insurance', box: 1 },
      stake: 500,
      returned: 1_500,
      outcome: 'won',
    });
  });
});

describe('withdrawing before the deal', () => {
  it('takes back the seat’s boxes and hyper bets, and leaves another seat’s', () => {
    const hyper = (seat: number): BlackjackCommand => ({
      type: 'PlaceHyperBet',
      seat,
      result: '17',
      amount: cents(200),
    });
    const other: BlackjackCommand = { type: 'PlaceBet', seat: 2, box: 2, amount: cents(1_000) };
    const { state } = run(stacked('Ts 7h 9d Tc', { hyper: true }), [
      bet(1_000),
      hyper(1),
      other,
      hyper(2),
      { type: 'WithdrawBets', seat: 1 },
    ]);
    expect(state.phase === 'betting' && [Object.keys(state.boxes), state.hyper]).toEqual([
      ['2'],
      [{ seat: 2, result: '17', stake: 200 }],
    ]);
  });
});

describe('a hand made of a split', () => {
  it('a ten and an ace after a split is 21, paid 1 to 1, not a blackjack', () => {
    // Box T T against the dealer's 7; split: T A (21) and T 9 (19); the dealer draws T, 17.
    const { settled } = play(stacked('Ts 7h Td Ac 9s Tc'), [bet(1_000), deal, act('split'), act('stand')]);
    expect(settled.filter((x) => x.item.kind === 'hand').map((x) => [x.returned, x.outcome])).toEqual([
      [2_000, 'won'],
      [2_000, 'won'],
    ]);
  });

  it('the same holds for the second hand of the split', () => {
    // Split: T 9 (19) stands, then T A (21); the dealer draws T, 17.
    const { settled } = play(stacked('Ts 7h Td 9s Ac Tc'), [bet(1_000), deal, act('split'), act('stand')]);
    expect(settled.filter((x) => x.item.kind === 'hand').map((x) => [x.returned, x.outcome])).toEqual([
      [2_000, 'won'],
      [2_000, 'won'],
    ]);
  });

  it('a doubled hand says so: its stake is twice the box’s', () => {
    // Box 1: 6 5 (11) doubles against the dealer's 7 and draws a 9; box 2 (T 9) is still to play.
    const { state } = play(stacked('6s Ts 7h 5d 9h 9c'), [
      bet(1_000, 1),
      bet(1_000, 2),
      deal,
      act('double', 1),
    ]);
    const hand = state.boxes[1]?.hands[0];
    expect(hand && [hand.doubled, hand.stake, hand.done, hand.cards.length]).toEqual([true, 2_000, true, 3]);
  });
});
