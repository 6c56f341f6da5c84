// Properties of the shared lifecycle for boule, vingt-trois and the wheel (roulette has its own in
// roulette/__tests__/round.test.ts): conservation, refunds on void, replay = live, views.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, cents, sum } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import { BOULE_CHANCES, type BouleSpot, DEFAULT_BOULE_OPTIONS, bouleRules } from '../../boule/rules.ts';
import { DEFAULT_VT_OPTIONS, type VtSpot, vingtTroisRules } from '../../vingtTrois/rules.ts';
import { WHEEL_SYMBOL_LIST } from '../../wheelOfFortune/layout.ts';
import { DEFAULT_WHEEL_OPTIONS, type WheelSpot, wheelRules } from '../../wheelOfFortune/rules.ts';
import { decide } from '../decide.ts';
import { evolve, replay } from '../evolve.ts';
import { type Command, type Event, createTable } from '../state.ts';
import type { WheelRules } from '../types.ts';
import { view } from '../view.ts';
import { comite, croupier } from './harness.ts';

function check<S, O, P>(rules: WheelRules<S, S, O, P>, options: P, spots: fc.Arbitrary<S>) {
  const spin = fc.record({
    bets: fc.array(
      fc.record({
        seat: fc.integer({ min: 1, max: 3 }),
        spot: spots,
        unit: fc.integer({ min: 100, max: 3000 }),
      }),
      { maxLength: 6 },
    ),
    turns: fc.integer({ min: 0, max: 6 }),
    anomaly: fc.boolean(),
    sameDirection: fc.boolean(),
  });
  fc.assert(
    fc.property(fc.array(spin, { minLength: 1, maxLength: 4 }), fc.integer(), (spins, seed) => {
      const rng = createRng(seededSource(seed));
      const ctx = { rng, now: 5 };
      let state = createTable<S, P>(options, null);
      const events: Event<S, S, O>[] = [];
      const apply = (cmd: Command<S, O>): void => {
        const d = decide(rules, state, cmd, ctx);
        if (!d.ok) return;
        for (const e of d.events) {
          events.push(e);
          state = evolve(state, e);
          for (const seat of [1, 2, 3])
            expect(view(state, seat).myChips.every((c) => c.seat === seat)).toBe(true);
          if (e.type === 'RoundSettled') {
            const s = e.settlement;
            expect(add(s.stakes, s.carriedIn)).toBe(add(add(s.returned, s.held), s.houseResult));
            expect(sum(s.transfers.map((t) => t.amount))).toBe(s.returned);
          }
        }
      };
      apply({ type: 'OpenSession', openedBy: croupier, validatedBy: comite });
      spins.forEach((sp, i) => {
        apply({ type: 'OpenRound' });
        let staked = cents(0);
        sp.bets.forEach((b, j) => {
          const before = events.length;
          apply({
            type: 'PlaceBet',
            betId: `${i}-${j}`,
            seat: b.seat,
            playerMinimum: cents(0),
            bet: b.spot,
            unit: cents(b.unit),
          });
          const placed = events[before];
          if (placed?.type === 'BetPlaced') staked = add(staked, sum(placed.chips.map((c) => c.stake)));
        });
        apply({ type: 'CloseBets', trigger: 'detector' });
        // Usually the other way from the last spin; sometimes the same way (an incident).
        const other = state.lastDirection === 'clockwise' ? 'anticlockwise' : 'clockwise';
        const direction = sp.sameDirection && state.lastDirection !== null ? state.lastDirection : other;
        apply({
          type: 'ReportResult',
          outcome: rules.draw(options, rng),
          direction,
          turns: sp.turns + rules.minTurns - 1,
          anomaly: sp.anomaly && sp.turns === 0,
        });
        const last = events.at(-1);
        // A void gives back exactly what was staked in the spin.
        if (last?.type === 'RoundVoided') expect(sum(last.refunds.map((r) => r.amount))).toBe(staked);
      });
      expect(replay(createTable<S, P>(options, null), events)).toEqual(state);
    }),
    { numRuns: 120 },
  );
}

describe('wheel-round lifecycle properties', () => {
  it('boule', () => {
    const spots = fc.oneof(
      fc.integer({ min: 1, max: 9 }).map((number): BouleSpot => ({ kind: 'plein', number })),
      fc.constantFrom(...BOULE_CHANCES).map((chance): BouleSpot => ({ kind: 'chance', chance })),
    );
    check(bouleRules, DEFAULT_BOULE_OPTIONS, spots);
  });
  it('vingt-trois', () => {
    const spots = fc.oneof(
      fc.integer({ min: 1, max: 14 }).map((number): VtSpot => ({ kind: 'plein', number })),
      fc
        .constantFrom('rouge' as const, 'noir' as const)
        .map((chance): VtSpot => ({ kind: 'chance', chance })),
    );
    check(vingtTroisRules, DEFAULT_VT_OPTIONS, spots);
  });
  it('wheel of fortune', () => {
    check(
      wheelRules,
      DEFAULT_WHEEL_OPTIONS,
      fc.constantFrom(...WHEEL_SYMBOL_LIST).map((symbol): WheelSpot => ({ symbol })),
    );
  });
});
