// The recall's outcome of a voided game (RULES.md A.1 recall "outcome"), shared by the wheel, card
// and hold'em recalls: the reasons the hub itself journals are worded in French for the player; a
// reason written by staff (an incident) is shown as written.

/** The reason hub/tables/wheel/wheelTable.ts and hub/tables/wheel/legacyRecovery.ts journal for a round a restart interrupted. */
export const WHEEL_RESTART_REASON = 'hub restarted before the result';

/** The reason hub/tables/cards/cardTableCore.ts journals for a card hand a restart interrupted (docs/card-tables.md "Crash rule"). */
export const CARD_RESTART_REASON = 'hub restarted during the hand';

/**
 * The French words of every void reason the hub journals: the wheel decider's (games/wheelRound/decide.ts;
 * RULES.md A.2, A.4) and the crash rules' (a restart voids the game in progress).
 */
export const VOID_WORDS: Readonly<Record<string, string>> = {
  anomaly: 'anomalie de rotation',
  tooFewTurns: 'moins de deux tours de roue',
  sameDirection: 'lancé dans le même sens que le précédent',
  [WHEEL_RESTART_REASON]: 'redémarrage du système avant le résultat',
  [CARD_RESTART_REASON]: 'redémarrage du système pendant la main',
};

/** The recall's outcome of a voided game: "annulé : " and why, in French. */
export function voidedOutcome(reason: string): string {
  const words = Object.hasOwn(VOID_WORDS, reason) ? VOID_WORDS[reason] : undefined;
  return `annulé : ${words ?? reason}`;
}
