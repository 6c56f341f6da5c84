// Which kind of table a terminal plays at, and where its messages go beside the wheel tables'
// (hub/connections/terminalConnection.ts calls only these three): the hold'em room (hub/tables/holdem/) and the card
// tables (hub/tables/cards/). Kept out of the connection so that each kind's wiring stays in its folder.
import type {
  CardMessage,
  RoomClientMessage,
  StationHubMessage,
  TerminalMessage,
} from '../protocol/roomMessages.ts';
import { isAttendanceMessage, isCardMessage, isRoomMessage } from '../protocol/roomMessages.ts';
import type { AttendanceClientMessage } from '../protocol/attendanceMessages.ts';
import { type AttendanceContext, handleAttendanceMessage } from './attendance/attendantCalls.ts';
import {
  type CardConnectionContext,
  cardViewMessage,
  handleCardMessage,
} from './connections/cardConnection.ts';
import {
  handleRoomMessage,
  holdemViewMessage,
  type RoomContext,
  type RoomStation,
} from './connections/holdemConnection.ts';

/** What the routing of hold'em, card and attendance messages uses of the running hub. */
export interface RoutingContext extends AttendanceContext, CardConnectionContext, RoomContext {
  readonly tables: CardConnectionContext['tables'] & RoomContext['tables'];
}

/** True when this hub serves table `tableId` (of any kind). */
export function servesTable(hub: Pick<RoutingContext, 'tables'>, tableId: string): boolean {
  return hub.tables.has(tableId);
}

/** The view of a hold'em or card station (its snapshot), or null for a wheel table's station. */
export function otherSnapshot(
  hub: RoutingContext,
  terminalId: string,
  tableId: string,
): StationHubMessage | null {
  return holdemViewMessage(hub, terminalId, tableId) ?? cardViewMessage(hub, terminalId, tableId);
}

/** A hold'em room's, card table's or attendance message. */
export type OtherMessage = RoomClientMessage | CardMessage | AttendanceClientMessage;

/** True for the messages of the hold'em room and the card tables (not the wheel tables'). */
export function isOtherMessage(message: TerminalMessage): message is OtherMessage {
  return isRoomMessage(message) || isCardMessage(message) || isAttendanceMessage(message);
}

/** Handles a hold'em or card message from `station`, received at `receivedAt` (`performance.now()`). */
export async function routeOtherMessage(
  hub: RoutingContext,
  station: RoomStation,
  message: OtherMessage,
  receivedAt: number,
): Promise<void> {
  if (isAttendanceMessage(message)) handleAttendanceMessage(hub, station, message);
  else if (isCardMessage(message)) await handleCardMessage(hub, station, message, receivedAt);
  else await handleRoomMessage(hub, station, message, receivedAt);
}
