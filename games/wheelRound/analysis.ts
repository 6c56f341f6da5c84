// Theoretical and simulated return of one bet, computed by running outcomes through the game's own
// settlement (issue 3 §8: never a typed-in figure; a prison stake follows its next spins).
import { cents } from '../money.ts';
import type { Rng } from '../rng.ts';
import { type Fraction, fadd, fdiv, fmul, frac, fsub } from './exact.ts';
import type { WheelRules } from './types.ts';

/** An outcome and its exact probability. */
export interface WeightedOutcome<O> {
  /** The outcome. */
  readonly outcome: O;
  /** Its probability. */
  readonly p: Fraction;
}

/** Exact figures of one bet. */
export interface BetAnalysis {
  /** Probability that the bet wins outright. */
  readonly probability: Fraction;
  /** Expected return per unit staked, stake included. */
  readonly rtp: Fraction;
}

// A stake large and even enough that partage halves and 1-to-2 payouts are exact.
const UNIT = cents(10_000);

/**
 * Exact return of `spot`: Σ p(o) × returned(o) / stake, where a stake sent to prison is worth the
 * expected return of a prisoner of that level, found by solving the two prison equations
 * V₁ = a₁ + b₁₁V₁ + b₁₂V₂, V₂ = a₂ + b₂₁V₁ + b₂₂V₂ exactly.
 */
export function analyseBet<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  options: P,
  spot: S,
  outcomes: readonly WeightedOutcome<O>[],
): BetAnalysis {
  const step = (level?: 1 | 2) => {
    let a = frac(0);
    const b = [frac(0), frac(0)];
    let win = frac(0);
    for (const { outcome, p } of outcomes) {
      const r = rules.settle(options, { spot, stake: UNIT }, outcome, level);
      a = fadd(a, fmul(p, frac(r.returned, UNIT)));
      if (r.outcome === 'won') win = fadd(win, p);
      if (r.outcome === 'prison') {
        const i = (r.level ?? 1) - 1;
        b[i] = fadd(b[i] as Fraction, p);
      }
    }
    return { a, b1: b[0] as Fraction, b2: b[1] as Fraction, win };
  };
  const first = step();
  if (first.b1.num === 0n && first.b2.num === 0n) return { probability: first.win, rtp: first.a };
  const l1 = step(1);
  const l2 = step(2);
  // (1 − b₁₁)V₁ − b₁₂V₂ = a₁ ; −b₂₁V₁ + (1 − b₂₂)V₂ = a₂ (Cramer).
  const m11 = fsub(frac(1), l1.b1);
  const m12 = fsub(frac(0), l1.b2);
  const m21 = fsub(frac(0), l2.b1);
  const m22 = fsub(frac(1), l2.b2);
  const det = fsub(fmul(m11, m22), fmul(m12, m21));
  const v1 = fdiv(fsub(fmul(l1.a, m22), fmul(m12, l2.a)), det);
  const v2 = fdiv(fsub(fmul(m11, l2.a), fmul(l1.a, m21)), det);
  const rtp = fadd(first.a, fadd(fmul(first.b1, v1), fmul(first.b2, v2)));
  return { probability: first.win, rtp };
}

/** A measured return with its 99 % confidence interval. */
export interface Simulated {
  /** Rounds played. */
  readonly rounds: number;
  /** Mean return per unit staked. */
  readonly rtp: number;
  /** 99 % interval (normal approximation, z = 2.5758). */
  readonly low: number;
  /** Upper bound. */
  readonly high: number;
}

/** Plays `rounds` rounds of one chip on `spot` from `rng`, following a prisoner to its release or loss. */
export function simulateBet<S, B, O, P>(
  rules: WheelRules<S, B, O, P>,
  options: P,
  spot: S,
  rounds: number,
  rng: Rng,
): Simulated {
  let total = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    let r = rules.settle(options, { spot, stake: UNIT }, rules.draw(options, rng));
    while (r.outcome === 'prison')
      r = rules.settle(options, { spot, stake: UNIT }, rules.draw(options, rng), r.level ?? 1);
    const x = r.returned / UNIT;
    total += x;
    squares += x * x;
  }
  const mean = total / rounds;
  const sd = Math.sqrt(Math.max(0, squares / rounds - mean * mean));
  const half = (2.5758 * sd) / Math.sqrt(rounds);
  return { rounds, rtp: mean, low: mean - half, high: mean + half };
}
