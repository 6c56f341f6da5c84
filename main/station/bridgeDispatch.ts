// One dispatcher for every bridge call, shared by the Electron IPC handlers and the loopback
// server: it parses the arguments against the contract, then calls the station's handler of the
// same name. Nothing here names a call: a new entry of protocol/bridge.ts is dispatched as it is.
import { BRIDGE_CALLS, isBridgeCall } from '../../protocol/bridge.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { StationService } from './stationApi.ts';

export { isBridgeCall } from '../../protocol/bridge.ts';

/** The outcome of dispatching one raw call from the page. */
export type DispatchOutcome = { ok: true; value: unknown } | { ok: false; error: ProtocolError };

/** Parses `rawArgs` for call `name` and runs it on `station`; malformed input changes nothing. */
export async function dispatchBridgeCall(
  station: StationService,
  name: string,
  rawArgs: unknown,
): Promise<DispatchOutcome> {
  if (!isBridgeCall(name)) return malformed(`unknown bridge call: ${name.slice(0, 40)}`);
  const args = BRIDGE_CALLS[name].args.safeParse(rawArgs ?? {});
  if (!args.success) return malformed(args.error.message);
  // The handler of `name` takes exactly what the contract's schema of `name` just parsed.
  const handler = station[name] as (parsed: unknown) => unknown;
  return { ok: true, value: await handler.call(station, args.data) };
}

function malformed(message: string): DispatchOutcome {
  return { ok: false, error: { code: 'MALFORMED', message: message.slice(0, 500) } };
}
