// AES-CMAC (NIST SP 800-38B, RFC 4493): the MAC of DESFire EV2 secure messaging, of its session
// key derivation and of AN10922 key diversification. node:crypto has no CMAC of its own.
import { aesEncrypt, BLOCK, ZERO_IV } from './aes.ts';

/** The CMAC constant R_128 (SP 800-38B §5.3). */
const RB = 0x87;

function doubled(block: Buffer): Buffer {
  const out = Buffer.alloc(BLOCK);
  for (let i = 0; i < BLOCK; i++) out[i] = ((block[i]! << 1) | ((block[i + 1] ?? 0) >> 7)) & 0xff;
  if ((block[0]! & 0x80) !== 0) out[BLOCK - 1] = out[BLOCK - 1]! ^ RB;
  return out;
}

/** The two CMAC subkeys K1 and K2 of `key` (SP 800-38B §6.1). */
export function cmacSubkeys(key: Uint8Array): { readonly k1: Buffer; readonly k2: Buffer } {
  const l = aesEncrypt(key, ZERO_IV, ZERO_IV);
  const k1 = doubled(l);
  return { k1, k2: doubled(k1) };
}

/**
 * The CMAC of a message already padded to `blocks` whole blocks: `complete` says whether its last
 * block was whole before padding (K1) or was padded with 80 00… (K2). AN10922 pads its input to
 * 32 bytes, which the plain CMAC below would not do for a short input.
 */
export function cmacOfBlocks(key: Uint8Array, padded: Uint8Array, complete: boolean): Buffer {
  if (padded.length === 0 || padded.length % BLOCK !== 0)
    throw new RangeError('CMAC input must be whole blocks');
  const { k1, k2 } = cmacSubkeys(key);
  const last = Buffer.from(padded.subarray(padded.length - BLOCK));
  const sub = complete ? k1 : k2;
  for (let i = 0; i < BLOCK; i++) last[i] = last[i]! ^ sub[i]!;
  const input = Buffer.concat([padded.subarray(0, padded.length - BLOCK), last]);
  return aesEncrypt(key, ZERO_IV, input).subarray(input.length - BLOCK);
}

/** Pads to whole blocks with 80 00… (ISO/IEC 9797-1 method 2), to at least `minimum` bytes. */
export function padded(message: Uint8Array, minimum = 0): Buffer {
  const length = Math.max(minimum, Math.ceil((message.length + 1) / BLOCK) * BLOCK);
  const out = Buffer.alloc(length);
  out.set(message);
  out[message.length] = 0x80;
  return out;
}

/** AES-CMAC of `message` under `key`: 16 bytes. */
export function aesCmac(key: Uint8Array, message: Uint8Array): Buffer {
  const complete = message.length > 0 && message.length % BLOCK === 0;
  return cmacOfBlocks(key, complete ? message : padded(message), complete);
}
