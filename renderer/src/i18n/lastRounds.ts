// The closing announcement (RULES.md A.1: "the three last" balls are announced before closing).
import type { Language } from './language.ts';

const FR = ['Table en fermeture', 'Dernière bille', 'Deux dernières billes', 'Trois dernières billes'];
const EN = ['Table closing', 'Last spin', 'Last two spins', 'Last three spins'];

/** The announcement for `remaining` rounds (0–3) before the table closes. */
export function lastRoundsText(language: Language, remaining: number): string {
  const table = language === 'fr' ? FR : EN;
  return table[Math.max(0, Math.min(3, remaining))] as string;
}
