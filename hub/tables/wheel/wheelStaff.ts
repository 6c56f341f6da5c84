// Staff as the decider knows them (games/wheelRound `Staff`): the hub's journal actor and role.
import type { DatabaseSync } from 'node:sqlite';
import type { Staff } from '../../../games/wheelRound/types.ts';

/** The decider's role for a hub staff role (protocol/staffMessages.ts STAFF_ROLES). */
function deciderRole(role: string | undefined, fallback: Staff['role']): Staff['role'] {
  if (role === 'comiteDeDirection') return 'comite';
  if (role === 'chefDePartie') return 'chef';
  if (role === 'croupier') return 'croupier';
  return fallback;
}

/**
 * The staff member behind journal actor `actor` (`staff:<login>`), with their stored role; an
 * actor with no account (the demo's `comite:demo`) takes `fallback`, the role its action required.
 */
export function staffOf(db: DatabaseSync, actor: string, fallback: Staff['role']): Staff {
  const login = actor.startsWith('staff:') ? actor.slice('staff:'.length) : null;
  const row =
    login === null
      ? undefined
      : (db.prepare('SELECT role FROM staff WHERE login = ?').get(login) as { role: string } | undefined);
  return { id: actor, role: deciderRole(row?.role, fallback) };
}

/** The actor of the table's latest "three last" announcement, or null. */
export function lastRoundsAnnouncer(db: DatabaseSync, tableId: string): string | null {
  const row = db
    .prepare(
      "SELECT actor FROM journal WHERE kind = 'LastRoundsAnnounced' AND json_extract(payload, '$.tableId') = ? ORDER BY seq DESC LIMIT 1",
    )
    .get(tableId) as { actor: string } | undefined;
  return row?.actor ?? null;
}
