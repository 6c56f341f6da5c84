// A register read over the staff API (docs/registers.md): one `registerQuery` and its answer.
import type { StaffHubMessage } from '../../../protocol/staffMessages.ts';
import type { TestStaff } from './testStaff.ts';

/** The hub's answer to a `registerQuery`: the register, or a typed refusal. */
export type RegisterReply = Extract<StaffHubMessage, { type: 'register' }>;

/** Sends `query` from `staff` as `requestId` and waits for the answer to that request. */
export async function registerQuery(
  staff: TestStaff,
  requestId: string,
  query: Record<string, unknown>,
): Promise<RegisterReply> {
  const mark = staff.received.length;
  staff.send({ type: 'registerQuery', requestId, query });
  return (await staff.next((m) => m.type === 'register' && m.requestId === requestId, mark)) as RegisterReply;
}
