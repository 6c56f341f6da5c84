// The staff API's commands at a card table (docs/protocol.md "Staff API"), inside the staff
// dispatcher's transaction: the séance steps (`requestOpening`, `validateOpening`,
// `announceLastRounds` → the "three last hands", `validateClosing`, `relaunch`) and the absence
// rule (`suspendAbsentPlayer`, `claimConsignment`) run `cardStaffAction` (hub/tables/cards/cardStaff.ts,
// its roles checked there too); views are pushed after the commit.
import type { StaffCommand, StaffResult } from '../../../protocol/staffMessages.ts';
import type { CardTables } from '../tableRegistry.ts';
import type { ActionContext } from '../../staff/actionContext.ts';
import { refuse, type StaffOutcome } from '../../staff/staffOutcome.ts';
import { type CardStaffAction, type CardStaffResult, cardStaffAction } from './cardStaff.ts';

/** What the card staff actions use of the running hub. */
export interface CardStaffContext {
  readonly tables: Pick<CardTables, 'card'>;
  /** Pushes the views held back during the staff transaction (hub/tables/cards/cardService.ts). */
  readonly cards: { flush(): void };
}

/** The card staff action a staff command names at a card table, or null (not a card table's). */
function actionOf(command: StaffCommand): CardStaffAction | null {
  switch (command.type) {
    case 'requestOpening':
    case 'validateOpening':
    case 'validateClosing':
    case 'relaunch':
      return { type: command.type };
    case 'announceLastRounds':
      return { type: 'announceLastHands' };
    case 'suspendAbsentPlayer':
      return { type: 'suspendAbsentPlayer', seat: command.seat };
    case 'claimConsignment':
      return {
        type: 'claimConsignment',
        consignmentId: command.consignmentId,
        terminalId: command.terminalId,
      };
    default:
      return null;
  }
}

function resultOf(r: CardStaffResult): StaffResult {
  return r.kind === 'lastHandsAnnounced' ? { kind: 'lastRoundsAnnounced', remaining: r.remaining } : r;
}

/** Runs `command` when it is a card table's; null otherwise (the dispatcher goes on). */
export function cardTableStaffAction(
  hub: CardStaffContext,
  ctx: ActionContext,
  command: StaffCommand,
): StaffOutcome | null {
  const isCardOnly = command.type === 'suspendAbsentPlayer' || command.type === 'claimConsignment';
  const table = 'tableId' in command ? hub.tables.card(command.tableId) : undefined;
  if (table === undefined)
    return isCardOnly
      ? refuse('UNKNOWN_TABLE', `no card table ${'tableId' in command ? command.tableId : ''}`)
      : null;
  const action = actionOf(command);
  if (action === null) return null;
  const outcome = cardStaffAction(ctx, table, action);
  if (!outcome.ok) return outcome;
  const after = outcome.after;
  return {
    ok: true,
    value: resultOf(outcome.value),
    after: () => {
      after?.();
      hub.cards.flush();
    },
  };
}
