// French messages for rejections (RULES.md A.1: a stake outside the limits is refused with the
// limit in the message, never silently reduced). The renderer shows them as the hub sends them.
import { type Cents, formatEuros } from '../money.ts';
import type { Rejection } from './types.ts';

const money = (v: unknown): string => (typeof v === 'number' ? formatEuros(v as Cents) : '?');

/** The limit detail carried by a `limit` rejection (roulette's and the simple games' share it). */
interface LimitDetail {
  readonly code?: string;
  readonly spot?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly total?: number;
  readonly stake?: number;
}

/** One French sentence for a rejection, naming the limit when there is one. */
export function rejectionMessage(r: Rejection): string {
  if (r.code === 'limit' || r.code === 'illegalBet') {
    const d = (r.detail ?? {}) as LimitDetail;
    switch (d.code) {
      case 'belowMinimum':
        return `Mise refusée sur ${d.spot} : le minimum est de ${money(d.minimum)}.`;
      case 'aboveMaximum':
        return `Mise refusée sur ${d.spot} : le maximum par coup est de ${money(d.maximum)} (total demandé ${money(d.total)}).`;
      case 'oddStake':
        return `Mise refusée sur ${d.spot} : la mise doit être un nombre pair de centimes (paiement 1 contre 2).`;
      case 'fixedStake':
        return `Le pari bonus se joue une fois, à la mise fixe de ${money(d.stake)}.`;
      default:
        return 'Mise refusée : cette combinaison n’existe pas sur le tapis.';
    }
  }
  const messages: Record<Exclude<Rejection['code'], 'limit' | 'illegalBet'>, string> = {
    sessionClosed: 'La séance n’est pas ouverte.',
    sessionOpen: 'La séance est déjà ouverte.',
    roundInProgress: 'Un coup est en cours.',
    noRound: 'Aucun coup en cours.',
    betsClosed: 'Rien ne va plus : les mises sont closes.',
    betsOpen: 'Les mises sont encore ouvertes.',
    duplicateBet: 'Cette mise a déjà été enregistrée.',
    unknownBet: 'Aucune mise de ce numéro à retirer.',
    badOutcome: 'Résultat impossible pour ce jeu.',
    notAuthorised: 'Validation par un membre du comité de direction requise.',
    lastSpinsAnnounced: 'Les trois derniers coups sont déjà annoncés.',
    lastSpinsPlayed: 'Les trois derniers coups ont été joués.',
    lastSpinsPending: 'Les trois derniers coups doivent être annoncés et joués avant la fermeture.',
  };
  return messages[r.code];
}
