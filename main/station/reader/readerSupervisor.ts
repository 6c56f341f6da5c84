// The station's NFC reader, supervised (issue 12 §1; DESIGN.md "The kiosk"; notes/nfc.md): the
// reader process is forked only once pcscd's socket accepts a connection, killed when it goes
// silent, and started again — at once after pcscd came back, with a growing delay after a crash
// or a hang. Nothing here blocks the station: every wait is a timer or a promise.
import type { ReaderState } from '../../../protocol/readerState.ts';
import type { CardChannel } from './cardChannel.ts';
import { DEFAULT_PCSCD_SOCKET, pcscdAnswers } from './pcscdSocket.ts';
import type { ReaderToStation } from './readerMessages.ts';
import { CardTransmitError, ReaderProcess, type ReaderProcessEnd } from './readerProcess.ts';
import { forkReaderChild, type ReaderSpawner } from './readerSpawn.ts';

/** A card on the reader, from its tap until it leaves: the station's CardChannel and its ATR. */
export interface TappedCard extends CardChannel {
  /** This tap's number in the reader process's life (APDUs go to this tap only). */
  readonly tapId: number;
  /** The card's ATR as pcscd reports it. */
  readonly atr: Uint8Array;
}

/** Where pcscd is, which reader is the station's, and the supervision's timings. */
export interface ReaderOptions {
  /** pcscd's socket; /run/pcscd/pcscd.comm unless said. */
  readonly socketPath?: string;
  /** The station's reader: its name or a name prefix; the first reader pcscd reports unless said. */
  readonly readerName?: string;
  /** The reader process's entry (the built bundle in a package); readerChild.ts beside this file. */
  readonly childEntry?: string | URL;
  /** Extra environment for the child. */
  readonly childEnv?: Readonly<Record<string, string>>;
  /** How the child is started: Node's fork unless said (the kiosk passes Electron's utilityProcess). */
  readonly spawn?: ReaderSpawner;
  /** Heartbeat period; 1 s. */
  readonly heartbeatMs?: number;
  /** Silence after which the process is killed; 3 s. */
  readonly silenceMs?: number;
  /** How often pcscd's socket is tried while it does not answer; 250 ms. */
  readonly pcscdPollMs?: number;
  /** One APDU's budget from the station's side; 3 s. */
  readonly transmitTimeoutMs?: number;
}

/** Counters for staff and tests. */
export interface ReaderStats {
  /** Reader processes started. */
  readonly starts: number;
  /** Processes that ended other than by close: crashed, hung (killed) or lost pcscd. */
  readonly restarts: number;
  readonly hangsKilled: number;
  /** Malformed messages received from the process, and received by it (its last report). */
  readonly malformedFromChild: number;
  readonly malformedInChild: number;
  readonly unreadableTaps: number;
  /** The running process's id, null while none runs. */
  readonly childPid: number | null;
}

/** Restart delay after a crash or a hang: 200 ms, doubling to 5 s; reset after 30 s of life. */
const FIRST_BACKOFF_MS = 200;
const MAX_BACKOFF_MS = 5_000;
const HEALTHY_LIFE_MS = 30_000;

