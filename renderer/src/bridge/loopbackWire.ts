// The loopback wire as the page reads it: every frame from the station is parsed here before
// anything else sees it (STYLE.md "Sync": validate at the edge).
import { z } from 'zod';
import {
  BRIDGE_CALLS,
  type BridgeCallName,
  StationViewSchema,
  type StationView,
} from '../../../protocol/bridge.ts';
import { ProtocolError } from '../../../protocol/errors.ts';

const IncomingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('result'), id: z.number().int().nonnegative(), value: z.unknown() }),
  z.object({ kind: z.literal('failure'), id: z.number().int().nonnegative(), error: ProtocolError }),
  z.object({ kind: z.literal('event'), event: z.literal('view'), data: z.unknown() }),
  z.object({ kind: z.literal('session'), credential: z.string().regex(/^[0-9a-f]{64}$/) }),
]);

/** A frame from the station after parsing: an answer to request `id`, a view, the session, or garbage. */
export type Incoming =
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'failure'; id: number; error: ProtocolError }
  | { kind: 'view'; view: StationView }
  | { kind: 'session'; credential: string }
  | { kind: 'invalid'; reason: string };

/** Parses one text frame from the station; never throws. */
export function parseIncoming(text: unknown): Incoming {
  if (typeof text !== 'string') return { kind: 'invalid', reason: 'not a text frame' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  const msg = IncomingSchema.safeParse(json);
  if (!msg.success) return { kind: 'invalid', reason: 'not a loopback message' };
  const m = msg.data;
  if (m.kind !== 'event') return m;
  const view = StationViewSchema.safeParse(m.data);
  return view.success ? { kind: 'view', view: view.data } : { kind: 'invalid', reason: 'bad view' };
}

/** Parses the value of a `result` frame against the contract of `call`. */
export function parseResult(
  call: BridgeCallName,
  value: unknown,
): { ok: true; value: unknown } | { ok: false } {
  const parsed = BRIDGE_CALLS[call].result.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

/** A refusal made on the page itself (the station was not reachable or answered garbage). */
export function localError(code: 'OFFLINE' | 'MALFORMED', message: string): ProtocolError {
  return { code, message };
}

/** The one-time start ticket the station put in the page URL (`#ticket=<64 hex>`), or null. */
export function ticketFromHash(hash: string): string | null {
  const m = /(?:^#|&)ticket=([0-9a-f]{64})(?:&|$)/.exec(hash);
  return m?.[1] ?? null;
}
