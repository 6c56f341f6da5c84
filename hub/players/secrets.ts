// The secrets of a nominative card: the token it carries (16 bytes from the OS CSPRNG, stored as
// its SHA-256: with 128 bits of entropy a fast hash is enough) and the PIN (a few digits, so a
// salted scrypt hash as for staff secrets: hashSecret in hub/secretHash.ts, set by cave.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Wrong PINs in a row after which the card is locked until a cashier unlocks it (RULES.md A.7). */
export const MAX_PIN_ATTEMPTS = 3;

/** A new card token: 16 random bytes, base64url (22 characters). */
export function newCardToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a card token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` is the one whose hash is stored (constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
