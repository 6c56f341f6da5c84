// Test harness of the table host (hub/host/tableHost.ts): a host over a test store, and a sender
// that runs one station's command through it and hands back the reply the station got, so that
// tests of a table's idempotency go the stations' way (the host is the only place that looks a
// command id up).
import type { DatabaseSync } from 'node:sqlite';
import type { StationHubMessage } from '../../../protocol/roomMessages.ts';
import type { Clock } from '../../clock.ts';
import { createLogger } from '../../logger.ts';
import { createHubMetrics } from '../../observability/hubMetrics.ts';
import { StationPlayers } from '../../players/stationPlayers.ts';
import type { HostedCommand, HostedResult, TableAdapter } from '../tableAdapter.ts';
import { hostCommand, type TableHostContext } from '../tableHost.ts';

/** The reply envelope a station gets for a command. */
export type HostReply = Extract<StationHubMessage, { type: 'reply' }>;

/** A table host on `db`: fresh metrics, a silent log, the store's logged-in players. */
export function testHost(db: DatabaseSync, clock: Clock): TableHostContext {
  return {
    db,
    clock,
    metrics: createHubMetrics(),
    log: createLogger('silent', clock),
    stationPlayers: new StationPlayers(db),
  };
}

/** Sends `message` from station `terminalId` through `host` with `adapter`; resolves with its reply. */
export async function hostedReply<M extends HostedCommand, R extends HostedResult>(
  host: TableHostContext,
  terminalId: string,
  adapter: TableAdapter<M, R>,
  message: M,
): Promise<HostReply> {
  const sent: StationHubMessage[] = [];
  const station = { terminalId, sendMessage: (m: StationHubMessage) => sent.push(m) };
  await hostCommand(host, station, adapter, message, performance.now());
  const [reply] = sent;
  if (reply?.type !== 'reply' || sent.length !== 1) throw new Error(`expected one reply, got ${sent.length}`);
  return reply;
}
