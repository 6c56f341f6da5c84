// Every fixed text of the roulette screen in both languages. French is the reference.
import type { Language } from './language.ts';

/** The French texts; the English table must have exactly the same keys. */
const fr = {
  title: 'Roulette anglaise électronique',
  credit: 'Crédit',
  pending: 'En attente',
  lastWin: 'Gain du dernier coup',
  lastResults: 'Derniers numéros',
  betting: 'Faites vos jeux',
  noMoreBets: 'Rien ne va plus',
  waitingTable: 'En attente de la table',
  tableClosed: 'Table fermée',
  winningNumber: 'Numéro gagnant',
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
  zero: 'Zéro',
  rouge: 'Rouge',
  noir: 'Noir',
  pair: 'Pair',
  impair: 'Impair',
  manque: 'Manque',
  passe: 'Passe',
  manqueRange: '1 à 18',
  passeRange: '19 à 36',
  responsible:
    'Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez le 09 74 75 13 13 (appel non surtaxé)',
} as const;

/** A key of the text tables. */
export type MessageKey = keyof typeof fr;

const en: Readonly<Record<MessageKey, string>> = {
  title: 'Electronic English roulette',
  credit: 'Credit',
  pending: 'Pending',
  lastWin: 'Last round win',
  lastResults: 'Last numbers',
  betting: 'Place your bets',
  noMoreBets: 'No more bets',
  waitingTable: 'Waiting for the table',
  tableClosed: 'Table closed',
  winningNumber: 'Winning number',
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
  zero: 'Zero',
  rouge: 'Red',
  noir: 'Black',
  pair: 'Even',
  impair: 'Odd',
  manque: 'Low',
  passe: 'High',
  manqueRange: '1 to 18',
  passeRange: '19 to 36',
  responsible:
    'Gambling involves risks: debt, isolation, addiction. For help, call 09 74 75 13 13 (free of extra charge)',
};

const tables: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { fr, en };

/** The text for `key` in `lang`. */
export function t(lang: Language, key: MessageKey): string {
  return tables[lang][key];
}
