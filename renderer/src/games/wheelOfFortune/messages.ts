// The wheel of fortune screen's texts, French first and English complete, in vue-i18n's message
// format ({name} is filled in), registered as the `wheelOfFortune` namespace of the renderer's vue-i18n. Seed 000 is quoted for the rule lines.
import { defineMessages } from '../../i18n/i18n.ts';

/** French texts of the wheel of fortune screen. */
const fr = {
  title: 'ROUE DE LA CHANCE',
  gameName: 'Roue de la chance',
  ratio: '{ratio} pour 1',
  ratioPlus: '{ratio} contre 1',
  maximum: 'max. {amount}',
  bonus: 'BONUS',
  bonusFixed: 'mise fixe {amount}',
  // RULES.md A.4: the reading is a table option, stated on the paytable.
  rulePour:
    'Gain « N pour 1 » : N fois la mise, mise comprise   ·   Deux tours au moins ; une anomalie annule le lancer, mises recréditées',
  rulePlus:
    'Gain : N fois la mise, plus la mise   ·   Deux tours au moins ; une anomalie annule le lancer, mises recréditées',
  limits: 'Mise minimum {minimum}   ·   Bonus : mise fixe {bonusStake}',
  bonusStrip: 'Roue bonus, qui tourne seule sur violet : la mise fixe est payée {ratios} pour 1',
  bonusSpin: 'Bonus ! La roue bonus tourne',
  bonusResult: 'Bonus {ratio} pour 1',
  voided: 'Lancer annulé : toutes les mises sont recréditées',
} as const;

/** English texts of the wheel of fortune screen: exactly the French keys. */
const en: Readonly<Record<keyof typeof fr, string>> = {
  title: 'WHEEL OF FORTUNE',
  gameName: 'Wheel of fortune',
  ratio: '{ratio} for 1',
  ratioPlus: '{ratio} to 1',
  maximum: 'max. {amount}',
  bonus: 'BONUS',
  bonusFixed: 'fixed stake {amount}',
  rulePour:
    'Win "N for 1": N times the stake, stake included   ·   Two turns at least; an anomaly voids the spin, stakes refunded',
  rulePlus:
    'Win: N times the stake, plus the stake   ·   Two turns at least; an anomaly voids the spin, stakes refunded',
  limits: 'Minimum stake {minimum}   ·   Bonus: fixed stake {bonusStake}',
  bonusStrip: 'Bonus wheel, turning by itself on purple: the fixed stake is paid {ratios} for 1',
  bonusSpin: 'Bonus! The bonus wheel turns',
  bonusResult: 'Bonus {ratio} for 1',
  voided: 'Spin void: every stake is refunded',
};

/** The wheel of fortune screen's messages by language. */
export const wheelOfFortuneMessages = { fr, en } as const;

/** A key of the wheel of fortune messages. */
export type WheelOfFortuneMessageKey = keyof typeof fr;

/** Reads a wheelOfFortune text in `lang`, `{name}` placeholders filled from `named` (vue-i18n). */
export const wt = defineMessages('wheelOfFortune', wheelOfFortuneMessages);
