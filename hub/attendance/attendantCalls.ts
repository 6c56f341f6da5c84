// "Appel" (issue 12 §5): a player at any station calls an attendant. The call is journaled
// (`AttendantCalled`, its seq is the call's id) with the command record in one transaction, shown
// to staff in the tables view with the station, its table and the reason until a member of staff
// answers it (`AttendantCallAnswered`, journaled under that member's identity). The open calls are
// the fold of those two kinds, read once from the journal and kept beside the store.
import type { DatabaseSync } from 'node:sqlite';
import {
  type AttendanceClientMessage,
  type AttendantCallView,
  AttendantCallViewSchema,
} from '../../protocol/attendanceMessages.ts';
import type { StationHubMessage } from '../../protocol/roomMessages.ts';
import { type IdentifiedStation, refuseBeforeHello } from '../connections/beforeHello.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';
import { commandKey, priorCommand, recordCommand } from '../store/commands.ts';
import { inTransaction } from '../store/database.ts';
import { appendEntry, kindSet, readEntryOf } from '../entries/typedJournal.ts';

/** What a call reads and tells of the running hub. */
export interface AttendanceContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly log: Logger;
  readonly metrics: HubMetrics;
  /** Tells the staff consoles something changed. */
  staffChanged(): void;
}

/** A connected station that may be told its call was answered. */
export interface CallingStation {
  readonly terminalId: string | null;
  sendMessage(message: StationHubMessage): void;
}

/** The connected stations, to tell one that its call was answered. */
export interface CallingStations {
  readonly connections: Iterable<CallingStation>;
}

/** Journal kind of a player's call for an attendant. */
export const ATTENDANT_CALLED = 'AttendantCalled' as const;
/** Journal kind of staff answering a call. */
export const ATTENDANT_CALL_ANSWERED = 'AttendantCallAnswered' as const;

/** The kinds the open calls are read from. */
const CALL_KINDS = kindSet([ATTENDANT_CALLED, ATTENDANT_CALL_ANSWERED]);

type CalledReply = Extract<StationHubMessage, { type: 'reply'; ok: true }>['result'] & {
  kind: 'attendantCalled';
};

const openByStore = new WeakMap<DatabaseSync, Map<number, AttendantCallView>>();

/** The open calls of the hub's store, oldest first (read from the journal on first use). */
export function openCalls(db: DatabaseSync): AttendantCallView[] {
  return [...callsOf(db).values()];
}

function callsOf(db: DatabaseSync): Map<number, AttendantCallView> {
  let calls = openByStore.get(db);
  if (calls !== undefined) return calls;
  calls = new Map();
  const rows = db
    .prepare('SELECT seq, at, kind, payload FROM journal WHERE kind IN (?, ?) ORDER BY seq')
    .all(ATTENDANT_CALLED, ATTENDANT_CALL_ANSWERED) as {
    seq: number;
    at: string;
    kind: string;
    payload: string;
  }[];
  for (const row of rows) {
    const read = readEntryOf(CALL_KINDS, row.kind, row.payload, row.seq);
    // An unreadable entry names no call: passed over, as before the catalogue.
    if (read === null || !read.ok) continue;
    const { entry } = read;
    if (entry.kind === ATTENDANT_CALL_ANSWERED) {
      calls.delete(entry.payload.callId);
      continue;
    }
    const call = AttendantCallViewSchema.safeParse({ ...entry.payload, callId: row.seq, at: row.at });
    if (call.success) calls.set(row.seq, call.data);
  }
  openByStore.set(db, calls);
  return calls;
}

/** Handles `callAttendant` from `station`: journaled once per command id, shown to staff. */
export function handleAttendanceMessage(
  hub: AttendanceContext,
  station: IdentifiedStation,
  message: AttendanceClientMessage,
): void {
  const { terminalId, tableId } = station;
  if (terminalId === null || tableId === null) return refuseBeforeHello(hub, station);
  const { commandId, type, ...content } = message;
  const key = commandKey(terminalId, commandId, type, content);
  const db = hub.db;
  const reply = inTransaction(db, (): CalledReply | { refused: true } => {
    const prior = priorCommand<CalledReply>(db, key);
    if (prior?.kind === 'repeat') return prior.reply;
    if (prior?.kind === 'reused') return { refused: true };
    const at = new Date(hub.clock.now()).toISOString();
    const payload = { terminalId, tableId, reason: message.reason };
    const seq = appendEntry(db, at, ATTENDANT_CALLED, `terminal:${terminalId}`, payload);
    const called: CalledReply = { kind: 'attendantCalled', callId: seq, at };
    recordCommand(db, key, called);
    return called;
  });
  if ('refused' in reply) {
    station.sendMessage({
      type: 'reply',
      commandId,
      ok: false,
      error: { code: 'COMMAND_ID_REUSED', message: 'command id already used' },
    });
    return;
  }
  // Shown to staff once committed (a repeat finds it there already).
  if (!callsOf(db).has(reply.callId) && !answered(db, reply.callId)) {
    callsOf(db).set(reply.callId, {
      callId: reply.callId,
      terminalId,
      tableId,
      reason: message.reason,
      at: reply.at,
    });
  }
  hub.log('info', 'attendant called', { terminalId, tableId, reason: message.reason, callId: reply.callId });
  hub.staffChanged();
  station.sendMessage({ type: 'reply', commandId, ok: true, result: reply });
}

/**
 * Staff answer call `callId`, inside the staff command's transaction: journaled under `actor`.
 * Returns the work to do once committed (the call leaves the open list), or null when no such
 * call is open.
 */
export function answerCall(db: DatabaseSync, at: string, actor: string, callId: number): (() => void) | null {
  const call = callsOf(db).get(callId);
  if (call === undefined) return null;
  appendEntry(db, at, ATTENDANT_CALL_ANSWERED, actor, { callId, terminalId: call.terminalId });
  return () => callsOf(db).delete(callId);
}

/** The station that made open call `callId`, or null when no such call is open. */
export function callerOf(db: DatabaseSync, callId: number): string | null {
  return callsOf(db).get(callId)?.terminalId ?? null;
}

/** Tells station `terminalId`, if connected, that staff answered its call `callId`. */
export function tellCallAnswered(hub: CallingStations, terminalId: string, callId: number): void {
  for (const connection of hub.connections) {
    if (connection.terminalId === terminalId)
      connection.sendMessage({ type: 'attendantCallAnswered', callId });
  }
}

function answered(db: DatabaseSync, callId: number): boolean {
  const row = db
    .prepare("SELECT 1 FROM journal WHERE kind = ? AND json_extract(payload, '$.callId') = ? LIMIT 1")
    .get(ATTENDANT_CALL_ANSWERED, callId);
  return row !== undefined;
}
