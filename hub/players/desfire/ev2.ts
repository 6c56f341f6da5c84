// The pieces of DESFire EV2 secure messaging that the reader (pcd.ts) and the card (the test
// kit's virtual card) share: session keys from AuthenticateEV2First, the command counter and
// transaction identifier, the IVs, the truncated MAC, ISO/IEC 9797-1 method 2 padding
// (NXP MF3D(H)x2 datasheet §9.1.9–9.1.11; AN12196 gives worked examples, used in the tests).
import { aesEncrypt, BLOCK, ZERO_IV } from './aes.ts';
import { aesCmac, padded } from './cmac.ts';

/** The keys and counters of an authenticated EV2 session (either side's view of it). */
export interface Ev2Keys {
  readonly enc: Buffer;
  readonly mac: Buffer;
  /** The transaction identifier the card chose, 4 bytes. */
  readonly ti: Buffer;
}

/** A byte string rotated left by one byte (RndA', RndB'). */
export function rotateLeft(bytes: Uint8Array): Buffer {
  return Buffer.concat([bytes.subarray(1), bytes.subarray(0, 1)]);
}

/** The session vector SV1 (label A5 5A) or SV2 (5A A5) of RndA and RndB (datasheet §9.1.7). */
export function sessionVector(label: 0xa55a | 0x5aa5, rndA: Uint8Array, rndB: Uint8Array): Buffer {
  const mixed = Buffer.alloc(6);
  for (let i = 0; i < 6; i++) mixed[i] = rndA[2 + i]! ^ rndB[i]!;
  return Buffer.concat([
    Buffer.of(label >> 8, label & 0xff, 0x00, 0x01, 0x00, 0x80),
    rndA.subarray(0, 2),
    mixed,
    rndB.subarray(6, 16),
    rndA.subarray(8, 16),
  ]);
}

/** SesAuthENCKey and SesAuthMACKey of the authenticating key and both randoms. */
export function sessionKeys(
  key: Uint8Array,
  rndA: Uint8Array,
  rndB: Uint8Array,
): { enc: Buffer; mac: Buffer } {
  return {
    enc: aesCmac(key, sessionVector(0xa55a, rndA, rndB)),
    mac: aesCmac(key, sessionVector(0x5aa5, rndA, rndB)),
  };
}

/** A command counter as it enters a MAC or IV: 2 bytes, least significant first. */
export function counterBytes(counter: number): Buffer {
  return Buffer.of(counter & 0xff, (counter >> 8) & 0xff);
}

/** The 8-byte truncated MAC: the odd-numbered bytes of the CMAC (datasheet §9.1.9, MACt). */
export function truncatedMac(key: Uint8Array, message: Uint8Array): Buffer {
  const full = aesCmac(key, message);
  return Buffer.from([1, 3, 5, 7, 9, 11, 13, 15].map((i) => full[i]!));
}

/** The MAC of a command: Cmd ‖ CmdCtr ‖ TI ‖ header ‖ data. */
export function commandMac(
  keys: Ev2Keys,
  counter: number,
  cmd: number,
  header: Uint8Array,
  data: Uint8Array,
): Buffer {
  return truncatedMac(
    keys.mac,
    Buffer.concat([Buffer.of(cmd), counterBytes(counter), keys.ti, header, data]),
  );
}

/** The MAC of a response: RC ‖ CmdCtr+1 ‖ TI ‖ data (`counter` already incremented). */
export function responseMac(keys: Ev2Keys, counter: number, status: number, data: Uint8Array): Buffer {
  return truncatedMac(keys.mac, Buffer.concat([Buffer.of(status), counterBytes(counter), keys.ti, data]));
}

function iv(keys: Ev2Keys, label: readonly [number, number], counter: number): Buffer {
  const block = Buffer.concat([Buffer.from(label), keys.ti, counterBytes(counter), Buffer.alloc(8)]);
  return aesEncrypt(keys.enc, ZERO_IV, block);
}

/** The IV of an encrypted command (A5 5A ‖ TI ‖ CmdCtr ‖ 0…). */
export function commandIv(keys: Ev2Keys, counter: number): Buffer {
  return iv(keys, [0xa5, 0x5a], counter);
}

/** The IV of an encrypted response (5A A5 ‖ TI ‖ CmdCtr+1 ‖ 0…; `counter` already incremented). */
export function responseIv(keys: Ev2Keys, counter: number): Buffer {
  return iv(keys, [0x5a, 0xa5], counter);
}

/** Data padded for encryption: always 80 00…, a whole block more when already aligned. */
export function padForEncryption(data: Uint8Array): Buffer {
  return padded(data);
}

/** The data of a padded plaintext, or null when its padding is not 80 00… (a forged or garbled block). */
export function unpad(plain: Uint8Array): Buffer | null {
  if (plain.length === 0 || plain.length % BLOCK !== 0) return null;
  let i = plain.length - 1;
  while (i >= 0 && plain[i] === 0x00) i--;
  if (i < 0 || plain[i] !== 0x80 || plain.length - i > BLOCK) return null;
  return Buffer.from(plain.subarray(0, i));
}

/** Constant-time equality of two byte strings (a MAC or a challenge's echo). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
