// Staff actions of the card tables (RULES.md A.1; seed 000 "black jack / punto banco électronique"):
// the séance (a croupier requests, a comité member validates the opening; the "three last hands"
// are announced; a comité member validates the closing), the absence rule (a comité member
// suspends the absent player; the cashier pays back a claimed consignment) and the relaunch after
// a restart. Each action checks the role, runs in one transaction with its journal entries, and
// does its after-commit work (start or stop the table) only once committed — like
// hub/staff/sessionActions.ts, whose session store, opening/relaunch steps (sessionSteps.ts) and
// three last and closing (sessionEnd.ts) it shares.
import type { DatabaseSync } from 'node:sqlite';
import type { Cents } from '../../../games/money.ts';
import type { StaffRole } from '../../../protocol/staffMessages.ts';
import type { Clock } from '../../clock.ts';
import { latestSession } from '../../sessions/sessionStore.ts';
import type { ActionContext } from '../../staff/actionContext.ts';
import { type Done, type Refusal, done, refuse } from '../../staff/staffOutcome.ts';
import { announceLastRounds, closeSession, type SessionEndTable } from '../../staff/sessionEnd.ts';
import { sharedSessionStep } from '../../staff/sessionSteps.ts';
import type { StaffMember } from '../../staff/staffAccounts.ts';
import { inTransaction } from '../../store/database.ts';
import type { ChainAnchor } from '../../store/anchors.ts';

/** The table surface the staff actions use (any card table). */
export interface StaffCardTable {
  readonly config: { readonly tableId: string; readonly game: string };
  readonly sessionOpen: boolean;
  handInProgress(): boolean;
  startService(): void;
  endService(): void;
  notifyChange(): void;
  recordOrphans(at: string, actor: string): number;
  freeAllSeats(actor: string): void;
  suspendAbsent(
    seat: number,
    actor: string,
  ): { ok: true; consignmentId: number; amount: Cents } | { ok: false; why: string };
  claimConsignment(
    id: number,
    terminalId: string,
    actor: string,
  ): { ok: true; amount: Cents } | { ok: false; why: string };
}

/** A card staff action. */
export type CardStaffAction =
  | { readonly type: 'requestOpening' }
  | { readonly type: 'validateOpening' }
  | { readonly type: 'announceLastHands' }
  | { readonly type: 'validateClosing' }
  | { readonly type: 'relaunch' }
  | { readonly type: 'suspendAbsentPlayer'; readonly seat: number }
  | { readonly type: 'claimConsignment'; readonly consignmentId: number; readonly terminalId: string };

/** What a card staff action answers. */
export type CardStaffResult =
  | { readonly kind: 'sessionRequested' | 'sessionOpened' | 'relaunched'; readonly sessionId: number }
  | {
      readonly kind: 'sessionClosed';
      readonly sessionId: number;
      readonly orphansRecorded: number;
      readonly anchor: ChainAnchor;
    }
  | { readonly kind: 'lastHandsAnnounced'; readonly remaining: number }
  | {
      readonly kind: 'playerSuspended';
      readonly seat: number;
      readonly consignmentId: number;
      readonly amount: Cents;
    }
  | { readonly kind: 'consignmentClaimed'; readonly consignmentId: number; readonly amount: Cents };

/** A card staff action's outcome, with the work to do after the commit. */
export type CardStaffOutcome = Done<CardStaffResult> | Refusal;

/** Who may do what at a card table (seed 000; a role not listed gets FORBIDDEN). */
export const CARD_PERMISSIONS: Readonly<Record<CardStaffAction['type'], readonly StaffRole[]>> = {
  requestOpening: ['croupier', 'chefDePartie'],
  // "Un membre du comité de direction valide les opérations d'ouverture de la séance."
  validateOpening: ['comiteDeDirection'],
  // "après l'annonce préalable des trois dernières mains" (who announces is not said: the croupier
  // who deals, his chef de partie, or the comité member).
  announceLastHands: ['croupier', 'chefDePartie', 'comiteDeDirection'],
  // "le membre du comité de direction valide la fermeture informatique de la session".
  validateClosing: ['comiteDeDirection'],
  relaunch: ['comiteDeDirection'],
  // "le membre du comité de direction suspend la participation du joueur et libère la place".
  suspendAbsentPlayer: ['comiteDeDirection'],
  // A consignment is paid back at the cash desk.
  claimConsignment: ['caissier'],
};

