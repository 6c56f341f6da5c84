// "Je m'absente" at a hold'em station (issue 12 §5; seed 000: "Durant une partie, un joueur peut
// s'absenter de son poste de jeu"; RULES.md A.7 "Absence as in A.1"): the player sits out from the
// next hand (the engine's SitOut) and the absence starts now (`HoldemAwayDeclared`). The station
// shows until when it may last; beyond the table's maximum absence the hub journals
// `HoldemAbsenceRaised` and staff see the flag: the chef de partie or a comité member then
// suspends and frees the seat through the existing `freeSeat` (the stack goes back to the
// player's account, hub/players). Back at the station, `holdemSitIn` ends the absence
// (`HoldemAbsenceEnded`). The absences are the fold of those three kinds, read once per store.
import type { DatabaseSync } from 'node:sqlite';
import type { RoomResult } from '../../../protocol/roomMessages.ts';
import { DEFAULT_MAX_ABSENCE_MS } from '../cards/cardConfig.ts';
import type { Clock } from '../../clock.ts';
import { type Outcome, success } from '../../outcome.ts';
import { type CommandKey, recordCommand } from '../../store/commands.ts';
import { inTransaction } from '../../store/database.ts';
import { appendEntry, kindSet, readEntryOf } from '../../entries/typedJournal.ts';
import { seatOfPlayer } from './holdemMemory.ts';
import type { HoldemTable } from './holdemTable.ts';

/** What the absence reads and tells of the running hub. */
export interface HoldemAbsenceContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  /** Tells the staff consoles something changed. */
  staffChanged(): void;
  /** The hold'em tables' view pushes (hub/tables/holdem/holdemService.ts). */
  readonly holdem: { changed(tableId: string): void };
}

/** Journal kinds of the hold'em absence. */
export const HOLDEM_AWAY_DECLARED = 'HoldemAwayDeclared' as const;
export const HOLDEM_ABSENCE_RAISED = 'HoldemAbsenceRaised' as const;
export const HOLDEM_ABSENCE_ENDED = 'HoldemAbsenceEnded' as const;

/** The kinds the absences are read from. */
const ABSENCE_KINDS = kindSet([HOLDEM_AWAY_DECLARED, HOLDEM_ABSENCE_RAISED, HOLDEM_ABSENCE_ENDED]);

/** A declared absence at a hold'em table. */
interface Away {
  readonly tableId: string;
  readonly playerId: string;
  readonly terminalId: string;
  readonly since: number;
  readonly raisedAt: number | null;
}

/** An absence as a station or staff see it (epoch ms). */
export interface AwayView {
  readonly since: number;
  readonly allowedUntil: number;
  readonly beyondMaximum: boolean;
}

const awaysByStore = new WeakMap<DatabaseSync, Map<string, Away>>();
const keyOf = (tableId: string, playerId: string): string => `${tableId}\u0000${playerId}`;

/** The maximum absence of `table` ([GAP] seed 000 leaves it to the règlement intérieur: 5 min by default). */
export function maxAbsenceOf(table: HoldemTable): number {
  return table.config.maxAbsenceMs ?? DEFAULT_MAX_ABSENCE_MS;
}

function awaysOf(db: DatabaseSync): Map<string, Away> {
  let aways = awaysByStore.get(db);
  if (aways !== undefined) return aways;
  aways = new Map();
  const rows = db
    .prepare('SELECT seq, kind, payload FROM journal WHERE kind IN (?, ?, ?) ORDER BY seq')
    .all(HOLDEM_AWAY_DECLARED, HOLDEM_ABSENCE_RAISED, HOLDEM_ABSENCE_ENDED) as {
    seq: number;
    kind: string;
    payload: string;
  }[];
  for (const row of rows) {
    const read = readEntryOf(ABSENCE_KINDS, row.kind, row.payload, row.seq);
    // An unreadable entry names no absence: passed over.
    if (read === null || !read.ok) continue;
    const { entry } = read;
    const k = keyOf(entry.payload.tableId, entry.payload.playerId);
    if (entry.kind === HOLDEM_AWAY_DECLARED) aways.set(k, { ...entry.payload, raisedAt: null });
    else if (entry.kind === HOLDEM_ABSENCE_ENDED) aways.delete(k);
    else {
      const a = aways.get(k);
      if (a !== undefined) aways.set(k, { ...a, raisedAt: entry.payload.at });
    }
  }
  awaysByStore.set(db, aways);
  return aways;
}

