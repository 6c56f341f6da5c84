// Several decider commands as one decision (the decider's session catching up with the séance,
// then the round's own command), each decided on the state the previous ones' events lead to.
import type { RouletteSpot } from '../../../games/roulette/bets.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../../../games/roulette/rules.ts';
import { type Decision, decide } from '../../../games/wheelRound/decide.ts';
import { evolve } from '../../../games/wheelRound/evolve.ts';
import type { Command, Event, TableState } from '../../../games/wheelRound/state.ts';
import type { Ctx, WheelRules } from '../../../games/wheelRound/types.ts';
import type { RouletteCommand, RouletteState } from './wheelTypes.ts';

/** A roulette decision. */
export type RouletteDecision = Decision<RouletteSpot, RouletteBet, RouletteOutcome>;

/** Decides `commands` in order under `rules` (any wheel game); the first rejection refuses them all. */
export function decideAllWith<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  state: TableState<S, P>,
  commands: readonly Command<B, O>[],
  ctx: Ctx,
): Decision<S, B, O> {
  let s = state;
  const events: Event<S, B, O>[] = [];
  for (const [i, command] of commands.entries()) {
    const d = decide(rules, s, command, ctx);
    if (!d.ok) return d;
    // The state after the last command is the caller's to build (it journals the events first).
    if (i < commands.length - 1) for (const e of d.events) s = evolve(s, e);
    events.push(...d.events);
  }
  return { ok: true, events };
}

/** Decides roulette `commands` in order; the first rejection refuses them all. */
export function decideAll(
  state: RouletteState,
  commands: readonly RouletteCommand[],
  ctx: Ctx,
): RouletteDecision {
  return decideAllWith(rouletteRules, state, commands, ctx);
}