/** The station's supervised NFC reader; `close()` ends it. */
export class ReaderSupervisor {
  readonly #options: ReaderOptions;
  readonly #stateListeners = new Set<(state: ReaderState) => void>();
  readonly #cardListeners = new Set<(card: TappedCard) => void>();
  readonly #goneListeners = new Set<(tapId: number) => void>();
  #state: ReaderState = 'noReader';
  #process: ReaderProcess | null = null;
  #tapId: number | null = null;
  #closed = false;
  #wake: (() => void) | null = null;
  readonly #loop: Promise<void>;
  #stats = {
    starts: 0,
    restarts: 0,
    hangsKilled: 0,
    malformedFromChild: 0,
    malformedInChild: 0,
    unreadableTaps: 0,
  };

  /** Starts supervising at once (returns without waiting for pcscd or the reader). */
  constructor(options: ReaderOptions = {}) {
    this.#options = options;
    this.#loop = this.#run();
  }

  /** The reader's state now. */
  get state(): ReaderState {
    return this.#state;
  }

  /** Counters since start. */
  get stats(): ReaderStats {
    const running = this.#process;
    return {
      ...this.#stats,
      malformedFromChild: this.#stats.malformedFromChild + (running?.malformed ?? 0),
      malformedInChild: this.#stats.malformedInChild + (running?.childMalformed ?? 0),
      childPid: running?.pid ?? null,
    };
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  onState(listener: (state: ReaderState) => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  /** Calls `listener` for every card tapped (UID read); returns the unsubscribe function. */
  onCard(listener: (card: TappedCard) => void): () => void {
    this.#cardListeners.add(listener);
    return () => this.#cardListeners.delete(listener);
  }

  /** Calls `listener` with the tap id of every card that left (or was lost with the process). */
  onCardGone(listener: (tapId: number) => void): () => void {
    this.#goneListeners.add(listener);
    return () => this.#goneListeners.delete(listener);
  }

  /** Stops supervising and closes the reader process (bounded: killed after 2 s). */
  async close(): Promise<void> {
    if (this.#closed) return this.#loop;
    this.#closed = true;
    this.#wake?.();
    await this.#process?.close();
    await this.#loop;
  }

  async #run(): Promise<void> {
    const socketPath = this.#options.socketPath ?? DEFAULT_PCSCD_SOCKET;
    let backoffMs = FIRST_BACKOFF_MS;
    while (!this.#closed) {
      if (!(await pcscdAnswers(socketPath))) {
        this.#setState('noPcscd');
        await this.#pause(this.#options.pcscdPollMs ?? 250);
        continue;
      }
      if (this.#closed) break;
      const startedAt = Date.now();
      const end = await this.#runOnce(socketPath);
      this.#lose();
      if (this.#closed || end === 'closed') break;
      this.#stats.restarts += 1;
      if (end === 'silent') this.#stats.hangsKilled += 1;
      // pcscd gone: not the process's fault; the loop waits for the socket, then starts at once.
      if (end === 'pcscdGone' || !(await pcscdAnswers(socketPath))) {
        this.#setState('noPcscd');
        continue;
      }
      this.#setState('failed');
      if (Date.now() - startedAt > HEALTHY_LIFE_MS) backoffMs = FIRST_BACKOFF_MS;
      await this.#pause(backoffMs);
      backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    }
  }

  async #runOnce(socketPath: string): Promise<ReaderProcessEnd> {
    const child = new ReaderProcess(
      {
        entry: this.#options.childEntry ?? new URL('./readerChild.ts', import.meta.url),
        socketPath,
        readerName: this.#options.readerName ?? '',
        env: this.#options.childEnv ?? {},
        heartbeatMs: this.#options.heartbeatMs ?? 1_000,
        silenceMs: this.#options.silenceMs ?? 3_000,
        startupMs: Math.max(10_000, this.#options.silenceMs ?? 3_000),
        transmitTimeoutMs: this.#options.transmitTimeoutMs ?? 3_000,
        spawn: this.#options.spawn ?? forkReaderChild,
      },
      (message) => this.#receive(child, message),
    );
    this.#process = child;
    this.#stats.starts += 1;
    const end = await child.ended;
    this.#stats.malformedFromChild += child.malformed;
    this.#stats.malformedInChild += child.childMalformed;
    this.#process = null;
    return end;
  }

  #receive(child: ReaderProcess, message: ReaderToStation): void {
    if (child !== this.#process) return;
    switch (message.type) {
      case 'reader':
        if (message.state === 'noReader') this.#lose();
        return this.#setState(message.state);
      case 'card': {
        this.#lose();
        const tapId = message.tapId;
        const card: TappedCard = {
          tapId,
          uid: Uint8Array.from(Buffer.from(message.uid, 'hex')),
          atr: Uint8Array.from(Buffer.from(message.atr, 'hex')),
          transmit: (apdu) =>
            this.#tapId === tapId && this.#process === child
              ? child.transmit(tapId, apdu)
              : Promise.reject(new CardTransmitError('noCard')),
        };
        this.#tapId = tapId;
        this.#setState('cardPresent');
        for (const listener of this.#cardListeners) listener(card);
        return;
      }
      case 'cardGone':
        if (this.#tapId !== message.tapId) return;
        this.#lose();
        return this.#setState('ready');
      case 'cardUnreadable':
        this.#stats.unreadableTaps += 1;
        return;
      case 'started':
      case 'failing':
        return;
    }
  }

  /** The card on the reader, if any, is gone for the station (lifted, or its process ended). */
  #lose(): void {
    const tapId = this.#tapId;
    if (tapId === null) return;
    this.#tapId = null;
    for (const listener of this.#goneListeners) listener(tapId);
  }

  #setState(state: ReaderState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }
}

export { CardTransmitError } from './readerProcess.ts';