/** The card table's part of the séance's end: its rounds are the three last hands. */
function cardSessionEnd(table: StaffCardTable): SessionEndTable {
  return {
    config: table.config,
    lastRoundsName: 'the three last hands',
    lastRoundsUnit: 'hands',
    firstOfLastRounds({ db }) {
      // A hand already dealt is not one of the three; every hand dealt after this entry is (its
      // deal's seq is the hand id, so the announcement's own seq is the first that counts).
      return (db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM journal').get() as { n: number }).n;
    },
    unsettled: () =>
      table.handInProgress()
        ? refuse('LAST_ROUNDS_PENDING', 'the three last hands are not all played', { remaining: 0 })
        : null,
    notifyChange: () => table.notifyChange(),
    endService: () => table.endService(),
  };
}

/** Runs `action` on `table` (inside the caller's transaction when there is one). */
export function cardStaffAction(
  ctx: ActionContext,
  table: StaffCardTable,
  action: CardStaffAction,
): CardStaffOutcome {
  if (!CARD_PERMISSIONS[action.type].includes(ctx.staff.role))
    return refuse('FORBIDDEN', `${ctx.staff.role} may not ${action.type}`);
  const { actor } = ctx;
  const session = latestSession(ctx.db, table.config.tableId);
  switch (action.type) {
    case 'requestOpening':
    case 'validateOpening':
    case 'relaunch':
      return sharedSessionStep(ctx, table, session, action.type);
    case 'announceLastHands':
      return announceLastRounds(ctx, cardSessionEnd(table), session, 'lastHandsAnnounced');
    case 'validateClosing':
      return closeSession(ctx, cardSessionEnd(table), session, () => {
        // Seed 000: a consignment not claimed before the end of the séance goes to the orphans register.
        const orphansRecorded = table.recordOrphans(ctx.at, ctx.actor);
        table.freeAllSeats(ctx.actor);
        return { orphansRecorded };
      });
    case 'suspendAbsentPlayer': {
      const r = table.suspendAbsent(action.seat, actor);
      if (!r.ok)
        return refuse('SESSION_STATE', r.why, { phase: session?.phase ?? 'none', seat: action.seat });
      return done(
        { kind: 'playerSuspended', seat: action.seat, consignmentId: r.consignmentId, amount: r.amount },
        () => table.notifyChange(),
      );
    }
    case 'claimConsignment': {
      const r = table.claimConsignment(action.consignmentId, action.terminalId, actor);
      if (!r.ok) return refuse('SESSION_STATE', r.why, { phase: session?.phase ?? 'none' });
      return done({ kind: 'consignmentClaimed', consignmentId: action.consignmentId, amount: r.amount }, () =>
        table.notifyChange(),
      );
    }
  }
}

/** Runs a card staff action for `staff` in its own transaction, then its after-commit work. */
export function runCardStaffAction(
  db: DatabaseSync,
  clock: Clock,
  staff: StaffMember,
  table: StaffCardTable,
  action: CardStaffAction,
): CardStaffOutcome {
  const now = clock.now();
  const ctx: ActionContext = {
    db,
    at: new Date(now).toISOString(),
    now,
    actor: `staff:${staff.login}`,
    staff,
  };
  // Every refusal is found before anything is written, so a refused action changes nothing.
  const outcome = inTransaction(db, () => cardStaffAction(ctx, table, action));
  if (outcome.ok) outcome.after?.();
  return outcome;
}
