// The station service's face toward the shell: the Electron main process (IPC through the
// preload) and the loopback bridge server (plain Chromium) both call exactly this.
import type { BridgeParsedArgs, BridgeResult, StationView } from '../../protocol/bridge.ts';
import type { ReaderOptions, ReaderSupervisor } from './reader/readerSupervisor.ts';

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
  /** Folder for the persisted meter mirror and game recall. */
  readonly dataDir: string;
  /** The station's NFC reader (issue 12 §1): pcscd's socket, the reader's name; none when absent. */
  readonly reader?: ReaderOptions;
}

/** The trusted half of a terminal (DESIGN.md "Trust and authority"). */
export interface StationService {
  /** The view the renderer draws. */
  getView(): StationView;
  /** Sends a bet to the hub and resolves with its answer; refuses at once when offline. */
  placeBet(args: BridgeParsedArgs<'placeBet'>): Promise<BridgeResult<'placeBet'>>;
  /** "Paiement": asks the hub to close the credit into a voucher. */
  requestPayment(): Promise<BridgeResult<'requestPayment'>>;
  /** Calls `listener` on every view change; returns the unsubscribe function. */
  onView(listener: (view: StationView) => void): () => void;
  /** The supervised NFC reader (its cards: `onCard`, `onCardGone`), absent without `options.reader`. */
  readonly reader?: ReaderSupervisor;
  /** Closes the hub link and flushes the mirror. */
  close(): Promise<void>;
}
