// The challenge–response of the terminal and display handshakes (docs/protocol.md "Handshake";
// issue 10 §3): the hub sends a fresh nonce, the client answers with an HMAC that proves it knows
// its provisioned secret without the secret crossing the wire. One definition for the verifier
// (the hub) and every prover (the station, the test clients, the bench), so that they cannot drift.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** The domain of a station's proof on `/terminal`. */
export const TERMINAL_HELLO_DOMAIN = 'tapis-terminal-hello-v1';

/** The domain of a central display's proof on `/display`: a station's proof is no display's. */
export const DISPLAY_HELLO_DOMAIN = 'tapis-display-hello-v1';

/** The label under which a proof is made; the hub never makes a MAC under either. */
export type HelloDomain = typeof TERMINAL_HELLO_DOMAIN | typeof DISPLAY_HELLO_DOMAIN;

/** Bytes of a challenge's nonce (256 bits from the CSPRNG). */
export const NONCE_BYTES = 32;

/** Bytes of a hello key and of a proof (SHA-256). */
export const PROOF_BYTES = 32;

/** The scheme stored beside a key in the `terminals` table (its `secret_salt` column). */
export const KEY_SCHEME = 'hkdf-sha256-v1';

const KEY_SALT = 'tapis-terminal-key-v1';

/**
 * The hello key of terminal or display `id`: HKDF-SHA256 of its provisioned secret, salted by the
 * scheme and bound to the id, so that one secret reused for two ids gives two unrelated keys. The
 * station derives it from its configuration; the hub stores it (it is secret-equivalent:
 * docs/operations.md "Provisioning terminals"). A fast KDF is enough because the secret is the
 * 256 random bits `hub provision` prints, not a password.
 */
export function helloKey(secret: string, id: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, KEY_SALT, id, PROOF_BYTES));
}

/** A fresh nonce for one challenge, from node:crypto's CSPRNG. */
export function newNonce(): Buffer {
  return randomBytes(NONCE_BYTES);
}

// Every field is length-prefixed, so that no two different (id, hubId) pairs share one input.
function field(value: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(value.length);
  return Buffer.concat([length, value]);
}

/** HMAC-SHA256(key, domain ‖ nonce ‖ id ‖ hubId), each part length-prefixed; raw bytes. */
export function helloProofBytes(
  key: Buffer,
  domain: HelloDomain,
  nonce: Buffer,
  id: string,
  hubId: string,
): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of [Buffer.from(domain), nonce, Buffer.from(id), Buffer.from(hubId)])
    mac.update(field(part));
  return mac.digest();
}

/** The proof as sent in `hello` (hex). */
export function helloProof(
  key: Buffer,
  domain: HelloDomain,
  nonce: Buffer,
  id: string,
  hubId: string,
): string {
  return helloProofBytes(key, domain, nonce, id, hubId).toString('hex');
}

/** True when `proofHex` is the proof for these inputs; compared in constant time. */
export function proofMatches(
  key: Buffer,
  domain: HelloDomain,
  nonce: Buffer,
  id: string,
  hubId: string,
  proofHex: string,
): boolean {
  const expected = helloProofBytes(key, domain, nonce, id, hubId);
  const given = Buffer.from(proofHex, 'hex');
  // The schema admits only 64 hex digits; the length check guards direct callers.
  return given.length === PROOF_BYTES && timingSafeEqual(expected, given);
}
