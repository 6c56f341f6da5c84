// The IPC channel names between main and the preload. The preload may import only electron and
// protocol/, so it keeps its own copy (preload/channels.ts); build/__tests__/ipcChannels.test.ts
// proves the two agree.
import type { BridgeCallName } from '../../protocol/bridge.ts';

/** The invoke channel of bridge call `name`. */
export function callChannel(name: BridgeCallName): string {
  return `tapis:call:${name}`;
}

/** The channel on which main pushes the station's view to the page. */
export const VIEW_EVENT_CHANNEL = 'tapis:event:view';
