// One life of the reader process (readerChild.ts): forked, watched by a heartbeat, its messages
// parsed on arrival (a malformed one is counted and dropped), its APDU requests matched to their
// answers by id with a timeout. It ends by exiting, by a silence (killed), or when told to close.
import { pcscdAnswers } from './pcscdSocket.ts';
import type { ReaderChildHandle, ReaderSpawner } from './readerSpawn.ts';
import {
  type ReaderToStation,
  ReaderToStationSchema,
  type StationToReader,
  type TransmitFailure,
  fromHex,
  toHex,
} from './readerMessages.ts';

/** How one reader process is started and watched. */
export interface ReaderProcessOptions {
  /** The child's entry: readerChild.ts (run by Node 24's type stripping) or its built bundle. */
  readonly entry: string | URL;
  /** pcscd's socket, given to libpcsclite as PCSCLITE_CSOCK_NAME. */
  readonly socketPath: string;
  /** The station's reader (name or name prefix); empty: the first reader. */
  readonly readerName: string;
  /** Extra environment for the child. */
  readonly env: Readonly<Record<string, string>>;
  readonly heartbeatMs: number;
  /** No message for this long (after `started`): the process hangs and is killed. */
  readonly silenceMs: number;
  /** From fork to `started` (Node's own start on a busy machine). */
  readonly startupMs: number;
  readonly transmitTimeoutMs: number;
  /** Node's fork (forkReaderChild) or, in the kiosk, Electron's utilityProcess. */
  readonly spawn: ReaderSpawner;
}

/** Why a reader process ended. */
export type ReaderProcessEnd = 'exited' | 'silent' | 'pcscdGone' | 'closed';

/** Why an APDU sent through the station got no answer. */
export class CardTransmitError extends Error {
  /** The reader process's reason, or `readerRestarted` when the process ended meanwhile. */
  readonly failure: TransmitFailure | 'readerRestarted';

  constructor(failure: TransmitFailure | 'readerRestarted') {
    super(`card APDU failed: ${failure}`);
    this.name = 'CardTransmitError';
    this.failure = failure;
  }
}

interface Pending {
  readonly resolve: (response: Uint8Array) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/** A running reader process. */
export class ReaderProcess {
  readonly #child: ReaderChildHandle;
  readonly #options: ReaderProcessOptions;
  readonly #onMessage: (message: ReaderToStation) => void;
  readonly #pending = new Map<number, Pending>();
  readonly #ended: Promise<ReaderProcessEnd>;
  #endReason: ReaderProcessEnd | null = null;
  #lastHeard: number;
  #started = false;
  #nextId = 1;
  #heartbeat: NodeJS.Timeout;
  #checking = false;
  #exited = false;
  /** Messages from the child that did not parse. */
  malformed = 0;
  /** The child's own count of malformed messages it received (from its last pong). */
  childMalformed = 0;

  /** Forks the reader process; `onMessage` gets every parsed message but pongs. */
  constructor(options: ReaderProcessOptions, onMessage: (message: ReaderToStation) => void) {
    this.#options = options;
    this.#onMessage = onMessage;
    this.#lastHeard = Date.now();
    this.#child = options.spawn(options.entry, {
      ...options.env,
      PCSCLITE_CSOCK_NAME: options.socketPath,
      TAPIS_READER_NAME: options.readerName,
    });
    this.#ended = new Promise((resolve) =>
      this.#child.onExit(() => {
        clearInterval(this.#heartbeat);
        this.#exited = true;
        this.#failPending();
        resolve(this.#endReason ?? 'exited');
      }),
    );
    this.#child.onMessage((raw) => this.#receive(raw));
    this.#heartbeat = setInterval(() => void this.#beat(), options.heartbeatMs);
  }

  /** The child's process id (undefined if it could not start). */
  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** Resolves once the process is gone, with why. */
  get ended(): Promise<ReaderProcessEnd> {
    return this.#ended;
  }

  /** Sends one APDU to the card of tap `tapId`; rejects with CardTransmitError. */
  transmit(tapId: number, apdu: Uint8Array, responseMax = 258): Promise<Uint8Array> {
    if (this.#endReason !== null || this.#exited) {
      return Promise.reject(new CardTransmitError('readerRestarted'));
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new CardTransmitError('timeout'));
      }, this.#options.transmitTimeoutMs);
      this.#pending.set(id, { resolve, reject, timer });
      this.#send({ type: 'transmit', id, tapId, apdu: toHex(apdu), responseMax });
    });
  }

  /** Asks the process to close its readers and exit; killed if it has not within `graceMs`. */
  async close(graceMs = 2_000): Promise<void> {
    this.#end('closed');
    this.#send({ type: 'close' });
    const timer = setTimeout(() => this.#child.kill(), graceMs);
    await this.#ended;
    clearTimeout(timer);
  }

  /** Kills the process at once (a hang, or pcscd gone). */
  kill(reason: ReaderProcessEnd): void {
    this.#end(reason);
    this.#child.kill();
  }

  #end(reason: ReaderProcessEnd): void {
    this.#endReason ??= reason;
  }

  #send(message: StationToReader): void {
    if (!this.#exited) this.#child.send(message);
  }

  async #beat(): Promise<void> {
    if (this.#endReason !== null || this.#checking) return;
    const silentFor = Date.now() - this.#lastHeard;
    if (silentFor > (this.#started ? this.#options.silenceMs : this.#options.startupMs)) {
      return this.kill('silent');
    }
    this.#send({ type: 'ping', id: this.#nextId++ });
    // pcscd gone under a process that did not notice (silent): nfc-pcsc will not recover (trap 2).
    this.#checking = true;
    const answers = await pcscdAnswers(this.#options.socketPath);
    this.#checking = false;
    if (!answers && this.#endReason === null) this.kill('pcscdGone');
  }

  #receive(raw: unknown): void {
    const parsed = ReaderToStationSchema.safeParse(raw);
    if (!parsed.success) {
      this.malformed += 1;
      return;
    }
    this.#lastHeard = Date.now();
    const message = parsed.data;
    if (message.type === 'started') this.#started = true;
    if (message.type === 'pong') {
      this.childMalformed = message.malformed;
      return;
    }
    if (message.type === 'response') {
      const pending = this.#pending.get(message.id);
      if (pending === undefined) return; // timed out already
      this.#pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.ok) pending.resolve(fromHex(message.data));
      else pending.reject(new CardTransmitError(message.failure));
      return;
    }
    this.#onMessage(message);
  }

  #failPending(): void {
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new CardTransmitError('readerRestarted'));
    }
    this.#pending.clear();
  }
}
