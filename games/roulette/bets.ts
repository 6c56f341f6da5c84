// Roulette bets (RULES.md A.2, Part B §5.2): every combination of the single-zero layout, as data
// a hub can validate, key, aggregate for limits and settle.
import { RED_NUMBERS } from './layout.ts';

/** The six chances simples. */
export const CHANCES = ['rouge', 'noir', 'pair', 'impair', 'manque', 'passe'] as const;

/** One of the six chances simples. */
export type Chance = (typeof CHANCES)[number];

/** The inside combinations named by the numbers they cover, ascending (see combinations.ts). */
export type InsideKind = 'cheval' | 'transversale' | 'carre' | 'sixain';

/** Where a chip lies on the layout. `plein` and `chance` are the skeleton's shapes, unchanged. */
export type RouletteSpot =
  | { kind: 'plein'; number: number }
  | { kind: 'chance'; chance: Chance }
  | { kind: 'cheval'; numbers: readonly number[] }
  | { kind: 'transversale'; numbers: readonly number[] }
  | { kind: 'carre'; numbers: readonly number[] }
  | { kind: 'sixain'; numbers: readonly number[] }
  | { kind: 'douzaine'; dozen: number }
  | { kind: 'colonne'; column: number }
  | { kind: 'deuxDouzaines'; first: number }
  | { kind: 'deuxColonnes'; first: number };

/** Every spot kind, in paytable order. */
export const SPOT_KINDS = [
  'plein',
  'cheval',
  'transversale',
  'carre',
  'sixain',
  'douzaine',
  'colonne',
  'deuxDouzaines',
  'deuxColonnes',
  'chance',
] as const;

/** The kind of a spot. */
export type SpotKind = (typeof SPOT_KINDS)[number];

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

/** The numbers 1–36 of douzaine `d` (1: 1–12, 2: 13–24, 3: 25–36). */
function dozen(d: number): number[] {
  return Array.from({ length: 12 }, (_, i) => 12 * (d - 1) + i + 1);
}

/** The numbers of colonne `c` (1: 1, 4 … 34; 2: 2, 5 … 35; 3: 3, 6 … 36). */
function column(c: number): number[] {
  return Array.from({ length: 12 }, (_, i) => 3 * i + c);
}

/** The numbers a spot covers, in ascending order (zero is covered only by inside bets naming it). */
export function spotCovers(spot: RouletteSpot): number[] {
  switch (spot.kind) {
    case 'plein':
      return [spot.number];
    case 'chance': {
      const out: number[] = [];
      for (let n = 1; n <= 36; n++) if (chanceCovers(spot.chance, n)) out.push(n);
      return out;
    }
    case 'cheval':
    case 'transversale':
    case 'carre':
    case 'sixain':
      return [...spot.numbers];
    case 'douzaine':
      return dozen(spot.dozen);
    case 'colonne':
      return column(spot.column);
    case 'deuxDouzaines':
      return [...dozen(spot.first), ...dozen(spot.first + 1)];
    case 'deuxColonnes':
      return [...column(spot.first), ...column(spot.first + 1)].sort((a, b) => a - b);
  }
}

/** True when the spot covers pocket `pocket`, without building its list (the settlement hot path). */
export function spotCoversPocket(spot: RouletteSpot, pocket: number): boolean {
  const dozenOf = pocket >= 1 ? Math.ceil(pocket / 12) : 0;
  const columnOf = pocket >= 1 ? ((pocket - 1) % 3) + 1 : 0;
  switch (spot.kind) {
    case 'plein':
      return spot.number === pocket;
    case 'chance':
      return chanceCovers(spot.chance, pocket);
    case 'cheval':
    case 'transversale':
    case 'carre':
    case 'sixain':
      return spot.numbers.includes(pocket);
    case 'douzaine':
      return dozenOf === spot.dozen;
    case 'colonne':
      return columnOf === spot.column;
    case 'deuxDouzaines':
      return dozenOf === spot.first || dozenOf === spot.first + 1;
    case 'deuxColonnes':
      return columnOf === spot.first || columnOf === spot.first + 1;
  }
}

/** A stable key naming a spot ("plein-17", "rouge", "cheval-17-20") for aggregating stakes and limits. */
export function spotKey(spot: RouletteSpot): string {
  switch (spot.kind) {
    case 'plein':
      return `plein-${spot.number}`;
    case 'chance':
      return spot.chance;
    case 'cheval':
    case 'transversale':
    case 'carre':
    case 'sixain':
      return `${spot.kind}-${spot.numbers.join('-')}`;
    case 'douzaine':
      return `douzaine-${spot.dozen}`;
    case 'colonne':
      return `colonne-${spot.column}`;
    case 'deuxDouzaines':
      return `deux-douzaines-${spot.first}-${spot.first + 1}`;
    case 'deuxColonnes':
      return `deux-colonnes-${spot.first}-${spot.first + 1}`;
  }
}
