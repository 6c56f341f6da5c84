// The cashier's desk reader (issue 12 §2): the two staff commands that need the card itself do
// their exchange with it — through the desk's relay, with the hub's card master key — before the
// staff dispatcher's transaction, which then only decides and writes (hub/staff/staffDispatch.ts).
// `issueCard` personalises the blank card presented on the desk; `payPlayer` takes the card session
// its tap opened and checks the PIN off the event loop.
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { PlayerServices } from '../players/playerActions.ts';
import type { AuthenticatedCard } from '../players/authenticatedCard.ts';
import type { CardRelay } from '../players/cardRelay.ts';
import { personaliseCard } from '../players/desfire/personaliseCard.ts';
import { withoutSecrets } from '../players/playerActions.ts';
import { findCard, findPlayer } from '../players/playerStore.ts';
import { newCardToken } from '../players/secrets.ts';
import { secretMatches } from '../secretHash.ts';
import { mayPerform } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staffAccounts.ts';
import { refuse, type StaffOutcome } from '../staff/staffOutcome.ts';
import { commandKey, priorCommand } from '../store/commands.ts';

/** What the desk's exchange prepared for the action (ActionContext.desk). */
export type DeskPreparation =
  /** The card of `cardUid` now holds `token` as its reference, under its diversified key. */
  | { readonly kind: 'issued'; readonly cardUid: string; readonly token: string }
  /** The card the session names, and whether the PIN typed matched the hash checked. */
  | {
      readonly kind: 'payment';
      readonly card: AuthenticatedCard;
      readonly cardSession: string;
      readonly pinOk: boolean;
      readonly checkedHash: string | null;
    };

/** The staff commands prepared at the desk. */
export type DeskCommand = Extract<StaffCommand, { type: 'issueCard' | 'payPlayer' }>;

/** True for a command that needs the desk's card. */
export function isDeskCommand(command: StaffCommand): command is DeskCommand {
  return command.type === 'issueCard' || command.type === 'payPlayer';
}

/** What a desk preparation uses of the running hub. */
export interface DeskContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly log: Logger;
  /** The card authority: its sessions and master key. */
  readonly players: Pick<PlayerServices, 'cardAuth'>;
}

/** A preparation: go on to the dispatcher (with what was prepared, if anything), or a refusal. */
export type Prepared =
  | { readonly ok: true; readonly desk?: DeskPreparation }
  | { readonly ok: false; readonly outcome: StaffOutcome };

/**
 * Prepares a desk command. Whatever the dispatcher will refuse by itself (a role that may not, a
 * repeated or reused command id, an unknown player, a UID already bound) touches no card: it goes
 * on unprepared, and the dispatcher answers it.
 */
export async function prepareDeskCommand(
  hub: DeskContext,
  staff: StaffMember,
  relay: CardRelay,
  command: DeskCommand,
): Promise<Prepared> {
  if (!mayPerform(staff.role, command, undefined)) return { ok: true };
  const { commandId, type, ...content } = command;
  const key = commandKey(`staff:${staff.login}`, commandId, type, withoutSecrets(content));
  if (priorCommand(hub.db, key) !== null) return { ok: true };
  const player = findPlayer(hub.db, command.playerId);
  if (player === null) return { ok: true };
  if (command.type === 'payPlayer') {
    const held = hub.players.cardAuth?.sessions.peek(
      command.cardSession,
      `staff:${staff.login}`,
      hub.clock.now(),
    );
    if (held === null || held === undefined) return { ok: true };
    // Always hashed, so the answer's timing says nothing (hub/secretHash.ts).
    const pinOk = await secretMatches(
      command.pin,
      player.pin_salt ?? undefined,
      player.pin_hash ?? undefined,
    );
    return {
      ok: true,
      desk: {
        kind: 'payment',
        card: held.card,
        cardSession: command.cardSession,
        pinOk,
        checkedHash: player.pin_hash,
      },
    };
  }
  if (findCard(hub.db, command.cardUid) !== null) return { ok: true };
  const masterKey = hub.players.cardAuth?.masterKey ?? null;
  if (masterKey === null)
    return { ok: false, outcome: refuse('CARD_AUTH_UNAVAILABLE', 'this hub has no card master key') };
  const exchange = relay.openExchange(command.cardUid);
  if (exchange === null) return { ok: true };
  const token = newCardToken();
  try {
    const done = await personaliseCard(
      exchange,
      Buffer.from(command.cardUid, 'hex'),
      masterKey,
      Buffer.from(token, 'base64url'),
    );
    if (!done.ok) {
      hub.log('info', 'card not issued', { code: done.code, login: staff.login });
      return { ok: false, outcome: refuse(done.code, done.detail) };
    }
  } finally {
    relay.release(exchange);
  }
  return { ok: true, desk: { kind: 'issued', cardUid: command.cardUid, token } };
}
