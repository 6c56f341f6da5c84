// The login's texts (vue-i18n namespace `login`, issue 12 §3): French first, English complete.
import { defineMessages } from '../i18n/i18n.ts';

const fr = {
  pinTitle: 'Code confidentiel',
  pinHint: 'Saisissez votre code (4 à 6 chiffres) à l’abri des regards',
  attemptsLeft1: 'Code erroné : il vous reste 1 essai avant le blocage de la carte',
  attemptsLeftN: 'Code erroné : il vous reste {n} essais avant le blocage de la carte',
  checking: 'Vérification…',
  correct: 'Corriger',
  clear: 'Effacer',
  submit: 'Valider',
  cancel: 'Annuler',
  locked: 'Carte bloquée après trois codes erronés',
  lockedHint: 'Présentez-vous à la caisse avec une pièce d’identité pour la débloquer.',
  elsewhere: 'Cette carte est déjà utilisée au poste {terminal}',
  elsewhereHint: 'Une carte ne sert qu’à un poste à la fois : quittez l’autre poste ou appelez un employé.',
  refused: 'Carte refusée',
  refusedHint: 'Cette carte n’est pas reconnue. Adressez-vous à la caisse.',
  close: 'Fermer',
  welcome: 'Bienvenue, {name}',
  seatedHint: 'Vous êtes assis à la place qui vous a été attribuée.',
  logout: 'Déconnexion',
  reading: 'Lecture de votre carte…',
  recordedHint: 'Vos parties sont enregistrées à votre nom.',
  occupied: 'Poste occupé',
  occupiedHint: 'Un autre joueur est connecté à ce poste : attendez sa déconnexion ou appelez un employé.',
} as const;

/** A key of the login's texts. */
export type LoginMessageKey = keyof typeof fr;

const en: Readonly<Record<LoginMessageKey, string>> = {
  pinTitle: 'PIN',
  pinHint: 'Enter your PIN (4 to 6 digits) out of sight of others',
  attemptsLeft1: 'Wrong PIN: 1 try left before the card locks',
  attemptsLeftN: 'Wrong PIN: {n} tries left before the card locks',
  checking: 'Checking…',
  correct: 'Correct',
  clear: 'Clear',
  submit: 'OK',
  cancel: 'Cancel',
  locked: 'Card locked after three wrong PINs',
  lockedHint: 'Please see the cashier with an identity document to unlock it.',
  elsewhere: 'This card is already in use at station {terminal}',
  elsewhereHint: 'A card serves one station at a time: leave the other station or call an attendant.',
  refused: 'Card refused',
  refusedHint: 'This card is not recognised. Please see the cashier.',
  close: 'Close',
  welcome: 'Welcome, {name}',
  seatedHint: 'You are seated at the place you were given.',
  logout: 'Log out',
  reading: 'Reading your card…',
  recordedHint: 'Your games are recorded under your name.',
  occupied: 'Station in use',
  occupiedHint: 'Another player is logged in at this station: wait for them to log out or call an attendant.',
};

/** The login's text `key` in `lang`. */
export const lt = defineMessages('login', { fr, en });
