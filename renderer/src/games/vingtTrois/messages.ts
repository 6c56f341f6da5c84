// The vingt-trois screen's texts, French first and English complete, in vue-i18n's message
// format ({name} is filled in), registered as the `vingtTrois` namespace of the renderer's vue-i18n. Seed 002 is quoted for the rule lines.
import { defineMessages } from '../../i18n/i18n.ts';

/** French texts of the vingt-trois screen. */
const fr = {
  title: 'VINGT-TROIS',
  gameName: 'Vingt-trois',
  // Seed 002: "lorsque le numéro 13 sort, la totalité des mises sur les chances simples est perdante".
  rule: 'Le 13 sorti, rouge et noir perdent   ·   Plein : 1 à 4 payés 23 fois, 5 à 11 payés 11 fois, 12 à 14 payés 7 fois   ·   Rouge, noir 1 fois',
  limits: 'Mise minimum {minimum}   ·   Plein maximum {maxPlein}   ·   Rouge, noir maximum {maxChance}',
  rouge: 'ROUGE',
  noir: 'NOIR',
  announceThirteen: '13 : rouge et noir perdent',
  voided: 'Coup annulé : toutes les mises sont recréditées',
} as const;

/** English texts of the vingt-trois screen: exactly the French keys. */
const en: Readonly<Record<keyof typeof fr, string>> = {
  title: 'VINGT-TROIS',
  gameName: 'Vingt-trois',
  rule: 'When 13 comes out red and black lose   ·   Straight up: 1–4 pay 23 to 1, 5–11 pay 11 to 1, 12–14 pay 7 to 1   ·   Red, black 1 to 1',
  limits: 'Minimum stake {minimum}   ·   Straight up maximum {maxPlein}   ·   Red, black maximum {maxChance}',
  rouge: 'RED',
  noir: 'BLACK',
  announceThirteen: '13: red and black lose',
  voided: 'Round void: every stake is refunded',
};

/** The vingt-trois screen's messages by language. */
export const vingtTroisMessages = { fr, en } as const;

/** A key of the vingt-trois messages. */
export type VingtTroisMessageKey = keyof typeof fr;

/** Reads a vingtTrois text in `lang`, `{name}` placeholders filled from `named` (vue-i18n). */
export const vt = defineMessages('vingtTrois', vingtTroisMessages);
