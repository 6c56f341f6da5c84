// The shell's fixed texts in both languages (vue-i18n namespace `shell`); each game's own texts
// live in its module (e.g. games/roulette/messages.ts). French is the reference.
import type { StationGame } from '../../../protocol/bridge.ts';
import { defineMessages } from './i18n.ts';
import type { Language } from './language.ts';

/** The French texts; the English table must have exactly the same keys. */
const fr = {
  credit: 'Crédit',
  stack: 'Tapis',
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
  // The table-state banner (components/TableStateBanner.vue):
  bannerOffline: 'Hors ligne depuis {time} : aucune mise ne part, rien n’est débité',
  // Issue 12 §4: since when (bannerOffline), and what the player can still do — the recall (answered
  // by the station's own store), an attendant called by a sign (the "Appel" button needs the table).
  bannerOfflineHint:
    'Crédit et mises acceptées restent à la table. Rappel des parties disponible ; si cela dure, faites signe à un employé.',
  bannerOutOfService: 'Table hors service : les mises reprendront à la remise en service',
  bannerManualCroupier: 'Mode manuel : le croupier saisit le coup',
  bannerManualComite: 'Mode manuel : validation du comité de direction attendue',
  bannerClosed: 'Table fermée',
  closingBalls0: 'Table en fermeture',
  closingBalls1: 'Dernière bille',
  closingBalls2: 'Deux dernières billes',
  closingBalls3: 'Trois dernières billes',
  closingSpins0: 'Table en fermeture',
  closingSpins1: 'Dernier lancer',
  closingSpins2: 'Deux derniers lancers',
  closingSpins3: 'Trois derniers lancers',
  closingHands0: 'Table en fermeture',
  closingHands1: 'Dernière main',
  closingHands2: 'Deux dernières mains',
  closingHands3: 'Trois dernières mains',
  closingCoups0: 'Table en fermeture',
  closingCoups1: 'Dernier coup',
  closingCoups2: 'Deux derniers coups',
  closingCoups3: 'Trois derniers coups',
  // Paiement's confirmation (components/PayPanel.vue):
  payConfirmTitle: 'Retirer votre crédit ?',
  payConfirmText: 'Tout votre crédit de {amount} sera remis en ticket de paiement.',
  payConfirmTextHidden: 'Tout votre crédit sera remis en ticket de paiement.',
  payConfirm: 'Confirmer le paiement',
  cancel: 'Annuler',
  // The side column's tools: recall, rules, the hide key.
  recall: 'Rappel des parties',
  rules: 'Règles du jeu',
  hide: 'Masquer',
  show: 'Afficher',
  hiddenAmount: '•\u00a0•\u00a0•\u00a0•\u00a0•', // no-break spaces: the mask never wraps
  close: 'Fermer',
  recallTitle: 'RAPPEL — vos 10 dernières parties',
  recallNote: 'Parties terminées ou interrompues, enregistrées par la table : ce n’est pas le jeu en cours.',
  recallEmpty: 'Aucune partie jouée à ce poste pour l’instant.',
  callButton: 'Appel',
  callTitle: 'Appeler un employé',
  callNote: 'Choisissez le motif : un employé vient à ce poste.',
  callReasonHelp: 'Aide',
  callReasonPayment: 'Paiement',
  callReasonTechnical: 'Technique',
  callReasonCard: 'Carte',
  callRegistered: 'Appel enregistré ({reason}) : un employé arrive.',
  awayButton: 'Je m’absente',
  awayLeft: 'Absence : votre place est gardée encore {time}.',
  awayBeyond:
    'Absence maximale dépassée : la table est prévenue ; un responsable peut libérer votre place et rendre vos jetons à votre compte.',
  recallOffline: 'Table injoignable : parties gardées par ce poste (sans le détail des mises).',
  recallLoading: 'Lecture du rappel…',
  recallStakes: 'Mises',
  recallWins: 'Retour',
  recallCredit: 'Crédit avant → après',
  recallSettled: 'Réglée',
  recallVoided: 'Annulée, mises remboursées',
  recallInProgress: 'Interrompue : en cours de règlement',
  rulesTitle: 'Règles et tableau des paiements de la table',
  rulesLoading: 'Lecture des règles…',
  overlayFailed: 'Lecture impossible pour l’instant : la raison est affichée à droite.',
  titleWaiting: 'Jeux de table électroniques',
  notAvailableHere: 'Ce jeu n’est pas encore disponible sur ce poste',
  notAvailableCredit:
    'Votre crédit reste à votre disposition : touchez « Paiement » pour le retirer en ticket.',
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
  stack: 'Stack',
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
  bannerOffline: 'Offline since {time}: no bet is sent, nothing is debited',
  bannerOfflineHint:
    'Credit and accepted bets stay with the table. Game recall still works; if this lasts, signal an attendant.',
  bannerOutOfService: 'Table out of service: betting resumes when it is back in service',
  bannerManualCroupier: 'Manual mode: the croupier is entering the round',
  bannerManualComite: 'Manual mode: waiting for the management committee’s validation',
  bannerClosed: 'Table closed',
  closingBalls0: 'Table closing',
  closingBalls1: 'Last spin',
  closingBalls2: 'Last two spins',
  closingBalls3: 'Last three spins',
  closingSpins0: 'Table closing',
  closingSpins1: 'Last spin',
  closingSpins2: 'Last two spins',
  closingSpins3: 'Last three spins',
  closingHands0: 'Table closing',
  closingHands1: 'Last hand',
  closingHands2: 'Last two hands',
  closingHands3: 'Last three hands',
  closingCoups0: 'Table closing',
  closingCoups1: 'Last coup',
  closingCoups2: 'Last two coups',
  closingCoups3: 'Last three coups',
  payConfirmTitle: 'Cash out your credit?',
  payConfirmText: 'All your credit of {amount} will be given as a payment voucher.',
  payConfirmTextHidden: 'All your credit will be given as a payment voucher.',
  payConfirm: 'Confirm cash out',
  cancel: 'Cancel',
  recall: 'Game recall',
  rules: 'Game rules',
  hide: 'Hide',
  show: 'Show',
  hiddenAmount: '•\u00a0•\u00a0•\u00a0•\u00a0•', // no-break spaces: the mask never wraps
  close: 'Close',
  recallTitle: 'RECALL — your last 10 games',
  recallNote: 'Games ended or interrupted, as the table recorded them: this is not the game in play.',
  recallEmpty: 'No game played at this station yet.',
  callButton: 'Call',
  callTitle: 'Call an attendant',
  callNote: 'Choose the reason: an attendant comes to this station.',
  callReasonHelp: 'Help',
  callReasonPayment: 'Payment',
  callReasonTechnical: 'Technical',
  callReasonCard: 'Card',
  callRegistered: 'Call registered ({reason}): an attendant is coming.',
  awayButton: 'I’m stepping away',
  awayLeft: 'Away: your seat is kept for {time} more.',
  awayBeyond:
    'Maximum absence exceeded: the table has been told; a manager may free your seat and return your chips to your account.',
  recallOffline: 'Table unreachable: games kept by this station (without the bet details).',
  recallLoading: 'Reading the recall…',
  recallStakes: 'Stakes',
  recallWins: 'Returned',
  recallCredit: 'Credit before → after',
  recallSettled: 'Settled',
  recallVoided: 'Voided, stakes refunded',
  recallInProgress: 'Interrupted: being settled',
  rulesTitle: 'Rules and paytable of the table',
  rulesLoading: 'Reading the rules…',
  overlayFailed: 'Cannot be read right now: the reason is shown on the right.',
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
