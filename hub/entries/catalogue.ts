// The catalogue of journal entries (DESIGN.md "Money": the journal is the record every projection,
// register and replay reads): each kind declared once with the schema of its payload, so a writer's
// payload type follows from the kind and a reader parses instead of casting (typedJournal.ts).
import type { z } from 'zod';
import { Modele7CertifiedSchema, OrphanRecordedSchema, PotRakedSchema } from '../registers/entryKinds.ts';
import { attendanceEntries } from './attendanceEntries.ts';
import { blackjackEntries, cardFactEntries, puntoBancoEntries } from './cardEntries.ts';
import { holdemEntries } from './holdemEntries.ts';
import { hubEntries } from './hubEntries.ts';
import { moneyEntries } from './moneyEntries.ts';
import { playerEntries } from './playerEntries.ts';
import { seanceEntries } from './seanceEntries.ts';
import { staffEntries } from './staffEntries.ts';
import { stationPrefEntries } from './stationPrefEntries.ts';
import { wheelEntries } from './wheelParts.ts';

/** Every catalogued journal kind with the schema of its payload. */
export const CATALOGUE = {
  ...holdemEntries,
  ...moneyEntries,
  ...attendanceEntries,
  ...staffEntries,
  ...playerEntries,
  ...seanceEntries,
  ...wheelEntries,
  ...blackjackEntries,
  ...puntoBancoEntries,
  ...cardFactEntries,
  ...hubEntries,
  ...stationPrefEntries,
  PotRaked: PotRakedSchema,
  OrphanRecorded: OrphanRecordedSchema,
  Modele7Certified: Modele7CertifiedSchema,
} as const satisfies Readonly<Record<string, z.ZodType>>;

/** A catalogued journal kind. */
export type EntryKind = keyof typeof CATALOGUE;

/** The payload of a `K` entry as a reader gets it (parsed: amounts are `Cents`). */
export type EntryPayload<K extends EntryKind> = z.output<(typeof CATALOGUE)[K]>;

/** A type with every array, tuple and field read-only, all the way down. */
export type Frozen<T> = T extends readonly unknown[]
  ? { readonly [I in keyof T]: Frozen<T[I]> }
  : T extends object
    ? { readonly [P in keyof T]: Frozen<T[P]> }
    : T;

/**
 * The payload of a `K` entry as a writer gives it: read-only all the way down, since the writers
 * journal their own read-only events and state (the schema's input types are mutable).
 */
export type EntryInput<K extends EntryKind> = Frozen<z.input<(typeof CATALOGUE)[K]>>;

/** Whether `kind` is catalogued. */
export function isEntryKind(kind: string): kind is EntryKind {
  return Object.hasOwn(CATALOGUE, kind);
}

/** The kinds of one family of entries (a record of the catalogue's), typed. */
export function kindsOf<T extends Partial<Record<EntryKind, unknown>>>(family: T): (keyof T & EntryKind)[] {
  // Object.keys types its result string[]; a family's keys are its kinds.
  return Object.keys(family) as (keyof T & EntryKind)[];
}
