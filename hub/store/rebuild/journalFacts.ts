// Journal rows as parsed facts for the projection rebuilds (hub/store/integrity.ts reads them).
import type { JournalRow } from '../journal.ts';

/** One journal entry with its payload parsed (null when the payload is not JSON: a break). */
export interface Fact {
  readonly seq: number;
  readonly at: string;
  readonly kind: string;
  readonly actor: string;
  readonly payload: Record<string, unknown> | null;
}

/** A journal row as a fact, its payload parsed. */
export function factOf(r: JournalRow): Fact {
  return { seq: r.seq, at: r.at, kind: r.kind, actor: r.actor, payload: parse(r.payload) };
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A numeric field of a payload, or NaN (which never equals a stored figure, so it shows as a break). */
export function num(payload: Record<string, unknown> | null, field: string): number {
  const v = payload?.[field];
  return typeof v === 'number' ? v : Number.NaN;
}

/** A string field of a payload, or '' when missing. */
export function str(payload: Record<string, unknown> | null, field: string): string {
  const v = payload?.[field];
  return typeof v === 'string' ? v : '';
}

/** An object field of a payload (a nested record), or null when missing or not an object. */
export function obj(payload: Record<string, unknown> | null, field: string): Record<string, unknown> | null {
  const v = payload?.[field];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** Compares two keyed maps of canonical strings; returns one line per key that differs. */
export function diffMaps(name: string, stored: Map<string, string>, rebuilt: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, value] of stored) {
    const expected = rebuilt.get(key);
    if (expected === undefined) out.push(`${name} ${key}: stored but not in the journal`);
    else if (expected !== value) out.push(`${name} ${key}: stored ${value}, journal gives ${expected}`);
  }
  for (const key of rebuilt.keys())
    if (!stored.has(key)) out.push(`${name} ${key}: in the journal but not stored`);
  return out;
}

/**
 * A projection's rebuild as a fold (issue 13 §5): fed every fact of the journal in order by one
 * shared pass (hub/store/integrity.ts), then compared with the stored projection.
 */
export interface ProjectionFold {
  /** Folds in the next fact of the journal. */
  step(f: Fact): void;
  /** The stored rows that differ from the rebuild, one line each, once every fact is folded. */
  finish(): string[];
}

/** Runs `fold` over `facts` alone: one projection's check in a pass of its own. */
export function foldFacts(fold: ProjectionFold, facts: Iterable<Fact>): string[] {
  for (const f of facts) fold.step(f);
  return fold.finish();
}
