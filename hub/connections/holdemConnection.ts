// A hold'em station's room messages on the terminal socket (hub/connections/terminalConnection.ts hands them
// here): login and logout by nominative card and PIN (seed 000; RULES.md A.1: one station per
// card; A.7: three wrong PINs lock the card) — and by the card alone at the wheel and card tables
// (issue 12 §3), then the station commands of the logged-in player, applied to the table through
// the table host (hub/host/tableHost.ts) with the hold'em adapter (hub/tables/holdem/holdemAdapter.ts).
// Each command id is applied once; a repeat is answered the same way. The PIN and the card token
// never reach the `commands` table or the journal.
import type { ProtocolError } from '../../protocol/errors.ts';
import type {
  RoomClientMessage,
  RoomHubMessage,
  RoomResult,
  StationHubMessage,
} from '../../protocol/roomMessages.ts';
import { refuseBeforeHello } from './beforeHello.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';
import type { PlayerServices } from '../players/playerActions.ts';
import type { StationPlayers } from '../players/stationPlayers.ts';
import type { HoldemTables, TableIds } from '../tables/tableRegistry.ts';
import { withoutSecrets } from '../players/playerActions.ts';
import { cardAtTerminal } from '../players/playerStore.ts';
import {
  loginByCardSession,
  loginWithCardSession,
  logoutAtStation,
  type StationLoginOutcome,
} from '../players/stationLogin.ts';
import { commandKey, priorCommand, recordCommand } from '../store/commands.ts';
import { inTransaction } from '../store/database.ts';
import { holdemAwayOf } from '../tables/holdem/holdemAbsence.ts';
import { type HoldemAdapterContext, holdemAdapter } from '../tables/holdem/holdemAdapter.ts';
import { hostCommand } from '../host/tableHost.ts';
import type { Logger } from '../logger.ts';
import { seatOfPlayer } from '../tables/holdem/holdemMemory.ts';

/** What the hold'em stations and the station login use of the running hub. */
export interface RoomContext extends HoldemAdapterContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly metrics: HubMetrics;
  readonly log: Logger;
  readonly stationPlayers: StationPlayers;
  /** The card authority (the card sessions a login names). */
  readonly players: Pick<PlayerServices, 'cardAuth'>;
  /** Which tables exist (the login answers at every kind), and the hold'em ones. */
  readonly tables: Pick<TableIds, 'has' | 'kindOf'> & Pick<HoldemTables, 'holdem'>;
  /** The hold'em tables' view pushes and change counters (hub/tables/holdem/holdemService.ts). */
  readonly holdem: HoldemAdapterContext['holdem'] & { sequence(tableId: string): number };
}

/** The station side the room needs: who it is, where, and how to answer it. */
export interface RoomStation {
  readonly terminalId: string | null;
  readonly tableId: string | null;
  sendMessage(message: StationHubMessage): void;
  sendSnapshot(): void;
}

/** A reply as recorded for a repeat (the wire reply without its type and command id). */
type RecordedReply =
  { readonly ok: true; readonly result: RoomResult } | { readonly ok: false; readonly error: ProtocolError };

/** Handles one room message from `station` (already parsed at the edge), received at `receivedAt`. */
export async function handleRoomMessage(
  hub: RoomContext,
  station: RoomStation,
  message: RoomClientMessage,
  receivedAt: number,
): Promise<void> {
  const { terminalId, tableId } = station;
  if (terminalId === null || tableId === null) return refuseBeforeHello(hub, station);
  const answer = (reply: RecordedReply): void => {
    if (!reply.ok) hub.metrics.commandsRefused.inc({ code: reply.error.code });
    station.sendMessage(
      reply.ok
        ? { type: 'reply', commandId: message.commandId, ok: true, result: reply.result }
        : { type: 'reply', commandId: message.commandId, ok: false, error: reply.error },
    );
  };
  const table = hub.tables.holdem(tableId);
  if (isLoginMessage(message)) return stationLogin(hub, station, terminalId, message, answer);
  if (table === undefined)
    return answer(refused('FORBIDDEN', "this station is not at a hold'em table", { reason: 'notHoldem' }));
  // The table's commands go through the table host: idempotency, group commit, views, reply.
  const host = { terminalId, sendMessage: (m: StationHubMessage) => station.sendMessage(m) };
  await hostCommand(hub, host, holdemAdapter(hub, table, terminalId), message, receivedAt);
}

type LoginMessage = Extract<RoomClientMessage, { type: 'playerLogin' | 'playerCardLogin' | 'playerLogout' }>;

function isLoginMessage(message: RoomClientMessage): message is LoginMessage {
  return (
    message.type === 'playerLogin' || message.type === 'playerCardLogin' || message.type === 'playerLogout'
  );
}

/**
 * Login and logout by nominative card at any table of this hub (issue 12 §3): with the PIN at
 * hold'em (seed 000), by the card alone at the wheel and card tables, where the games are then
 * journaled under the player (hub/players/stationPlayers.ts keeps who is logged in where).
 */
