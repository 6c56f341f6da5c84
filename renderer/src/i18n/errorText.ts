// Refusals worded for the player from the error code and its figures, never from the hub's
// English `message` (protocol/errors.ts). RULES.md A.1: a limit refusal states the limit.
import type { ErrorCode, ProtocolError } from '../../../protocol/errors.ts';
import { formatEuros } from '../format/euros.ts';
import type { Language } from './language.ts';

type Params = ProtocolError['params'];
type Wording = (amount: (name: string) => string) => string;

function amountOf(params: Params, lang: Language): (name: string) => string {
  return (name) => {
    const v = params?.[name];
    return typeof v === 'number' && Number.isSafeInteger(v) ? formatEuros(v, lang) : '';
  };
}

function withFigure(base: string, figure: string, joiner: string): string {
  return figure === '' ? base : `${base}${joiner}${figure}`;
}

const fr: Readonly<Record<ErrorCode, Wording>> = {
  MALFORMED: () => 'Demande non comprise par la table',
  UNSUPPORTED_VERSION: () => 'Version du terminal non prise en charge : appelez un employé',
  NOT_AUTHENTICATED: () => 'Terminal non identifié : appelez un employé',
  ALREADY_AUTHENTICATED: () => 'Terminal déjà identifié',
  HELLO_TIMEOUT: () => 'Identification du terminal trop lente : nouvel essai',
  BAD_CREDENTIALS: () => 'Identification du terminal refusée : appelez un employé',
  FORBIDDEN: () => 'Action non autorisée',
  NO_SESSION: () => 'La table est fermée : mise refusée',
  BETS_CLOSED: () => 'Rien ne va plus : mise refusée',
  UNKNOWN_ROUND: () => 'Ce coup est terminé : mise refusée',
  STAKE_BELOW_MINIMUM: (a) => withFigure('Mise inférieure au minimum', a('minimum'), ' de '),
  STAKE_ABOVE_MAXIMUM: (a) => withFigure('Mise supérieure au maximum', a('maximum'), ' de '),
  AMOUNT_OVER_MAXIMUM: (a) => withFigure('Montant supérieur au maximum', a('maximum'), ' de '),
  ILLEGAL_BET: () => 'Combinaison ou montant non admis : mise refusée',
  INSUFFICIENT_CREDIT: (a) => withFigure('Crédit insuffisant', a('credit'), ' : '),
  NOTHING_TO_PAY: () => 'Aucun crédit à payer',
  PAYMENT_WHILE_BETS_OPEN: () => 'Paiement impossible : des mises attendent le résultat',
  ILLEGAL_ACTION: () => 'Action impossible à ce moment du coup',
  HAND_IN_PROGRESS: () => 'Impossible pendant un coup : attendez la fin de la main',
  SEAT_UNAVAILABLE: () => 'Place non disponible',
  COMMAND_ID_REUSED: () => 'Demande en double ignorée',
  OFFLINE: () => 'Hors ligne : demande refusée, rien n’a été débité',
  RATE_LIMITED: () => 'Trop de demandes : patientez un instant',
  INTERNAL: () => 'Incident technique : rien n’a été modifié',
  UNKNOWN_CARD: () => 'Carte non reconnue : présentez-vous à la caisse',
  CARD_LOCKED: () => 'Carte bloquée après trois codes erronés : présentez-vous à la caisse',
  CARD_ACTIVE_ELSEWHERE: () => 'Carte déjà utilisée à un autre poste',
  STATION_OCCUPIED: () => 'Poste occupé',
  PIN_NOT_SET: () => 'Code confidentiel non programmé : présentez-vous à la caisse',
  WRONG_PIN: () => 'Code erroné',
  NOBODY_LOGGED_IN: () => 'Aucune carte n’est connectée à ce poste',
  SEAT_TAKEN: () => 'Place déjà occupée',
  ALREADY_SEATED: () => 'Vous jouez déjà à un autre poste',
  NOT_SEATED: () => 'Seuls les joueurs assis peuvent jouer',
  NOT_YOUR_TURN: () => 'Ce n’est pas votre tour',
  ACTION_NOT_ALLOWED: () => 'Décision non permise par la règle',
  CARD_NOT_GENUINE: () => 'Carte non authentique : présentez-vous à la caisse',
  CARD_BLANK: () => 'Carte non émise par ce casino : présentez-vous à la caisse',
  CARD_UNREADABLE: () => 'Carte illisible : reposez-la sur le lecteur',
  CARD_SESSION_INVALID: () => 'Carte à présenter de nouveau sur le lecteur',
  CARD_AUTH_UNAVAILABLE: () => 'Lecture des cartes indisponible : appelez un employé',
};

