// The catalogue of journal entries (hub/entries): every kind has a schema and a sample; each
// sample is written by the typed append with the very bytes `appendJournal` writes, and reads back
// to itself; a payload the schema refuses comes back as a MalformedEntryError, never as a cast.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_JOURNAL_KEY } from '../../__tests__/helpers/testJournalKey.ts';
import { openDatabase } from '../../store/database.ts';
import { appendJournal } from '../../store/journal.ts';
import { CATALOGUE, type EntryKind, isEntryKind, kindsOf } from '../catalogue.ts';
import { MalformedEntryError, appendEntry, kindSet, readEntry, readEntryOf } from '../typedJournal.ts';
import { SAMPLES } from './samples.ts';

const KINDS = kindsOf(CATALOGUE);
const AT = '2026-12-02T10:00:00.000Z';

const temp = () =>
  openDatabase(join(mkdtempSync(join(tmpdir(), 'tapis-entries-')), 'hub.sqlite'), TEST_JOURNAL_KEY);

describe('the catalogue of journal entries', () => {
  it('has a schema and a sample for every kind, and nothing else', () => {
    expect(KINDS.length).toBeGreaterThan(0);
    expect(Object.keys(SAMPLES).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) expect(isEntryKind(kind)).toBe(true);
    expect([isEntryKind('toString'), isEntryKind('HoldemBet'), isEntryKind('')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each(KINDS)(
    '%s: the typed append writes the bytes and the hash appendJournal writes',
    (kind: EntryKind) => {
      const typed = temp();
      const untyped = temp();
      try {
        appendEntry(typed, AT, kind, 'hub', SAMPLES[kind]);
        appendJournal(untyped, AT, kind, 'hub', SAMPLES[kind]);
        const row = (db: typeof typed) => db.prepare('SELECT kind, payload, hash FROM journal').get();
        expect(row(typed)).toEqual(row(untyped));
        expect((row(typed) as { payload: string }).payload).toBe(JSON.stringify(SAMPLES[kind]));
      } finally {
        typed.close();
        untyped.close();
      }
    },
  );

  it.each(KINDS)('%s: the stored sample reads back to itself', (kind: EntryKind) => {
    const read = readEntry(kind, JSON.stringify(SAMPLES[kind]), 7);
    expect(read).toEqual({ ok: true, payload: SAMPLES[kind] });
  });

  it.each(KINDS)('%s: a wrong payload is refused with the typed error', (kind: EntryKind) => {
    const sample: Record<string, unknown> = SAMPLES[kind];
    // Each field in turn given a value of no field's type; then payloads that are no object at all.
    const wrong = Object.keys(sample).map((field) => JSON.stringify({ ...sample, [field]: { wrong: true } }));
    for (const text of [...wrong, '{}', '[]', 'null', '12', 'not json', '']) {
      const read = readEntry(kind, text, 7);
      expect(read.ok, text).toBe(false);
      if (read.ok) continue;
      expect(read.error).toBeInstanceOf(MalformedEntryError);
      expect([read.error.kind, read.error.seq, read.error.name]).toEqual([kind, 7, 'MalformedEntryError']);
      expect(read.error.message).toMatch(new RegExp(`^journal entry 7 \\(${kind}\\): `));
    }
  });

  it('reads a credit-in that took a voucher back in, with its number', () => {
    const ticket = { ...SAMPLES.CreditIn, method: 'ticket', validationNumber: '123456789012345678' };
    expect(readEntry('CreditIn', JSON.stringify(ticket))).toEqual({ ok: true, payload: ticket });
  });

  it('names the field a schema refuses', () => {
    const read = readEntry('PotRaked', JSON.stringify({ ...SAMPLES.PotRaked, rake: -1 }));
    expect(read.ok ? null : read.error.issues).toMatch(/^rake: /);
    expect(read.ok ? null : read.error.message).toMatch(/^journal entry \? \(PotRaked\): rake: /);
  });

  it("reads an entry of a reader's kinds, and passes over any other kind", () => {
    const kinds = kindSet(['PotRaked', 'HoldemPartieEnded'] as const);
    const text = JSON.stringify(SAMPLES.PotRaked);
    expect(readEntryOf(kinds, 'PotRaked', text)).toEqual({
      ok: true,
      entry: { kind: 'PotRaked', payload: SAMPLES.PotRaked },
    });
    expect(readEntryOf(kinds, 'OrphanRecorded', JSON.stringify(SAMPLES.OrphanRecorded))).toBeNull();
    expect(readEntryOf(kinds, 'HoldemPartieEnded', text)?.ok).toBe(false);
  });
});
