// The French sentence the player reads for each refusal (RULES.md A.1: the limit is in the
// message): every code, word for word, and the limits with their amounts in euros.
import { describe, expect, it } from 'vitest';
import { rejectionMessage } from '../messages.ts';
import type { Rejection } from '../types.ts';

describe('refusal sentences', () => {
  it.each<[Rejection['code'], string]>([
    ['sessionClosed', 'La séance n’est pas ouverte.'],
    ['sessionOpen', 'La séance est déjà ouverte.'],
    ['roundInProgress', 'Un coup est en cours.'],
    ['noRound', 'Aucun coup en cours.'],
    ['betsClosed', 'Rien ne va plus : les mises sont closes.'],
    ['betsOpen', 'Les mises sont encore ouvertes.'],
    ['duplicateBet', 'Cette mise a déjà été enregistrée.'],
    ['unknownBet', 'Aucune mise de ce numéro à retirer.'],
    ['badOutcome', 'Résultat impossible pour ce jeu.'],
    ['notAuthorised', 'Validation par un membre du comité de direction requise.'],
    ['lastSpinsAnnounced', 'Les trois derniers coups sont déjà annoncés.'],
    ['lastSpinsPlayed', 'Les trois derniers coups ont été joués.'],
    ['lastSpinsPending', 'Les trois derniers coups doivent être annoncés et joués avant la fermeture.'],
  ])('%s: “%s”', (code, sentence) => {
    expect(rejectionMessage({ code })).toBe(sentence);
  });

  it('names the limit of a stake refusal', () => {
    expect(
      rejectionMessage({ code: 'limit', detail: { code: 'oddStake', spot: 'deux-douzaines-1-2' } }),
    ).toBe(
      'Mise refusée sur deux-douzaines-1-2 : la mise doit être un nombre pair de centimes (paiement 1 contre 2).',
    );
    expect(
      rejectionMessage({ code: 'limit', detail: { code: 'fixedStake', spot: 'bonus', stake: 500 } }),
    ).toBe('Le pari bonus se joue une fois, à la mise fixe de 5,00 €.');
    expect(
      rejectionMessage({ code: 'illegalBet', detail: { code: 'belowMinimum', spot: 'n-3', minimum: 250 } }),
    ).toBe('Mise refusée sur n-3 : le minimum est de 2,50 €.');
    expect(rejectionMessage({ code: 'limit', detail: { code: 'belowMinimum', spot: 'rouge' } })).toBe(
      'Mise refusée sur rouge : le minimum est de ?.',
    );
    expect(
      rejectionMessage({ code: 'limit', detail: { code: 'belowMinimum', spot: 'rouge', minimum: '5' } }),
    ).toBe('Mise refusée sur rouge : le minimum est de ?.');
    expect(rejectionMessage({ code: 'limit' })).toBe(
      'Mise refusée : cette combinaison n’existe pas sur le tapis.',
    );
  });
});
