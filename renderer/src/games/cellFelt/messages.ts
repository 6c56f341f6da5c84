// The texts every cell-felt screen shares (boule, vingt-trois, wheel of fortune), French first and
// English complete, registered as the `cellFelt` namespace of the renderer's vue-i18n.
import { defineMessages } from '../../i18n/i18n.ts';

/** French texts. */
const fr = {
  betting: 'Faites vos jeux',
  noMoreBets: 'Rien ne va plus',
  waitingTable: 'En attente de la table',
  tableClosed: 'Table fermée',
  lastResults: 'Derniers résultats',
  undo: 'Annuler',
  clearAll: 'Tout effacer',
  repeat: 'Rejouer',
  double: 'Doubler',
  statistics: 'Statistiques',
  statisticsTitle: 'Sur les {spins} derniers coups',
  hot: 'Sortis le plus',
  cold: 'Sortis le moins',
  close: 'Fermer',
  noSpins: 'Aucun coup joué',
  minimumStake: 'Mise minimum',
  maximumStake: 'Mise maximum',
  alreadyStaked: 'Déjà misé',
  clearOne: 'Effacer une mise',
  clearOneOn: 'Touchez la mise à effacer',
  playerMinimum: 'Ma mise min. {amount}',
  favourites: 'Favoris',
  favourite: 'Favori {n}',
  emptySlot: 'Libre',
  favouriteBets: '{n} mise(s)',
  saveFavourite: 'Enregistrer',
  deleteFavourite: 'Supprimer',
  saveHint: 'Touchez un favori pour y enregistrer vos mises',
  deleteHint: 'Touchez le favori à supprimer',
  soundOn: 'Son : activé',
  soundOff: 'Son : coupé',
} as const;

/** English texts: exactly the French keys. */
const en: Readonly<Record<keyof typeof fr, string>> = {
  betting: 'Place your bets',
  noMoreBets: 'No more bets',
  waitingTable: 'Waiting for the table',
  tableClosed: 'Table closed',
  lastResults: 'Last results',
  undo: 'Undo',
  clearAll: 'Clear all',
  repeat: 'Repeat',
  double: 'Double',
  statistics: 'Statistics',
  statisticsTitle: 'Over the last {spins} spins',
  hot: 'Most frequent',
  cold: 'Least frequent',
  close: 'Close',
  noSpins: 'No spin played yet',
  minimumStake: 'Minimum stake',
  maximumStake: 'Maximum stake',
  alreadyStaked: 'Already staked',
  clearOne: 'Clear one bet',
  clearOneOn: 'Touch the bet to clear',
  playerMinimum: 'My min. {amount}',
  favourites: 'Favourites',
  favourite: 'Favourite {n}',
  emptySlot: 'Empty',
  favouriteBets: '{n} bet(s)',
  saveFavourite: 'Save',
  deleteFavourite: 'Delete',
  saveHint: 'Touch a favourite to save your bets in it',
  deleteHint: 'Touch the favourite to delete',
  soundOn: 'Sound: on',
  soundOff: 'Sound: off',
};

/** The shared cell-felt messages by language. */
export const cellFeltMessages = { fr, en } as const;

/** Reads a shared cell-felt text in `lang` (vue-i18n). */
export const ct = defineMessages('cellFelt', cellFeltMessages);
