// The wheel tables' adapter of the table host (hub/host/tableHost.ts): a command goes to its table
// method (wheelCommands.ts); an accepted bet's reply carries the station's credit and chips; after
// the commit only the commanding station needs a snapshot (inside a group commit a wheel command
// changes only its own station's view, hub/hub.ts), and none when the reply carries the change.
import type { CommandResult } from '../../../protocol/hubMessages.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { TableAdapter } from '../../host/tableAdapter.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import type { HubTable } from './hubTable.ts';
import { stationBets } from './snapshot.ts';
import { type WheelCommandMessage, wheelCommand } from './wheelCommands.ts';

/** The station a wheel command comes from, as the adapter needs it. */
export interface WheelStation {
  readonly terminalId: string;
  /** Sends the station its snapshot (its own failures are logged there). */
  sendSnapshot(): void;
}

/** What the wheel adapter reads of the running hub. */
export interface WheelAdapterContext {
  readonly db: DatabaseSync;
  /** The wheel table's change counter. */
  sequence(tableId: string): number;
}

/** True for an accepted bet's reply that carries the station's credit and chips (no snapshot needed). */
function carriesStationView(result: CommandResult): boolean {
  return result.kind === 'betAccepted' && result.credit !== undefined && result.chips !== undefined;
}

/** The adapter for one command of `station` at wheel `table` (it notes the table's sequence now). */
export function wheelAdapter(
  hub: WheelAdapterContext,
  table: HubTable,
  station: WheelStation,
): TableAdapter<WheelCommandMessage, CommandResult> {
  const { tableId } = table.config;
  const before = hub.sequence(tableId);
  /**
   * An accepted bet's reply with the station's credit and the bet's chips, read inside the
   * command's transaction: what the commit makes true, sent only once it is committed. One small
   * reply instead of a snapshot per bet. A repeat gets the recorded reply with both as they are
   * now: the credit of the moment, the bet's chips as the snapshot's `bets` lists them.
   */
  const withStationView = (result: CommandResult): CommandResult => {
    if (result.kind !== 'betAccepted') return result;
    // A fresh bet's table gave both (wheelTable.ts #place); a repeat reads them as they are now.
    if (result.credit !== undefined && result.chips !== undefined) return result;
    const chips = stationBets(table, station.terminalId).filter((c) => c.betId === result.betId);
    return { ...result, credit: balanceOf(hub.db, accounts.station(station.terminalId)), chips };
  };
  return {
    apply: (key, message) => {
      const outcome = wheelCommand(table, key, message);
      return outcome.ok ? { ok: true, value: withStationView(outcome.value) } : outcome;
    },
    repeated: withStationView,
    isPayment: (message) => message.type === 'requestPayment',
    isBet: (message) =>
      message.type === 'placeBet' || message.type === 'placeAnnonce' || message.type === 'placeBets',
    afterCommit(reply) {
      // The command changed this station's view: its snapshot, then its reply, unless the reply
      // carries the change itself (an accepted bet).
      if (hub.sequence(tableId) !== before && (reply === null || !carriesStationView(reply)))
        station.sendSnapshot();
    },
  };
}
