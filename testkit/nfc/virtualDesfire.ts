// A virtual MIFARE DESFire EV2 card for the tests (issue 12 §2): an APDU handler that implements
// the commands Tapis uses — SelectApplication, CreateApplication, AuthenticateEV2First (with its
// additional frame), CreateStdDataFile (MAC mode), WriteData and ReadData (full mode), ChangeKey
// of the authenticated key — plus the reader's get-UID pseudo-APDU (FF CA 00 00 00). It is a
// CardChannel, so it runs in-process; on vpcd it sits behind the reader helper's vpcdCard. The
// card's side of the crypto uses the same primitives as the hub's (hub/players/desfire/), which
// the standard's test vectors pin down (hub/players/desfire/__tests__/).
import { randomBytes } from 'node:crypto';
import { aesDecrypt, aesEncrypt, ZERO_IV } from '../../hub/players/desfire/aes.ts';
import { CMD, readLe24, respond, STATUS, unwrapCommand } from '../../hub/players/desfire/apdu.ts';
import {
  commandIv,
  commandMac,
  type Ev2Keys,
  padForEncryption,
  responseIv,
  responseMac,
  rotateLeft,
  sameBytes,
  sessionKeys,
  unpad,
} from '../../hub/players/desfire/ev2.ts';
import type { CardChannel } from '../../main/station/reader/cardChannel.ts';

interface DataFile {
  readonly comm: number;
  readonly access: Buffer;
  readonly data: Buffer;
}

interface Application {
  readonly keys: Buffer[];
  readonly versions: number[];
  readonly files: Map<number, DataFile>;
}

interface Authenticated {
  readonly keyNo: number;
  readonly keys: Ev2Keys;
  counter: number;
}

/** How to make a virtual card. */
export interface VirtualDesfireOptions {
  /** The UID the reader reports (7 bytes for a DESFire EV2). */
  readonly uid: Uint8Array;
  /** Where RndB and the TI come from (the OS CSPRNG by default). */
  readonly random?: (bytes: number) => Buffer;
}

const PICC = '000000';
const MAC_BYTES = 8;
const FREE = 0x0e;

/** A virtual DESFire EV2 card: every exchange goes through `transmit` (or `handle`, synchronous). */
export class VirtualDesfire implements CardChannel {
  readonly uid: Uint8Array;
  readonly #random: (bytes: number) => Buffer;
  readonly #apps = new Map<string, Application>();
  #selected = PICC;
  #auth: Authenticated | null = null;
  #pending: { keyNo: number; rndB: Buffer } | null = null;
  /** Every command APDU received, in order (a test's view of the exchange). */
  readonly received: Buffer[] = [];

  constructor(options: VirtualDesfireOptions) {
    this.uid = Uint8Array.from(options.uid);
    this.#random = options.random ?? randomBytes;
  }

  /** A copy as a cloner makes it: same UID, same applications and files, none of the keys or the data they protect. */
  static cloneOf(card: VirtualDesfire): VirtualDesfire {
    const clone = new VirtualDesfire({ uid: card.uid });
    for (const [aid, app] of card.#apps) {
      const files = new Map<number, DataFile>();
      for (const [no, f] of app.files) files.set(no, { ...f, data: Buffer.alloc(f.data.length) });
      clone.#apps.set(aid, { keys: app.keys.map(() => randomBytes(16)), versions: [...app.versions], files });
    }
    return clone;
  }

  /** The AIDs of the applications on the card (what anyone can list), most significant byte first. */
  get applications(): string[] {
    return [...this.#apps.keys()];
  }

  /** The key `keyNo` of application `aid` (hex, most significant first): for tests that check personalisation. */
  keyOf(aid: string, keyNo: number): Buffer | undefined {
    return this.#apps.get(aid.toUpperCase())?.keys[keyNo];
  }

  /** Answers one APDU. */
  transmit(apdu: Uint8Array): Promise<Uint8Array> {
    return Promise.resolve(this.handle(apdu));
  }

  /** Answers one APDU synchronously. */
  handle(apdu: Uint8Array): Buffer {
    this.received.push(Buffer.from(apdu));
    if (apdu.length === 5 && apdu[0] === 0xff && apdu[1] === 0xca)
      return Buffer.concat([this.uid, Buffer.of(0x90, 0x00)]);
    const command = unwrapCommand(apdu);
    if (command === null) return Buffer.of(0x6e, 0x00);
    const pending = this.#pending;
    this.#pending = null;
    const answer = this.#dispatch(command.cmd, command.data, pending);
    // The card forgets an authentication after any error (datasheet §9.1.10).
    if (answer[answer.length - 1] !== STATUS.ok && answer[answer.length - 1] !== STATUS.additionalFrame)
      this.#auth = null;
    return answer;
  }

  #dispatch(cmd: number, data: Buffer, pending: { keyNo: number; rndB: Buffer } | null): Buffer {
    switch (cmd) {
      case CMD.selectApplication:
        return this.#select(data);
      case CMD.createApplication:
        return this.#createApplication(data);
      case CMD.authenticateEv2First:
        return this.#authenticate(data);
      case CMD.additionalFrame:
        return pending === null ? respond(STATUS.illegalCommand) : this.#authenticatePart2(data, pending);
      case CMD.createStdDataFile:
        return this.#createFile(data);
      case CMD.writeData:
        return this.#writeData(data);
      case CMD.readData:
        return this.#readData(data);
      case CMD.changeKey:
        return this.#changeKey(data);
      default:
        return respond(STATUS.illegalCommand);
    }
  }

