// Refusals worded for the player from the error code and its figures, never from the hub's
// English `message` (protocol/errors.ts), in vue-i18n namespaces `error` (one text per code, in
// both languages: the exhaustive test) and `errorDetail` (a reason's own wording, the figure).
// RULES.md A.1: a limit refusal states the limit.
import type { ErrorCode, ProtocolError } from '../../../protocol/errors.ts';
import { shownAmount } from '../format/shownAmount.ts';
import { defineMessages } from './i18n.ts';
import type { Language } from './language.ts';

const fr: Readonly<Record<ErrorCode, string>> = {
  MALFORMED: 'Demande non comprise par la table',
  UNSUPPORTED_VERSION: 'Version du terminal non prise en charge : appelez un employé',
  NOT_AUTHENTICATED: 'Terminal non identifié : appelez un employé',
  ALREADY_AUTHENTICATED: 'Terminal déjà identifié',
  HELLO_TIMEOUT: 'Identification du terminal trop lente : nouvel essai',
  BAD_CREDENTIALS: 'Identification du terminal refusée : appelez un employé',
  FORBIDDEN: 'Action non autorisée',
  NO_SESSION: 'La table est fermée : mise refusée',
  BETS_CLOSED: 'Rien ne va plus : mise refusée',
  UNKNOWN_ROUND: 'Ce coup est terminé : mise refusée',
  STAKE_BELOW_MINIMUM: 'Mise inférieure au minimum{figure}',
  STAKE_ABOVE_MAXIMUM: 'Mise supérieure au maximum{figure}',
  AMOUNT_OVER_MAXIMUM: 'Montant supérieur au maximum{figure}',
  ILLEGAL_BET: 'Combinaison ou montant non admis : mise refusée',
  INSUFFICIENT_CREDIT: 'Crédit insuffisant{figure}',
  NOTHING_TO_PAY: 'Aucun crédit à payer',
  PAYMENT_WHILE_BETS_OPEN: 'Paiement impossible : des mises attendent le résultat',
  ILLEGAL_ACTION: 'Action impossible à ce moment du coup',
  HAND_IN_PROGRESS: 'Impossible pendant un coup : attendez la fin de la main',
  SEAT_UNAVAILABLE: 'Place non disponible',
  COMMAND_ID_REUSED: 'Demande en double ignorée',
  OFFLINE: 'Hors ligne : demande refusée, rien n’a été débité',
  RATE_LIMITED: 'Trop de demandes : patientez un instant',
  INTERNAL: 'Incident technique : rien n’a été modifié',
  UNKNOWN_CARD: 'Carte non reconnue : présentez-vous à la caisse',
  CARD_LOCKED: 'Carte bloquée après trois codes erronés : présentez-vous à la caisse',
  CARD_ACTIVE_ELSEWHERE: 'Carte déjà utilisée à un autre poste',
  STATION_OCCUPIED: 'Poste occupé',
  PIN_NOT_SET: 'Code confidentiel non programmé : présentez-vous à la caisse',
  WRONG_PIN: 'Code erroné',
  NOBODY_LOGGED_IN: 'Aucune carte n’est connectée à ce poste',
  SEAT_TAKEN: 'Place déjà occupée',
  ALREADY_SEATED: 'Vous jouez déjà à un autre poste',
  NOT_SEATED: 'Seuls les joueurs assis peuvent jouer',
  NOT_YOUR_TURN: 'Ce n’est pas votre tour',
  ACTION_NOT_ALLOWED: 'Décision non permise par la règle',
  NOT_AVAILABLE: 'Fonction pas encore disponible sur ce poste',
  NO_SUCH_BET: 'Aucune mise à retirer',
  CARD_NOT_GENUINE: 'Carte non authentique : présentez-vous à la caisse',
  CARD_BLANK: 'Carte non émise par ce casino : présentez-vous à la caisse',
  CARD_UNREADABLE: 'Carte illisible : reposez-la sur le lecteur',
  CARD_SESSION_INVALID: 'Carte à présenter de nouveau sur le lecteur',
  CARD_AUTH_UNAVAILABLE: 'Lecture des cartes indisponible : appelez un employé',
  NOTHING_TO_REPEAT: 'Aucune mise à rejouer',
};

