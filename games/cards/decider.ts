// The decider shape shared by the card games (STYLE.md "Rules"): `decide` answers a command
// with events or a typed rejection; randomness and time come in through `ctx`.
import type { Rng } from '../rng.ts';

/** What a decider may draw on: the CSPRNG (seeded only in tests and replays) and the time. */
export interface Ctx {
  /** The random source; whatever is drawn is written into the events. */
  readonly rng: Rng;
  /** Milliseconds since the epoch. */
  readonly now: number;
}

/** A typed refusal: a machine-readable code and, where useful, the limit or value in question. */
export interface Rejection<C extends string = string> {
  /** Why the command was refused. */
  readonly code: C;
  /** The limit or fact that explains it (e.g. the table minimum, A.1). */
  readonly detail?: unknown;
}

/** The answer of a decider: events to append, or a rejection. */
export type Decision<E, C extends string = string> =
  | { readonly ok: true; readonly events: readonly E[] }
  | { readonly ok: false; readonly rejection: Rejection<C> };

/** A rejection decision. */
export function reject<C extends string>(code: C, detail?: unknown): { ok: false; rejection: Rejection<C> } {
  return { ok: false, rejection: detail === undefined ? { code } : { code, detail } };
}

/** An accepting decision. */
export function accept<E>(...events: E[]): { ok: true; events: E[] } {
  return { ok: true, events };
}
