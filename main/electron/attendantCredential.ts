// The attendant's exit credential (DESIGN.md "The kiosk": attendant exit behind a staff
// credential; "Trust and authority": secrets stay out of the renderer). The terminal's
// configuration holds only an scrypt hash; main verifies what the attendant types against it.
// Format: scrypt$<log2 N>$<r>$<p>$<salt, base64>$<hash, base64>.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The parameters and digest of a stored credential. */
export interface CredentialHash {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/** The shortest credential we accept to hash: a 6-digit staff code at least. */
export const MIN_CREDENTIAL_LENGTH = 6;

const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/** Parses a stored hash; returns an error message naming what is wrong. */
export function parseCredentialHash(
  text: string,
): { ok: true; value: CredentialHash } | { ok: false; error: string } {
  const m = FORMAT.exec(text);
  if (m === null) return { ok: false, error: 'expected scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>' };
  const [, logN, r, p, salt, hash] = m as unknown as [string, string, string, string, string, string];
  const value = {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
  if (value.logN < 14 || value.logN > 20) return { ok: false, error: 'logN must be 14..20' };
  if (value.r < 8 || value.r > 32 || value.p < 1 || value.p > 4)
    return { ok: false, error: 'r must be 8..32, p 1..4' };
  if (value.salt.length < 16) return { ok: false, error: 'salt must be at least 16 bytes' };
  if (value.hash.length < 32 || value.hash.length > 64)
    return { ok: false, error: 'hash must be 32..64 bytes' };
  return { ok: true, value };
}

function derive(secret: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, length, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function optionsOf(h: Pick<CredentialHash, 'logN' | 'r' | 'p'>): ScryptOptions {
  const N = 2 ** h.logN;
  return { N, r: h.r, p: h.p, maxmem: 256 * N * h.r + 1024 * 1024 };
}

/** Hashes a credential for the terminal's configuration (imaging time, never on the kiosk). */
export async function hashCredential(secret: string, logN = 15, r = 8, p = 1): Promise<string> {
  if (secret.length < MIN_CREDENTIAL_LENGTH)
    throw new Error(`credential shorter than ${MIN_CREDENTIAL_LENGTH}`);
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, 32, optionsOf({ logN, r, p }));
  return `scrypt$${logN}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when `typed` matches `stored`; constant-time comparison, asynchronous derivation. */
export async function verifyCredential(stored: CredentialHash, typed: string): Promise<boolean> {
  if (typed.length === 0 || typed.length > 128) return false;
  const candidate = await derive(typed, stored.salt, stored.hash.length, optionsOf(stored));
  return timingSafeEqual(candidate, stored.hash);
}
