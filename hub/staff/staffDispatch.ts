// The staff command pipeline: check the role, look the command id up, decide and write inside
// the group commit (hub/store/groupCommit.ts, as the stations' commands: a cashier's credit-in is
// money too) with the command's reply, then start or stop rounds and push snapshots (the same
// shape as the table host's pipeline; STYLE.md "the hub processes a command as a fixed pipeline").
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import { cashierAction, type CashierTarget } from '../cashier/cashierActions.ts';
import { certifyAction } from '../registers/staffRegisters.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { AmountLimits } from '../config/amountLimits.ts';
import type { Logger } from '../logger.ts';
import type { PlayerServices } from '../players/playerActions.ts';
import type { StationPlayers } from '../players/stationPlayers.ts';
import type { TableIds, WheelTables } from '../tables/tableRegistry.ts';
import type { StaffLogins } from './staffLogins.ts';
import { inTransaction } from '../store/database.ts';
import { commandKey, priorCommand, recordCommand } from '../store/commands.ts';
import { groupOf } from '../store/groupCommit.ts';
import type { ActionContext } from './actionContext.ts';
import type { DeskPreparation } from '../cashier/deskCards.ts';
import { mayPerform, PERMISSIONS } from './permissions.ts';
import { manualAction } from './manualActions.ts';
import { sessionAction } from './sessionActions.ts';
import type { StaffMember } from './staffAccounts.ts';
import { unlockStaff } from './staffAccounts.ts';
import { done, refuse, type StaffOutcome } from './staffOutcome.ts';
import type { StaffResult } from '../../protocol/staffMessages.ts';
import { isPlayerCommand, playerAction, recordedReply, withoutSecrets } from '../players/playerActions.ts';
import {
  type HoldemStaffContext,
  holdemPartieAction,
  withHoldemTable,
} from '../tables/holdem/holdemStaff.ts';
import { type CardStaffContext, cardTableStaffAction } from '../tables/cards/cardStaffWiring.ts';
import { AmountOverflowError, SAFE_LIMIT } from '../store/exactSum.ts';
import {
  answerCall,
  type CallingStations,
  callerOf,
  tellCallAnswered,
} from '../attendance/attendantCalls.ts';

/** What the staff pipeline uses of the running hub. */
export interface StaffDispatchContext extends CardStaffContext, HoldemStaffContext, CallingStations {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly log: Logger;
  readonly players: PlayerServices;
  readonly stationPlayers: Pick<StationPlayers, 'reload'>;
  readonly staffLogins: Pick<StaffLogins, 'unlocked'>;
  readonly amountLimits: AmountLimits;
  /** Every table under its id (hub/tables/tableRegistry.ts). */
  readonly tables: CardStaffContext['tables'] & HoldemStaffContext['tables'] & TableIds & WheelTables;
  /** Tells the staff consoles something changed. */
  staffChanged(): void;
  /** Moves the journal's high-water mark to the chain head (issue 10 §5). */
  anchorJournal(): void;
}

function target(hub: StaffDispatchContext): CashierTarget {
  return {
    tableOf: (terminalId) =>
      (
        hub.db.prepare('SELECT table_id FROM terminals WHERE terminal_id = ?').get(terminalId) as
          { table_id: string } | undefined
      )?.table_id ?? null,
    // A credit-in moves a station's credit, which the wheel and card views show; a hold'em view
    // shows the player's account and stack instead, so nothing of it changed.
    notify: (tableId) => (hub.tables.wheel(tableId) ?? hub.tables.card(tableId))?.notifyChange(),
    // Issue 13 §2: the registry's one answer, hold'em tables included (they were skipped here).
    hasTable: (tableId) => hub.tables.has(tableId),
  };
}

