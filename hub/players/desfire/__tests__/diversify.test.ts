// AN10922 §2.2.1 (AES-128 diversification), its worked example, plus properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diversifyAes128 } from '../diversify.ts';

const h = (hex: string) => Buffer.from(hex, 'hex');
const MASTER = h('00112233445566778899AABBCCDDEEFF');
const UID = h('04782E21801D80');
const AID = h('3042F5');
const SYSTEM = h('4E585020416275'); // "NXP Abu"

describe('AN10922 AES-128 key diversification', () => {
  it('gives the application note’s diversified key', () => {
    expect(diversifyAes128(MASTER, UID, AID, SYSTEM).toString('hex').toUpperCase()).toBe(
      'A8DD63A3B89D54B37CA802473FDA9175',
    );
  });

  it('gives every UID its own key under one master key', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 7, maxLength: 7 }),
        fc.uint8Array({ minLength: 7, maxLength: 7 }),
        (a, b) => {
          fc.pre(!Buffer.from(a).equals(Buffer.from(b)));
          expect(
            diversifyAes128(MASTER, a, AID, SYSTEM).equals(diversifyAes128(MASTER, b, AID, SYSTEM)),
          ).toBe(false);
        },
      ),
    );
  });

  it('refuses an input longer than 31 bytes', () => {
    expect(() => diversifyAes128(MASTER, Buffer.alloc(10), AID, Buffer.alloc(19))).toThrow(RangeError);
    expect(diversifyAes128(MASTER, Buffer.alloc(10), AID, Buffer.alloc(18))).toHaveLength(16);
  });
});
