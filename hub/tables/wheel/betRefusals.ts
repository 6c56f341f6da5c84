// The decider's typed rejections of a bet as the protocol's typed errors (docs/protocol.md
// "Errors"; RULES.md A.1: a stake outside the limits is refused with the limit, never reduced).
import { type Cents, ZERO, add } from '../../../games/money.ts';
import type { LimitRejection } from '../../../games/roulette/limits.ts';
import type { Rejection } from '../../../games/wheelRound/types.ts';
import type { CommandResult } from '../../../protocol/hubMessages.ts';
import { type Outcome, refusal } from '../../outcome.ts';

/** A player's chip already in this spin. */
interface MyChip<S> {
  readonly spot: S;
  readonly stake: Cents;
}

/**
 * The refusal of a bet the decider rejected; `mine` are the player's chips already in this spin,
 * `key` the game's name of a spot (the one its limit check reports).
 */
export function betRefusal<S>(
  rejection: Rejection,
  mine: readonly MyChip<S>[],
  key: (spot: S) => string,
): Outcome<CommandResult> {
  switch (rejection.code) {
    case 'sessionClosed':
      return refusal('NO_SESSION', 'the table session is not open');
    case 'noRound':
      return refusal('UNKNOWN_ROUND', 'no round is open');
    case 'betsClosed':
      return refusal('BETS_CLOSED', 'rien ne va plus: bets are closed for this round');
    case 'limit':
    case 'illegalBet':
      return limitRefusal(rejection.detail as LimitDetail | undefined, mine, key);
    default:
      return refusal('INTERNAL', `bet refused by the rules: ${rejection.code}`);
  }
}

/** Roulette's limit rejections, and the wheel of fortune's fixed bonus stake (games/wheelRound/limits.ts). */
type LimitDetail =
  LimitRejection | { readonly code: 'fixedStake'; readonly spot: string; readonly stake: Cents };

function limitRefusal<S>(
  d: LimitDetail | undefined,
  mine: readonly MyChip<S>[],
  key: (spot: S) => string,
): Outcome<CommandResult> {
  switch (d?.code) {
    case 'belowMinimum':
      return refusal('STAKE_BELOW_MINIMUM', `stake below the minimum on ${d.spot}`, { minimum: d.minimum });
    case 'aboveMaximum': {
      const alreadyStaked = mine
        .filter((c) => key(c.spot) === d.spot)
        .reduce((t, c) => add(t, c.stake), ZERO);
      return refusal('STAKE_ABOVE_MAXIMUM', `stake above the maximum on ${d.spot} per player per spin`, {
        maximum: d.maximum,
        alreadyStaked,
      });
    }
    case 'oddStake':
      // A 1-to-2 bet (deux douzaines, deux colonnes) pays half its stake: an odd cent cannot be paid.
      return refusal('ILLEGAL_BET', `the stake on ${d.spot} must be an even number of cents`, {
        reason: 'oddStake',
        spot: d.spot,
      });
    case 'fixedStake':
      // A.4: the purple bonus bet is one fixed stake set by the casino, once per spin.
      return refusal('ILLEGAL_BET', `the ${d.spot} bet is one stake of exactly ${d.stake} cents per spin`, {
        reason: 'fixedStake',
        stake: d.stake,
      });
    default:
      return refusal('ILLEGAL_BET', "not a combination of the table's layout", { reason: 'illegalBet' });
  }
}
