// A card table's station messages on the terminal socket (hub/connections/terminalConnection.ts hands them
// here through hub/stationRouting.ts): parsed at the edge against protocol/cardMessages.ts, then
// through the table host (hub/host/tableHost.ts) with the card adapter
// (hub/tables/cards/cardAdapter.ts, docs/card-tables.md "Terminal protocol"): applied once, in the
// group commit; a repeat is answered the same way. A message naming another table than the
// station's is refused.
import type { DatabaseSync } from 'node:sqlite';
import type { CardMessage, StationHubMessage } from '../../protocol/roomMessages.ts';
import { refuseBeforeHello } from './beforeHello.ts';
import type { Clock } from '../clock.ts';
import { hostCommand } from '../host/tableHost.ts';
import type { Logger } from '../logger.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';
import type { StationPlayers } from '../players/stationPlayers.ts';
import { cardAdapter } from '../tables/cards/cardAdapter.ts';
import type { CardTables } from '../tables/tableRegistry.ts';

/** What the card stations use of the running hub. */
export interface CardConnectionContext {
  readonly db: DatabaseSync;
  readonly clock: Clock;
  readonly metrics: HubMetrics;
  readonly log: Logger;
  readonly stationPlayers: StationPlayers;
  readonly tables: Pick<CardTables, 'card'>;
  /** The card tables' change counters and view pushes (hub/tables/cards/cardService.ts). */
  readonly cards: { sequence(tableId: string): number; flush(): void };
}

/** The station side the card tables need. */
export interface CardStation {
  readonly terminalId: string | null;
  readonly tableId: string | null;
  sendMessage(message: StationHubMessage): void;
}

/** Handles one card message from `station`, received at `receivedAt` (`performance.now()`). */
export async function handleCardMessage(
  hub: CardConnectionContext,
  station: CardStation,
  message: CardMessage,
  receivedAt: number,
): Promise<void> {
  const { terminalId, tableId } = station;
  if (terminalId === null || tableId === null) return refuseBeforeHello(hub, station);
  const table = hub.tables.card(tableId);
  if (message.type === 'cardPresence') {
    // A touch on the screen: no answer (seed 000 absence rule: a sign of life).
    if (table !== undefined && message.tableId === tableId) table.presence(terminalId);
    return;
  }
  if (table === undefined || message.tableId !== tableId) {
    const error = {
      code: 'FORBIDDEN',
      message: 'this station does not play at that card table',
      params: { reason: 'notThisTable' },
    } as const;
    hub.metrics.commandsRefused.inc({ code: error.code });
    return station.sendMessage({ type: 'reply', commandId: message.commandId, ok: false, error });
  }
  const host = { terminalId, sendMessage: (m: StationHubMessage) => station.sendMessage(m) };
  await hostCommand(hub, host, cardAdapter(hub, table, terminalId), message, receivedAt);
}

/** The `cardView` of station `terminalId` at `tableId`, or null when it is no card table. */
export function cardViewMessage(
  hub: CardConnectionContext,
  terminalId: string,
  tableId: string,
): StationHubMessage | null {
  const table = hub.tables.card(tableId);
  if (table === undefined) return null;
  // Issue 12 §3: who is logged in by card here, so that a restarted station greets them again.
  const player = hub.stationPlayers.playerOf(terminalId);
  const view = table.stationView(terminalId);
  return {
    type: 'cardView',
    seq: hub.cards.sequence(tableId),
    tableId,
    view: player === null ? view : { ...view, player },
  };
}
