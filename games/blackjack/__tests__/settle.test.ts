// Settlement order (issue 10 §7): a busted hand loses its whole stake before any dealer-blackjack
// rule (RULES.md B §6.5 "over 21 = immediate loss of stake"); under `dealerBlackjackTakes =
// original` only the original stake, which sits on the box's first hand, is at risk (A.5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card } from '../../cards/card.ts';
import { cents } from '../../money.ts';
import { totalOf } from '../hand.ts';
import { type BlackjackOptions, DEFAULT_OPTIONS } from '../options.ts';
import { settleRound } from '../settle.ts';
import type { Hand, Table } from '../state.ts';
import { act, bet, deal, play, returns, stacked } from './table.ts';

const TAKES = ['all', 'original'] as const;
const opts = (takes: BlackjackOptions['dealerBlackjackTakes']): Partial<BlackjackOptions> => ({
  dealerBlackjackTakes: takes,
});

describe('blackjack settlement: a bust loses before the dealer blackjack rule', () => {
  it.each(TAKES)('a doubled hand that busts loses both stakes to a dealer blackjack (%s)', (takes) => {
    // Given 7 5 against a T; when the box doubles, draws a T (22) and the dealer draws an ace,
    const { settled } = play(stacked('7c Th 5d Tc As', opts(takes)), [bet(1_000), deal, act('double')]);
    // then the whole doubled stake is lost.
    expect(settled).toEqual([
      { seat: 1, item: { kind: 'hand', box: 1, hand: 0 }, stake: 2_000, returned: 0, outcome: 'lost' },
    ]);
  });

  it.each(TAKES)(
    'a doubled hand that busts loses both stakes when the dealer has no blackjack (%s)',
    (takes) => {
      const { settled } = play(stacked('7c 9h 5d Tc 8s', opts(takes)), [bet(1_000), deal, act('double')]);
      expect(settled[0]).toMatchObject({ stake: 2_000, returned: 0, outcome: 'lost' });
    },
  );

  it('a split hand that busts loses; the live first hand loses its original stake (original)', () => {
    // Given 8 8 against a T, split: 8 T stands, 8 5 hits a K (23); the dealer draws an ace.
    const cmds = [bet(1_000), deal, act('split'), act('stand'), act('hit')];
    const original = play(stacked('8c Th 8d Ts 5h Kc Ad', opts('original')), cmds).settled;
    expect(returns(original)).toEqual([0, 0]);
    expect(original.map((s) => s.outcome)).toEqual(['lost', 'lost']);
    expect(returns(play(stacked('8c Th 8d Ts 5h Kc Ad', opts('all')), cmds).settled)).toEqual([0, 0]);
  });

  it('when the first hand busts, the original stake is gone with it and a live split hand is refunded (original)', () => {
    // Given 8 8 against a T, split: 8 5 hits a K (23), 8 T stands; the dealer draws an ace.
    const cmds = [bet(1_000), deal, act('split'), act('hit'), act('stand')];
    expect(returns(play(stacked('8c Th 8d 5s Ts Kc Ad', opts('original')), cmds).settled)).toEqual([
      0, 1_000,
    ]);
    expect(returns(play(stacked('8c Th 8d 5s Ts Kc Ad', opts('all')), cmds).settled)).toEqual([0, 0]);
  });

  it('a live doubled split hand gets its whole stake back against a dealer blackjack (original)', () => {
    // Given 8 8 against a T, split: 8 T stands, 8 3 doubles with a K (21); the dealer draws an ace.
    const cmds = [bet(1_000), deal, act('split'), act('stand'), act('double')];
    expect(returns(play(stacked('8c Th 8d Ts 3h Kc Ad', opts('original')), cmds).settled)).toEqual([
      0, 2_000,
    ]);
    expect(returns(play(stacked('8c Th 8d Ts 3h Kc Ad', opts('all')), cmds).settled)).toEqual([0, 0]);
  });

  it.each(TAKES)('insurance pays 2 to 1 while the busted doubled hand loses all (%s)', (takes) => {
    // Given T 2 against an ace, insured for 500; the box doubles, draws a T (22); the dealer a K.
    const { settled } = play(stacked('Tc Ah 2d Tc Ks', opts(takes)), [
      bet(1_000),
      deal,
      { type: 'Insure', seat: 1, box: 1, amount: cents(500) },
      { type: 'CloseInsurance' },
      act('double'),
    ]);
    expect(settled.map((s) => [s.item.kind, s.stake, s.returned])).toEqual([
      ['hand', 2_000, 0],
      ['insurance', 500, 1_500],
    ]);
  });

  it.each(TAKES)(
    'a surrender keeps its half and a blackjack pushes against a dealer blackjack (%s)',
    (takes) => {
      const surrender = { ...opts(takes), surrender: true };
      expect(
        returns(play(stacked('Tc Th 6d As', surrender), [bet(1_000), deal, act('surrender')]).settled),
      ).toEqual([500]);
      const bj = play(stacked('Ac Th Kd As', opts(takes)), [bet(1_000), deal]).settled;
      expect(bj[0]).toMatchObject({ returned: 1_000, outcome: 'push' });
    },
  );
});

