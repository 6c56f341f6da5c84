// Boule's statistics over the last spins: each number 1–9, the six chances and the 5 apart (it is
// in no chance, seed 002). Display only.
import { type SpinStatistics, spinStatistics } from '../wheelRound/statistics.ts';
import { BOULE_CHANCES, BOULE_CHANCE_NUMBERS, type BouleChance } from './rules.ts';

/** Boule's groups: the six chances and the 5. */
export type BouleGroup = BouleChance | 'cinq';

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The statistics of boule results (the stored pocket is the number 1–9), newest first. */
export function bouleStatistics(results: readonly number[]): SpinStatistics<number, BouleGroup> {
  const groups = Object.fromEntries(
    BOULE_CHANCES.map((c) => [c, (n: number) => BOULE_CHANCE_NUMBERS[c].includes(n)]),
  ) as Record<BouleChance, (n: number) => boolean>;
  // Seed 002: the 5 is in no chance; it is counted apart.
  return spinStatistics(results, NUMBERS, (r) => r, { ...groups, cinq: (n: number) => n === 5 });
}
