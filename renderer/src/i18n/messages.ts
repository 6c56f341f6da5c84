// The shell's fixed texts in both languages (vue-i18n namespace `shell`); each game's own texts
// live in its module (e.g. games/roulette/messages.ts). French is the reference.
import type { StationGame } from '../../../protocol/bridge.ts';
import { defineMessages } from './i18n.ts';
import type { Language } from './language.ts';

/** The French texts; the English table must have exactly the same keys. */
const fr = {
  credit: 'Crédit',
  pending: 'En attente',
  waitingTable: 'En attente de la table',
  tableClosed: 'Table fermée',
  chips: 'Jeton',
  pay: 'Paiement',
  voucherTitle: 'Ticket de paiement',
  voucherNumber: 'N° de validation',
  voucherAmount: 'Montant',
  voucherDate: 'Émis le',
  voucherHint: 'Présentez ce numéro à la caisse.',
  linkOnline: 'En ligne',
  linkConnecting: 'Connexion…',
  linkOffline: 'Hors ligne : mises bloquées',
  langToggle: 'English',
  // Issue 10 §2: the badge of a demo hub's screens (DemoBadge.vue).
  demo: 'DÉMO',
  demoNote: 'Crédit fictif',
  responsible:
    'Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez le 09 74 75 13 13 (appel non surtaxé)',
  titleWaiting: 'Jeux de table électroniques',
  notAvailableHere: 'Ce jeu n’est pas encore disponible sur ce poste',
  notAvailableCredit:
    'Votre crédit reste à votre disposition : touchez « Paiement » pour le retirer en ticket.',
  notAvailableStack: 'Votre tapis reste à la table ; il revient sur votre compte quand vous la quittez.',
  gameRoulette: 'Roulette anglaise électronique',
  gameBoule: 'Boule électronique',
  gameVingtTrois: 'Vingt-trois électronique',
  gameWheelOfFortune: 'Roue de la fortune électronique',
  gameBlackjack: 'Black jack électronique',
  gamePuntoBanco: 'Punto banco électronique',
  gameHoldem: 'Texas hold’em poker électronique',
} as const;

/** A key of the text tables. */
export type MessageKey = keyof typeof fr;

const en: Readonly<Record<MessageKey, string>> = {
  credit: 'Credit',
  pending: 'Pending',
  waitingTable: 'Waiting for the table',
  tableClosed: 'Table closed',
  chips: 'Chip',
  pay: 'Cash out',
  voucherTitle: 'Payment voucher',
  voucherNumber: 'Validation no.',
  voucherAmount: 'Amount',
  voucherDate: 'Issued',
  voucherHint: 'Show this number at the cashier.',
  linkOnline: 'Online',
  linkConnecting: 'Connecting…',
  linkOffline: 'Offline: betting blocked',
  langToggle: 'Français',
  demo: 'DEMO',
  demoNote: 'Play money',
  responsible:
    'Gambling involves risks: debt, isolation, addiction. For help, call 09 74 75 13 13 (free of extra charge)',
  titleWaiting: 'Electronic table games',
  notAvailableHere: 'This game is not available on this station yet',
  notAvailableCredit: 'Your credit remains yours: touch “Cash out” to take it as a voucher.',
  notAvailableStack: 'Your stack stays at the table; it returns to your account when you leave it.',
  gameRoulette: 'Electronic English roulette',
  gameBoule: 'Electronic boule',
  gameVingtTrois: 'Electronic vingt-trois',
  gameWheelOfFortune: 'Electronic wheel of fortune',
  gameBlackjack: 'Electronic blackjack',
  gamePuntoBanco: 'Electronic punto banco',
  gameHoldem: 'Electronic Texas hold’em poker',
};

const shell = defineMessages<MessageKey>('shell', { fr, en });

const GAME_KEYS: Readonly<Record<StationGame, MessageKey>> = {
  roulette: 'gameRoulette',
  boule: 'gameBoule',
  vingtTrois: 'gameVingtTrois',
  wheelOfFortune: 'gameWheelOfFortune',
  blackjack: 'gameBlackjack',
  puntoBanco: 'gamePuntoBanco',
  holdem: 'gameHoldem',
};

/** The name of `game` in `lang`. */
export function gameName(lang: Language, game: StationGame): string {
  return t(lang, GAME_KEYS[game]);
}

/** The shell's text for `key` in `lang`, with `{name}` placeholders filled from `named`. */
export function t(
  lang: Language,
  key: MessageKey,
  named?: Readonly<Record<string, string | number>>,
): string {
  return shell(lang, key, named);
}
