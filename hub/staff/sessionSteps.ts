// The séance steps that are the same at every table, wheel or card (RULES.md A.1, seed 000): a
// croupier requests the opening, a comité member validates it (and, with an automatic launcher,
// puts the stations in service), a comité member relaunches an open séance after a restart. Each
// runs inside its caller's transaction, journaled with who and when; the table is started or told
// only after the commit. The "three last" and the closing are in sessionEnd.ts.
import { appendEntry } from '../entries/typedJournal.ts';
import { type SessionRow, insertRequested, markOpen } from '../sessions/sessionStore.ts';
import type { ActionContext } from './actionContext.ts';
import { type Done, type Refusal, done, refuse } from './staffOutcome.ts';

/** The table surface these steps use. */
export interface SessionStepTable {
  readonly config: { readonly tableId: string };
  readonly sessionOpen: boolean;
  notifyChange(): void;
  startService(): void;
}

/** A séance step shared by every game. */
export type SharedSessionStep = 'requestOpening' | 'validateOpening' | 'relaunch';

/** What a shared step answers, with the work to do after the commit. */
export type SessionStepOutcome =
  | Done<{ readonly kind: 'sessionRequested' | 'sessionOpened' | 'relaunched'; readonly sessionId: number }>
  | Refusal;

/** The refusal of a step the séance's phase does not allow (`wanted` says which phase would). */
export function wrongSessionPhase(session: SessionRow | null, wanted: string): Refusal {
  return refuse('SESSION_STATE', `the session must be ${wanted}`, { phase: session?.phase ?? 'none' });
}

/** Runs `step` on `table`, whose latest séance is `session`. */
export function sharedSessionStep(
  ctx: ActionContext,
  table: SessionStepTable,
  session: SessionRow | null,
  step: SharedSessionStep,
): SessionStepOutcome {
  const { db, at, actor } = ctx;
  const tableId = table.config.tableId;
  switch (step) {
    case 'requestOpening': {
      if (session !== null && session.phase !== 'closed')
        return wrongSessionPhase(session, 'closed (or never opened)');
      const seq = appendEntry(db, at, 'SessionOpeningRequested', actor, { tableId, role: ctx.staff.role });
      insertRequested(db, seq, tableId, actor);
      return done({ kind: 'sessionRequested', sessionId: seq }, () => table.notifyChange());
    }
    case 'validateOpening': {
      if (session?.phase !== 'requested') return wrongSessionPhase(session, 'requested');
      const seq = appendEntry(db, at, 'SessionOpened', actor, {
        tableId,
        sessionId: session.session_id,
        requestedBy: session.requested_by,
        // Seed 000: with an automatic launcher the comité member puts the stations in service.
        stationsInServiceBy: actor,
        config: { ...table.config },
      });
      markOpen(db, session.session_id, actor, seq);
      return done({ kind: 'sessionOpened', sessionId: session.session_id }, () => table.startService());
    }
    case 'relaunch': {
      if (session?.phase !== 'open' || table.sessionOpen)
        return wrongSessionPhase(session, 'open and out of service');
      appendEntry(db, at, 'GameRelaunched', actor, { tableId, sessionId: session.session_id });
      return done({ kind: 'relaunched', sessionId: session.session_id }, () => table.startService());
    }
  }
}
