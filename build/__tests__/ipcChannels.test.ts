// The preload keeps its own copy of the channel names (it may import only electron and
// protocol/): this proves main's and the preload's copies agree for every bridge call.
import { describe, expect, it } from 'vitest';
import { BRIDGE_CALLS, type BridgeCallName } from '../../protocol/bridge.ts';
import * as mainChannels from '../../main/electron/ipcChannels.ts';
import * as preloadChannels from '../../preload/channels.ts';

describe('IPC channel names', () => {
  it('are the same in main and in the preload', () => {
    for (const name of Object.keys(BRIDGE_CALLS) as BridgeCallName[]) {
      expect(preloadChannels.callChannel(name)).toBe(mainChannels.callChannel(name));
    }
    expect(preloadChannels.VIEW_EVENT_CHANNEL).toBe(mainChannels.VIEW_EVENT_CHANNEL);
  });
});
