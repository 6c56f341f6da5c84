// The reader's side (PCD) of DESFire EV2: plain commands, AuthenticateEV2First and the secure
// messaging of an authenticated session (MAC and full modes). It runs where the key is — on the
// hub (docs/players.md "Card keys") — over any APDU transport: the station's relay or a card.
import { randomBytes } from 'node:crypto';
import { aesDecrypt, aesEncrypt, BLOCK, ZERO_IV } from './aes.ts';
import { CMD, STATUS, unwrapResponse, wrap } from './apdu.ts';
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
} from './ev2.ts';

/** Where APDUs go: a card on a reader, or a relay to one (main/station/reader/cardChannel.ts). */
export interface ApduTransport {
  transmit(apdu: Uint8Array): Promise<Uint8Array>;
}

/** Why an exchange with a card failed. */
export type DesfireFailure =
  /** The card answered a status other than the one expected (`status`). */
  | 'status'
  /** The answer is not a DESFire response of the expected length. */
  | 'malformed'
  /** The card did not prove that it holds the key (a wrong RndA', or it refused ours). */
  | 'authentication'
  /** A response MAC or padding did not verify: altered on the way, or not from this session. */
  | 'integrity';

/** A failed exchange, with the reason and the card's status when it gave one. */
export class DesfireError extends Error {
  override readonly name = 'DesfireError';
  /** What kind of failure. */
  readonly failure: DesfireFailure;
  /** The card's status byte, when it answered one. */
  readonly status: number | undefined;
  constructor(failure: DesfireFailure, message: string, status?: number) {
    super(message);
    this.failure = failure;
    this.status = status;
  }
}

/** The 8-byte MAC's length. */
const MAC_BYTES = 8;

async function exchange(t: ApduTransport, cmd: number, data: Uint8Array, expect: number): Promise<Buffer> {
  const raw = await t.transmit(wrap(cmd, data));
  const response = unwrapResponse(raw);
  if (response === null)
    throw new DesfireError('malformed', `command ${cmd.toString(16)}: not a DESFire response`);
  if (response.status !== expect)
    throw new DesfireError(
      'status',
      `command ${cmd.toString(16)}: status ${response.status.toString(16)}`,
      response.status,
    );
  return response.data;
}

/** Sends an unauthenticated command; resolves with its data when the card answers 91 00. */
export function plainCommand(
  t: ApduTransport,
  cmd: number,
  data: Uint8Array = Buffer.alloc(0),
): Promise<Buffer> {
  return exchange(t, cmd, data, STATUS.ok);
}

/** Selects an application by its AID (3 bytes, most significant first; 000000 is the card level). */
export async function selectApplication(t: ApduTransport, aid: Uint8Array): Promise<void> {
  await plainCommand(t, CMD.selectApplication, Buffer.from(aid).reverse());
}

/**
 * AuthenticateEV2First with key `keyNo` (datasheet §9.1.5): mutual — the card proves it holds the
 * key by answering RndA' under it, we prove it by answering RndB'. `random` draws RndA (the OS
 * CSPRNG; a test gives AN12196's fixed value). Throws DesfireError('authentication') on a card
 * that does not hold `key`.
 */
export async function authenticateEv2First(
  t: ApduTransport,
  keyNo: number,
  key: Uint8Array,
  random: (bytes: number) => Buffer = randomBytes,
): Promise<Ev2Session> {
  const encB = await exchange(
    t,
    CMD.authenticateEv2First,
    Buffer.of(keyNo, 0x00),
    STATUS.additionalFrame,
  ).catch((error: unknown) => {
    if (error instanceof DesfireError && error.status !== undefined)
      throw new DesfireError('authentication', `key ${keyNo} refused`, error.status);
    throw error;
  });
  if (encB.length !== BLOCK) throw new DesfireError('malformed', 'RndB is not one block');
  const rndB = aesDecrypt(key, ZERO_IV, encB);
  const rndA = random(BLOCK);
  const part2 = aesEncrypt(key, ZERO_IV, Buffer.concat([rndA, rotateLeft(rndB)]));
  let answer: Buffer;
  try {
    answer = await exchange(t, CMD.additionalFrame, part2, STATUS.ok);
  } catch (error) {
    // 91 AE: the card found our RndB' wrong, so it does not hold the key we derived for it.
    if (error instanceof DesfireError && error.status !== undefined)
      throw new DesfireError('authentication', 'the card refused our answer', error.status);
    throw error;
  }
  if (answer.length !== 2 * BLOCK) throw new DesfireError('malformed', 'the card’s answer is not two blocks');
  const plain = aesDecrypt(key, ZERO_IV, answer);
  const ti = plain.subarray(0, 4);
  if (!sameBytes(plain.subarray(4, 20), rotateLeft(rndA)))
    throw new DesfireError('authentication', 'the card did not answer RndA′: it does not hold the key');
  return new Ev2Session(t, { ...sessionKeys(key, rndA, rndB), ti: Buffer.from(ti) });
}

