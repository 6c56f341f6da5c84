// A card engine's rejection as a typed refusal for the terminal (protocol/errors.ts); a limit
// refusal names the limit (RULES.md A.1).
import type { Rejection } from '../../../games/cards/decider.ts';
import { type Outcome, refusal } from '../../outcome.ts';

function figure(detail: unknown, field: string): number | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const v = (detail as Record<string, unknown>)[field];
  return typeof v === 'number' ? v : undefined;
}

/** The refusal a terminal receives for an engine rejection. */
export function cardRefusal<T>(rejection: Rejection): Outcome<T> {
  const { code, detail } = rejection;
  switch (code) {
    case 'notBetting':
    case 'noShoe':
    case 'shoeInPlay':
      return refusal('BETS_CLOSED', 'the hand is dealt: bets are closed');
    case 'belowMinimum':
      return refusal('STAKE_BELOW_MINIMUM', 'stake below the minimum', {
        minimum: figure(detail, 'minimum') ?? 0,
      });
    case 'aboveMaximum':
    case 'insuranceTooHigh':
      return refusal('STAKE_ABOVE_MAXIMUM', 'stake above the maximum', {
        maximum: figure(detail, 'maximum') ?? 0,
      });
    case 'notYourTurn':
    case 'notInsurance':
      return refusal('NOT_YOUR_TURN', 'not this station’s turn');
    case 'notAllowed':
      return refusal('ACTION_NOT_ALLOWED', 'the rules do not allow this decision', {
        reason: typeof detail === 'string' ? detail : 'notAllowed',
      });
    case 'notStakeStep':
      return refusal('ILLEGAL_BET', 'the stake is not a multiple of the stake step', {
        reason: 'stakeStep',
        step: figure(detail, 'step') ?? 0,
      });
    default:
      return refusal('ILLEGAL_BET', `bet refused: ${code}`, { reason: code });
  }
}
