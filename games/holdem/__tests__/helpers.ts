// Test helpers: tables, a rigged RNG that always draws the lowest unused card, and runners.
import { parseCards } from '../../cards/card.ts';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS, type HoldemOptions } from '../options.ts';
import { type HoldemCommand, type HoldemEvent, type HoldemState, initialState } from '../state.ts';

/** Draws index 0 every time: boards come out as the lowest unused cards (2c 2d 2h 2s 3c…). */
export const lowest: Ctx = { rng: { int: () => 0 }, now: 1_000 };

/** A table with players seated at `stacks` (seat → cents). */
export function table(stacks: Record<number, number>, options: Partial<HoldemOptions> = {}): HoldemState {
  let s = initialState({ ...DEFAULT_OPTIONS, caveMinimum: cents(1), ...options });
  for (const [seat, stack] of Object.entries(stacks)) {
    s = evolve(s, {
      type: 'PlayerSeated',
      at: 0,
      seat: Number(seat),
      player: `p${seat}`,
      cave: cents(stack),
    });
  }
  return s;
}

/** Runs commands, failing on a rejection; returns the state and the events. */
export function run(
  state: HoldemState,
  commands: HoldemCommand[],
  ctx: Ctx = lowest,
): { state: HoldemState; events: HoldemEvent[] } {
  let s = state;
  const events: HoldemEvent[] = [];
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) throw new Error(`${c.type} ${JSON.stringify(c)} refused: ${d.rejection.code}`);
    for (const e of d.events) {
      events.push(e);
      s = evolve(s, e);
    }
  }
  return { state: s, events };
}

/**
 * Starts the next hand with chosen hole cards (seat → "As Kd"), blinds posted by the decider's
 * own events; later boards come from the rigged RNG.
 */
export function rigged(state: HoldemState, holes: Record<number, string>): HoldemState {
  const d = decide(state, { type: 'StartHand' }, lowest);
  if (!d.ok) throw new Error(d.rejection.code);
  const holeList = Object.entries(holes).map(([seat, names]) => {
    const [a, b] = parseCards(names) as [number, number];
    return { seat: Number(seat), cards: [a, b] as const };
  });
  return d.events.reduce((s, e) => {
    if (e.type === 'HandStarted') return evolve(s, { ...e, holes: holeList });
    return evolve(s, e);
  }, state);
}

/** Total chips at the table: stacks + chips in the middle + rake taken. */
export function chipsAtTable(s: HoldemState): number {
  const stacks = Object.values(s.seats).reduce((t, x) => t + x.stack, 0);
  const middle =
    s.phase === 'inHand' ? s.hand.players.reduce((t, p) => t + p.committed, 0) - s.hand.awarded : 0;
  return stacks + middle + s.rakeTotal;
}
