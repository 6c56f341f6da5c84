// A spot named as the player reads it: "Plein 17", "Cheval 17-20", "Carré 0-1-2-3", "Rouge".
import { defineMessages } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/language.ts';
import { rouletteSpotForKey } from './spotByKey.ts';

const fr = {
  plein: 'Plein',
  cheval: 'Cheval',
  transversale: 'Transversale pleine',
  carre: 'Carré',
  sixain: 'Sixain',
  douzaine: 'Douzaine',
  colonne: 'Colonne',
  deuxDouzaines: 'Deux douzaines',
  deuxColonnes: 'Deux colonnes',
  rouge: 'Rouge',
  noir: 'Noir',
  pair: 'Pair',
  impair: 'Impair',
  manque: 'Manque (1-18)',
  passe: 'Passe (19-36)',
} as const;

/** A word naming a spot's kind or chance. */
type SpotWord = keyof typeof fr;

const en: Readonly<Record<SpotWord, string>> = {
  plein: 'Straight up',
  cheval: 'Split',
  transversale: 'Street',
  carre: 'Corner',
  sixain: 'Six line',
  douzaine: 'Dozen',
  colonne: 'Column',
  deuxDouzaines: 'Two dozens',
  deuxColonnes: 'Two columns',
  rouge: 'Red',
  noir: 'Black',
  pair: 'Even',
  impair: 'Odd',
  manque: 'Low (1-18)',
  passe: 'High (19-36)',
};

// The vue-i18n namespace `rouletteSpot` (issue 11 §1).
const word = defineMessages<SpotWord>('rouletteSpot', { fr, en });

/** The name of the spot of `key` in `lang`, or the key itself when it is no spot. */
export function spotName(key: string, lang: Language): string {
  const spot = rouletteSpotForKey(key);
  const w = (k: SpotWord) => word(lang, k);
  if (!spot) return key;
  switch (spot.kind) {
    case 'plein':
      return `${w('plein')} ${spot.number}`;
    case 'chance':
      return w(spot.chance);
    case 'cheval':
    case 'transversale':
    case 'carre':
    case 'sixain':
      return `${w(spot.kind)} ${spot.numbers.join('-')}`;
    case 'douzaine':
      return `${w('douzaine')} ${spot.dozen}`;
    case 'colonne':
      return `${w('colonne')} ${spot.column}`;
    case 'deuxDouzaines':
      return `${w('deuxDouzaines')} ${spot.first}-${spot.first + 1}`;
    case 'deuxColonnes':
      return `${w('deuxColonnes')} ${spot.first}-${spot.first + 1}`;
  }
}
