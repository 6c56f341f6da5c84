import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../cards/decider.ts';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { DEFAULT_OPTIONS, type Paytable } from '../options.ts';
import { SPOTS, settleBet } from '../payout.ts';
import {
  type PuntoBancoCommand,
  type PuntoBancoEvent,
  type PuntoBancoState,
  initialState,
} from '../state.ts';
import { view } from '../view.ts';

const ctxOf = (seed: number): Ctx => ({ rng: createRng(seededSource(seed)), now: 1_700_000_000_000 });

function run(
  state: PuntoBancoState,
  commands: PuntoBancoCommand[],
  ctx: Ctx,
  log: PuntoBancoEvent[],
): PuntoBancoState {
  let s = state;
  for (const c of commands) {
    const d = decide(s, c, ctx);
    if (!d.ok) continue;
    for (const e of d.events) {
      log.push(e);
      s = evolve(s, e);
    }
  }
  return s;
}

describe('punto banco engine', () => {
  it('shuffles, burns by the first card, takes bets within limits and settles a coup', () => {
    const log: PuntoBancoEvent[] = [];
    let s = run(initialState(DEFAULT_OPTIONS), [{ type: 'ShuffleShoe' }], ctxOf(1), log);
    expect(s.phase).toBe('betting');
    const shuffled = log[0]!;
    if (shuffled.type !== 'ShoeShuffled') throw new Error('expected a shuffle');
    expect(shuffled.order).toHaveLength(416);
    if (s.phase === 'betting') expect(s.shoe.cards).toHaveLength(416 - shuffled.burn);

    const at = ctxOf(2);
    expect(decide(s, { type: 'PlaceBet', seat: 1, spot: 'banco', amount: cents(80) }, at)).toMatchObject({
      ok: false,
      rejection: { code: 'belowMinimum', detail: { minimum: 100 } },
    });
    expect(decide(s, { type: 'PlaceBet', seat: 1, spot: 'banco', amount: cents(110) }, at)).toMatchObject({
      ok: false,
      rejection: { code: 'notStakeStep' },
    });
    expect(decide(s, { type: 'PlaceBet', seat: 1, spot: 'banco', amount: cents(10_020) }, at)).toMatchObject({
      ok: false,
      rejection: { code: 'aboveMaximum', detail: { maximum: 10_000 } },
    });
    s = run(
      s,
      [{ type: 'PlaceBet', seat: 1, spot: 'banco', amount: cents(1_000) }, { type: 'Deal' }],
      at,
      log,
    );
    const settled = log.find((e) => e.type === 'CoupSettled');
    expect(settled?.type === 'CoupSettled' && settled.settlements).toHaveLength(1);
    if (s.last?.winner === 'banco')
      expect(s.last.settlements[0]).toMatchObject({ returned: 1_950, commission: 50 });
  });

  it('settles every stake to the cent under both paytables (commission exact on 20-cent steps)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 1_000 }),
        fc.constantFrom<Paytable>('standard', 'alternative'),
        fc.constantFrom(...SPOTS),
        fc.constantFrom('punto', 'banco', 'egalite' as const),
        fc.integer({ min: 0, max: 9 }),
        (steps, paytable, spot, winner, bancoTotal) => {
          const stake = cents(steps * 20);
          const coup = { punto: [], banco: [], puntoTotal: 0, bancoTotal, winner };
          const r = settleBet(paytable, spot, stake, coup);
          expect(Number.isSafeInteger(r.returned) && Number.isSafeInteger(r.commission)).toBe(true);
          if (r.commission > 0) expect(r.commission * 20).toBe(stake);
          // Returned + commission is a whole multiple of half-stakes: nothing lost to rounding.
          expect((2 * (r.returned + r.commission)) % stake).toBe(0);
        },
      ),
    );
  });

  it('replays its events to the live state, and views never show the shoe', () => {
    const log: PuntoBancoEvent[] = [];
    const ctx = ctxOf(9);
    const commands: PuntoBancoCommand[] = [{ type: 'ShuffleShoe' }];
    for (let i = 0; i < 120; i++) {
      commands.push({
        type: 'PlaceBet',
        seat: 1 + (i % 3),
        spot: SPOTS[i % 3]!,
        amount: cents(100 + 20 * i),
      });
      commands.push({ type: 'Deal' });
      commands.push({ type: 'ShuffleShoe' });
    }
    const live = run(initialState(DEFAULT_OPTIONS), commands, ctx, log);
    expect(log.some((e) => e.type === 'CutCardReached')).toBe(true);
    expect(log.reduce(evolve, initialState(DEFAULT_OPTIONS))).toEqual(live);
    expect(JSON.parse(JSON.stringify(live))).toEqual(live);
    for (const seat of [null, 1, 2]) {
      const v = JSON.stringify(view(live, seat));
      expect(v).not.toContain('shoe');
      expect(v).not.toContain('"cards"');
    }
  });
});

describe('punto banco input', () => {
  it('refuses fractional or negative amounts with a rejection, never a throw', () => {
    const log: PuntoBancoEvent[] = [];
    const s = run(initialState(DEFAULT_OPTIONS), [{ type: 'ShuffleShoe' }], ctxOf(1), log);
    for (const amount of [100.5, -100, 0]) {
      expect(
        decide(s, { type: 'PlaceBet', seat: 1, spot: 'punto', amount: amount as never }, ctxOf(1)),
      ).toMatchObject({
        ok: false,
        rejection: { code: 'badAmount' },
      });
    }
  });
});
