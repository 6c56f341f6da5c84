// Checking a secret (a staff member's, a player's PIN) against its salted scrypt hash off the event
// loop: scrypt costs ~50 ms of CPU, and the hub must keep answering bets meanwhile. Terminals no
// longer come here: their hello is one HMAC (hub/helloProof.ts, issue 10 §4).
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** The hash length used for staff secrets and player PINs (terminals prove a key: hub/helloProof.ts). */
export const KEY_LENGTH = 32;

/**
 * A new random salt and the secret's scrypt hash under it, both hex. Synchronous (~50 ms): for
 * provisioning and account set-up, never for the checks on the hub's hot path (secretMatches).
 */
export function hashSecret(secret: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: scryptSync(secret, salt, KEY_LENGTH).toString('hex') };
}

/**
 * True when `secret` hashes to `hashHex` under `saltHex`, computed in libuv's thread pool and
 * compared in constant time. With no stored hash (an unknown id) it still hashes, so that the
 * answer's timing does not tell which ids exist.
 */
export function secretMatches(
  secret: string,
  saltHex: string | undefined,
  hashHex: string | undefined,
): Promise<boolean> {
  return inTurn(() => hashAndCompare(secret, saltHex, hashHex));
}

/**
 * Hashes running at once. Each scrypt holds 16 MiB (N = 16384, r = 8) that the allocator keeps
 * afterwards: with libuv's four threads, a burst of logins would cost the hub 64 MiB for good. Two use both cores of a small hub and half of that memory.
 */
const CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const start = (): Promise<T> => {
    running++;
    return work().finally(() => {
      running--;
      waiting.shift()?.();
    });
  };
  if (running < CONCURRENT_HASHES) return start();
  return new Promise<T>((resolve, reject) => waiting.push(() => start().then(resolve, reject)));
}

function hashAndCompare(
  secret: string,
  saltHex: string | undefined,
  hashHex: string | undefined,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    scrypt(secret, saltHex ?? '00', KEY_LENGTH, (error, computed) => {
      if (error !== null) return reject(error);
      const stored = Buffer.from(hashHex ?? '00'.repeat(KEY_LENGTH), 'hex');
      resolve(hashHex !== undefined && stored.length === KEY_LENGTH && timingSafeEqual(computed, stored));
    });
  });
}
