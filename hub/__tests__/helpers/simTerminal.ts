// A simulated betting terminal for the crash test: reconnects forever, bets while a round takes
// bets, resends its in-flight commands after each welcome (as the station does), and records
// every bet the hub acknowledged.
import { WebSocket } from 'ws';
import type { Rng } from '../../../games/rng.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';

/** A bet the hub acknowledged. */
export interface AckedBet {
  readonly terminalId: string;
  readonly commandId: string;
  readonly betId: string;
  readonly roundId: number;
  readonly stake: number;
}

/** A terminal that bets on every round it sees, until stopped. */
export class SimTerminal {
  readonly acked: AckedBet[] = [];
  readonly #id: string;
  readonly #secret: string;
  readonly #rng: Rng;
  readonly #pending = new Map<string, { roundId: number; frame: string; stake: number }>();
  #url = '';
  #socket: WebSocket | null = null;
  #running = true;
  #counter = 0;
  #betsInRound = new Map<number, number>();

  constructor(id: string, secret: string, rng: Rng) {
    this.#id = id;
    this.#secret = secret;
    this.#rng = rng;
  }

  /** Connects (and keeps reconnecting) to `url`. */
  connect(url: string): void {
    this.#url = url;
    if (this.#socket === null) this.#open();
  }

  /** Stops reconnecting and closes. */
  stop(): void {
    this.#running = false;
    this.#socket?.terminate();
  }

  #open(): void {
    const socket = new WebSocket(this.#url);
    this.#socket = socket;
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'hello', protocolVersion: 1, terminalId: this.#id, secret: this.#secret }),
      ),
    );
    socket.on('message', (data) => this.#receive(socket, JSON.parse(String(data)) as HubMessage));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.#socket = null;
      if (this.#running) setTimeout(() => this.#running && this.#socket === null && this.#open(), 30);
    });
  }

  #receive(socket: WebSocket, m: HubMessage): void {
    if (m.type === 'welcome') {
      // The station's rule: a command in flight when the link dropped is sent again, same id.
      for (const p of this.#pending.values()) socket.send(p.frame);
      return;
    }
    if (m.type === 'reply') {
      const p = this.#pending.get(m.commandId);
      this.#pending.delete(m.commandId);
      if (m.ok && m.result.kind === 'betAccepted' && p !== undefined)
        this.acked.push({
          terminalId: this.#id,
          commandId: m.commandId,
          betId: m.result.betId,
          roundId: p.roundId,
          stake: p.stake,
        });
      return;
    }
    if (m.type !== 'snapshot' || m.state.round?.phase !== 'betting' || this.#pending.size > 0) return;
    const roundId = m.state.round.roundId;
    const placed = this.#betsInRound.get(roundId) ?? 0;
    if (placed >= 3) return;
    this.#betsInRound.set(roundId, placed + 1);
    const commandId = `${this.#id}-bet-${++this.#counter}`;
    const stake = 100 * (1 + this.#rng.int(5));
    const spot =
      this.#rng.int(2) === 0
        ? { kind: 'plein', number: this.#rng.int(37) }
        : { kind: 'chance', chance: 'rouge' };
    const frame = JSON.stringify({ type: 'placeBet', commandId, roundId, spot, stake });
    this.#pending.set(commandId, { roundId, frame, stake });
    socket.send(frame);
  }
}
