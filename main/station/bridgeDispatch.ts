// One dispatcher for every bridge call, shared by the Electron IPC handlers and the loopback
// server: it parses the arguments against the contract, then calls the station.
import { BRIDGE_CALLS, type BridgeCallName } from '../../protocol/bridge.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { StationService } from './stationApi.ts';

/** The outcome of dispatching one raw call from the page. */
export type DispatchOutcome = { ok: true; value: unknown } | { ok: false; error: ProtocolError };

/** True when `name` is a bridge call of the contract. */
export function isBridgeCall(name: string): name is BridgeCallName {
  return Object.hasOwn(BRIDGE_CALLS, name);
}

/** Parses `rawArgs` for call `name` and runs it on `station`; malformed input changes nothing. */
export async function dispatchBridgeCall(
  station: StationService,
  name: string,
  rawArgs: unknown,
): Promise<DispatchOutcome> {
  if (!isBridgeCall(name)) return malformed(`unknown bridge call: ${name.slice(0, 40)}`);
  switch (name) {
    case 'getView': {
      const args = BRIDGE_CALLS.getView.args.safeParse(rawArgs ?? {});
      if (!args.success) return malformed(args.error.message);
      return { ok: true, value: station.getView() };
    }
    case 'placeBet': {
      const args = BRIDGE_CALLS.placeBet.args.safeParse(rawArgs);
      if (!args.success) return malformed(args.error.message);
      return { ok: true, value: await station.placeBet(args.data) };
    }
    case 'requestPayment': {
      const args = BRIDGE_CALLS.requestPayment.args.safeParse(rawArgs ?? {});
      if (!args.success) return malformed(args.error.message);
      return { ok: true, value: await station.requestPayment() };
    }
  }
}

function malformed(message: string): DispatchOutcome {
  return { ok: false, error: { code: 'MALFORMED', message: message.slice(0, 500) } };
}
