// Manual mode (seed 000): when the detector misses "rien ne va plus" or the number, the croupier
// enters it and a comité member validates; each step runs inside the staff dispatcher's
// transaction, journaled with who and when, and the table's memory follows after the commit.
import type { StaffCommand } from '../../protocol/staffMessages.ts';
import type { HubTable } from '../tables/wheel/hubTable.ts';
import type { ActionContext } from './actionContext.ts';
import type { StaffOutcome } from './staffOutcome.ts';

type ManualCommand = Extract<
  StaffCommand,
  { type: 'manualNoMoreBets' | 'enterResult' | 'validateManualEntry' }
>;

/** Runs a manual-mode step on `table`. */
export function manualAction(ctx: ActionContext, table: HubTable, command: ManualCommand): StaffOutcome {
  switch (command.type) {
    case 'manualNoMoreBets':
      return table.requestManualEntry(ctx, { kind: 'noMoreBets' });
    case 'enterResult':
      return table.requestManualEntry(ctx, { kind: 'result', pocket: command.pocket });
    case 'validateManualEntry':
      return table.validateManualEntry(ctx);
  }
}
