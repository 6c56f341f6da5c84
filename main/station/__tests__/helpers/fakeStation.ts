// A station service for tests of the shell's wiring: every call of the contract refuses
// NOT_AVAILABLE (notYet) unless the test gives its own handler.
import { BRIDGE_CALL_NAMES, initialView, type StationView } from '../../../../protocol/bridge.ts';
import type { StationHandlers, StationService } from '../../stationApi.ts';
import { notAvailable } from '../../stationCalls.ts';

/** A station whose view is `view` and whose handlers are `handlers`, the others refusing. */
export function fakeStation(
  view: StationView = initialView('T1', 0),
  handlers: Partial<StationHandlers> = {},
): StationService {
  const all: Record<string, unknown> = {};
  for (const name of BRIDGE_CALL_NAMES) all[name] = () => Promise.resolve(notAvailable(name, 'notYet'));
  return {
    ...(all as unknown as StationHandlers),
    ...handlers,
    getView: () => view,
    onView: () => () => undefined,
    close: async () => undefined,
  };
}
