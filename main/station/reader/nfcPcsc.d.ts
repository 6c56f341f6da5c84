// The part of nfc-pcsc 0.8 (plain JavaScript, no types of its own) that the reader process uses.
declare module 'nfc-pcsc' {
  import { EventEmitter } from 'node:events';

  /** A card as nfc-pcsc reports it on `card` with `autoProcessing` off. */
  export interface NfcCard {
    atr?: Buffer;
    standard?: string;
  }

  /** One PC/SC reader. */
  export class Reader extends EventEmitter {
    readonly name: string;
    autoProcessing: boolean;
    transmit(data: Buffer, responseMaxLength: number): Promise<Buffer>;
    close(): void;
  }

  /** The PC/SC context: emits `reader` for every reader and `error`. */
  export class NFC extends EventEmitter {
    constructor(logger?: unknown);
    close(): void;
  }
}
