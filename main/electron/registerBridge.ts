// Registers every bridge call on ipcMain through the ONE wrapper (bridgeIpc.ts), and pushes the
// station's view to the page (STYLE.md "Process boundaries"; checklist item 17).
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { BRIDGE_CALLS, type BridgeCallName, type StationView } from '../../protocol/bridge.ts';
import { answerBridgeCall, type BridgeHost } from './bridgeIpc.ts';
import { callChannel, VIEW_EVENT_CHANNEL } from './ipcChannels.ts';
import { checkSender, type SenderInfo } from './senderCheck.ts';

function senderOf(event: IpcMainInvokeEvent): SenderInfo {
  const frame = event.senderFrame;
  return {
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame.parent === null,
    webContentsId: event.sender.id,
  };
}

/** Registers one handler per bridge call, all through answerBridgeCall. */
export function registerBridge(host: BridgeHost): void {
  for (const name of Object.keys(BRIDGE_CALLS) as BridgeCallName[]) {
    ipcMain.handle(callChannel(name), (event, ...args: unknown[]) =>
      answerBridgeCall(host, name, senderOf(event), args),
    );
  }
}

/** Sends `view` to the page of `contents` when it is still our player's page. */
export function pushView(contents: WebContents, view: StationView): void {
  if (contents.isDestroyed()) return;
  const frame = contents.mainFrame;
  const verdict = checkSender(
    { frameUrl: frame.url, isMainFrame: true, webContentsId: contents.id },
    contents.id,
  );
  if (verdict.ok) frame.send(VIEW_EVENT_CHANNEL, view);
}
