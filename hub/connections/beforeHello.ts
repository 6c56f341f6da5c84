// A station's message before its `hello` (docs/protocol.md): refused as NOT_AUTHENTICATED, counted
// as a protocol error, and nothing else done — no table is told about a station it does not know.
import type { StationHubMessage } from '../../protocol/roomMessages.ts';
import type { HubMetrics } from '../observability/hubMetrics.ts';

/** A station as the room and card handlers see it: its identity once `hello` named it. */
export interface IdentifiedStation {
  readonly terminalId: string | null;
  readonly tableId: string | null;
  sendMessage(message: StationHubMessage): void;
}

/** Answers `station` that it must send `hello` first, and counts the error. */
export function refuseBeforeHello(hub: { readonly metrics: HubMetrics }, station: IdentifiedStation): void {
  hub.metrics.protocolErrors.inc({ code: 'NOT_AUTHENTICATED' });
  station.sendMessage({ type: 'error', error: { code: 'NOT_AUTHENTICATED', message: 'send hello first' } });
}
