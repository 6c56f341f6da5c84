// The words painted on the roulette felt and racetrack (games/roulette/feltLayout.ts and
// racetrack.ts name them by message key): the vue-i18n namespace `rouletteFelt` (issue 11 §1),
// French first, English complete.
import { defineMessages } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/language.ts';

const fr = {
  colonneBox: '2 à 1',
  douzaine1: '1re douzaine',
  douzaine2: '2e douzaine',
  douzaine3: '3e douzaine',
  manque: 'MANQUE 1-18',
  pair: 'PAIR',
  impair: 'IMPAIR',
  passe: 'PASSE 19-36',
  tiers: 'Tiers',
  orphelins: 'Orphelins',
  voisinsDuZero: 'Voisins du zéro',
  jeuZero: 'Zéro',
  finales: 'Finales',
} as const;

/** A word of the felt. */
export type FeltWord = keyof typeof fr;

const en: Readonly<Record<FeltWord, string>> = {
  colonneBox: '2 to 1',
  douzaine1: '1st 12',
  douzaine2: '2nd 12',
  douzaine3: '3rd 12',
  manque: '1-18',
  pair: 'EVEN',
  impair: 'ODD',
  passe: '19-36',
  tiers: 'Tiers',
  orphelins: 'Orphelins',
  voisinsDuZero: 'Voisins',
  jeuZero: 'Zero',
  finales: 'Finals',
};

const felt = defineMessages<FeltWord>('rouletteFelt', { fr, en });

/** True when `message` is a word of the felt (a key of the namespace). */
function isFeltWord(message: string): message is FeltWord {
  return Object.hasOwn(fr, message);
}

/** The wording function the kit calls for a message key; an unknown key is shown as is (a data bug). */
export function feltWording(lang: Language): (message: string) => string {
  return (message) => (isFeltWord(message) ? felt(lang, message) : message);
}
