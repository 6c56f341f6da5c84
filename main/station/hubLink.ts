// The station's link to its hub: hello with the terminal's secret, snapshots in, commands out,
// reconnection with backoff. A command in flight when the link drops is sent again with the
// same command id once the link is back, so the hub's idempotency tells its true fate; a new
// command while offline is refused at once (DESIGN.md: no money command is queued offline).
import { WebSocket } from 'ws';
import {
  type ClientMessage,
  type CommandResult,
  HubMessageSchema,
  PROTOCOL_VERSION,
} from '../../protocol/hubMessages.ts';
import type { ProtocolError } from '../../protocol/errors.ts';
import type { AnyAcceptedBet, StationSnapshot } from '../../protocol/stationSnapshot.ts';
import type { LinkState } from '../../protocol/bridge.ts';

/** A command's answer from the hub. */
export type CommandAnswer = { ok: true; result: CommandResult } | { ok: false; error: ProtocolError };

type Command = Extract<ClientMessage, { commandId: string }>;

/** What the link reports to the station. */
export interface HubLinkEvents {
  /** The link state changed. */
  onLink(state: LinkState): void;
  /** A newer snapshot arrived. */
  onSnapshot(snapshot: StationSnapshot, seq: number): void;
  /**
   * A bet of round `roundId` was accepted: the station's credit after it and the chips it put on
   * the layout (docs/protocol.md: the reply carries them instead of a snapshot). Called in the
   * order the hub's messages arrived, before the command's answer resolves.
   */
  onBetAccepted?(roundId: number, credit: number, chips: readonly AnyAcceptedBet[]): void;
}

/** The station's WebSocket to the hub. */
export class HubLink {
  readonly #url: string;
  readonly #hello: Extract<ClientMessage, { type: 'hello' }>;
  readonly #events: HubLinkEvents;
  readonly #pending = new Map<string, { command: Command; resolve: (a: CommandAnswer) => void }>();
  #socket: WebSocket | null = null;
  #state: LinkState = 'connecting';
  #backoffMs = 250;
  #closed = false;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(url: string, terminalId: string, secret: string, events: HubLinkEvents) {
    this.#url = url;
    this.#hello = { type: 'hello', protocolVersion: PROTOCOL_VERSION, terminalId, secret };
    this.#events = events;
    this.#connect();
  }

  /** The current link state. */
  get state(): LinkState {
    return this.#state;
  }

  /** Sends a command and resolves with the hub's answer; refuses at once when not online. */
  send(command: Command): Promise<CommandAnswer> {
    if (this.#state !== 'online' || this.#socket === null) {
      return Promise.resolve({
        ok: false,
        error: { code: 'OFFLINE', message: 'no link to the hub: nothing was sent' },
      });
    }
    return new Promise((resolve) => {
      this.#pending.set(command.commandId, { command, resolve });
      this.#socket?.send(JSON.stringify(command));
    });
  }

  /** Closes the link for good; commands in flight are answered OFFLINE. */
  close(): void {
    this.#closed = true;
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#socket?.close();
    for (const { resolve } of this.#pending.values()) {
      resolve({ ok: false, error: { code: 'OFFLINE', message: 'station closing' } });
    }
    this.#pending.clear();
  }

  #connect(): void {
    const socket = new WebSocket(this.#url, { maxPayload: 4 * 1024 * 1024 });
    this.#socket = socket;
    socket.on('open', () => socket.send(JSON.stringify(this.#hello)));
    socket.on('message', (data) => this.#receive(String(data)));
    socket.on('error', () => undefined); // 'close' follows and schedules the retry
    socket.on('close', () => {
      this.#socket = null;
      if (this.#closed) return;
      this.#setState('offline');
      this.#retryTimer = setTimeout(() => this.#connect(), this.#backoffMs);
      this.#backoffMs = Math.min(this.#backoffMs * 2, 5_000);
    });
  }

  #receive(text: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = HubMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'welcome':
        this.#backoffMs = 250;
        this.#setState('online');
        // Commands that were in flight when the link dropped: ask again under the same id.
        for (const { command } of this.#pending.values()) this.#socket?.send(JSON.stringify(command));
        return;
      case 'snapshot':
        return this.#events.onSnapshot(message.state, message.seq);
      case 'reply': {
        const pending = this.#pending.get(message.commandId);
        if (pending === undefined) return;
        this.#pending.delete(message.commandId);
        const { command } = pending;
        if (
          message.ok &&
          message.result.kind === 'betAccepted' &&
          message.result.credit !== undefined &&
          'roundId' in command
        ) {
          this.#events.onBetAccepted?.(command.roundId, message.result.credit, message.result.chips ?? []);
        }
        pending.resolve(
          message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error },
        );
        return;
      }
      case 'error':
        return;
    }
  }

  #setState(state: LinkState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#events.onLink(state);
  }
}
