// The hub's typed refusals as the cashier reads them at the desk (issue 12 §2): a French sentence,
// the figures it names formatted the French way (games/money.ts formatEuros), and the hub's code
// in brackets so that the cashier can quote it. Never a secret: a refusal names none.
import { cents, formatEuros } from '../../games/money.ts';
import type { StaffError, StaffErrorCode } from '../../protocol/staffMessages.ts';

/** A param of the refusal as an amount in euros, or '?' when the hub did not give it. */
function amount(error: StaffError, name: string): string {
  const value = error.params?.[name];
  return typeof value === 'number' && Number.isSafeInteger(value) ? formatEuros(cents(value)) : '?';
}

/** A param of the refusal as text, or '?'. */
function text(error: StaffError, name: string): string {
  const value = error.params?.[name];
  return value === undefined ? '?' : String(value);
}

const WORDS: Readonly<Partial<Record<StaffErrorCode, (error: StaffError) => string>>> = {
  WRONG_PIN: () => 'code erroné : rien n’a été payé',
  PIN_NOT_SET: () => 'aucun code programmé : le joueur n’a encore acheté aucune cave',
  PIN_REQUIRED: () => 'la première cave programme le code : il doit être tapé',
  PLAYER_AT_STATION: (e) =>
    `le joueur est encore connecté au poste ${text(e, 'terminalId')} : qu’il quitte la table d’abord`,
  NOTHING_TO_PAY: () => 'rien à payer : le compte du joueur est à zéro',
  CARD_SESSION_INVALID: () => 'la lecture de la carte a expiré ou a servi : retirez-la et reposez-la',
  UNKNOWN_CARD: () => 'cette carte n’est pas la carte active du joueur',
  UNKNOWN_PLAYER: () => 'aucun joueur ne détient cette carte',
  NO_ACTIVE_CARD: () => 'le joueur n’a pas de carte active : émettez-la d’abord',
  CAVE_NOT_SET: () => 'le comité n’a pas fixé la cave de cette table',
  CAVE_BELOW_MINIMUM: (e) => `cave inférieure au minimum de la table (${amount(e, 'minimum')})`,
  CAVE_ABOVE_MAXIMUM: (e) => `cave supérieure au maximum de la table (${amount(e, 'maximum')})`,
  AMOUNT_OVER_MAXIMUM: (e) => `montant au-delà du maximum du hub (${amount(e, 'maximum')})`,
  CARD_NOT_LOCKED: () => 'la carte n’est pas bloquée',
  FORBIDDEN: () => 'ce compte n’a pas le droit de le faire (un caissier le peut)',
  OFFLINE: () => 'le hub n’a pas répondu : retapez la commande une fois le poste reconnecté',
  RATE_LIMITED: () => 'trop de demandes : attendez un instant',
};

/** A refusal of the hub in French: `<head> : <why> (CODE)`. */
export function refusalLine(head: string, error: StaffError): string {
  const words = WORDS[error.code];
  return `${head} : ${words === undefined ? error.message : words(error)} (${error.code})`;
}
