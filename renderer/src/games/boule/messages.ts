// The boule screen's texts, French first and English complete, in vue-i18n's message format
// ({name} is filled in), registered as the `boule` namespace of the renderer's vue-i18n. Seed 002 is quoted for the rule lines.
import { defineMessages } from '../../i18n/i18n.ts';

/** French texts of the boule screen. */
const fr = {
  title: 'BOULE',
  gameName: 'Boule',
  // Seed 002: "lorsque le numéro 5 est sortant, la totalité des mises sur les chances simples est perdante".
  rule: 'Le 5 sorti, toutes les chances simples perdent   ·   Plein payé 7 fois la mise, chance simple 1 fois',
  limits: 'Mise minimum {minimum}   ·   Plein maximum {maxPlein}   ·   Chances simples maximum {maxChance}',
  manque: 'MANQUE',
  manqueRange: '1 à 4',
  passe: 'PASSE',
  passeRange: '6 à 9',
  pair: 'PAIR',
  impair: 'IMPAIR',
  rouge: 'ROUGE',
  noir: 'NOIR',
  announceFive: '5 : les chances simples perdent',
  voided: 'Coup annulé : toutes les mises sont recréditées',
} as const;

/** English texts of the boule screen: exactly the French keys. */
const en: Readonly<Record<keyof typeof fr, string>> = {
  title: 'BOULE',
  gameName: 'Boule',
  rule: 'When 5 comes out every even-money bet loses   ·   Straight up pays 7 to 1, even money 1 to 1',
  limits: 'Minimum stake {minimum}   ·   Straight up maximum {maxPlein}   ·   Even money maximum {maxChance}',
  manque: 'LOW',
  manqueRange: '1 to 4',
  passe: 'HIGH',
  passeRange: '6 to 9',
  pair: 'EVEN',
  impair: 'ODD',
  rouge: 'RED',
  noir: 'BLACK',
  announceFive: '5: even-money bets lose',
  voided: 'Round void: every stake is refunded',
};

/** The boule screen's messages by language. */
export const bouleMessages = { fr, en } as const;

/** A key of the boule messages. */
export type BouleMessageKey = keyof typeof fr;

/** Reads a boule text in `lang`, `{name}` placeholders filled from `named` (vue-i18n). */
export const bt = defineMessages('boule', bouleMessages);
