// One card exchange carried by a station's relay (protocol/cardRelayMessages.ts), seen from the
// hub as an APDU transport: each transmit sends `cardCommand {exchangeId, step, apdu}` and waits
// for the `cardResponse` of that exchange and step. Anything else — another exchange's id, a step
// already answered, a late answer — is ignored, so a replayed or injected response cannot land.
import { randomBytes } from 'node:crypto';
import { type CardRelayHubMessage, MAX_RELAY_STEPS } from '../../protocol/cardRelayMessages.ts';
import type { ApduTransport } from './desfire/pcd.ts';

/** How long the hub waits for the card's answer to one command (vpcd: ~42 ms; a slow relay: more). */
export const RELAY_STEP_TIMEOUT_MS = 5_000;

/** The relay's failure: the card was lifted, the link dropped, or the station took too long. */
export class RelayAborted extends Error {
  override readonly name = 'RelayAborted';
}

/** The hub's end of one exchange. */
export class RelayExchange implements ApduTransport {
  /** The exchange's one-time id (16 random bytes, hex). */
  readonly id: string = randomBytes(16).toString('hex');
  readonly #send: (message: CardRelayHubMessage) => void;
  readonly #timeoutMs: number;
  #step = 0;
  #waiting: {
    step: number;
    resolve: (r: Uint8Array) => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  } | null = null;
  #aborted: string | null = null;

  constructor(send: (message: CardRelayHubMessage) => void, timeoutMs = RELAY_STEP_TIMEOUT_MS) {
    this.#send = send;
    this.#timeoutMs = timeoutMs;
  }

  /** Sends one APDU to the card and resolves with its answer. */
  transmit(apdu: Uint8Array): Promise<Uint8Array> {
    if (this.#aborted !== null) return Promise.reject(new RelayAborted(this.#aborted));
    if (this.#waiting !== null) return Promise.reject(new RelayAborted('one command at a time'));
    if (this.#step > MAX_RELAY_STEPS) return Promise.reject(new RelayAborted('too many steps'));
    const step = this.#step++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => this.abort('the card did not answer in time'), this.#timeoutMs);
      this.#waiting = { step, resolve, reject, timer };
      this.#send({ type: 'cardCommand', exchangeId: this.id, step, apdu: Buffer.from(apdu).toString('hex') });
    });
  }

  /** Delivers the station's `cardResponse`; false when it answers nothing that is awaited. */
  respond(step: number, responseHex: string): boolean {
    const waiting = this.#waiting;
    if (waiting?.step !== step) return false;
    this.#waiting = null;
    clearTimeout(waiting.timer);
    waiting.resolve(Buffer.from(responseHex, 'hex'));
    return true;
  }

  /** Ends the exchange: the awaited command fails with `reason`, and so does every later one. */
  abort(reason: string): void {
    if (this.#aborted !== null) return;
    this.#aborted = reason;
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting !== null) {
      clearTimeout(waiting.timer);
      waiting.reject(new RelayAborted(reason));
    }
  }
}
