// Test helpers: a blackjack table whose shoe deals given cards in order, and a runner that
// plays commands through the real decider and keeps the last settlement.
import { parseCards } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type BlackjackOptions, DEFAULT_OPTIONS } from '../options.ts';
import {
  type BlackjackCommand,
  type BlackjackState,
  type PlayerAction,
  type Settlement,
  initialState,
} from '../state.ts';

/** A fixed context: the decider only draws from the RNG when a shoe runs out. */
export const ctx: Ctx = { rng: createRng(seededSource(1)), now: 1_000 };

/** A table whose shoe deals `names` in order after 5 burnt cards (B §6.3), then small filler cards. */
export function stacked(names: string, options: Partial<BlackjackOptions> = {}): BlackjackState {
  const filler = parseCards('2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s');
  const order = [...parseCards('9c 9d 9h 9s 8c'), ...parseCards(names), ...filler];
  return evolve(initialState({ ...DEFAULT_OPTIONS, hyper: false, ...options }), {
    type: 'ShoeShuffled',
    at: 0,
    order,
    burn: 5,
    cutRemaining: 0,
  });
}

/** Plays `commands` (each must be accepted) and returns the state and the last settlement. */
export function play(
  state: BlackjackState,
  commands: readonly BlackjackCommand[],
): { state: BlackjackState; settled: Settlement[] } {
  let s = state;
  let settled: Settlement[] = [];
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) throw new Error(`${c.type} refused: ${d.rejection.code}`);
    for (const e of d.events) {
      s = evolve(s, e);
      if (e.type === 'RoundSettled') settled = [...e.settlements];
    }
  }
  return { state: s, settled };
}

/** Seat 1 bets `amount` cents on `box`. */
export const bet = (amount: number, box = 1): BlackjackCommand => ({
  type: 'PlaceBet',
  seat: 1,
  box,
  amount: cents(amount),
});

/** Seat 1 acts on the hand in turn of `box`. */
export const act = (action: PlayerAction, box = 1): BlackjackCommand => ({
  type: 'Act',
  seat: 1,
  box,
  action,
});

/** The deal. */
export const deal: BlackjackCommand = { type: 'Deal' };

/** What each hand line returned, in order. */
export const returns = (settled: readonly Settlement[]): number[] =>
  settled.filter((s) => s.item.kind === 'hand').map((s) => s.returned);
