// Who a refused frame was waiting for an answer (issue: a rate-limited command got a plain error
// with no id, so the station's pending command never settled). Read as far as is safe: a bounded
// text, JSON, an object, and ids that pass the protocol's own id schema; nothing else is trusted.
import { CommandIdSchema } from '../../protocol/hubMessages.ts';
import { RegisterRequestSchema } from '../../protocol/registerMessages.ts';

/** Past this many characters a refused frame is not parsed for its id (a flood costs no parsing). */
export const MAX_ADDRESSEE_TEXT = 16_384;

/** The id a refusal can be addressed to: a command's, or a station query's (`getRecall`, `getRules`, `proposeRandom`). */
export type EdgeAddressee =
  | { readonly kind: 'command'; readonly commandId: string }
  | { readonly kind: 'query'; readonly answer: QueryAnswerType; readonly queryId: string };

/** The answer message of each station query. */
type QueryAnswerType = 'recall' | 'rules' | 'randomProposal';

// A Map, not an object literal: a frame's `type` of "constructor" must not find Object's.
const QUERY_ANSWERS: ReadonlyMap<string, QueryAnswerType> = new Map([
  ['getRecall', 'recall'],
  ['getRules', 'rules'],
  ['proposeRandom', 'randomProposal'],
]);

/** The frame as a JSON object, or null (too long, not JSON, not an object). */
function frameOf(text: string | null): Record<string, unknown> | null {
  if (text === null || text.length > MAX_ADDRESSEE_TEXT) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : null;
}

/** Who a refused staff frame waits for: a command's id, or a `registerQuery`'s `requestId`. */
export type StaffEdgeAddressee =
  | { readonly kind: 'command'; readonly commandId: string }
  | { readonly kind: 'register'; readonly requestId: string };

/** The command or register request id a staff frame carries, or null. */
export function staffAddresseeOf(text: string | null): StaffEdgeAddressee | null {
  const frame = frameOf(text);
  if (frame === null) return null;
  const commandId = CommandIdSchema.safeParse(frame['commandId']);
  if (commandId.success) return { kind: 'command', commandId: commandId.data };
  const requestId = RegisterRequestSchema.shape.requestId.safeParse(frame['requestId']);
  if (frame['type'] === 'registerQuery' && requestId.success)
    return { kind: 'register', requestId: requestId.data };
  return null;
}

/** The command or query id a terminal frame carries, or null when it has none that is well formed. */
export function addresseeOf(text: string | null): EdgeAddressee | null {
  const frame = frameOf(text);
  if (frame === null) return null;
  const commandId = CommandIdSchema.safeParse(frame['commandId']);
  if (commandId.success) return { kind: 'command', commandId: commandId.data };
  const answer = typeof frame['type'] === 'string' ? QUERY_ANSWERS.get(frame['type']) : undefined;
  const queryId = CommandIdSchema.safeParse(frame['queryId']);
  if (answer !== undefined && queryId.success) return { kind: 'query', answer, queryId: queryId.data };
  return null;
}
