// The station service's face toward the shell: the Electron main process (IPC through the
// preload) and the loopback bridge server (plain Chromium) both call exactly this. It has one
// handler per call of the bridge contract (protocol/bridge.ts), named as the call, so that the
// dispatcher can iterate the contract and a missing handler does not compile.
import type { BridgeCallName, BridgeParsedArgs, BridgeResult, StationView } from '../../protocol/bridge.ts';
import type { Command, CommandAnswer } from './hubLink.ts';
import type { ReaderOptions, ReaderSupervisor } from './reader/readerSupervisor.ts';
import type { CardAuthenticator, LoginFlow } from './loginFlow.ts';

/** How a station is started: where its hub is, who it is, where it keeps its mirror. */
export interface StationOptions {
  /** The hub's WebSocket URL, e.g. ws://127.0.0.1:8700/terminal. */
  readonly hubUrl: string;
  /** This terminal's id, provisioned when the terminal was imaged. */
  readonly terminalId: string;
  /** This terminal's secret, provisioned with its id. */
  readonly secret: string;
  /** SHA-256 fingerprints of the hub's certificate, required for a wss:// hub (one, two in a rotation). */
  readonly hubCertSha256?: readonly string[];
  /** Folder of the station's store (main/station/stationStore.ts): meter mirror, recall, pending commands. */
  readonly dataDir: string;
  /** Told the answer of each command sent again after a restart (no bridge call awaits it). */
  readonly onRecoveredAnswer?: (command: Command, answer: CommandAnswer) => void;
  /** The station's NFC reader (issue 12 §1): pcscd's socket, the reader's name; none when absent. */
  readonly reader?: ReaderOptions;
  /**
   * Issue 12 §3: how a tapped card is authenticated for the login; the hub↔card relay
   * (main/station/cardRelay.ts) unless a test gives another. With a reader or this, the station
   * offers the login; with neither, submitPin / logout are refused NOT_AVAILABLE.
   */
  readonly cardLogin?: {
    readonly authenticate?: CardAuthenticator;
    /** How long an untouched PIN pad stays up, ms (loginFlow.ts PIN_PAD_TIMEOUT_MS by default). */
    readonly padTimeoutMs?: number;
  };
}

/** The station's handler of bridge call `K`: parsed arguments in (optional when there are none), the result out. */
export type StationHandler<K extends BridgeCallName> =
  Record<string, never> extends BridgeParsedArgs<K>
    ? (args?: BridgeParsedArgs<K>) => Promise<BridgeResult<K>> | BridgeResult<K>
    : (args: BridgeParsedArgs<K>) => Promise<BridgeResult<K>> | BridgeResult<K>;

/** One handler per bridge call. */
export type StationHandlers = { readonly [K in BridgeCallName]: StationHandler<K> };

/** The trusted half of a terminal (DESIGN.md "Trust and authority"). */
export interface StationService extends StationHandlers {
  /** The view the renderer draws (also the `getView` call). */
  getView(): StationView;
  /** Calls `listener` on every view change; returns the unsubscribe function. */
  onView(listener: (view: StationView) => void): () => void;
  /** The supervised NFC reader (its cards: `onCard`, `onCardGone`), absent without `options.reader`. */
  readonly reader?: ReaderSupervisor;
  /** The login flow (issue 12 §3), present with `options.cardLogin`: the reader's taps feed it. */
  readonly login?: LoginFlow;
  /** Closes the hub link and the store (commands in flight stay recorded, sent again at the next start). */
  close(): Promise<void>;
}