function decide(hub: StaffDispatchContext, ctx: ActionContext, command: StaffCommand): StaffOutcome {
  // The card tables' séance and absence actions: hub/tables/cards/cardStaffWiring.ts.
  const card = cardTableStaffAction(hub, ctx, command);
  if (card !== null) return card;
  // The hold'em tables' gates (freeSeat, setCaveLimits) and parties: hub/tables/holdem/holdemStaff.ts.
  if (isPlayerCommand(command)) {
    const outcome = withHoldemTable(hub, ctx, command, () => playerAction(ctx, hub.players, command));
    // A re-issued card revokes the old one, logged in or not (hub/players/cards.ts): the stations'
    // players in memory are read again once that has committed.
    if (!outcome.ok || command.type !== 'issueCard') return outcome;
    const after = outcome.after;
    return done(outcome.value, () => {
      after?.();
      hub.stationPlayers.reload(hub.db);
    });
  }
  switch (command.type) {
    case 'startHoldemPartie':
    case 'endHoldemPartie':
      return holdemPartieAction(hub, ctx, command);
    case 'suspendAbsentPlayer':
    case 'claimConsignment':
      return refuse('UNKNOWN_TABLE', `no card table ${command.tableId}`);
    case 'creditIn':
    case 'redeemVoucher':
    case 'countSession':
      return cashierAction(ctx, target(hub), command, hub.amountLimits);
    case 'unlockStaff':
      // Issue 10 §4: an unlock is another person's check, never one's own.
      if (command.login === ctx.staff.login)
        return refuse('CANNOT_UNLOCK_SELF', 'another staff member must unlock this account');
      return unlockStaff(ctx.db, ctx.at, ctx.actor, command.login)
        ? done({ kind: 'unlocked', login: command.login }, () => hub.staffLogins.unlocked(command.login))
        : refuse('UNKNOWN_STAFF', `no staff account ${command.login}`);
    case 'manualNoMoreBets':
    case 'enterResult':
    case 'validateManualEntry': {
      const table = hub.tables.wheel(command.tableId);
      if (table === undefined) return refuse('UNKNOWN_TABLE', `no table ${command.tableId}`);
      return manualAction(ctx, table, command);
    }
    case 'certifyModele7':
      return certifyAction(ctx, command);
    case 'answerAttendantCall': {
      const caller = callerOf(ctx.db, command.callId);
      const forget = answerCall(ctx.db, ctx.at, ctx.actor, command.callId);
      if (forget === null || caller === null) return refuse('UNKNOWN_CALL', `no open call ${command.callId}`);
      return done({ kind: 'attendantCallAnswered', callId: command.callId }, () => {
        forget();
        hub.staffChanged();
        // Issue 12 §5: the calling station's screen stops saying an attendant is coming.
        tellCallAnswered(hub, caller, command.callId);
      });
    }
    default: {
      const table = hub.tables.wheel(command.tableId);
      if (table === undefined) return refuse('UNKNOWN_TABLE', `no table ${command.tableId}`);
      return sessionAction(ctx, table, command);
    }
  }
}

/**
 * Issue 10 §6: a sum that would leave the exact range (a ledger balance, a count) throws inside the
 * transaction, which rolls back; the console gets the typed refusal that a retry would repeat,
 * never INTERNAL.
 */
function amountChecked(run: () => StaffOutcome): StaffOutcome {
  try {
    return run();
  } catch (error) {
    if (error instanceof AmountOverflowError)
      return refuse('AMOUNT_OVER_MAXIMUM', error.message, { maximum: Number(SAFE_LIMIT), limit: 'ledger' });
    throw error;
  }
}

/**
 * Runs one staff command for `staff` in the next group commit; a repeat of its id gets the
 * recorded reply again. Resolves once the command is on disk and its after-commit work done.
 */
export async function runStaffCommand(
  hub: StaffDispatchContext,
  staff: StaffMember,
  command: StaffCommand,
  desk?: DeskPreparation,
): Promise<StaffOutcome> {
  const table = 'tableId' in command ? hub.tables.wheel(command.tableId)?.config : undefined;
  if (!mayPerform(staff.role, command, table)) {
    return refuse('FORBIDDEN', `a ${staff.role} may not ${command.type}`, {
      role: staff.role,
      allowed: PERMISSIONS[command.type].join(','),
    });
  }
  const { commandId, type, ...content } = command;
  // A PIN or card token never reaches the `commands` table (hub/players/playerActions.ts).
  const key = commandKey(`staff:${staff.login}`, commandId, type, withoutSecrets(content));
  const now = hub.clock.now();
  const ctx: ActionContext = {
    db: hub.db,
    at: new Date(now).toISOString(),
    now,
    actor: `staff:${staff.login}`,
    staff,
    ...(desk === undefined ? {} : { desk }),
  };
  // Its own savepoint inside the group (inTransaction): a sum out of range undoes this command alone.
  const outcome = await groupOf(hub.db).run(() =>
    amountChecked(() =>
      inTransaction(hub.db, (): StaffOutcome => {
        const prior = priorCommand<StaffResult>(hub.db, key);
        if (prior?.kind === 'repeat') return done(prior.reply);
        if (prior?.kind === 'reused') return refuse('COMMAND_ID_REUSED', 'command id already used');
        const decided = decide(hub, ctx, command);
        if (decided.ok) recordCommand(hub.db, key, recordedReply(decided.value));
        return decided;
      }),
    ),
  );
  // The action is committed: a failure to start rounds or push snapshots must not turn its
  // reply into an error (the console would believe nothing happened). It is logged instead.
  if (outcome.ok) {
    try {
      outcome.after?.();
    } catch (error) {
      hub.log('error', 'after a committed staff action', { type, commandId, error: String(error) });
    }
    try {
      // Issue 10 §5: a committed staff action (a closing, a count, a certification) is an anchor.
      hub.anchorJournal();
    } catch (error) {
      hub.log('error', 'journal high-water mark not written', { type, commandId, error: String(error) });
    }
  }
  hub.log('info', 'staff action', { login: staff.login, role: staff.role, type, commandId, ok: outcome.ok });
  return outcome;
}
