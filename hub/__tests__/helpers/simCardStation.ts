// A simulated card-table station for the card crash test (docs/card-tables.md): reconnects forever,
// takes its seat, bets while the table takes bets, plays its blackjack hand (insurance declined or
// taken, hit, stand, double), resends its in-flight command after each welcome (as the station
// does), and records every stake the hub acknowledged.
import { WebSocket } from 'ws';
import { totalOf } from '../../../games/blackjack/hand.ts';
import type { Rng } from '../../../games/rng.ts';
import type { CardStationView } from '../../../protocol/cardMessages.ts';
import type { StationHubMessage } from '../../../protocol/roomMessages.ts';
import { ReconnectingStation } from './reconnectingStation.ts';

/** A stake the hub acknowledged: a bet, a double or an insurance, with the money it put on the layout. */
export interface AckedStake {
  readonly terminalId: string;
  readonly tableId: string;
  readonly commandId: string;
  readonly kind: 'bet' | 'double' | 'insurance';
  readonly amount: number;
}

interface Pending {
  readonly frame: string;
  readonly kind: AckedStake['kind'] | null;
  readonly amount: number;
}

/** A station seated at `seat` of a card table that plays every hand it can, until stopped. */
export class SimCardStation extends ReconnectingStation<StationHubMessage> {
  readonly acked: AckedStake[] = [];
  /** Commands answered with a refusal, by error code (a refused command moved no money). */
  readonly refused = new Map<string, number>();
  readonly tableId: string;
  readonly #seat: number;
  readonly #rng: Rng;
  #pending: Pending | null = null;
  /** False once told to drain: no new stake, but hands in progress are played to the end. */
  #betting = true;
  #counter = 0;
  #insured = new Set<string>();
  #coupBets = new Map<number, number>();
  #lastView: CardStationView | null = null;
  #noDouble = false;
  #thinking = false;
  #decideNow = false;

  constructor(terminalId: string, tableId: string, seat: number, secret: string, rng: Rng) {
    super(terminalId, secret);
    this.tableId = tableId;
    this.#seat = seat;
    this.#rng = rng;
  }

  /** Stops placing stakes; keeps playing what is dealt. */
  drain(): void {
    this.#betting = false;
  }

  /** True when nothing is in flight and this station has nothing on the layout. */
  idle(): boolean {
    const v = this.#lastView;
    if (this.#pending !== null || v === null) return false;
    if (v.game.game === 'puntoBanco') return v.game.staked === 0;
    return !v.game.boxes.some((b) => b.seat === this.#seat);
  }

  protected receive(socket: WebSocket, m: StationHubMessage): void {
    if (m.type === 'welcome') {
      // The station's rule: a command in flight when the link dropped is sent again, same id.
      if (this.#pending !== null) socket.send(this.#pending.frame);
      return;
    }
    if (m.type === 'reply') {
      const p = this.#pending;
      this.#pending = null;
      if (!m.ok) {
        this.refused.set(m.error.code, (this.refused.get(m.error.code) ?? 0) + 1);
        // A refused double (not allowed on this hand) is replaced by another action at once; any
        // other refusal waits for the next view (the one it was based on is stale).
        if (p?.kind !== 'double' || this.#lastView === null) return;
        this.#noDouble = true;
        return this.#play(socket, this.#lastView);
      }
      if (p?.kind != null)
        this.acked.push({
          terminalId: this.terminalId,
          tableId: this.tableId,
          commandId: m.commandId,
          kind: p.kind,
          amount: p.amount,
        });
      if (this.#lastView !== null) this.#play(socket, this.#lastView);
      return;
    }
    if (m.type !== 'cardView') return;
    this.#lastView = m.view;
    this.#noDouble = false;
    this.#play(socket, m.view);
  }

  #send(
    socket: WebSocket,
    type: string,
    fields: Record<string, unknown>,
    kind: Pending['kind'],
    amount = 0,
  ): void {
    const commandId = `${this.terminalId}-${type}-${++this.#counter}`;
    const frame = JSON.stringify({ type, commandId, tableId: this.tableId, ...fields });
    this.#pending = { frame, kind, amount };
    socket.send(frame);
  }

  #think(): void {
    if (this.#thinking) return;
    this.#thinking = true;
    setTimeout(
      () => {
        this.#thinking = false;
        const socket = this.socket;
        if (socket === null || socket.readyState !== WebSocket.OPEN || this.#lastView === null) return;
        this.#decideNow = true;
        try {
          this.#play(socket, this.#lastView);
        } finally {
          this.#decideNow = false;
        }
      },
      100 + this.#rng.int(400),
    );
  }

  #play(socket: WebSocket, v: CardStationView): void {
    if (this.#pending !== null || !this.running) return;
    if (v.seat === null) return this.#send(socket, 'cardSit', { seat: this.#seat }, null);
    if (!v.sessionOpen) return;
    const g = v.game;
    if (g.game === 'puntoBanco') {
      const placed = this.#coupBets.get(g.coupNo) ?? 0;
      if (g.phase !== 'betting' || !this.#betting || placed >= 2) return;
      this.#coupBets.set(g.coupNo, placed + 1);
      const spot = (['punto', 'banco', 'egalite'] as const)[this.#rng.int(3)];
      // Seed 000: a multiple of the 20-cent stake step, at least the table minimum.
      const amount = v.tableMinimum + 20 * this.#rng.int(50);
      return this.#send(socket, 'puntoBancoBet', { spot, amount }, 'bet', amount);
    }
    const box = g.boxes.find((b) => b.seat === this.#seat);
    if (g.phase === 'betting') {
      if (box !== undefined || !this.#betting) return;
      const amount = v.tableMinimum + 100 * this.#rng.int(20);
      return this.#send(socket, 'blackjackBet', { box: this.#seat, amount }, 'bet', amount);
    }
    if (box === undefined) return;
    // A player thinks before each decision (50–300 ms): hands stay in progress long enough for
    // the kills to land inside them.
    if (!this.#decideNow && (g.phase === 'insurance' || g.phase === 'playing')) return this.#think();
    if (g.phase === 'insurance') {
      const key = `${g.round}:${JSON.stringify(box.hands)}:${JSON.stringify(g.dealer)}`;
      if (this.#insured.has(key)) return;
      this.#insured.add(key);
      // B §6.5: up to half the stake; declined (0) half the time.
      const amount = this.#rng.int(2) === 0 ? 0 : Math.floor(box.stake / 2);
      return this.#send(
        socket,
        'blackjackInsurance',
        { box: box.box, amount },
        amount > 0 ? 'insurance' : null,
        amount,
      );
    }
    if (g.phase !== 'playing' || g.turn?.box !== box.box) return;
    const hand = box.hands[g.turn.hand];
    if (hand === undefined) return;
    const { total } = totalOf(hand.cards);
    if (
      !this.#noDouble &&
      hand.cards.length === 2 &&
      ((total >= 9 && total <= 11) || (total <= 16 && this.#rng.int(4) === 0))
    )
      return this.#send(socket, 'blackjackAction', { box: box.box, action: 'double' }, 'double', hand.stake);
    const action = total < 12 || (total < 17 && this.#rng.int(2) === 0) ? 'hit' : 'stand';
    return this.#send(socket, 'blackjackAction', { box: box.box, action }, null);
  }
}
