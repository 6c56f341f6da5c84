// The ONE wrapper through which every bridge call is answered (STYLE.md "Process boundaries";
// Electron checklist item 17): check the sender, take exactly one argument, parse it against the
// contract (dispatchBridgeCall), call the station, and never let an exception cross to the page.
import { dispatchBridgeCall, type DispatchOutcome } from '../station/bridgeDispatch.ts';
import type { StationService } from '../station/stationApi.ts';
import type { BridgeCallName, StationView } from '../../protocol/bridge.ts';
import { checkSender, type SenderInfo } from './senderCheck.ts';

/** What the wrapper needs from the shell. */
export interface BridgeHost {
  /** The id of the kiosk window's webContents, or null while there is none. */
  trustedWebContentsId(): number | null;
  /** The running station, or null while it starts. */
  station(): StationService | null;
  /** The view to show while the station starts. */
  provisionalView(): StationView;
  /** Where refusals and failures are logged. */
  log(event: string, details: Record<string, unknown>): void;
}

/** Answers one bridge call from the page. */
export async function answerBridgeCall(
  host: BridgeHost,
  name: BridgeCallName,
  sender: SenderInfo,
  args: readonly unknown[],
): Promise<DispatchOutcome> {
  const verdict = checkSender(sender, host.trustedWebContentsId());
  if (!verdict.ok) {
    host.log('bridge-sender-refused', {
      call: name,
      reason: verdict.reason,
      url: sender.frameUrl?.slice(0, 200),
    });
    return { ok: false, error: { code: 'FORBIDDEN', message: 'sender refused' } };
  }
  if (args.length > 1) return { ok: false, error: { code: 'MALFORMED', message: 'one argument at most' } };
  const station = host.station();
  if (station === null) {
    if (name === 'getView') return { ok: true, value: host.provisionalView() };
    return { ok: false, error: { code: 'OFFLINE', message: 'the station is starting' } };
  }
  try {
    return await dispatchBridgeCall(station, name, args[0]);
  } catch (error) {
    host.log('bridge-call-failed', {
      call: name,
      error: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, error: { code: 'INTERNAL', message: 'the station failed on this call' } };
  }
}
