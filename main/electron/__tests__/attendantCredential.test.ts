import { describe, expect, it } from 'vitest';
import { hashCredential, parseCredentialHash, verifyCredential } from '../attendantCredential.ts';

// logN 14 keeps the test quick; production hashes use 15 (the default).
const stored = await hashCredential('482913', 14);

describe('the attendant credential', () => {
  it('writes the documented format', () => {
    expect(stored).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
  });

  it('verifies the right code and refuses others', async () => {
    const parsed = parseCredentialHash(stored);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await verifyCredential(parsed.value, '482913')).toBe(true);
    expect(await verifyCredential(parsed.value, '482914')).toBe(false);
    expect(await verifyCredential(parsed.value, '')).toBe(false);
    expect(await verifyCredential(parsed.value, '4829130')).toBe(false);
    expect(await verifyCredential(parsed.value, 'x'.repeat(129))).toBe(false);
  });

  it('salts: the same code hashes differently each time', async () => {
    expect(await hashCredential('482913', 14)).not.toBe(stored);
  });

  it('refuses to hash a short code', async () => {
    await expect(hashCredential('12345', 14)).rejects.toThrow('shorter than 6');
  });

  it.each([
    ['', 'expected scrypt$'],
    ['bcrypt$10$abc', 'expected scrypt$'],
    [
      `scrypt$10$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`,
      'logN must be 14..20',
    ],
    [
      `scrypt$15$4$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`,
      'r must be 8..32',
    ],
    [
      `scrypt$15$8$1$${Buffer.alloc(8).toString('base64')}$${Buffer.alloc(32).toString('base64')}`,
      'salt must be at least 16',
    ],
    [
      `scrypt$15$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(16).toString('base64')}`,
      'hash must be 32..64',
    ],
  ])('refuses the stored hash %j', (text, error) => {
    const parsed = parseCredentialHash(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});
