// vpcd's wire framing (notes/nfc.md "The vpcd wire protocol"): each frame is a 2-byte big-endian
// length, then the payload. TCP may split or join frames anywhere, so bytes are buffered here.

/** The largest payload a 2-byte length can describe. */
export const MAX_FRAME_PAYLOAD = 0xffff;

/** Prefixes `payload` with its 2-byte big-endian length; throws on a payload vpcd cannot carry. */
export function encodeFrame(payload: Uint8Array): Uint8Array {
  if (payload.length > MAX_FRAME_PAYLOAD)
    throw new RangeError(`vpcd frame too long: ${payload.length} bytes`);
  const frame = new Uint8Array(payload.length + 2);
  frame[0] = payload.length >> 8;
  frame[1] = payload.length & 0xff;
  frame.set(payload, 2);
  return frame;
}

/** Collects the stream's bytes and returns each complete frame's payload, in order. */
export class FrameDecoder {
  #buffer: Uint8Array = new Uint8Array(0);

  /** Appends `chunk` and returns the payloads it completed (none when a frame is still partial). */
  push(chunk: Uint8Array): Uint8Array[] {
    const joined = new Uint8Array(this.#buffer.length + chunk.length);
    joined.set(this.#buffer, 0);
    joined.set(chunk, this.#buffer.length);
    const frames: Uint8Array[] = [];
    let at = 0;
    while (joined.length - at >= 2) {
      const length = ((joined[at] ?? 0) << 8) | (joined[at + 1] ?? 0);
      if (joined.length - at - 2 < length) break;
      frames.push(joined.slice(at + 2, at + 2 + length));
      at += 2 + length;
    }
    this.#buffer = joined.slice(at);
    return frames;
  }

  /** Bytes received that do not make a whole frame yet. */
  get pending(): number {
    return this.#buffer.length;
  }
}