  #app(): Application | undefined {
    return this.#apps.get(this.#selected);
  }

  #select(data: Buffer): Buffer {
    if (data.length !== 3) return respond(STATUS.lengthError);
    const aid = Buffer.from(data).reverse().toString('hex').toUpperCase();
    this.#auth = null;
    if (aid !== PICC && !this.#apps.has(aid)) return respond(STATUS.applicationNotFound);
    this.#selected = aid;
    return respond(STATUS.ok);
  }

  #createApplication(data: Buffer): Buffer {
    if (this.#selected !== PICC) return respond(STATUS.permissionDenied);
    if (data.length !== 5) return respond(STATUS.lengthError);
    const aid = Buffer.from(data.subarray(0, 3)).reverse().toString('hex').toUpperCase();
    const settings2 = data[4]!;
    const count = settings2 & 0x0f;
    if ((settings2 & 0x80) === 0 || count < 1 || count > 14) return respond(STATUS.parameterError);
    if (this.#apps.has(aid)) return respond(STATUS.duplicateError);
    this.#apps.set(aid, {
      keys: Array.from({ length: count }, () => Buffer.alloc(16)),
      versions: Array.from({ length: count }, () => 0),
      files: new Map(),
    });
    return respond(STATUS.ok);
  }

  #authenticate(data: Buffer): Buffer {
    this.#auth = null;
    const app = this.#app();
    if (app === undefined) return respond(STATUS.permissionDenied);
    if (data.length < 2) return respond(STATUS.lengthError);
    const keyNo = data[0]!;
    const key = app.keys[keyNo];
    if (key === undefined) return respond(STATUS.noSuchKey);
    const rndB = this.#random(16);
    this.#pending = { keyNo, rndB };
    return respond(STATUS.additionalFrame, aesEncrypt(key, ZERO_IV, rndB));
  }

  #authenticatePart2(data: Buffer, pending: { keyNo: number; rndB: Buffer }): Buffer {
    const key = this.#app()?.keys[pending.keyNo];
    if (key === undefined) return respond(STATUS.permissionDenied);
    if (data.length !== 32) return respond(STATUS.lengthError);
    const plain = aesDecrypt(key, ZERO_IV, data);
    const rndA = plain.subarray(0, 16);
    if (!sameBytes(plain.subarray(16, 32), rotateLeft(pending.rndB)))
      return respond(STATUS.authenticationError);
    const ti = this.#random(4);
    this.#auth = { keyNo: pending.keyNo, keys: { ...sessionKeys(key, rndA, pending.rndB), ti }, counter: 0 };
    const answer = Buffer.concat([ti, rotateLeft(rndA), Buffer.alloc(12)]);
    return respond(STATUS.ok, aesEncrypt(key, ZERO_IV, answer));
  }

  /** The command's body once its MAC is checked against the session, or an error response. */
  #verified(cmd: number, data: Buffer): { auth: Authenticated; body: Buffer } | Buffer {
    const auth = this.#auth;
    if (auth === null) return respond(STATUS.permissionDenied);
    if (data.length < MAC_BYTES) return respond(STATUS.lengthError);
    const body = data.subarray(0, data.length - MAC_BYTES);
    const mac = data.subarray(data.length - MAC_BYTES);
    if (!sameBytes(mac, commandMac(auth.keys, auth.counter, cmd, body, Buffer.alloc(0))))
      return respond(STATUS.integrityError);
    return { auth, body };
  }

  #answer(auth: Authenticated, plain: Buffer | null): Buffer {
    auth.counter++;
    const encrypted =
      plain === null
        ? Buffer.alloc(0)
        : aesEncrypt(auth.keys.enc, responseIv(auth.keys, auth.counter), padForEncryption(plain));
    return respond(
      STATUS.ok,
      Buffer.concat([encrypted, responseMac(auth.keys, auth.counter, STATUS.ok, encrypted)]),
    );
  }

  #allowed(auth: Authenticated, nibbles: readonly number[]): boolean {
    return nibbles.some((n) => n === FREE || n === auth.keyNo);
  }

  #createFile(data: Buffer): Buffer {
    const checked = this.#verified(CMD.createStdDataFile, data);
    if (Buffer.isBuffer(checked)) return checked;
    const { auth, body } = checked;
    const app = this.#app();
    if (app === undefined || auth.keyNo !== 0) return respond(STATUS.permissionDenied);
    if (body.length !== 7) return respond(STATUS.lengthError);
    const fileNo = body[0]!;
    if (app.files.has(fileNo)) return respond(STATUS.duplicateError);
    app.files.set(fileNo, {
      comm: body[1]!,
      access: Buffer.from(body.subarray(2, 4)),
      data: Buffer.alloc(readLe24(body, 4)),
    });
    return this.#answer(auth, null);
  }

  #file(fileNo: number): DataFile | undefined {
    return this.#app()?.files.get(fileNo);
  }

  #writeData(data: Buffer): Buffer {
    const checked = this.#verified(CMD.writeData, data);
    if (Buffer.isBuffer(checked)) return checked;
    const { auth, body } = checked;
    if (body.length < 7 || (body.length - 7) % 16 !== 0) return respond(STATUS.lengthError);
    const file = this.#file(body[0]!);
    if (file === undefined) return respond(STATUS.fileNotFound);
    const access = file.access;
    if (!this.#allowed(auth, [access[1]! & 0x0f, access[0]! >> 4])) return respond(STATUS.permissionDenied);
    const offset = readLe24(body, 1);
    const length = readLe24(body, 4);
    const plain = unpad(aesDecrypt(auth.keys.enc, commandIv(auth.keys, auth.counter), body.subarray(7)));
    if (plain === null) return respond(STATUS.integrityError);
    if (plain.length !== length) return respond(STATUS.lengthError);
    if (offset + length > file.data.length) return respond(STATUS.boundaryError);
    plain.copy(file.data, offset);
    return this.#answer(auth, null);
  }

  #readData(data: Buffer): Buffer {
    const checked = this.#verified(CMD.readData, data);
    if (Buffer.isBuffer(checked)) return checked;
    const { auth, body } = checked;
    if (body.length !== 7) return respond(STATUS.lengthError);
    const file = this.#file(body[0]!);
    if (file === undefined) return respond(STATUS.fileNotFound);
    const access = file.access;
    if (!this.#allowed(auth, [access[1]! >> 4, access[0]! >> 4])) return respond(STATUS.permissionDenied);
    const offset = readLe24(body, 1);
    const length = readLe24(body, 4) || file.data.length - offset;
    if (offset + length > file.data.length) return respond(STATUS.boundaryError);
    return this.#answer(auth, Buffer.from(file.data.subarray(offset, offset + length)));
  }

  #changeKey(data: Buffer): Buffer {
    const auth = this.#auth;
    if (auth === null) return respond(STATUS.permissionDenied);
    if (data.length < 1 + MAC_BYTES) return respond(STATUS.lengthError);
    const keyNo = data[0]!;
    const encrypted = data.subarray(1, data.length - MAC_BYTES);
    const mac = data.subarray(data.length - MAC_BYTES);
    if (!sameBytes(mac, commandMac(auth.keys, auth.counter, CMD.changeKey, data.subarray(0, 1), encrypted)))
      return respond(STATUS.integrityError);
    // Only the authenticated key changes itself here (Tapis changes no other key).
    if (keyNo !== auth.keyNo) return respond(STATUS.permissionDenied);
    const app = this.#app();
    if (app === undefined || encrypted.length % 16 !== 0 || encrypted.length === 0)
      return respond(STATUS.lengthError);
    const plain = unpad(aesDecrypt(auth.keys.enc, commandIv(auth.keys, auth.counter), encrypted));
    if (plain?.length !== 17) return respond(STATUS.integrityError);
    app.keys[keyNo] = Buffer.from(plain.subarray(0, 16));
    app.versions[keyNo] = plain[16]!;
    // Changing the authenticated key ends the session; the answer carries no MAC.
    this.#auth = null;
    return respond(STATUS.ok);
  }
}
