// Issue 13: the jackpot's bonus number is drawn on the game's own wheel, not on roulette's 37
// pockets. Given a boule table (numbers 1 to 9) with a bonus-number jackpot, when rounds open
// (variant 1) or close (variant 2), then every bonus number is one of boule's nine numbers; and
// at roulette the draw is the same single draw among 0–36 as before.
import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { createRng, seededSource } from '../../rng.ts';
import {
  type BouleOptions,
  type BouleOutcome,
  type BouleSpot,
  DEFAULT_BOULE_OPTIONS,
  bouleRules,
} from '../../boule/rules.ts';
import type { JackpotConfig } from '../../roulette/jackpot.ts';
import { DEFAULT_ROULETTE_OPTIONS } from '../../roulette/options.ts';
import { rouletteRules } from '../../roulette/rules.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { type Command, type TableState, createTable } from '../state.ts';
import type { Staff } from '../types.ts';

const croupier: Staff = { id: 'c1', role: 'croupier' };
const comite: Staff = { id: 'd1', role: 'comite' };
const jackpot = (variant: 1 | 2): JackpotConfig => ({
  variant,
  split: 'a',
  contributionBps: 100,
  resetAmount: cents(10_000),
});

/** Boule's rules with a bonus-number jackpot of `variant`. */
const bouleWithJackpot = (variant: 1 | 2) => ({ ...bouleRules, jackpot: () => jackpot(variant) });

function bonusNumbers(variant: 1 | 2, seed: number): number[] {
  const rules = bouleWithJackpot(variant);
  const ctx = { rng: createRng(seededSource(seed)), now: 1_000 };
  let s: TableState<BouleSpot, BouleOptions> = createTable(DEFAULT_BOULE_OPTIONS, cents(10_000));
  const apply = (command: Command<BouleSpot, BouleOutcome>): void => {
    const d = decide(rules, s, command, ctx);
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    s = d.events.reduce((acc, e) => evolve(acc, e), s);
  };
  apply({ type: 'OpenSession', openedBy: croupier, validatedBy: comite });
  const out: number[] = [];
  for (let i = 0; i < 60; i++) {
    apply({ type: 'OpenRound' });
    if (variant === 2) apply({ type: 'CloseBets', trigger: 'detector' });
    const n = s.round?.bonusNumber;
    if (typeof n === 'number') out.push(n);
    apply({ type: 'VoidRound', reason: 'test', by: croupier, validatedBy: comite });
  }
  return out;
}

describe('the bonus number', () => {
  it.each([1, 2] as const)("is one of boule's nine numbers (variant %i)", (variant) => {
    const drawn = bonusNumbers(variant, 13);
    expect(drawn.length).toBe(60);
    for (const n of drawn) expect(n >= 1 && n <= 9).toBe(true);
    expect(new Set(drawn).size).toBe(9);
  });

  it("is roulette's single draw among 0–36", () => {
    const options = { ...DEFAULT_ROULETTE_OPTIONS, jackpot: jackpot(1) };
    const ctx = { rng: createRng(seededSource(21)), now: 1_000 };
    const twin = createRng(seededSource(21));
    let s = createTable(options, cents(10_000));
    const opened = decide(
      rouletteRules,
      s,
      { type: 'OpenSession', openedBy: croupier, validatedBy: comite },
      ctx,
    );
    if (!opened.ok) throw new Error('not opened');
    s = opened.events.reduce((acc, e) => evolve(acc, e), s);
    const round = decide(rouletteRules, s, { type: 'OpenRound' }, ctx);
    expect(round.ok && round.events[0]).toMatchObject({ type: 'RoundOpened', bonusNumber: twin.int(37) });
  });
});
