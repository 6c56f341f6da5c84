// A raw WebSocket staff console for hub tests: logs in, sends commands, awaits their replies.
import type { WebSocket } from 'ws';
import { connectJson } from './jsonSocket.ts';
import type { StaffHubMessage, StaffResult, TableStaffView } from '../../../protocol/staffMessages.ts';

/** A reply to a staff command. */
export type StaffReply = Extract<StaffHubMessage, { type: 'reply' }>;

/** A connected staff console. */
export interface TestStaff {
  readonly socket: WebSocket;
  readonly received: StaffHubMessage[];
  send(message: unknown): void;
  next(test: (m: StaffHubMessage) => boolean, from?: number): Promise<StaffHubMessage>;
  /** Sends `{type, commandId, ...fields}` and resolves with its reply. */
  command(type: string, commandId: string, fields?: Record<string, unknown>): Promise<StaffReply>;
  /** Sends a command and returns its result, failing the test on a refusal. */
  ok(type: string, commandId: string, fields?: Record<string, unknown>): Promise<StaffResult>;
  tables(): Promise<TableStaffView[]>;
  close(): void;
}

/** Opens a staff connection to `url` without logging in, from loopback address `from` if given. */
export async function connectStaffSocket(url: string, from?: string): Promise<TestStaff> {
  const { socket, received, send, next } = await connectJson<StaffHubMessage>(
    url,
    from === undefined ? undefined : { localAddress: from },
  );
  const command = async (type: string, commandId: string, fields: Record<string, unknown> = {}) => {
    const mark = received.length;
    send({ type, commandId, ...fields });
    return (await next((m) => m.type === 'reply' && m.commandId === commandId, mark)) as StaffReply;
  };
  return {
    socket,
    received,
    send,
    next,
    command,
    async ok(type, commandId, fields) {
      const reply = await command(type, commandId, fields);
      if (!reply.ok) throw new Error(`${type} refused: ${JSON.stringify(reply.error)}`);
      return reply.result;
    },
    async tables() {
      const mark = received.length;
      send({ type: 'getTables' });
      const m = await next((x) => x.type === 'tables', mark);
      return m.type === 'tables' ? m.tables : [];
    },
    close: () => socket.close(),
  };
}

/** Opens a staff connection (from `from` if given) and logs in; rejects on a refusal. */
export async function loginStaff(
  url: string,
  login: string,
  secret: string,
  from?: string,
): Promise<TestStaff> {
  const staff = await connectStaffSocket(url, from);
  staff.send({ type: 'login', login, secret });
  const answer = await staff.next((m) => m.type === 'welcome' || m.type === 'error');
  if (answer.type !== 'welcome') throw new Error(`login refused: ${JSON.stringify(answer)}`);
  return staff;
}
