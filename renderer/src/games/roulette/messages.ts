// The roulette screen's own texts (vue-i18n namespace `roulette`), French first, English
// complete; the shell's texts are in renderer/src/i18n/messages.ts.
import { defineMessages } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/language.ts';

const fr = {
  title: 'Roulette anglaise électronique',
  lastWin: 'Gain du dernier coup',
  lastResults: 'Derniers numéros',
  betting: 'Faites vos jeux',
  noMoreBets: 'Rien ne va plus',
  winningNumber: 'Numéro gagnant',
  zero: 'Zéro',
  rouge: 'Rouge',
  noir: 'Noir',
  pair: 'Pair',
  impair: 'Impair',
  manque: 'Manque',
  passe: 'Passe',
  manqueRange: '1 à 18',
  passeRange: '19 à 36',
} as const;

/** A key of the roulette texts. */
export type RouletteMessageKey = keyof typeof fr;

const en: Readonly<Record<RouletteMessageKey, string>> = {
  title: 'Electronic English roulette',
  lastWin: 'Last round win',
  lastResults: 'Last numbers',
  betting: 'Place your bets',
  noMoreBets: 'No more bets',
  winningNumber: 'Winning number',
  zero: 'Zero',
  rouge: 'Red',
  noir: 'Black',
  pair: 'Even',
  impair: 'Odd',
  manque: 'Low',
  passe: 'High',
  manqueRange: '1 to 18',
  passeRange: '19 to 36',
};

const roulette = defineMessages<RouletteMessageKey>('roulette', { fr, en });

/** The roulette screen's text for `key` in `lang`. */
export function rt(lang: Language, key: RouletteMessageKey): string {
  return roulette(lang, key);
}
