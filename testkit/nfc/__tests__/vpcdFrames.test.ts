import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameDecoder, MAX_FRAME_PAYLOAD } from '../vpcdFrames.ts';

describe('vpcd framing', () => {
  it('prefixes the payload with its big-endian length', () => {
    expect([...encodeFrame(Uint8Array.from([0x04]))]).toEqual([0x00, 0x01, 0x04]);
    const long = new Uint8Array(0x0102).fill(7);
    expect([...encodeFrame(long).slice(0, 3)]).toEqual([0x01, 0x02, 7]);
    expect(encodeFrame(long)).toHaveLength(0x0104);
  });

  it('refuses a payload that two length bytes cannot describe', () => {
    expect(() => encodeFrame(new Uint8Array(MAX_FRAME_PAYLOAD + 1))).toThrow(RangeError);
    expect(encodeFrame(new Uint8Array(MAX_FRAME_PAYLOAD))).toHaveLength(MAX_FRAME_PAYLOAD + 2);
  });

  it('keeps a partial frame until the rest arrives', () => {
    const decoder = new FrameDecoder();
    expect(decoder.push(Uint8Array.from([0x00]))).toEqual([]);
    expect(decoder.push(Uint8Array.from([0x02, 0xaa]))).toEqual([]);
    expect(decoder.pending).toBe(3);
    expect(decoder.push(Uint8Array.from([0xbb, 0x00, 0x01]))).toEqual([Uint8Array.from([0xaa, 0xbb])]);
    expect(decoder.pending).toBe(2);
    expect(decoder.push(Uint8Array.from([0x01]))).toEqual([Uint8Array.from([0x01])]);
    expect(decoder.pending).toBe(0);
  });

  it('decodes any frames split at any points into the same payloads, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 0, maxLength: 300 }), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (payloads, cuts) => {
          const stream = Uint8Array.from(payloads.flatMap((p) => [...encodeFrame(p)]));
          const points = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort((a, b) => a - b);
          const decoder = new FrameDecoder();
          const out: Uint8Array[] = [];
          let from = 0;
          for (const at of [...points, stream.length]) {
            out.push(...decoder.push(stream.slice(from, at)));
            from = at;
          }
          expect(out).toEqual(payloads);
          expect(decoder.pending).toBe(0);
        },
      ),
    );
  });
});