const card = fc.integer({ min: 0, max: 51 });
const handArb = fc.record({ cards: fc.array(card, { minLength: 2, maxLength: 6 }), doubled: fc.boolean() });
const dealerArb = fc.oneof(
  // A dealer blackjack in either order, or any final hand of 2 to 6 cards.
  fc.tuple(fc.constantFrom(48, 49, 50, 51), fc.integer({ min: 32, max: 47 })).map(([a, t]) => [a, t]),
  fc.tuple(fc.integer({ min: 32, max: 47 }), fc.constantFrom(48, 49, 50, 51)).map(([t, a]) => [t, a]),
  fc.array(card, { minLength: 2, maxLength: 6 }),
);

/** A table at settlement with one box of 1–4 hands. */
function tableOf(
  takes: BlackjackOptions['dealerBlackjackTakes'],
  hands: { cards: Card[]; doubled: boolean }[],
  dealer: Card[],
): Table {
  const stake = cents(1_000);
  const split = hands.length > 1;
  const hs: Hand[] = hands.map((h) => ({
    cards: h.cards,
    stake: cents(h.doubled ? 2_000 : 1_000),
    doubled: h.doubled,
    fromSplit: split,
    splitAce: false,
    surrendered: false,
    done: true,
  }));
  return {
    options: { ...DEFAULT_OPTIONS, dealerBlackjackTakes: takes },
    shoe: null,
    round: 1,
    boxes: { 1: { seat: 1, stake, hands: hs, insurance: cents(0), acesSplit: false } },
    hyper: [],
    dealer,
    last: null,
  };
}

describe('blackjack settlement properties', () => {
  it('a busted hand never gets anything back, and against a dealer blackjack only the original stake of a live first hand is taken (original)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAKES),
        fc.array(handArb, { minLength: 1, maxLength: 4 }),
        dealerArb,
        (takes, hands, dealer) => {
          const lines = settleRound(tableOf(takes, hands, dealer));
          const dealerBj = dealer.length === 2 && totalOf(dealer).total === 21;
          lines.forEach((line, i) => {
            const { total } = totalOf(hands[i]!.cards);
            if (total > 21) expect(line).toMatchObject({ returned: 0, outcome: 'lost' });
            else if (dealerBj && !(hands.length === 1 && total === 21 && hands[i]!.cards.length === 2)) {
              // Live hands: 'all' takes everything; 'original' takes 1 000 from the first hand only.
              const kept = takes === 'all' ? 0 : line.stake - (i === 0 ? 1_000 : 0);
              expect(line.returned).toBe(kept);
            }
          });
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
