// The maximum of every bet kind, in full under the felt (issue 11 §2: the limits readable in full;
// RULES.md A.1–A.2, art. 53: each maximum applies per player per spin to one spot).
import type { SpotKind } from '../../../../games/roulette/bets.ts';
import { formatShort } from '../../format/euros.ts';
import { defineMessages } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/language.ts';
import { rt } from './messages.ts';

const NAMES = {
  fr: {
    plein: 'Plein',
    cheval: 'Cheval',
    transversale: 'Transversale',
    carre: 'Carré',
    sixain: 'Sixain',
    douzaine: 'Douzaine',
    colonne: 'Colonne',
    deuxDouzaines: 'Deux douzaines',
    deuxColonnes: 'Deux colonnes',
    chance: 'Chance simple',
  },
  en: {
    plein: 'Straight up',
    cheval: 'Split',
    transversale: 'Street',
    carre: 'Corner',
    sixain: 'Six line',
    douzaine: 'Dozen',
    colonne: 'Column',
    deuxDouzaines: 'Two dozens',
    deuxColonnes: 'Two columns',
    chance: 'Even chance',
  },
} as const satisfies Readonly<Record<Language, Readonly<Record<SpotKind, string>>>>;

// The vue-i18n namespace `rouletteMaxima` (issue 11 §1): each kind's name in the maxima line.
const kindName = defineMessages<SpotKind>('rouletteMaxima', NAMES);

const ORDER: readonly SpotKind[] = [
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
];

/** "Maximum par spot : Plein 30 € · Cheval 60 € · …", or '' when the snapshot has no maxima. */
export function maximaText(
  maxima: Partial<Readonly<Record<SpotKind, number>>> | undefined,
  lang: Language,
): string {
  if (!maxima) return '';
  const parts = ORDER.filter((k) => maxima[k] !== undefined).map(
    (k) => `${kindName(lang, k)} ${formatShort(maxima[k] ?? 0, lang)}`,
  );
  if (parts.length === 0) return '';
  // French puts a space before the colon, English does not (the messages say so).
  return rt(lang, 'maxima', { parts: parts.join(' · ') });
}
