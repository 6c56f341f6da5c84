// Issue 10 §7, as properties: random hands of 2–10 players with random stacks and random legal
// actions conserve chips, pay each pot to its claimants only, never ask a lone player who owes
// nothing, and end with the pots a small reference builder (below) gives for the same chips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import type { Rng } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS, type HoldemOptions } from '../options.ts';
import { type Contribution, buildPots, unclaimable, uncalledBet } from '../pots.ts';
import type { HoldemCommand, HoldemEvent, HoldemState } from '../state.ts';
import { chipsAtTable, table } from './helpers.ts';
import { randomAction } from './randomPlay.ts';

/** What the end of a hand gives back and the pots it pays, for a set of contributions. */
interface Settlement {
  readonly returned: Record<number, number>;
  readonly pots: { amount: number; eligible: number[] }[];
}

/**
 * The reference: peel the chips off in equal slices, smallest contribution first. A slice one
 * player alone put in is uncalled and goes back; a slice with no live contributor goes back to
 * its contributors; any other slice is a pot for its live contributors. Equal claimants merge.
 */
function reference(players: readonly Contribution[]): Settlement {
  const left = new Map(players.map((p) => [p.seat, p.committed as number]));
  const returned: Record<number, number> = {};
  const pots: { amount: number; eligible: number[] }[] = [];
  for (;;) {
    const in_ = players.filter((p) => (left.get(p.seat) ?? 0) > 0);
    if (in_.length === 0) break;
    const slice = Math.min(...in_.map((p) => left.get(p.seat) ?? 0));
    for (const p of in_) left.set(p.seat, (left.get(p.seat) ?? 0) - slice);
    const eligible = in_.filter((p) => !p.folded).map((p) => p.seat);
    if (in_.length === 1 || eligible.length === 0) {
      for (const p of in_) returned[p.seat] = (returned[p.seat] ?? 0) + slice;
      continue;
    }
    const last = pots[pots.length - 1];
    if (last && last.eligible.join() === eligible.join()) last.amount += slice * in_.length;
    else pots.push({ amount: slice * in_.length, eligible });
  }
  return { returned, pots };
}

/** The engine's own pieces, applied in the order the end of a hand applies them (decide.ts). */
function engine(players: readonly Contribution[]): Settlement {
  const returned: Record<number, number> = {};
  const give = (seat: number, amount: number, list: Contribution[]): Contribution[] => {
    returned[seat] = (returned[seat] ?? 0) + amount;
    return list.map((p) => (p.seat === seat ? { ...p, committed: cents(p.committed - amount) } : p));
  };
  let list = players.slice();
  const u = uncalledBet(list);
  if (u) list = give(u.seat, u.amount, list);
  for (const back of unclaimable(list)) list = give(back.seat, back.amount, list);
  return { returned, pots: buildPots(list).map((p) => ({ amount: p.amount, eligible: [...p.eligible] })) };
}

const contributionsArb = fc
  .array(
    fc.record({
      committed: fc.oneof(fc.constantFrom(0, 100, 300, 1_000), fc.nat(5_000)),
      folded: fc.boolean(),
    }),
    {
      minLength: 2,
      maxLength: 10,
    },
  )
  .map((xs) =>
    xs.map((x, i): Contribution => ({ seat: i + 1, committed: cents(x.committed), folded: x.folded })),
  );

/** Any legal action, including a fold when a check was possible (legal, if unwise). */
function anyAction(s: HoldemState, rng: Rng): HoldemCommand | null {
  const command = randomAction(s, rng);
  if (command === null || command.type !== 'Act' || rng.int(20) !== 0) return command;
  return { ...command, action: { kind: 'fold' } };
}

/** Checks a player asked to act can do something that matters: another can act, or they owe chips. */
function checkAsked(s: HoldemState): void {
  if (s.phase !== 'inHand' || s.hand.toAct === null) return;
  const hand = s.hand;
  const actor = hand.players.find((p) => p.seat === hand.toAct);
  if (!actor || actor.folded || actor.allIn) throw new Error(`seat ${hand.toAct} cannot act`);
  const others = hand.players.filter((p) => p !== actor && !p.folded && !p.allIn);
  if (others.length === 0 && actor.streetBet >= hand.currentBet)
    throw new Error(`seat ${actor.seat} asked to act alone, owing nothing`);
}

/** Plays up to `hands` hands at a table seated with `stacks`, checking every event. */
function play(options: Partial<HoldemOptions>, stacks: number[], seed: number, hands: number): number {
  const rng = createRng(seededSource(seed));
  let s = table(Object.fromEntries(stacks.map((x, i) => [i + 1, x])), options);
  const brought = stacks.reduce((a, b) => a + b, 0);
  let played = 0;
  let now = 0;
  for (let guard = 0; played < hands && guard < hands * 400; guard++) {
    now += 1_000;
    const command: HoldemCommand = anyAction(s, rng) ?? { type: 'StartHand' };
    const d = decide(s, command, { rng, now });
    if (!d.ok) {
      if (command.type === 'StartHand') break; // fewer than two players with chips
      continue; // randomAction may try an all in above a pot limit: refused, nothing changed
    }
    let ending: Contribution[] | null = null;
    const paid: { amount: number; eligible: number[] }[] = [];
    const returned: Record<number, number> = {};
    for (const e of d.events) {
      if (s.phase === 'inHand' && ending === null && isEnding(e))
        ending = s.hand.players.map((p) => ({ seat: p.seat, committed: p.committed, folded: p.folded }));
      if (e.type === 'PotAwarded' && s.phase === 'inHand') {
        const folded = new Set(s.hand.players.filter((p) => p.folded).map((p) => p.seat));
        if (e.eligible.some((x) => folded.has(x))) throw new Error('a folded player may claim a pot');
        if (e.winners.some((w) => !e.eligible.includes(w.seat)))
          throw new Error('a winner not among the claimants');
        if (e.winners.length === 0) throw new Error('a pot without a winner');
        paid.push({ amount: e.amount, eligible: [...e.eligible] });
      }
      if (e.type === 'UncalledBetReturned') returned[e.seat] = (returned[e.seat] ?? 0) + e.amount;
      s = evolve(s, e);
      if (chipsAtTable(s) !== brought) throw new Error(`chips not conserved after ${e.type}`);
      if (e.type === 'HandEnded') played++;
    }
    checkAsked(s);
    if (ending !== null) expect({ returned, pots: paid }).toEqual(reference(ending));
  }
  return played;
}

function isEnding(e: HoldemEvent): boolean {
  return e.type === 'UncalledBetReturned' || e.type === 'HandsShown' || e.type === 'PotAwarded';
}

const stackArb = fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 400, max: 30_000 }));

describe("hold'em side pots, properties (issue 10 §7)", () => {
  it('the engine returns and pots exactly what the reference builder does, for any contributions', () => {
    fc.assert(
      fc.property(contributionsArb, (players) => {
        expect(engine(players)).toEqual(reference(players));
      }),
      { numRuns: 2_000 },
    );
  });

  it('random hands of 2–10 players: chips conserved, pots to claimants, no lone player asked to act', () => {
    fc.assert(
      fc.property(
        fc.array(stackArb, { minLength: 2, maxLength: 10 }),
        fc.constantFrom<HoldemOptions['structure']>('noLimit', 'potLimit', 'fixedLimit'),
        fc.constantFrom(0, 25),
        fc.integer(),
        (stacks, structure, ante, seed) => {
          const options = {
            ...DEFAULT_OPTIONS,
            seats: 10,
            structure,
            ante: cents(ante),
            caveMinimum: cents(1),
          };
          expect(play(options, stacks, seed, 15)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
