// The fields every game's snapshot copies from the common part unchanged.
import type { CommonSnapshot } from './wheelGame.ts';

/** Session, clock, credit and the stored results, as every game's snapshot carries them. */
export function sharedFields(common: CommonSnapshot) {
  return {
    session: common.session,
    lastRoundsRemaining: common.lastRoundsRemaining,
    hubTime: common.hubTime,
    credit: common.credit,
    lastResults: [...common.lastResults],
    lastSettlement: common.lastSettlement,
  };
}

/** The round with its result read by `result` (the stored pocket and direction → the game's result). */
export function roundWith<R>(
  common: CommonSnapshot,
  result: (stored: NonNullable<NonNullable<CommonSnapshot['round']>['result']>) => R,
) {
  const round = common.round;
  if (round === null) return null;
  return { ...round, result: round.result === null ? null : result(round.result) };
}

/** The station's bets with their spots as the game's wire type (the table only keeps its own game's spots). */
export function betsAs<W>(common: CommonSnapshot) {
  return common.bets.map((b) => ({ betId: b.betId, spot: b.spot as W, stake: b.stake }));
}
