// AN10922 §2.2 AES-128 key diversification: each card's key is the CMAC, under the master key, of
// 01 ‖ UID ‖ AID ‖ system identifier padded to 32 bytes. A card therefore holds a key of its own:
// breaking one card's key gives neither the master key nor any other card's key.
import { cmacOfBlocks, padded } from './cmac.ts';

/** AN10922's diversification constant for an AES-128 key. */
const AES128_CONSTANT = 0x01;

/** The diversification input's length (two AES blocks). */
const INPUT_BYTES = 32;

/** The AN10922 AES-128 diversified key of `masterKey` for (uid, aid, systemIdentifier). */
export function diversifyAes128(
  masterKey: Uint8Array,
  uid: Uint8Array,
  aid: Uint8Array,
  systemIdentifier: Uint8Array,
): Buffer {
  const m = Buffer.concat([Buffer.of(AES128_CONSTANT), uid, aid, systemIdentifier]);
  // AN10922: M is 1 to 31 bytes besides the constant, so that padding always fits in 32 bytes.
  if (m.length > INPUT_BYTES || m.length < 2)
    throw new RangeError(`diversification input of ${m.length - 1} bytes (1 to 31)`);
  const complete = m.length === INPUT_BYTES;
  return cmacOfBlocks(masterKey, complete ? m : padded(m, INPUT_BYTES), complete);
}