/**
 * "Je m'absente": sits `playerId` out at `table` (under a command key of its own, so that a repeat
 * finds both parts applied) and journals the start of the absence. For a new command id only: the
 * table host (hub/host/tableHost.ts) has looked the id up and answers a repeat from its record.
 */
export function holdemStepAway(
  hub: HoldemAbsenceContext,
  table: HoldemTable,
  key: CommandKey,
  playerId: string,
): Outcome<RoomResult> {
  const seated = seatOfPlayer(table.memory, playerId);
  // Already sitting out (a time-out, or a pause): the engine would refuse a second SitOut.
  const alreadyOut = seated !== undefined && table.memory.state.seats[seated]?.sittingOut === true;
  if (!alreadyOut) {
    const sat = table.sitOut(
      { ...key, commandId: `${key.commandId}.away`, fingerprint: `${key.fingerprint}.away` },
      playerId,
    );
    if (!sat.ok) return sat;
  }
  const tableId = table.config.tableId;
  const since = hub.clock.now();
  const result: RoomResult = { kind: 'away', since, allowedUntil: since + maxAbsenceOf(table) };
  const away: Away = { tableId, playerId, terminalId: key.terminalId, since, raisedAt: null };
  inTransaction(hub.db, () => {
    const { raisedAt: _r, ...payload } = away;
    appendEntry(
      hub.db,
      new Date(since).toISOString(),
      HOLDEM_AWAY_DECLARED,
      `terminal:${key.terminalId}`,
      payload,
    );
    recordCommand(hub.db, key, result);
  });
  awaysOf(hub.db).set(keyOf(tableId, playerId), away);
  scheduleRaise(hub, table, away);
  hub.holdem.changed(tableId);
  hub.staffChanged();
  return success(result);
}

/** Beyond the maximum, the absence is raised to staff once (journaled) and every view pushed. */
function scheduleRaise(hub: HoldemAbsenceContext, table: HoldemTable, away: Away): void {
  const due = away.since + maxAbsenceOf(table) - hub.clock.now();
  hub.clock.schedule(Math.max(0, due) + 1, () => {
    const k = keyOf(away.tableId, away.playerId);
    const current = awaysOf(hub.db).get(k);
    if (current !== away || holdemAwayOf(hub, table, away.playerId) === null) return;
    const at = hub.clock.now();
    if (!hub.db.isOpen) return;
    appendEntry(hub.db, new Date(at).toISOString(), HOLDEM_ABSENCE_RAISED, 'hub', {
      tableId: away.tableId,
      playerId: away.playerId,
      terminalId: away.terminalId,
      at,
    });
    awaysOf(hub.db).set(k, { ...away, raisedAt: at });
    hub.holdem.changed(away.tableId);
    hub.staffChanged();
  });
}

/** The player is back (`holdemSitIn` accepted): the absence ends, journaled. */
export function endHoldemAway(
  hub: Pick<HoldemAbsenceContext, 'db' | 'clock' | 'staffChanged'>,
  tableId: string,
  playerId: string,
  terminalId: string,
): void {
  const k = keyOf(tableId, playerId);
  if (!awaysOf(hub.db).has(k)) return;
  const at = hub.clock.now();
  appendEntry(hub.db, new Date(at).toISOString(), HOLDEM_ABSENCE_ENDED, `terminal:${terminalId}`, {
    tableId,
    playerId,
    terminalId,
    at,
  });
  awaysOf(hub.db).delete(k);
  hub.staffChanged();
}

/**
 * The declared absence of `playerId` at `table`, or null when the player is not away (came back,
 * left, or their seat was freed by staff).
 */
export function holdemAwayOf(
  hub: Pick<HoldemAbsenceContext, 'db' | 'clock'>,
  table: HoldemTable,
  playerId: string | null,
): AwayView | null {
  if (playerId === null) return null;
  const away = awaysOf(hub.db).get(keyOf(table.config.tableId, playerId));
  if (away === undefined) return null;
  const seat = seatOfPlayer(table.memory, playerId);
  if (seat === undefined || table.memory.state.seats[seat]?.sittingOut !== true) return null;
  const allowedUntil = away.since + maxAbsenceOf(table);
  return {
    since: away.since,
    allowedUntil,
    beyondMaximum: away.raisedAt !== null || hub.clock.now() > allowedUntil,
  };
}
