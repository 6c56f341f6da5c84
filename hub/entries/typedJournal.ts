// The typed doors of the journal: an append whose payload type follows from the kind, and a read
// that parses a stored payload with its kind's schema. The append writes exactly what
// `appendJournal` writes (the caller's object, JSON.stringify'd), so the HMAC chain and every
// existing journal are unchanged; the schema is applied on the way back in.
import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { appendJournal } from '../store/journal.ts';
import { CATALOGUE, type EntryInput, type EntryKind, type EntryPayload } from './catalogue.ts';

/** A stored payload that its kind's schema refuses (or that is not JSON): named, never cast. */
export class MalformedEntryError extends Error {
  override readonly name = 'MalformedEntryError';
  /** The entry's kind. */
  readonly kind: string;
  /** What is wrong, as the schema says it (or the JSON parser). */
  readonly issues: string;
  /** The entry's position in the journal, when the reader knows it. */
  readonly seq: number | undefined;
  constructor(kind: string, issues: string, seq?: number) {
    super(`journal entry ${seq ?? '?'} (${kind}): ${issues}`);
    this.kind = kind;
    this.issues = issues;
    this.seq = seq;
  }
}

/** A parsed payload, or the typed error of a malformed one. */
export type EntryRead<K extends EntryKind> =
  | { readonly ok: true; readonly payload: EntryPayload<K> }
  | { readonly ok: false; readonly error: MalformedEntryError };

/** Appends a `kind` entry (inside the caller's transaction); its bytes are `appendJournal`'s. */
export function appendEntry<K extends EntryKind>(
  db: DatabaseSync,
  at: string,
  kind: K,
  actor: string,
  payload: EntryInput<K>,
): number {
  return appendJournal(db, at, kind, actor, payload);
}

/** A payload parsed with a schema the caller gives, or the typed error of a malformed one. */
export type SchemaRead<T> =
  { readonly ok: true; readonly payload: T } | { readonly ok: false; readonly error: MalformedEntryError };

/**
 * Parses a `kind` payload already decoded from JSON with `schema`: the catalogue's, or a table's
 * own reading of a kind the catalogue reads for any game (a wheel game's entries, wheelParts.ts).
 */
export function parseWith<T>(
  schema: z.ZodType<T>,
  kind: string,
  value: unknown,
  seq?: number,
): SchemaRead<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issues = parsed.error.issues
    .map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`)
    .join('; ');
  return { ok: false, error: new MalformedEntryError(kind, issues, seq) };
}

/** Reads a stored `kind` payload with `schema`: JSON, then the schema (see `parseWith`). */
export function readWith<T>(schema: z.ZodType<T>, kind: string, text: string, seq?: number): SchemaRead<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: new MalformedEntryError(kind, `not JSON (${String(error)})`, seq) };
  }
  return parseWith(schema, kind, value, seq);
}

/** Parses a `kind` payload already decoded from JSON with its kind's schema. */
export function parseEntry<K extends EntryKind>(kind: K, value: unknown, seq?: number): EntryRead<K> {
  const read = parseWith<unknown>(CATALOGUE[kind], kind, value, seq);
  // The schema is CATALOGUE[kind]'s, so its output is EntryPayload<K>: TypeScript cannot follow
  // an indexed generic through safeParse, which is the one place this is asserted.
  return read.ok ? { ok: true, payload: read.payload as EntryPayload<K> } : read;
}

/** Reads a stored `kind` payload: JSON, then its kind's schema. */
export function readEntry<K extends EntryKind>(kind: K, text: string, seq?: number): EntryRead<K> {
  const read = readWith<unknown>(CATALOGUE[kind], kind, text, seq);
  // As in parseEntry: CATALOGUE[kind]'s output is EntryPayload<K>.
  return read.ok ? { ok: true, payload: read.payload as EntryPayload<K> } : read;
}

/** A parsed entry of one of the kinds `K`, discriminated by its kind. */
export type Entry<K extends EntryKind> = {
  [P in K]: { readonly kind: P; readonly payload: EntryPayload<P> };
}[K];

/** A parsed entry of one of the kinds `K`, or the typed error of a malformed one. */
export type EntryReadOf<K extends EntryKind> =
  | { readonly ok: true; readonly entry: Entry<K> }
  | { readonly ok: false; readonly error: MalformedEntryError };

/** The kinds a reader takes, as a set to test a stored kind against. */
export function kindSet<K extends EntryKind>(
  kinds: readonly K[],
): ReadonlySet<string> & { readonly kinds: readonly K[] } {
  return Object.assign(new Set<string>(kinds), { kinds });
}

/** Whether a stored kind is one of the reader's. */
function isOneOf<K extends EntryKind>(
  kinds: ReadonlySet<string> & { readonly kinds: readonly K[] },
  kind: string,
): kind is K {
  return kinds.has(kind);
}

/** Parses an entry already decoded from JSON when its kind is one of `kinds` (null when it is another kind). */
export function parseEntryOf<K extends EntryKind>(
  kinds: ReadonlySet<string> & { readonly kinds: readonly K[] },
  kind: string,
  value: unknown,
  seq?: number,
): EntryReadOf<K> | null {
  if (!isOneOf(kinds, kind)) return null;
  const read = parseEntry(kind, value, seq);
  // As in readEntryOf: `{ kind, payload }` of one K is an Entry<K>.
  return read.ok ? { ok: true, entry: { kind, payload: read.payload } as Entry<K> } : read;
}

/** Reads a stored entry when its kind is one of `kinds` (null when it is another kind). */
export function readEntryOf<K extends EntryKind>(
  kinds: ReadonlySet<string> & { readonly kinds: readonly K[] },
  kind: string,
  text: string,
  seq?: number,
): EntryReadOf<K> | null {
  if (!isOneOf(kinds, kind)) return null;
  const read = readEntry(kind, text, seq);
  // `{ kind, payload }` of one K is an Entry<K>: the mapped union is not followed through a generic.
  return read.ok ? { ok: true, entry: { kind, payload: read.payload } as Entry<K> } : read;
}
