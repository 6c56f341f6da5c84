// The desk reader's command line (issue 12 §2; docs/players.md "The cashier's desk reader"): where
// the hub is, which desk this is, the hub certificate's pins, where the cashier's credentials are,
// and which reader. Never a credential: a secret on a command line is visible to every user of the
// machine (ps, /proc), so there is no option for one and an unknown option is refused.
import { parseArgs } from 'node:util';
import { type CheckedHubUrl, checkHubUrl } from '../station/hubUrlPolicy.ts';

/** What the desk was asked to do, checked. */
export interface DeskArgs {
  /** The hub's staff socket (`/staff` unless the URL names a path), with its pins. */
  readonly hub: CheckedHubUrl;
  /** The desk's name, in its own output (the hub knows the desk by its cashier's login). */
  readonly deskId: string;
  /** A file of mode 600 holding `{"login", "secret"}`; null: asked on the terminal. */
  readonly credentialsFile: string | null;
  /** The desk's reader: its PC/SC name or a prefix; '' for the first reader pcscd lists. */
  readonly readerName: string;
  /** pcscd's socket; the system's unless said. */
  readonly pcscdSocket: string | undefined;
}

/** A command line the desk refuses; nothing was started. */
export class DeskArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeskArgsError';
  }
}

/** The usage line printed with a refusal. */
export const DESK_USAGE =
  'npm run desk -- --hub wss://HUB:PORT --pin SHA256 [--pin SHA256] --desk ID ' +
  '[--credentials FILE] [--reader NAME] [--pcscd SOCKET]';

/**
 * Parses `argv` (without node and the script). Throws DeskArgsError for a missing or unknown
 * option, and HubUrlRefused (main/station/hubUrlPolicy.ts) for `ws://` off loopback or an
 * unpinned `wss://`, as the station does.
 */
export function parseDeskArgs(argv: readonly string[]): DeskArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        hub: { type: 'string' },
        desk: { type: 'string' },
        pin: { type: 'string', multiple: true },
        credentials: { type: 'string' },
        reader: { type: 'string' },
        pcscd: { type: 'string' },
      },
    }));
  } catch (error) {
    // parseArgs names the offending option, never its value.
    throw new DeskArgsError(error instanceof Error ? error.message : String(error));
  }
  if (values.hub === undefined) throw new DeskArgsError('--hub is required');
  if (values.desk === undefined || !/^[A-Za-z0-9._-]{1,64}$/.test(values.desk))
    throw new DeskArgsError('--desk is required: letters, digits, . _ - (1 to 64)');
  const pins = values.pin ?? [];
  if (pins.length > 2) throw new DeskArgsError('at most two --pin (two during a certificate rotation)');
  const hub = checkHubUrl(values.hub, pins);
  const url = new URL(hub.url);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/staff';
  return {
    hub: { url, pins: hub.pins },
    deskId: values.desk,
    credentialsFile: values.credentials ?? null,
    readerName: values.reader ?? '',
    pcscdSocket: values.pcscd,
  };
}
