// The chain check's fast path (store/entryBytes.ts) gives the digest of the exact path
// (store/journal.ts entryHash) for any entry, odd characters included, and finds the same break.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { inTransaction, openDatabase } from '../database.ts';
import { ENTRY_CONTENT_SQL, EntryHasher } from '../entryBytes.ts';
import { appendJournal, entryHash, verifyChain } from '../journal.ts';

describe('the chain check’s fast path', () => {
  it('hashes what entryHash hashes, for any fields', () => {
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'tapis-entry-bytes-')), 'hub.sqlite'),
      TEST_JOURNAL_KEY,
    );
    const hasher = new EntryHasher(TEST_JOURNAL_KEY);
    try {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), fc.string(), fc.jsonValue(), (actor, kind, value) => {
          const seq = inTransaction(db, () =>
            appendJournal(db, '2026-12-07T12:00:00.000Z', kind, actor, { value }),
          );
          const row = db
            .prepare(
              `SELECT prev_hash, hash, at, kind, actor, payload, ${ENTRY_CONTENT_SQL} AS content FROM journal WHERE seq = ?`,
            )
            .get(seq) as {
            prev_hash: string;
            hash: string;
            at: string;
            kind: string;
            actor: string;
            payload: string;
            content: Uint8Array;
          };
          expect(hasher.hex(row.content)).toBe(row.hash);
          expect(
            entryHash(TEST_JOURNAL_KEY, row.prev_hash, seq, row.at, row.kind, row.actor, row.payload),
          ).toBe(row.hash);
        }),
        { numRuns: 300 },
      );
      expect(verifyChain(db)).toBeNull();
      // A changed payload is found where it is, with or without a visitor.
      db.prepare('UPDATE journal SET payload = \'{"value":1}\' WHERE seq = 40').run();
      expect(verifyChain(db)).toBe(40);
      let visited = 0;
      expect(verifyChain(db, () => visited++)).toBe(40);
      expect(visited).toBe(300);
    } finally {
      db.close();
    }
  });
});
