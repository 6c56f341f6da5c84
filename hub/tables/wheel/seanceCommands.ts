// The decider's session follows the séance kept by hub/sessions (RULES.md A.1, seed 000): the
// commands that bring the decider in line with it, built from the session store and the journal.
import type { DatabaseSync } from 'node:sqlite';
import { latestSession } from '../../sessions/sessionStore.ts';
import { lastRoundsAnnouncer, staffOf } from './wheelStaff.ts';
import type { Command, TableState } from '../../../games/wheelRound/state.ts';

/** What these commands read of the decider's state (any wheel game). */
type SessionState = Pick<TableState<unknown, unknown>, 'session' | 'lastSpinsLeft'>;

/** `OpenSession` when the séance is open and the decider's session is not. */
export function openSessionCommands<B, O>(
  db: DatabaseSync,
  tableId: string,
  state: SessionState,
): Command<B, O>[] {
  if (state.session === 'open') return [];
  const session = latestSession(db, tableId);
  const validatedBy = staffOf(db, session?.opened_by ?? 'hub', 'comite');
  const requester = staffOf(db, session?.requested_by ?? 'hub', 'croupier');
  // Seed 000: on an automatic launcher the comité member alone puts the stations in service;
  // the decider then records the launcher as what was put in service and the member as validator.
  const openedBy =
    requester.id === validatedBy.id ? { id: `device:${tableId}`, role: 'croupier' as const } : requester;
  return [{ type: 'OpenSession', openedBy, validatedBy }];
}

/**
 * `AnnounceLastSpins` once the "three last" are announced on the séance (hub/staff), before the
 * first of them closes its bets: a round still betting at the announcement is one of them, a ball
 * already launched is not (the séance's own count, hub/sessions). `upcomingRound` is the round
 * about to close its bets, or null when a round is about to open.
 */
export function lastSpinsCommands<B, O>(
  db: DatabaseSync,
  tableId: string,
  state: SessionState,
  upcomingRound: number | null,
): Command<B, O>[] {
  if (state.lastSpinsLeft !== null) return [];
  const session = latestSession(db, tableId);
  if (session?.phase !== 'open' || session.last_rounds_remaining === null) return [];
  if (upcomingRound !== null && (session.last_rounds_from_round ?? 0) > upcomingRound) return [];
  const actor = lastRoundsAnnouncer(db, tableId) ?? 'hub';
  return [{ type: 'AnnounceLastSpins', by: staffOf(db, actor, 'comite') }];
}

/**
 * The ways to close the decider's session after the séance's closing was validated: after the
 * three last as counted, else with the reason journaled (the closing is already committed, and
 * stakes in prison must go back to their owners).
 */
export function closeSessionAttempts<B, O>(
  db: DatabaseSync,
  tableId: string,
  state: SessionState,
): Command<B, O>[][] {
  if (state.session !== 'open') return [];
  const validatedBy = staffOf(db, latestSession(db, tableId)?.closed_by ?? 'hub', 'comite');
  return [
    [...lastSpinsCommands<B, O>(db, tableId, state, null), { type: 'CloseSession', validatedBy }],
    [{ type: 'CloseSession', validatedBy, incident: 'séance closed by the comité' }],
  ];
}
