// Announced bets (RULES.md A.2; Part B §5.4; art. 67-5 of seed 000): each expands into its exact
// chips, which are what is staked, checked against the limits and paid.
import { type RouletteSpot } from './bets.ts';
import { WHEEL_ORDER } from './layout.ts';

/** An announced bet. `finaleCheval` names the pair d/d+3 by its low digit d (0–6). */
export type Annonce =
  | { readonly kind: 'voisinsDuZero' }
  | { readonly kind: 'tiers' }
  | { readonly kind: 'orphelins' }
  | { readonly kind: 'jeuZero' }
  | { readonly kind: 'finalePlein'; readonly digit: number }
  | { readonly kind: 'finaleCheval'; readonly low: number }
  | { readonly kind: 'voisins'; readonly number: number; readonly k: number };

/** One chip of an expansion: a spot and how many unit stakes lie on it. */
export interface AnnonceChip {
  /** Where the chip lies. */
  readonly spot: RouletteSpot;
  /** Number of unit stakes (2 for the doubled chips of voisins du zéro). */
  readonly units: number;
}

const plein = (n: number): AnnonceChip => ({ spot: { kind: 'plein', number: n }, units: 1 });
const cheval = (a: number, b: number): AnnonceChip => ({
  spot: { kind: 'cheval', numbers: [a, b] },
  units: 1,
});

/** True when an annonce's parameters are in range (digit 0–9, low 0–6, number 0–36, k 1–18). */
export function isLegalAnnonce(a: Annonce): boolean {
  const int = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;
  switch (a.kind) {
    case 'finalePlein':
      return int(a.digit, 0, 9);
    case 'finaleCheval':
      return int(a.low, 0, 6);
    case 'voisins':
      // 2k + 1 ≤ 37 pockets: k up to 18 covers the whole wheel once.
      return int(a.number, 0, 36) && int(a.k, 1, 18);
    case 'voisinsDuZero':
    case 'tiers':
    case 'orphelins':
    case 'jeuZero':
      return true;
    default:
      // A kind the schema should have stopped: refuse it rather than expand nothing.
      return false;
  }
}

/** The chips of an annonce, each with its unit count (Part B §5.4; [GAP] finales à cheval below). */
export function expandAnnonce(a: Annonce): AnnonceChip[] {
  switch (a.kind) {
    case 'voisinsDuZero':
      // 9 chips: 0-2-3 ×2; 4/7, 12/15, 18/21, 19/22, 32/35; carré 25-26-28-29 ×2.
      return [
        { spot: { kind: 'transversale', numbers: [0, 2, 3] }, units: 2 },
        cheval(4, 7),
        cheval(12, 15),
        cheval(18, 21),
        cheval(19, 22),
        cheval(32, 35),
        { spot: { kind: 'carre', numbers: [25, 26, 28, 29] }, units: 2 },
      ];
    case 'tiers':
      return [cheval(5, 8), cheval(10, 11), cheval(13, 16), cheval(23, 24), cheval(27, 30), cheval(33, 36)];
    case 'orphelins':
      return [plein(1), cheval(6, 9), cheval(14, 17), cheval(17, 20), cheval(31, 34)];
    case 'jeuZero':
      return [cheval(0, 3), cheval(12, 15), cheval(32, 35), plein(26)];
    case 'finalePlein':
      return Array.from({ length: 37 }, (_, n) => n)
        .filter((n) => n % 10 === a.digit)
        .map(plein);
    case 'finaleCheval':
      // [GAP] conventional reading: every cheval n / n+3 with n ending in d (0/3 … 6/9).
      return Array.from({ length: 34 }, (_, n) => n)
        .filter((n) => n % 10 === a.low && n + 3 <= 36)
        .map((n) => cheval(n, n + 3));
    case 'voisins': {
      const at = WHEEL_ORDER.indexOf(a.number);
      return Array.from({ length: 2 * a.k + 1 }, (_, i) =>
        plein(WHEEL_ORDER[(at - a.k + i + 2 * WHEEL_ORDER.length) % WHEEL_ORDER.length] as number),
      );
    }
  }
}