async function stationLogin(
  hub: RoomContext,
  station: RoomStation,
  terminalId: string,
  message: LoginMessage,
  answer: (reply: RecordedReply) => void,
): Promise<void> {
  const tableId = station.tableId ?? '';
  const holdem = hub.tables.kindOf(tableId) === 'holdem';
  if (!hub.tables.has(tableId))
    return answer(refused('FORBIDDEN', 'this station is at no table of this hub', { reason: 'notHoldem' }));
  // RULES.md A.1: the PIN is asked at hold'em, where the player's account pays the cave.
  if (holdem && message.type === 'playerCardLogin')
    return answer(refused('FORBIDDEN', "the PIN is required at a hold'em table", { reason: 'pinRequired' }));
  const { commandId, type, ...content } = message;
  const key = commandKey(terminalId, commandId, type, withoutSecrets(content));
  const prior = priorCommand<RecordedReply>(hub.db, key);
  if (prior?.kind === 'repeat') return answer(prior.reply);
  if (prior?.kind === 'reused') return answer(refused('COMMAND_ID_REUSED', 'command id already used'));
  const at = new Date(hub.clock.now()).toISOString();
  const sessions = hub.players.cardAuth?.sessions;
  const record = (o: StationLoginOutcome) => recordCommand(hub.db, key, loginReply(o));
  let reply: RecordedReply;
  if (message.type === 'playerLogin') {
    const pin = message.pin;
    reply = loginReply(
      await loginWithCardSession(
        hub.db,
        at,
        hub.clock.now(),
        sessions,
        terminalId,
        message.cardSession,
        pin,
        record,
      ),
    );
  } else if (message.type === 'playerCardLogin') {
    reply = loginReply(
      loginByCardSession(hub.db, at, hub.clock.now(), sessions, terminalId, message.cardSession, record),
    );
  } else {
    reply = inTransaction(hub.db, (): RecordedReply => {
      const o = logoutAtStation(hub.db, at, terminalId);
      const r: RecordedReply = o.ok
        ? { ok: true, result: { kind: 'playerLoggedOut', playerId: o.playerId } }
        : refused('NOBODY_LOGGED_IN', 'no card is logged in at this station');
      recordCommand(hub.db, key, r);
      return r;
    });
  }
  // Committed: the station's player in memory follows (the wheel tables read it at each bet).
  if (reply.ok && reply.result.kind === 'playerLoggedIn') {
    const { playerId, lastName, firstName } = reply.result;
    hub.stationPlayers.loggedIn(terminalId, { playerId, lastName, firstName });
  }
  if (reply.ok && reply.result.kind === 'playerLoggedOut') hub.stationPlayers.loggedOut(terminalId);
  answer(reply);
  // Who is logged in changed: this station's view says so (and shows, or hides, its cards).
  if (reply.ok) station.sendSnapshot();
}

/** The `holdemView` of station `terminalId` at `tableId`, or null when it is no hold'em table. */
export function holdemViewMessage(
  hub: RoomContext,
  terminalId: string,
  tableId: string,
): RoomHubMessage | null {
  const table = hub.tables.holdem(tableId);
  if (table === undefined) return null;
  const playerId = cardAtTerminal(hub.db, terminalId)?.player_id ?? null;
  const own = table.stationView(terminalId);
  // The seat's cards are shown only to its own player logged in at its station (never to whoever
  // stands at the station after a logout).
  const mine = own !== null && playerId !== null && own.seat === seatOfPlayer(table.memory, playerId);
  const view = mine ? own : { table: table.displayView(), seat: null, myCards: null, limits: null };
  const away = mine ? holdemAwayOf(hub, table, playerId) : null;
  return {
    type: 'holdemView',
    seq: hub.holdem.sequence(tableId),
    tableId,
    playerId,
    view,
    ...(away === null ? {} : { away }),
  };
}

function refused(
  code: ProtocolError['code'],
  message: string,
  params?: Record<string, string | number>,
): RecordedReply {
  return { ok: false, error: params === undefined ? { code, message } : { code, message, params } };
}

/** docs/players.md "Station login": each refusal with its figures. */
function loginReply(o: StationLoginOutcome): RecordedReply {
  if (o.ok)
    return {
      ok: true,
      result: { kind: 'playerLoggedIn', playerId: o.playerId, lastName: o.lastName, firstName: o.firstName },
    };
  switch (o.code) {
    case 'WRONG_PIN':
      return refused('WRONG_PIN', 'wrong PIN', { attemptsLeft: o.attemptsLeft });
    case 'CARD_ACTIVE_ELSEWHERE':
      return refused('CARD_ACTIVE_ELSEWHERE', 'the card is logged in at another station', {
        terminalId: o.terminalId,
      });
    case 'UNKNOWN_TERMINAL':
      return refused('BAD_CREDENTIALS', 'this terminal is not provisioned');
    case 'UNKNOWN_CARD':
      return refused('UNKNOWN_CARD', 'card not recognised');
    case 'CARD_LOCKED':
      return refused('CARD_LOCKED', 'card locked after three wrong PINs');
    case 'STATION_OCCUPIED':
      return refused('STATION_OCCUPIED', "another player's card is logged in at this station");
    case 'PIN_NOT_SET':
      return refused('PIN_NOT_SET', 'no PIN programmed yet');
    case 'CARD_SESSION_INVALID':
      return refused('CARD_SESSION_INVALID', 'tap the card again: no live card session at this station');
  }
}
