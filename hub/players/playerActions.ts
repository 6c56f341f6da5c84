// The hold'em room's staff actions, run by the staff dispatcher inside its transaction
// (hub/staff/staffDispatch.ts); who may run each one is in hub/staff/permissions.ts.
import type { Rng } from '../../games/rng.ts';
import type { StaffCommand, StaffResult } from '../../protocol/staffMessages.ts';
import type { ActionContext } from '../staff/actionContext.ts';
import type { StaffOutcome } from '../staff/staffOutcome.ts';
import { type AmountLimits, DEFAULT_AMOUNT_LIMITS } from '../config/amountLimits.ts';
import type { CardAuthority } from './cardRelay.ts';
import { issueCard, unlockCard } from './cards.ts';
import { buyCave, payPlayer, setCaveLimits } from './cave.ts';
import type { ExclusionCheck } from './exclusionCheck.ts';
import { registerPlayer } from './registration.ts';
import { assignSeat, callNextWaiting, freeSeat, joinWaitingList, skipWaiting } from './waitingList.ts';

/** What the hold'em room's actions need from the hub: the exclusion hook and the CSPRNG. */
export interface PlayerServices {
  /** The card master key and the live card sessions (issue 12 §2); no card auth when not given. */
  readonly cardAuth?: CardAuthority;
  readonly exclusion: ExclusionCheck;
  readonly rng: Rng;
  /** The seats of a configured hold'em table (its `options.seats`, 2–10); ten when not given. */
  readonly seatsOf?: (tableId: string) => number | undefined;
  /** The cave and account maxima (issue 10 §6); the defaults when not given. */
  readonly amountLimits?: AmountLimits;
}

/** The staff command types handled here. */
export const PLAYER_COMMAND_TYPES = [
  'registerPlayer',
  'issueCard',
  'buyCave',
  'unlockCard',
  'payPlayer',
  'setCaveLimits',
  'joinWaitingList',
  'callNextWaiting',
  'skipWaiting',
  'assignSeat',
  'freeSeat',
] as const;

/** A hold'em room staff command. */
export type PlayerCommand = Extract<StaffCommand, { type: (typeof PLAYER_COMMAND_TYPES)[number] }>;

/** True when `command` is one of the hold'em room's. */
export function isPlayerCommand(command: StaffCommand): command is PlayerCommand {
  return (PLAYER_COMMAND_TYPES as readonly string[]).includes(command.type);
}

/** Runs a hold'em room staff action. */
export function playerAction(
  ctx: ActionContext,
  services: PlayerServices,
  command: PlayerCommand,
): StaffOutcome {
  switch (command.type) {
    case 'registerPlayer':
      return registerPlayer(ctx, services.exclusion, command);
    case 'issueCard':
      return issueCard(ctx, command);
    case 'buyCave':
      return buyCave(ctx, command, services.amountLimits ?? DEFAULT_AMOUNT_LIMITS);
    case 'unlockCard':
      return unlockCard(ctx, command);
    case 'payPlayer':
      return payPlayer(ctx, command, services.cardAuth?.sessions);
    case 'setCaveLimits':
      return setCaveLimits(ctx, command, services.amountLimits ?? DEFAULT_AMOUNT_LIMITS);
    case 'joinWaitingList':
      return joinWaitingList(ctx, command);
    case 'callNextWaiting':
      return callNextWaiting(ctx, command);
    case 'skipWaiting':
      return skipWaiting(ctx, command);
    case 'assignSeat':
      return assignSeat(ctx, services.rng, command, services.seatsOf?.(command.tableId));
    case 'freeSeat':
      return freeSeat(ctx, command);
  }
}

/**
 * A command's fields that are secrets and stay out of the idempotency fingerprint stored in the
 * `commands` table: the PIN, the card token and the one-time card session.
 */
export const SECRET_FIELDS: readonly string[] = ['pin', 'cardToken', 'cardSession'];

/** The fingerprinted content of a command: its fields without the secret ones. */
export function withoutSecrets(content: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(content).filter(([k]) => !SECRET_FIELDS.includes(k)));
}

/** The reply kept for a repeated command id (no command's answer carries a secret since issue 12). */
export function recordedReply(result: StaffResult): StaffResult {
  return result;
}
