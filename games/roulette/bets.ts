// Roulette bets of the walking skeleton: plein and the six chances simples (RULES.md A.2).
// The complete set (chevaux, transversales, carrés, sixains, douzaines, colonnes, annonces) is
// the wheel-rules issue's.
import { RED_NUMBERS } from './layout.ts';

/** The six chances simples. */
export const CHANCES = ['rouge', 'noir', 'pair', 'impair', 'manque', 'passe'] as const;

/** One of the six chances simples. */
export type Chance = (typeof CHANCES)[number];

/** Where a chip lies on the layout. */
export type RouletteSpot = { kind: 'plein'; number: number } | { kind: 'chance'; chance: Chance };

/** True when pocket `n` (1–36; zero belongs to no chance) wins the chance simple. */
export function chanceCovers(chance: Chance, n: number): boolean {
  if (n < 1 || n > 36) return false;
  switch (chance) {
    case 'rouge':
      return RED_NUMBERS.has(n);
    case 'noir':
      return !RED_NUMBERS.has(n);
    case 'pair':
      return n % 2 === 0;
    case 'impair':
      return n % 2 === 1;
    case 'manque':
      return n <= 18;
    case 'passe':
      return n >= 19;
  }
}

/** The numbers a spot covers, in ascending order. */
export function spotCovers(spot: RouletteSpot): number[] {
  if (spot.kind === 'plein') return [spot.number];
  const out: number[] = [];
  for (let n = 1; n <= 36; n++) if (chanceCovers(spot.chance, n)) out.push(n);
  return out;
}

/** A stable key naming a spot ("plein-17", "rouge") for aggregating stakes and limits. */
export function spotKey(spot: RouletteSpot): string {
  return spot.kind === 'plein' ? `plein-${spot.number}` : spot.chance;
}
