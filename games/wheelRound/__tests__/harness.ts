// Test harness for the wheel-round decider: run commands from a fresh table, failing on a rejection.
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type Command, type Event, type TableState, createTable } from '../state.ts';
import type { Staff, WheelRules } from '../types.ts';
import type { Settlement } from '../settlement.ts';

/** A croupier. */
export const croupier: Staff = { id: 'c1', role: 'croupier' };
/** A comité de direction member. */
export const comite: Staff = { id: 'd1', role: 'comite' };

/** Runs `commands` through decide/evolve from a new table. */
export function run<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  options: P,
  commands: Command<B, O>[],
  seed = 1,
) {
  let state: TableState<S, P> = createTable(options, null);
  const events: Event<S, B, O>[] = [];
  const ctx = { rng: createRng(seededSource(seed)), now: 0 };
  for (const cmd of commands) {
    const d = decide(rules, state, cmd, ctx);
    if (!d.ok) throw new Error(`${cmd.type} rejected: ${JSON.stringify(d.rejection)}`);
    for (const e of d.events) {
      events.push(e);
      state = evolve(state, e);
    }
  }
  return { state, events };
}

/** The last settlement among `events`. */
export function lastSettlement<S, B, O>(events: Event<S, B, O>[]): Settlement<S, O> {
  const e = events.filter((x) => x.type === 'RoundSettled').at(-1);
  if (e?.type !== 'RoundSettled') throw new Error('no settlement');
  return e.settlement;
}
