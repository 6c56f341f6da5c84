// Plays rounds of one box through the real decider with the basic strategy of the table's
// options, to measure the return (`rules -- blackjack --simulate N`) and to check the
// combinatorial analysis (expectation.ts) against the engine itself.
import type { Ctx } from '../cards/decider.ts';
import { rankOf } from '../cards/card.ts';
import type { Chart } from './basicStrategy.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import { expectationOf } from './expectation.ts';
import { isPair, mayDoubleOn } from './hand.ts';
import type { BlackjackOptions } from './options.ts';
import { type BlackjackCommand, type BlackjackState, type Box, type Hand, initialState } from './state.ts';
import { basicStrategy } from './strategy.ts';

/** Money staked and returned over the simulated rounds, in cents. */
export interface SimulationResult {
  readonly rounds: number;
  /** Original stakes only (one minimum per round). */
  readonly initial: number;
  /** Everything staked: originals, doubles, splits. */
  readonly staked: number;
  readonly returned: number;
  /** Sum over rounds of the squared result per original stake (for the interval). */
  readonly squares: number;
}

/** A return with its two-sided confidence interval (normal approximation). */
export interface MeasuredReturn {
  readonly rtp: number;
  readonly rtpInterval: { readonly low: number; readonly high: number; readonly level: 0.95 };
}

/** The return per original stake of a simulation and its 95 % interval. */
export function measuredReturn(sim: SimulationResult): MeasuredReturn {
  const n = sim.rounds;
  const mean = (sim.returned - sim.staked) / sim.initial;
  const variance = (sim.squares / n - mean * mean) * (n / Math.max(1, n - 1));
  const half = 1.96 * Math.sqrt(variance / n);
  return { rtp: 1 + mean, rtpInterval: { low: 1 + mean - half, high: 1 + mean + half, level: 0.95 } };
}

/** Plays `rounds` rounds of one minimum-stake box, no insurance, with the table's basic strategy. */
export function simulate(
  options: BlackjackOptions,
  rounds: number,
  ctx: Ctx,
  chart: Chart = expectationOf(options).chart,
): SimulationResult {
  let state: BlackjackState = initialState({ ...options, hyper: false });
  let staked = 0;
  let returned = 0;
  let squares = 0;
  const run = (command: BlackjackCommand): void => {
    const d = decide(state, command, ctx);
    if (!d.ok) throw new Error(`simulation refused ${command.type}: ${d.rejection.code}`); // a bug
    for (const e of d.events) {
      state = evolve(state, e);
      if (e.type === 'RoundSettled') {
        let net = 0;
        for (const s of e.settlements) {
          staked += s.stake;
          returned += s.returned;
          net += s.returned - s.stake;
        }
        squares += (net / options.minimum) ** 2;
      }
    }
  };
  for (let r = 0; r < rounds; r++) {
    if (state.phase === 'shoeNeeded') run({ type: 'ShuffleShoe' });
    run({ type: 'PlaceBet', seat: 1, box: 1, amount: options.minimum });
    run({ type: 'Deal' });
    if (state.phase === 'insurance') run({ type: 'CloseInsurance' });
    while (state.phase === 'playing') {
      // evolve.ts's nextTurn names only a hand still to act, of a box in play.
      const box = state.boxes[state.turn.box] as Box;
      const hand = box.hands[state.turn.hand] as Hand;
      const [a, b] = hand.cards;
      const up = state.dealer[0] ?? 0;
      // The same conditions as decide.ts, so that the strategy only asks for what is open. The
      // decider's "split aces once" needs none here: a box holds more than one hand only after a
      // split, each hand starting with a card of the split pair, and evolve.ts stands a split ace
      // at once, so a hand starting with an ace gets the turn only as its box's one, unsplit hand
      // (simulate.test.ts: a split ace drawing an ace is not split again).
      const canSplit =
        hand.cards.length === 2 &&
        a !== undefined &&
        b !== undefined &&
        isPair(a, b, options) &&
        box.hands.length < (options.resplit ? options.maxHands : 2);
      const action = basicStrategy(
        chart,
        hand,
        up,
        {
          double: mayDoubleOn(hand.cards, options) && (!hand.fromSplit || options.doubleAfterSplit),
          split: canSplit,
          surrender:
            options.surrender && hand.cards.length === 2 && box.hands.length === 1 && rankOf(up) !== 12,
        },
        // payoffs.ts Role: the box's first hand carries the original stake.
        state.turn.hand === 0 ? 'first' : 'other',
      );
      run({ type: 'Act', seat: 1, box: state.turn.box, action });
    }
  }
  return { rounds, initial: rounds * options.minimum, staked, returned, squares };
}
