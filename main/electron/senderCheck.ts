// Who may call the bridge (Electron checklist item 17, "Validate the sender of all IPC
// messages"): the main frame of our kiosk window, showing our app:// page. Anything else —
// file://, http://, the shell pages, a subframe, another window — is refused.
import { APP_SCHEME, PLAYER_HOST } from './appScheme.ts';

/** What main knows about the sender of an IPC message (from IpcMainInvokeEvent). */
export interface SenderInfo {
  /** The URL of the sending frame, or null when the frame is gone. */
  readonly frameUrl: string | null;
  /** True when the sending frame is the top frame of its page. */
  readonly isMainFrame: boolean;
  /** The id of the sending webContents. */
  readonly webContentsId: number;
}

/** The verdict on a sender. */
export type SenderVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Accepts only the player's page in the main frame of the trusted window. */
export function checkSender(sender: SenderInfo, trustedWebContentsId: number | null): SenderVerdict {
  if (trustedWebContentsId === null || sender.webContentsId !== trustedWebContentsId) {
    return { ok: false, reason: 'not the kiosk window' };
  }
  if (!sender.isMainFrame) return { ok: false, reason: 'not the main frame' };
  if (sender.frameUrl === null) return { ok: false, reason: 'sender frame is gone' };
  let url: URL;
  try {
    url = new URL(sender.frameUrl);
  } catch {
    return { ok: false, reason: 'unparsable sender URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== PLAYER_HOST) {
    return { ok: false, reason: `foreign origin ${url.protocol}//${url.host}` };
  }
  return { ok: true };
}
