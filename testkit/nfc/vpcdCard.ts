// A virtual contactless card for the vpcd virtual reader (notes/nfc.md): the card is vpcd's TCP
// client, so connecting is the tap and closing is the lift. vpcd listens on 35963 for
// `Virtual PCD 00 00` and 35964 for `Virtual PCD 00 01`; the caller picks the reader.
import { connect, type Socket } from 'node:net';
import { encodeFrame, FrameDecoder } from './vpcdFrames.ts';

/** The card's application: one command APDU in, the response (data, then SW1 SW2) out. */
export type ApduHandler = (apdu: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/** vpcd's 1-byte control payloads (vsmartcard's vpcd.h). */
export const VPCD_CONTROL = { powerOff: 0x00, powerOn: 0x01, reset: 0x02, getAtr: 0x04 } as const;

/** A PC/SC part 3 ATR for an ISO 14443-3 type A card (notes/nfc.md: nfc-pcsc sees atr[5] = 0x4F). */
export const ATR_ISO14443_3 = Uint8Array.from([
  0x3b, 0x8f, 0x80, 0x01, 0x80, 0x4f, 0x0c, 0xa0, 0x00, 0x00, 0x03, 0x06, 0x03, 0x00, 0x03, 0x00, 0x00, 0x00,
  0x00, 0x68,
]);

/** A PC/SC part 3 ATR for an ISO 14443-4 type A card without historical bytes (a DESFire). */
export const ATR_ISO14443_4 = Uint8Array.from([0x3b, 0x81, 0x80, 0x01, 0x80, 0x80]);

/** SW 6F 00: what the card answers when its handler fails (no precise diagnosis, ISO 7816-4). */
export const SW_NO_DIAGNOSIS = Uint8Array.from([0x6f, 0x00]);

/** What a tap needs: the reader's port, the card's UID and application. */
export interface VpcdCardOptions {
  /** vpcd's TCP port: 35963 for reader 00 00, 35964 for 00 01 (or a private pcscd's). */
  readonly port: number;
  /** vpcd's host; loopback unless said. */
  readonly host?: string;
  /** The card's UID (4, 7 or 10 bytes). */
  readonly uid: Uint8Array;
  /** The ATR answered to "get ATR"; the ISO 14443-3 one unless said. */
  readonly atr?: Uint8Array;
  /**
   * The card's application. `FF CA 00 00 00` (PC/SC get UID) never reaches it: a real reader's
   * firmware answers that pseudo-APDU, so the virtual card answers it with `uid` + 90 00.
   */
  readonly handler: ApduHandler;
}

const GET_UID = Uint8Array.from([0xff, 0xca, 0x00, 0x00, 0x00]);

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** A card on a vpcd reader, from tap to lift. */
export class VpcdCard {
  readonly #socket: Socket;
  readonly #options: VpcdCardOptions;
  readonly #decoder = new FrameDecoder();
  /** Frames are answered one after another, in arrival order, even when the handler is async. */
  #queue: Promise<void> = Promise.resolve();
  #powered = false;
  #apdus = 0;
  readonly #closed: Promise<void>;

  private constructor(socket: Socket, options: VpcdCardOptions) {
    this.#socket = socket;
    this.#options = options;
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      for (const payload of this.#decoder.push(chunk)) {
        this.#queue = this.#queue.then(() => this.#answer(payload));
      }
    });
    this.#closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  /** Taps a card on the reader at `options.port`: resolves once vpcd accepted the connection. */
  static tap(options: VpcdCardOptions): Promise<VpcdCard> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port: options.port, host: options.host ?? '127.0.0.1' });
      const card = new VpcdCard(socket, options);
      socket.once('connect', () => {
        socket.off('error', reject);
        socket.on('error', () => undefined); // a reset by pcscd ends the tap; 'close' follows
        resolve(card);
      });
      socket.once('error', reject);
    });
  }

  /** True between vpcd's power on and power off. */
  get powered(): boolean {
    return this.#powered;
  }

  /** How many command APDUs the card has answered. */
  get apduCount(): number {
    return this.#apdus;
  }

  /** Resolves when the connection closed, whichever side closed it. */
  get closed(): Promise<void> {
    return this.#closed;
  }

  /** Lifts the card off the reader: closes the connection and resolves once it is closed. */
  async lift(): Promise<void> {
    this.#socket.end();
    const timer = setTimeout(() => this.#socket.destroy(), 1_000);
    await this.#closed;
    clearTimeout(timer);
  }

  async #answer(payload: Uint8Array): Promise<void> {
    if (payload.length === 1) {
      const control = payload[0];
      if (control === VPCD_CONTROL.powerOn || control === VPCD_CONTROL.reset) this.#powered = true;
      else if (control === VPCD_CONTROL.powerOff) this.#powered = false;
      else if (control === VPCD_CONTROL.getAtr) this.#send(this.#options.atr ?? ATR_ISO14443_3);
      return; // only "get ATR" is answered (vpcd's protocol)
    }
    this.#apdus += 1;
    if (sameBytes(payload, GET_UID)) return this.#send(Uint8Array.from([...this.#options.uid, 0x90, 0x00]));
    let response: Uint8Array;
    try {
      response = await this.#options.handler(payload);
    } catch {
      response = SW_NO_DIAGNOSIS;
    }
    this.#send(response.length < 2 ? SW_NO_DIAGNOSIS : response);
  }

  #send(payload: Uint8Array): void {
    if (!this.#socket.writable) return;
    this.#socket.write(encodeFrame(payload));
  }
}