const en: Readonly<Record<ErrorCode, Wording>> = {
  MALFORMED: () => 'Request not understood by the table',
  UNSUPPORTED_VERSION: () => 'Terminal version not supported: please call an attendant',
  NOT_AUTHENTICATED: () => 'Terminal not identified: please call an attendant',
  ALREADY_AUTHENTICATED: () => 'Terminal already identified',
  HELLO_TIMEOUT: () => 'Terminal identification too slow: retrying',
  BAD_CREDENTIALS: () => 'Terminal identification refused: please call an attendant',
  FORBIDDEN: () => 'Action not allowed',
  NO_SESSION: () => 'The table is closed: bet refused',
  BETS_CLOSED: () => 'No more bets: bet refused',
  UNKNOWN_ROUND: () => 'This round is over: bet refused',
  STAKE_BELOW_MINIMUM: (a) => withFigure('Stake below the minimum', a('minimum'), ' of '),
  STAKE_ABOVE_MAXIMUM: (a) => withFigure('Stake above the maximum', a('maximum'), ' of '),
  AMOUNT_OVER_MAXIMUM: (a) => withFigure('Amount above the maximum', a('maximum'), ' of '),
  ILLEGAL_BET: () => 'Combination or amount not allowed: bet refused',
  INSUFFICIENT_CREDIT: (a) => withFigure('Insufficient credit', a('credit'), ': '),
  NOTHING_TO_PAY: () => 'No credit to pay out',
  PAYMENT_WHILE_BETS_OPEN: () => 'Cash out not possible: bets are waiting for the result',
  ILLEGAL_ACTION: () => 'Action not possible at this point of the hand',
  HAND_IN_PROGRESS: () => 'Not possible during a hand: wait for the hand to end',
  SEAT_UNAVAILABLE: () => 'Seat not available',
  COMMAND_ID_REUSED: () => 'Duplicate request ignored',
  OFFLINE: () => 'Offline: request refused, nothing was debited',
  RATE_LIMITED: () => 'Too many requests: please wait a moment',
  INTERNAL: () => 'Technical incident: nothing was changed',
  UNKNOWN_CARD: () => 'Card not recognised: please see the cashier',
  CARD_LOCKED: () => 'Card locked after three wrong PINs: please see the cashier',
  CARD_ACTIVE_ELSEWHERE: () => 'Card already in use at another station',
  STATION_OCCUPIED: () => 'Station in use',
  PIN_NOT_SET: () => 'PIN not set: please see the cashier',
  WRONG_PIN: () => 'Wrong PIN',
  NOBODY_LOGGED_IN: () => 'No card is logged in at this station',
  SEAT_TAKEN: () => 'This seat is taken',
  ALREADY_SEATED: () => 'You already play at another station',
  NOT_SEATED: () => 'Only seated players may play',
  NOT_YOUR_TURN: () => 'It is not your turn',
  ACTION_NOT_ALLOWED: () => 'The rules do not allow this decision',
  CARD_NOT_GENUINE: () => 'Card not genuine: please see the cashier',
  CARD_BLANK: () => 'Card not issued by this casino: please see the cashier',
  CARD_UNREADABLE: () => 'Card could not be read: place it on the reader again',
  CARD_SESSION_INVALID: () => 'Please place your card on the reader again',
  CARD_AUTH_UNAVAILABLE: () => 'Cards cannot be read: please call an attendant',
};

const tables: Readonly<Record<Language, Readonly<Record<ErrorCode, Wording>>>> = { fr, en };

/** The player's message for a refusal, in `lang`, from its code and params only. */
export function errorText(error: Pick<ProtocolError, 'code' | 'params'>, lang: Language): string {
  return tables[lang][error.code](amountOf(error.params, lang));
}