const en: Readonly<Record<ErrorCode, string>> = {
  MALFORMED: 'Request not understood by the table',
  UNSUPPORTED_VERSION: 'Terminal version not supported: please call an attendant',
  NOT_AUTHENTICATED: 'Terminal not identified: please call an attendant',
  ALREADY_AUTHENTICATED: 'Terminal already identified',
  HELLO_TIMEOUT: 'Terminal identification too slow: retrying',
  BAD_CREDENTIALS: 'Terminal identification refused: please call an attendant',
  FORBIDDEN: 'Action not allowed',
  NO_SESSION: 'The table is closed: bet refused',
  BETS_CLOSED: 'No more bets: bet refused',
  UNKNOWN_ROUND: 'This round is over: bet refused',
  STAKE_BELOW_MINIMUM: 'Stake below the minimum{figure}',
  STAKE_ABOVE_MAXIMUM: 'Stake above the maximum{figure}',
  AMOUNT_OVER_MAXIMUM: 'Amount above the maximum{figure}',
  ILLEGAL_BET: 'Combination or amount not allowed: bet refused',
  INSUFFICIENT_CREDIT: 'Insufficient credit{figure}',
  NOTHING_TO_PAY: 'No credit to pay out',
  PAYMENT_WHILE_BETS_OPEN: 'Cash out not possible: bets are waiting for the result',
  ILLEGAL_ACTION: 'Action not possible at this point of the hand',
  HAND_IN_PROGRESS: 'Not possible during a hand: wait for the hand to end',
  SEAT_UNAVAILABLE: 'Seat not available',
  COMMAND_ID_REUSED: 'Duplicate request ignored',
  OFFLINE: 'Offline: request refused, nothing was debited',
  RATE_LIMITED: 'Too many requests: please wait a moment',
  INTERNAL: 'Technical incident: nothing was changed',
  UNKNOWN_CARD: 'Card not recognised: please see the cashier',
  CARD_LOCKED: 'Card locked after three wrong PINs: please see the cashier',
  CARD_ACTIVE_ELSEWHERE: 'Card already in use at another station',
  STATION_OCCUPIED: 'Station in use',
  PIN_NOT_SET: 'PIN not set: please see the cashier',
  WRONG_PIN: 'Wrong PIN',
  NOBODY_LOGGED_IN: 'No card is logged in at this station',
  SEAT_TAKEN: 'This seat is taken',
  ALREADY_SEATED: 'You already play at another station',
  NOT_SEATED: 'Only seated players may play',
  NOT_YOUR_TURN: 'It is not your turn',
  ACTION_NOT_ALLOWED: 'The rules do not allow this decision',
  NOT_AVAILABLE: 'Not available on this station yet',
  NO_SUCH_BET: 'No bet to take back',
  CARD_NOT_GENUINE: 'Card not genuine: please see the cashier',
  CARD_BLANK: 'Card not issued by this casino: please see the cashier',
  CARD_UNREADABLE: 'Card could not be read: place it on the reader again',
  CARD_SESSION_INVALID: 'Please place your card on the reader again',
  CARD_AUTH_UNAVAILABLE: 'Cards cannot be read: please call an attendant',
  NOTHING_TO_REPEAT: 'No bet to repeat',
};

const error = defineMessages<ErrorCode>('error', { fr, en });

/** The wording of a reason where a code has several, and the joiners of a figure. */
const detailFr = {
  NOT_AVAILABLE_otherGame: 'Non disponible à cette table',
  NOT_AVAILABLE_noTable: 'Pas encore de table pour ce poste',
  figureOf: ' de {amount}',
  figureColon: ' : {amount}',
} as const;

type DetailKey = keyof typeof detailFr;

const detailEn: Readonly<Record<DetailKey, string>> = {
  NOT_AVAILABLE_otherGame: 'Not available at this table',
  NOT_AVAILABLE_noTable: 'No table for this station yet',
  figureOf: ' of {amount}',
  figureColon: ': {amount}',
};

const detail = defineMessages<DetailKey>('errorDetail', { fr: detailFr, en: detailEn });

/** The codes whose text ends on a figure: which parameter, and how it is joined. */
const FIGURES: Partial<Record<ErrorCode, { param: string; joiner: 'figureOf' | 'figureColon' }>> = {
  STAKE_BELOW_MINIMUM: { param: 'minimum', joiner: 'figureOf' },
  STAKE_ABOVE_MAXIMUM: { param: 'maximum', joiner: 'figureOf' },
  AMOUNT_OVER_MAXIMUM: { param: 'maximum', joiner: 'figureOf' },
  INSUFFICIENT_CREDIT: { param: 'credit', joiner: 'figureColon' },
};

/**
 * The player's message for a refusal, in `lang`, from its code and params only; its figure masked
 * when `options.hidden` (the hide key: a refusal may state the credit, INSUFFICIENT_CREDIT).
 */
export function errorText(
  e: Pick<ProtocolError, 'code' | 'params'>,
  lang: Language,
  options: { readonly hidden?: boolean } = {},
): string {
  const reason = e.params?.['reason'];
  const reasonKey = `${e.code}_${String(reason)}`;
  if (typeof reason === 'string' && Object.hasOwn(detailFr, reasonKey))
    return detail(lang, reasonKey as DetailKey);
  const figure = FIGURES[e.code];
  const value = figure === undefined ? undefined : e.params?.[figure.param];
  const shown =
    figure !== undefined && typeof value === 'number' && Number.isSafeInteger(value)
      ? detail(lang, figure.joiner, { amount: shownAmount(value, lang, options.hidden === true) })
      : '';
  return error(lang, e.code, { figure: shown });
}
