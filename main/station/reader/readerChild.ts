// The reader process (issue 12 §1; DESIGN.md "The kiosk"): nfc-pcsc in a Node process of its own,
// forked by ReaderSupervisor only once pcscd's socket accepts a connection (notes/nfc.md trap 1:
// without pcscd, `new NFC()` spins and never returns). Its only channel is the IPC of
// readerMessages.ts. When nfc-pcsc fails for good (trap 2: after a pcscd restart the readers never
// recover) it closes and exits, and the supervisor starts a fresh process.
import { NFC, type NfcCard, type Reader } from 'nfc-pcsc';
import {
  type ReaderToStation,
  type StationToReader,
  StationToReaderSchema,
  fromHex,
  toHex,
} from './readerMessages.ts';

/** The station's reader: a name or a name prefix, else the first reader pcscd reports. */
const wanted = process.env['TAPIS_READER_NAME'] ?? '';
/** PC/SC's pseudo-APDU "get UID" (PC/SC part 3), answered by the reader for any contactless card. */
const GET_UID = Buffer.from([0xff, 0xca, 0x00, 0x00, 0x00]);
/** One APDU's budget inside this process; the station's own timeout is longer. */
const TRANSMIT_TIMEOUT_MS = 2_500;
/** notes/nfc.md trap 3: never close in the tick of a card event; wait this long first. */
const CLOSE_DEFER_MS = 50;

let malformed = 0;
let closing = false;
let tapCounter = 0;
let chosen: Reader | null = null;
let tap: { readonly id: number; readonly reader: Reader } | null = null;
/** APDUs reach the card one after another. */
let queue: Promise<void> = Promise.resolve();
const readers = new Set<Reader>();
let nfc: NFC | null = null;

/** Electron's utilityProcess gives the child `process.parentPort`; Node's fork, `process.send`. */
interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}
const parentPort = (process as { parentPort?: ParentPort }).parentPort;

function send(message: ReaderToStation): void {
  if (parentPort !== undefined) parentPort.postMessage(message);
  else if (process.connected) process.send?.(message);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Closes every reader, then the NFC object, then exits; deferred (trap 3), error listeners kept. */
function closeAndExit(code: number): void {
  if (closing && code !== 0) return;
  closing = true;
  setTimeout(() => {
    for (const reader of readers) {
      try {
        reader.close();
      } catch {
        // closing emits "Command cancelled" on the reader's error listener, which stays attached
      }
    }
    try {
      nfc?.close();
    } catch {
      // already closed by pcscd's departure
    }
    setTimeout(() => process.exit(code), CLOSE_DEFER_MS);
  }, CLOSE_DEFER_MS);
}

function fail(reason: string): void {
  if (closing) return;
  send({ type: 'failing', reason: reason.slice(0, 500) });
  closeAndExit(1);
}

async function readUid(reader: Reader, id: number, atr: string): Promise<void> {
  try {
    const response = await withTimeout(reader.transmit(GET_UID, 12), TRANSMIT_TIMEOUT_MS);
    if (tap?.id !== id) return;
    const ok =
      response !== 'timeout' &&
      response.length >= 6 &&
      response.length <= 12 &&
      response.at(-2) === 0x90 &&
      response.at(-1) === 0x00;
    if (!ok) return send({ type: 'cardUnreadable', tapId: id });
    send({ type: 'card', tapId: id, uid: toHex(response.subarray(0, -2)), atr });
  } catch {
    if (tap?.id === id) send({ type: 'cardUnreadable', tapId: id });
  }
}

function adopt(reader: Reader): void {
  readers.add(reader);
  // Any reader, ours or not: nfc-pcsc would otherwise talk to every card it sees (its get UID).
  reader.autoProcessing = false;
  // Every reader keeps an error listener until the process ends (trap 3).
  reader.on('error', (error: unknown) => {
    if (closing) return;
    // A reader's error comes from its status loop, which nfc-pcsc does not restart (trap 2).
    if (reader === chosen || chosen === null) fail(`reader error: ${String(error)}`);
  });
  if (chosen !== null || !(wanted === '' || reader.name === wanted || reader.name.startsWith(wanted))) return;
  chosen = reader; // the UID is read here (readUid), whatever the card's kind (a DESFire too)
  send({ type: 'reader', state: 'ready', name: reader.name });
  reader.on('card', (card: NfcCard) => {
    tapCounter += 1;
    const id = tapCounter;
    tap = { id, reader };
    const atr = card.atr === undefined ? '' : toHex(card.atr.subarray(0, 33));
    queue = queue.then(() => readUid(reader, id, atr));
  });
  reader.on('card.off', () => {
    if (tap === null) return;
    send({ type: 'cardGone', tapId: tap.id });
    tap = null;
  });
  reader.on('end', () => {
    readers.delete(reader);
    if (reader !== chosen) return;
    if (tap !== null) send({ type: 'cardGone', tapId: tap.id });
    tap = null;
    chosen = null;
    if (!closing) send({ type: 'reader', state: 'noReader', name: null });
  });
}

function transmit(message: Extract<StationToReader, { type: 'transmit' }>): void {
  queue = queue.then(async () => {
    const current = tap;
    if (current === null) return send({ type: 'response', id: message.id, ok: false, failure: 'noCard' });
    if (current.id !== message.tapId) {
      return send({ type: 'response', id: message.id, ok: false, failure: 'otherCard' });
    }
    try {
      const apdu = Buffer.from(fromHex(message.apdu));
      const response = await withTimeout(
        current.reader.transmit(apdu, message.responseMax),
        TRANSMIT_TIMEOUT_MS,
      );
      if (response === 'timeout')
        return send({ type: 'response', id: message.id, ok: false, failure: 'timeout' });
      if (response.length < 2) {
        return send({ type: 'response', id: message.id, ok: false, failure: 'transmitFailed' });
      }
      send({ type: 'response', id: message.id, ok: true, data: toHex(response) });
    } catch {
      send({ type: 'response', id: message.id, ok: false, failure: 'transmitFailed' });
    }
  });
}

function receive(raw: unknown): void {
  const parsed = StationToReaderSchema.safeParse(raw);
  if (!parsed.success) {
    malformed += 1;
    return;
  }
  const message = parsed.data;
  if (message.type === 'ping') return send({ type: 'pong', id: message.id, malformed });
  if (message.type === 'close') return closeAndExit(0);
  transmit(message);
}

if (parentPort !== undefined) parentPort.on('message', (event) => receive(event.data));
else process.on('message', receive);
// The station is gone: nobody reads the cards any more (a utilityProcess dies with its parent).
process.on('disconnect', () => closeAndExit(0));
process.on('unhandledRejection', (error) => fail(`unhandled: ${String(error)}`));

send({ type: 'started', pid: process.pid });
// Constructed after the first message left, so that a constructor that never returns is seen as
// silence by the supervisor's heartbeat and killed (trap 1, should pcscd vanish in between).
setImmediate(() => {
  if (closing) return;
  nfc = new NFC();
  nfc.on('reader', (reader: Reader) => adopt(reader));
  nfc.on('error', (error: unknown) => fail(`pcsc error: ${String(error)}`));
});
