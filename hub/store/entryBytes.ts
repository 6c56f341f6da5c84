// The chain check's fast path (issue 13 §5). Profiled on a journal of 2·10⁴ real wheel entries,
// the check spent more on decoding every column to a string, building each entry's JSON array
// with JSON.stringify and allocating an Hmac object per entry than on hashing. Here SQLite builds
// the content (its `json_quote` escapes a string exactly as JSON.stringify does: every BMP code
// point compared) and hands it over as bytes, and the HMAC is written out (RFC 2104) with two
// one-shot SHA-256 calls into reusable buffers: the same digest as store/journal.ts entryHash.
// A mismatch is decided again by the exact string path, so this path can only be faster, never
// decide otherwise.
import { hash } from 'node:crypto';

/** SHA-256's block: the key's pads are one block each. */
const BLOCK = 64;

/**
 * The bytes store/journal.ts `entryContent` builds (JSON.stringify of the fields as one array),
 * built by SQLite from a journal row; the caller has checked `prev_hash` against the chain.
 */
export const ENTRY_CONTENT_SQL = `CAST('["' || prev_hash || '",' || seq || ',' || json_quote(at) || ',' || json_quote(kind) || ',' || json_quote(actor) || ',' || json_quote(payload) || ']' AS BLOB)`;

/** Computes HMAC-SHA256 of entries' content bytes under one journal key, without an object per entry. */
export class EntryHasher {
  /** The inner hash's input: the key's inner pad, then the entry's content. */
  #inner = Buffer.alloc(16 * 1024);
  /** The outer hash's input: the key's outer pad, then the inner digest. */
  readonly #outer = Buffer.alloc(BLOCK + 32);

  constructor(key: Buffer) {
    // RFC 2104: a key no longer than a block is zero-padded (journal keys are 32 bytes).
    if (key.length > BLOCK)
      throw new Error('an HMAC key longer than a block is hashed first: not a journal key');
    for (let i = 0; i < BLOCK; i++) {
      const k = key[i] ?? 0;
      this.#inner[i] = k ^ 0x36;
      this.#outer[i] = k ^ 0x5c;
    }
  }

  /** The hex HMAC of `content`. */
  hex(content: Uint8Array): string {
    if (this.#inner.length < BLOCK + content.length) {
      const grown = Buffer.alloc(2 * (BLOCK + content.length));
      this.#inner.copy(grown, 0, 0, BLOCK);
      this.#inner = grown;
    }
    this.#inner.set(content, BLOCK);
    hash('sha256', this.#inner.subarray(0, BLOCK + content.length), 'buffer').copy(this.#outer, BLOCK);
    return hash('sha256', this.#outer, 'hex');
  }
}
