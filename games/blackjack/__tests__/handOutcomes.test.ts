// How a standing hand fares against the dealer's final hand (RULES.md B §6.6, SEC): the higher
// total wins 1 to 1, a dealer bust pays every live hand, equal totals push, a lower total loses;
// insurance and hyper lines say won or lost. Cards are stacked; returns worked out by hand.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { act, bet, deal, play, stacked } from './table.ts';

describe('a standing hand against the dealer', () => {
  it('18 against 17: won, 20 € back', () => {
    // Player T 8 (18); dealer 9 then 8 (17, stands).
    const { settled } = play(stacked('Tc 9h 8d 8c'), [bet(1_000), deal, act('stand')]);
    expect(settled[0]).toMatchObject({ stake: 1_000, returned: 2_000, outcome: 'won' });
  });

  it('18 against 18: a push, the 10 € back', () => {
    const { settled } = play(stacked('Tc 9h 8d 9c'), [bet(1_000), deal, act('stand')]);
    expect(settled[0]).toMatchObject({ stake: 1_000, returned: 1_000, outcome: 'push' });
  });

  it('18 against 19: lost', () => {
    const { settled } = play(stacked('Tc 9h 8d Tc'), [bet(1_000), deal, act('stand')]);
    expect(settled[0]).toMatchObject({ stake: 1_000, returned: 0, outcome: 'lost' });
  });

  it('12 against a dealer bust: won, 20 € back', () => {
    // Player T 2 (12) stands; dealer 6, draws T (16), then 9: 25, bust.
    const { settled } = play(stacked('Tc 6h 2d Ts 9c'), [bet(1_000), deal, act('stand')]);
    expect(settled[0]).toMatchObject({ stake: 1_000, returned: 2_000, outcome: 'won' });
  });

  it('21 in three cards against a dealer 21 in three cards: a push', () => {
    // Player 7 4 hits a T (21, the hand stands by itself); dealer 6, 5, T (21).
    const { settled } = play(stacked('7c 6h 4d Th 5c Ts'), [bet(1_000), deal, act('hit')]);
    expect(settled[0]).toMatchObject({ returned: 1_000, outcome: 'push' });
  });

  it('insurance says lost when the dealer makes no blackjack', () => {
    // Player T 9 against an ace, insured for 5 €; the dealer draws a 7 (soft 18).
    const { settled } = play(stacked('Tc Ah 9d 7c'), [
      bet(1_000),
      deal,
      { type: 'Insure', seat: 1, box: 1, amount: cents(500) },
      { type: 'CloseInsurance' },
      act('stand'),
    ]);
    expect(settled.find((s) => s.item.kind === 'insurance')).toMatchObject({
      stake: 500,
      returned: 0,
      outcome: 'lost',
    });
    expect(settled.find((s) => s.item.kind === 'hand')).toMatchObject({ returned: 2_000, outcome: 'won' });
  });

  it('hyper boxes say won on the dealer’s result and lost on the others', () => {
    // Dealer 9 then 8: 17. Seat 1 has 1 € on 17 (4 to 1) and 1 € on bust.
    const { settled } = play(stacked('Tc 9h 8d 8c', { hyper: true }), [
      bet(1_000),
      { type: 'PlaceHyperBet', seat: 1, result: '17', amount: cents(100) },
      { type: 'PlaceHyperBet', seat: 1, result: 'bust', amount: cents(100) },
      deal,
      act('stand'),
    ]);
    expect(
      settled
        .filter((s) => s.item.kind === 'hyper')
        .map((s) => [s.item.kind === 'hyper' && s.item.result, s.returned, s.outcome]),
    ).toEqual([
      ['17', 500, 'won'],
      ['bust', 0, 'lost'],
    ]);
  });
});

describe('blackjack table options', () => {
  it('accepts the defaults and names each problem at its bound', async () => {
    const { DEFAULT_OPTIONS, checkOptions } = await import('../options.ts');
    const o = (x: Partial<typeof DEFAULT_OPTIONS>) => checkOptions({ ...DEFAULT_OPTIONS, ...x });
    expect(o({})).toEqual([]);
    expect([o({ decks: 1 }), o({ decks: 8 })]).toEqual([[], []]);
    for (const decks of [0, 9, 1.5]) expect(o({ decks })).toEqual(['1 to 8 decks']);
    expect(o({ boxes: 1, maxBoxesPerPlayer: 1 })).toEqual([]);
    for (const boxes of [0, 8, 2.5]) expect(o({ boxes })).toContain('1 to 7 boxes');
    expect(o({ maxBoxesPerPlayer: 0 })).toEqual(['boxes per player between 1 and the boxes']);
    expect(o({ boxes: 3, maxBoxesPerPlayer: 4 })).toEqual(['boxes per player between 1 and the boxes']);
    expect(o({ boxes: 3, maxBoxesPerPlayer: 3 })).toEqual([]);
    expect(o({ minimum: cents(0) })).toEqual(['0 < minimum ≤ maximum']);
    expect(o({ minimum: cents(500), maximum: cents(499) })).toEqual(['0 < minimum ≤ maximum']);
    expect(o({ minimum: cents(500), maximum: cents(500) })).toEqual([]);
    expect([o({ maxHands: 2 }), o({ maxHands: 4 })]).toEqual([[], []]);
    for (const maxHands of [1, 5]) expect(o({ maxHands })).toEqual(['2 to 4 hands after splits']);
    expect(o({ cutRemaining: 0 })).toEqual([]);
    for (const cutRemaining of [-1, 1.5]) expect(o({ cutRemaining })).toEqual(['cut card depth ≥ 0']);
  });
});
