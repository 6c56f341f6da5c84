import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS, type HoldemOptions } from '../options.ts';
import { type HoldemEvent, type HoldemState, initialState } from '../state.ts';
import { view } from '../view.ts';
import { chipsAtTable } from './helpers.ts';
import { randomAction, randomBetweenHands } from './randomPlay.ts';

/** Plays `hands` hands of random legal play, checking invariants after every event. */
function play(
  options: HoldemOptions,
  seed: number,
  hands: number,
  deep: boolean,
): { start: HoldemState; end: HoldemState; log: HoldemEvent[]; played: number } {
  const rng = createRng(seededSource(seed));
  let s = initialState(options);
  const log: HoldemEvent[] = [];
  let played = 0;
  let now = 0;
  const apply = (e: HoldemEvent): void => {
    if (e.type === 'PotAwarded' && s.phase === 'inHand') {
      const folded = new Set(s.hand.players.filter((p) => p.folded).map((p) => p.seat));
      // A folded player is never eligible, and only eligible players win.
      if (e.eligible.some((x) => folded.has(x)) || e.winners.some((w) => !e.eligible.includes(w.seat)))
        throw new Error('folded or ineligible winner');
    }
    s = evolve(s, e);
    if (deep) log.push(e);
    // Chips conserved after every event: stacks + pots + rake = what the players brought.
    if (chipsAtTable(s) !== s.netBrought) throw new Error(`chips not conserved after ${e.type}`);
  };
  for (let guard = 0; played < hands && guard < hands * 200; guard++) {
    now += 1_000;
    const ctx = { rng, now };
    const command = randomAction(s, rng) ?? randomBetweenHands(s, rng);
    const d = decide(s, command, ctx);
    if (!d.ok) continue;
    for (const e of d.events) {
      apply(e);
      if (e.type === 'HandEnded') played++;
    }
    if (deep && s.phase === 'inHand') {
      // Views: a seat sees only its own hole cards; the display sees none before the showdown.
      for (const viewer of [null, ...s.hand.players.map((p) => p.seat)]) {
        for (const seatView of view(s, viewer).seats) {
          if (seatView.cards !== null && seatView.seat !== viewer && !(seatView.seat in s.hand.shown))
            throw new Error('hole cards leaked');
        }
      }
    }
  }
  return { start: initialState(options), end: s, log, played };
}

const optionsArb = fc.record({
  structure: fc.constantFrom<HoldemOptions['structure']>('noLimit', 'potLimit', 'fixedLimit'),
  minRaise: fc.constantFrom<HoldemOptions['minRaise']>('increment', 'double'),
  ante: fc.constantFrom(0, 1, 25).map(cents),
  rakeUnit: fc.constantFrom(1, 10, 100).map(cents),
  seats: fc.integer({ min: 2, max: 10 }),
});

describe("hold'em properties", () => {
  it('conserves chips, never pays a folded player, replays to the live state and never leaks a hand', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer(), (opts, seed) => {
        const options = { ...DEFAULT_OPTIONS, ...opts };
        const { start, end, log, played } = play(options, seed, 30, true);
        expect(played).toBeGreaterThan(0);
        expect(log.reduce(evolve, start)).toEqual(end);
        expect(JSON.parse(JSON.stringify(end))).toEqual(end);
      }),
      { numRuns: 60 },
    );
  });

  // 2 to 6 seats here to keep the file fast; the fast-check runs above cover up to 10 seats.
  it('plays 10⁵ hands of random legal play without a throw, conserving chips at every event', () => {
    let played = 0;
    const structures = ['noLimit', 'potLimit', 'fixedLimit'] as const;
    for (let seed = 0; played < 100_000; seed++) {
      const options = {
        ...DEFAULT_OPTIONS,
        structure: structures[seed % 3]!,
        ante: cents(seed % 2 === 0 ? 0 : 25),
        seats: 2 + (seed % 9),
      };
      played += play(options, seed, 5_000, false).played;
    }
    expect(played).toBeGreaterThanOrEqual(100_000);
  }, 120_000);
});
