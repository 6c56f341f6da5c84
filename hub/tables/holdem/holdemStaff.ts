// The staff side of the hold'em tables, inside the staff dispatcher's transaction
// (hub/staff/staffDispatch.ts): parties opened and ended (seed 000: the cave minimum set by the
// direction applies from the start of a partie, once the previous partie's rake is determined),
// and the players service's actions that touch a table — `freeSeat` gives the stack back first,
// `setCaveLimits` waits for the end of the partie. Views are pushed after the commit.
import { cents } from '../../../games/money.ts';
import type { StaffCommand } from '../../../protocol/staffMessages.ts';
import type { HoldemTables } from '../tableRegistry.ts';
import type { PlayerCommand } from '../../players/playerActions.ts';
import { caveLimits } from '../../players/cave.ts';
import { seatedPlayers } from '../../players/waitingList.ts';
import type { ActionContext } from '../../staff/actionContext.ts';
import { done, refuse, type StaffOutcome } from '../../staff/staffOutcome.ts';
import { seatOfPlayer } from './holdemMemory.ts';

/** What the hold'em staff actions use of the running hub. */
export interface HoldemStaffContext {
  readonly tables: Pick<HoldemTables, 'holdem'>;
  /** Pushes the views held back during the staff transaction (hub/tables/holdem/holdemService.ts). */
  readonly holdem: { flush(): void };
}

type PartieCommand = Extract<StaffCommand, { type: 'startHoldemPartie' | 'endHoldemPartie' }>;

/** Opens or ends a partie at a hold'em table. */
export function holdemPartieAction(
  hub: HoldemStaffContext,
  ctx: ActionContext,
  command: PartieCommand,
): StaffOutcome {
  const { tableId } = command;
  const table = hub.tables.holdem(tableId);
  if (table === undefined) return refuse('UNKNOWN_TABLE', `no hold'em table ${tableId}`);
  const after = (): void => hub.holdem.flush();
  if (command.type === 'endHoldemPartie') {
    const ended = table.endPartie(ctx.actor);
    if (!ended.ok) return ended;
    return done({ kind: 'holdemPartieEnded', tableId, ...ended.value }, after);
  }
  // Seed 000: "le montant minimum de la cave est fixé par la direction" (setCaveLimits).
  const limits = caveLimits(ctx, tableId);
  if (limits === null) return refuse('CAVE_NOT_SET', `the comité has not set the cave minimum of ${tableId}`);
  const caveMinimum = cents(limits.minimum);
  const started = table.startPartie(ctx.actor, {
    caveMinimum,
    ...(command.smallBlind === undefined ? {} : { smallBlind: cents(command.smallBlind) }),
    ...(command.bigBlind === undefined ? {} : { bigBlind: cents(command.bigBlind) }),
    ...(command.ante === undefined ? {} : { ante: cents(command.ante) }),
  });
  if (!started.ok) return started;
  return done({ kind: 'holdemPartieStarted', tableId, partie: started.value.partie, caveMinimum }, after);
}

/**
 * Runs a players-service action (`run`) after the table's own part: `freeSeat` first takes the
 * player off the table with their stack (between their hands only), `setCaveLimits` is refused
 * while a partie is open (seed 000: a new minimum only at the start of a partie).
 */
export function withHoldemTable(
  hub: HoldemStaffContext,
  ctx: ActionContext,
  command: PlayerCommand,
  run: () => StaffOutcome,
): StaffOutcome {
  const table = 'tableId' in command ? hub.tables.holdem(command.tableId) : undefined;
  if (table === undefined) return run();
  if (command.type === 'setCaveLimits' && !table.mayChangeCaveMinimum)
    return refuse('HAND_IN_PROGRESS', 'the cave minimum changes only between parties: end the partie first', {
      reason: 'partieOpen',
    });
  if (command.type === 'freeSeat') {
    const holder = seatedPlayers(ctx.db, command.tableId).find((s) => s.seat === command.seat);
    if (holder !== undefined && seatOfPlayer(table.memory, holder.playerId) !== undefined) {
      const removed = table.removePlayer(ctx.actor, holder.playerId);
      if (!removed.ok) return removed;
    }
  }
  const outcome = run();
  return outcome.ok ? { ...outcome, after: () => hub.holdem.flush() } : outcome;
}
