// A simulated betting terminal for the crash test: reconnects forever, bets while a round takes
// bets, now and then takes its last bet back (issue 11's undo), resends its in-flight commands
// after each welcome (as the station does), and records every bet and withdrawal the hub
// acknowledged.
import type { WebSocket } from 'ws';
import type { Rng } from '../../../games/rng.ts';
import type { HubMessage } from '../../../protocol/hubMessages.ts';
import { ReconnectingStation } from './reconnectingStation.ts';

/** A bet the hub acknowledged. */
export interface AckedBet {
  readonly terminalId: string;
  readonly commandId: string;
  readonly betId: string;
  readonly roundId: number;
  readonly stake: number;
}

/** A withdrawal the hub acknowledged: the bets it took back. */
export interface AckedWithdrawal {
  readonly terminalId: string;
  readonly roundId: number;
  readonly betIds: readonly string[];
  readonly refunded: number;
}

/** A terminal that bets on every round it sees, until stopped. */
export class SimTerminal extends ReconnectingStation<HubMessage> {
  readonly acked: AckedBet[] = [];
  readonly withdrawn: AckedWithdrawal[] = [];
  readonly #rng: Rng;
  readonly #pending = new Map<string, { roundId: number; frame: string; stake: number }>();
  #counter = 0;
  #betsInRound = new Map<number, number>();

  constructor(id: string, secret: string, rng: Rng) {
    super(id, secret);
    this.#rng = rng;
  }

  protected receive(socket: WebSocket, m: HubMessage): void {
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
          terminalId: this.terminalId,
          commandId: m.commandId,
          betId: m.result.betId,
          roundId: p.roundId,
          stake: p.stake,
        });
      if (m.ok && m.result.kind === 'betsWithdrawn' && p !== undefined)
        this.withdrawn.push({
          terminalId: this.terminalId,
          roundId: p.roundId,
          betIds: m.result.betIds,
          refunded: m.result.refunded,
        });
      // One bet in four is taken back at once, while the round still takes bets.
      if (m.ok && m.result.kind === 'betAccepted' && p !== undefined && this.#rng.int(4) === 0)
        this.#send(socket, p.roundId, { type: 'undoLastBet' }, 0);
      return;
    }
    if (m.type !== 'snapshot' || m.state.round?.phase !== 'betting' || this.#pending.size > 0) return;
    const roundId = m.state.round.roundId;
    const placed = this.#betsInRound.get(roundId) ?? 0;
    if (placed >= 3) return;
    this.#betsInRound.set(roundId, placed + 1);
    const stake = 100 * (1 + this.#rng.int(5));
    const spot =
      this.#rng.int(2) === 0
        ? { kind: 'plein', number: this.#rng.int(37) }
        : { kind: 'chance', chance: 'rouge' };
    this.#send(socket, roundId, { type: 'placeBet', spot, stake }, stake);
  }

  #send(socket: WebSocket, roundId: number, message: Record<string, unknown>, stake: number): void {
    const commandId = `${this.terminalId}-cmd-${++this.#counter}`;
    const frame = JSON.stringify({ ...message, commandId, roundId });
    this.#pending.set(commandId, { roundId, frame, stake });
    socket.send(frame);
  }
}
