// AES-128 as DESFire EV2 uses it (NXP MF3D(H)x2 datasheet §9): CBC without padding of its own —
// the protocol pads (ISO/IEC 9797-1 method 2, ev2.ts) before it encrypts. node:crypto's OpenSSL.
import { createCipheriv, createDecipheriv } from 'node:crypto';

/** An AES-128 key's and a block's length in bytes. */
export const BLOCK = 16;

/** A zero IV (the authentication's cryptograms and the CMAC subkeys use it). */
export const ZERO_IV: Buffer = Buffer.alloc(BLOCK);

function checked(key: Uint8Array, data: Uint8Array): void {
  if (key.length !== BLOCK) throw new RangeError(`an AES-128 key is ${BLOCK} bytes, got ${key.length}`);
  if (data.length % BLOCK !== 0)
    throw new RangeError(`AES-CBC data must be whole blocks, got ${data.length}`);
}

/** AES-128-CBC encryption of whole blocks. */
export function aesEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Buffer {
  checked(key, data);
  const cipher = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** AES-128-CBC decryption of whole blocks. */
export function aesDecrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Buffer {
  checked(key, data);
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}
