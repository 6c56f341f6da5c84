// AES-CMAC against NIST SP 800-38B / RFC 4493 §4 (the examples for AES-128), plus properties.
import { createCipheriv, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aesCmac, cmacSubkeys } from '../cmac.ts';

const h = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex');
const KEY = h('2b7e1516 28aed2a6 abf71588 09cf4f3c');
const M64 = h(`6bc1bee2 2e409f96 e93d7e11 7393172a ae2d8a57 1e03ac9c 9eb76fac 45af8e51
  30c81c46 a35ce411 e5fbc119 1a0a52ef f69f2445 df4f9b17 ad2b417b e66c3710`);

describe('AES-CMAC (SP 800-38B, RFC 4493 examples)', () => {
  it('derives the subkeys K1 and K2', () => {
    const { k1, k2 } = cmacSubkeys(KEY);
    expect(k1.toString('hex')).toBe('fbeed618357133667c85e08f7236a8de');
    expect(k2.toString('hex')).toBe('f7ddac306ae266ccf90bc11ee46d513b');
  });

  it.each([
    [0, 'bb1d6929e95937287fa37d129b756746'],
    [16, '070a16b46b4d4144f79bdd9dd04a287c'],
    [40, 'dfa66747de9ae63030ca32611497c827'],
    [64, '51f0bebf7e3b9d92fc49741779363cfe'],
  ])('MACs the %i-byte example', (length, mac) => {
    expect(aesCmac(KEY, M64.subarray(0, length)).toString('hex')).toBe(mac);
  });

  // An independent reference: CMAC as CBC-MAC of the message with the last block masked,
  // computed with OpenSSL's CBC directly, for messages of any length.
  it('agrees with a CBC-MAC reference built from OpenSSL for any key and message', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.uint8Array({ maxLength: 80 }),
        (key, m) => {
          const { k1, k2 } = cmacSubkeys(key);
          const complete = m.length > 0 && m.length % 16 === 0;
          const blocks = complete
            ? Buffer.from(m)
            : Buffer.concat([m, Buffer.of(0x80), Buffer.alloc(15 - (m.length % 16))]);
          const sub = complete ? k1 : k2;
          for (let i = 0; i < 16; i++) blocks[blocks.length - 16 + i]! ^= sub[i]!;
          const cbc = createCipheriv('aes-128-cbc', key, Buffer.alloc(16)).setAutoPadding(false);
          const out = Buffer.concat([cbc.update(blocks), cbc.final()]);
          expect(aesCmac(key, m).equals(out.subarray(out.length - 16))).toBe(true);
        },
      ),
    );
  });

  it('changes with any one-bit change of the message', () => {
    const key = randomBytes(16);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 48 }), fc.nat(), (m, bit) => {
        const flipped = Buffer.from(m);
        const at = bit % (m.length * 8);
        flipped[at >> 3]! ^= 1 << (at & 7);
        expect(aesCmac(key, m).equals(aesCmac(key, flipped))).toBe(false);
      }),
    );
  });
});
