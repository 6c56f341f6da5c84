// Plays rounds of one box through the real decider with the basic strategy, to measure the
// return under a table's options (`rules -- blackjack --simulate N`).
import type { Ctx } from '../cards/decider.ts';
import { rankOf } from '../cards/card.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import { isPair, mayDoubleOn } from './hand.ts';
import type { BlackjackOptions } from './options.ts';
import { type BlackjackCommand, type BlackjackState, initialState } from './state.ts';
import { basicStrategy } from './strategy.ts';

/** Money staked and returned over the simulated rounds, in cents. */
export interface SimulationResult {
  readonly rounds: number;
  /** Original stakes only (one minimum per round). */
  readonly initial: number;
  /** Everything staked: originals, doubles, splits. */
  readonly staked: number;
  readonly returned: number;
}

/** Plays `rounds` rounds of one minimum-stake box, no insurance, with the basic strategy. */
export function simulate(options: BlackjackOptions, rounds: number, ctx: Ctx): SimulationResult {
  let state: BlackjackState = initialState({ ...options, hyper: false });
  let staked = 0;
  let returned = 0;
  const run = (command: BlackjackCommand): void => {
    const d = decide(state, command, ctx);
    if (!d.ok) throw new Error(`simulation refused ${command.type}: ${d.rejection.code}`); // a bug
    for (const e of d.events) {
      state = evolve(state, e);
      if (e.type === 'RoundSettled') {
        for (const s of e.settlements) {
          staked += s.stake;
          returned += s.returned;
        }
      }
    }
  };
  for (let r = 0; r < rounds; r++) {
    if (state.phase === 'shoeNeeded') run({ type: 'ShuffleShoe' });
    run({ type: 'PlaceBet', seat: 1, box: 1, amount: options.minimum });
    run({ type: 'Deal' });
    if (state.phase === 'insurance') run({ type: 'CloseInsurance' });
    while (state.phase === 'playing') {
      const box = state.boxes[state.turn.box];
      const hand = box?.hands[state.turn.hand];
      if (!box || !hand) throw new Error('no hand in turn');
      const [a, b] = hand.cards;
      const aces = a !== undefined && rankOf(a) === 12;
      const canSplit =
        hand.cards.length === 2 &&
        a !== undefined &&
        b !== undefined &&
        isPair(a, b, options) &&
        box.hands.length < (options.resplit ? options.maxHands : 2) &&
        !(aces && (box.acesSplit || box.hands.length > 1));
      const action = basicStrategy(hand.cards, state.dealer[0] ?? 0, {
        double: mayDoubleOn(hand.cards, options) && (!hand.fromSplit || options.doubleAfterSplit),
        split: canSplit,
        surrender: false,
      });
      run({ type: 'Act', seat: 1, box: state.turn.box, action });
    }
  }
  return { rounds, initial: rounds * options.minimum, staked, returned };
}
