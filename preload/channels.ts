// The IPC channel names, the preload's copy: a sandboxed preload may import only electron and
// protocol/ (STYLE.md "Process boundaries"), so it cannot share main/electron/ipcChannels.ts;
// build/__tests__/ipcChannels.test.ts proves the two copies agree.
import type { BridgeCallName } from '../protocol/bridge.ts';

/** The invoke channel of bridge call `name`. */
export function callChannel(name: BridgeCallName): string {
  return `tapis:call:${name}`;
}

/** The channel on which main pushes the station's view. */
export const VIEW_EVENT_CHANNEL = 'tapis:event:view';
