// The card reader notice's texts (ReaderNotice.vue; issue 12 §1: the screen says plainly when cards
// cannot be read), in both languages. French is the reference.
import { defineMessages } from './i18n.ts';

/** The reader notice's texts, read as `rdt(lang, key)`. */
export const rdt = defineMessages('reader', {
  fr: {
    unavailable: 'Lecteur de cartes indisponible',
    absent: 'Lecteur de cartes absent',
    restarting: 'Les cartes ne peuvent pas être lues pour le moment : le lecteur redémarre.',
    cannotRead: 'Les cartes ne peuvent pas être lues.',
    callAttendant: 'Si cela dure, appelez un employé.',
    playWithoutCard: 'Vous pouvez continuer à jouer sans carte.',
  },
  en: {
    unavailable: 'Card reader unavailable',
    absent: 'No card reader',
    restarting: 'Cards cannot be read for now: the reader is restarting.',
    cannotRead: 'Cards cannot be read.',
    callAttendant: 'If this lasts, please call an attendant.',
    playWithoutCard: 'You can keep playing without a card.',
  },
});
