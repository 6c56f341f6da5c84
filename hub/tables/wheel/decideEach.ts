// Several decider commands decided in order, each on the state the previous ones' events lead to,
// naming the first one refused (issue 11: a batch is all or nothing, with the reason of its first
// refusal). hub/tables/wheel/decideAll.ts does the same without the index, for the lifecycle's chains.
import { decide } from '../../../games/wheelRound/decide.ts';
import { evolve } from '../../../games/wheelRound/evolve.ts';
import type { Command, Event, TableState } from '../../../games/wheelRound/state.ts';
import type { Ctx, WheelRules } from '../../../games/wheelRound/types.ts';
import type { EachDecision } from './playerControls.ts';

/** Decides `commands` in order under `rules`; the first rejection refuses them all and names its index. */
export function decideEach<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  state: TableState<S, P>,
  commands: readonly Command<B, O>[],
  ctx: Ctx,
): EachDecision<S, B, O> {
  let s = state;
  const events: Event<S, B, O>[] = [];
  for (const [index, command] of commands.entries()) {
    const d = decide(rules, s, command, ctx);
    if (!d.ok) return { ok: false, rejection: d.rejection, index };
    for (const e of d.events) s = evolve(s, e);
    events.push(...d.events);
  }
  return { ok: true, events };
}
