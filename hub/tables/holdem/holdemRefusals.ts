// The engine's typed rejections as the hub's typed refusals (protocol/errors.ts), with the
// limit in the message where there is one (RULES.md A.1: never silently reduced).
import type { Rejection } from '../../../games/cards/decider.ts';
import type { HoldemRejection } from '../../../games/holdem/decide.ts';
import { type Outcome, refusal } from '../../outcome.ts';

/** A refusal for an engine rejection. */
export function holdemRefusal<T>(r: Rejection<HoldemRejection>): Outcome<T> {
  const detail = (r.detail ?? {}) as { minimum?: number; maximum?: number; text?: string };
  switch (r.code) {
    case 'belowMinimum':
    case 'belowCaveMinimum':
      return refusal('STAKE_BELOW_MINIMUM', `below the minimum ${detail.text ?? ''}`.trim(), {
        reason: r.code,
        minimum: detail.minimum ?? 0,
      });
    case 'aboveMaximum':
    case 'aboveRecaveMaximum':
      return refusal('STAKE_ABOVE_MAXIMUM', `above the maximum ${detail.text ?? ''}`.trim(), {
        reason: r.code,
        maximum: detail.maximum ?? 0,
      });
    case 'handInProgress':
      return refusal('HAND_IN_PROGRESS', 'not during a hand', { reason: r.code });
    case 'badSeat':
    case 'seatTaken':
    case 'playerSeated':
    case 'notSeated':
      return refusal('SEAT_UNAVAILABLE', `seat refused: ${r.code}`, { reason: r.code });
    default:
      return refusal('ILLEGAL_ACTION', `action refused: ${r.code}`, { reason: r.code });
  }
}