/** An authenticated EV2 session: its keys and the command counter, both sides in step. */
export class Ev2Session {
  readonly #t: ApduTransport;
  readonly keys: Ev2Keys;
  #counter: number;
  #open = true;

  /** A session from its keys (authenticateEv2First; a test resumes AN12196's at `counter`). */
  constructor(t: ApduTransport, keys: Ev2Keys, counter = 0) {
    this.#t = t;
    this.keys = keys;
    this.#counter = counter;
  }

  /** The command counter (commands answered since the authentication). */
  get counter(): number {
    return this.#counter;
  }

  async #send(cmd: number, body: Uint8Array): Promise<{ status: number; data: Buffer }> {
    if (!this.#open) throw new DesfireError('status', 'the session has ended');
    const raw = await this.#t.transmit(wrap(cmd, body));
    const response = unwrapResponse(raw);
    if (response === null)
      throw new DesfireError('malformed', `command ${cmd.toString(16)}: not a DESFire response`);
    if (response.status !== STATUS.ok) {
      // The card drops the session on any error (datasheet §9.1.10): so do we.
      this.#open = false;
      throw new DesfireError(
        'status',
        `command ${cmd.toString(16)}: status ${response.status.toString(16)}`,
        response.status,
      );
    }
    return response;
  }

  #checkedData(status: number, data: Buffer): Buffer {
    if (data.length < MAC_BYTES) throw new DesfireError('malformed', 'the response has no MAC');
    const body = data.subarray(0, data.length - MAC_BYTES);
    if (
      !sameBytes(data.subarray(data.length - MAC_BYTES), responseMac(this.keys, this.#counter, status, body))
    ) {
      this.#open = false;
      throw new DesfireError('integrity', 'the response MAC does not verify');
    }
    return body;
  }

  /** A command in MAC mode: header and data in clear, MACed both ways; resolves with the response data. */
  async mac(cmd: number, header: Uint8Array, data: Uint8Array = Buffer.alloc(0)): Promise<Buffer> {
    const mac = commandMac(this.keys, this.#counter, cmd, header, data);
    const response = await this.#send(cmd, Buffer.concat([header, data, mac]));
    this.#counter++;
    return this.#checkedData(response.status, response.data);
  }

  /** A command in full mode: its data encrypted and MACed, the response's decrypted and checked. */
  async full(cmd: number, header: Uint8Array, data: Uint8Array = Buffer.alloc(0)): Promise<Buffer> {
    const encrypted =
      data.length === 0
        ? Buffer.alloc(0)
        : aesEncrypt(this.keys.enc, commandIv(this.keys, this.#counter), padForEncryption(data));
    const mac = commandMac(this.keys, this.#counter, cmd, header, encrypted);
    const response = await this.#send(cmd, Buffer.concat([header, encrypted, mac]));
    this.#counter++;
    const body = this.#checkedData(response.status, response.data);
    if (body.length === 0) return body;
    if (body.length % BLOCK !== 0) throw new DesfireError('malformed', 'encrypted data is not whole blocks');
    const plain = unpad(aesDecrypt(this.keys.enc, responseIv(this.keys, this.#counter), body));
    if (plain === null) {
      this.#open = false;
      throw new DesfireError('integrity', 'the decrypted response is not padded');
    }
    return plain;
  }

  /**
   * ChangeKey of the key this session authenticated with (datasheet §10.5.1, case "key number
   * equals the authenticated key"): new key ‖ version, in full mode. The card ends the session,
   * so its answer carries no MAC.
   */
  async changeOwnKey(keyNo: number, newKey: Uint8Array, version: number): Promise<void> {
    const header = Buffer.of(keyNo);
    const encrypted = aesEncrypt(
      this.keys.enc,
      commandIv(this.keys, this.#counter),
      padForEncryption(Buffer.concat([newKey, Buffer.of(version)])),
    );
    const mac = commandMac(this.keys, this.#counter, CMD.changeKey, header, encrypted);
    const response = await this.#send(CMD.changeKey, Buffer.concat([header, encrypted, mac]));
    this.#open = false;
    if (response.data.length !== 0) throw new DesfireError('malformed', 'ChangeKey answered data');
  }
}
