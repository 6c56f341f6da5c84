// A simulated hold'em station for the hold'em crash test (docs/holdem-room.md): reconnects forever,
// taps its player's virtual DESFire card through the relay and logs in with the session and the
// PIN, sits down with a cave, plays every turn it is given
// (check, bet, call, raise, fold, after 20–120 ms of thought), resends its in-flight command after
// each welcome (as the station does), and records every action the hub acknowledged.
import { WebSocket } from 'ws';
import type { Rng } from '../../../games/rng.ts';
import type { HoldemStationView } from '../../../protocol/holdemMessages.ts';
import type { StationHubMessage } from '../../../protocol/roomMessages.ts';
import { ReconnectingStation } from './reconnectingStation.ts';
import { tapThrough } from '../../../testkit/nfc/wsRelayLink.ts';
import type { TappableCard } from './virtualCards.ts';

/** An action the hub acknowledged, with the journal entry it names. */
export interface AckedAction {
  readonly terminalId: string;
  readonly commandId: string;
  readonly handId: string;
  readonly kind: string;
  /** The journal seq of the action (`holdemAccepted.seq`). */
  readonly seq: number;
}

/** What the station's player carries: the card and its PIN. */
export interface StationPlayer {
  readonly playerId: string;
  readonly card: TappableCard;
  readonly pin: string;
  readonly cave: number;
}

interface Pending {
  readonly frame: string;
  readonly handId: string | null;
  readonly kind: string;
}

/** A station that plays every hand of its player, until stopped. */
export class SimHoldemStation extends ReconnectingStation<StationHubMessage> {
  readonly acked: AckedAction[] = [];
  readonly refused = new Map<string, number>();
  readonly #player: StationPlayer;
  readonly #rng: Rng;
  #pending: Pending | null = null;
  #counter = 0;
  #thinking = false;
  #decideNow = false;
  #safe = false;
  #last: { playerId: string | null; view: HoldemStationView } | null = null;
  /** A tap through the relay is under way (its session then logs in). */
  #tapping = false;

  constructor(terminalId: string, player: StationPlayer, secret: string, rng: Rng) {
    super(terminalId, secret);
    this.#player = player;
    this.#rng = rng;
  }

  /** True when nothing is in flight. */
  idle(): boolean {
    return this.#pending === null;
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
        // An action refused on a fresh view (a bet where a raise was due…): a plain check or
        // call at once; anything else waits for the next view (the one it was based on is stale).
        if (p?.handId == null || this.#safe) return;
        this.#safe = true;
        this.#decideNow = true;
        try {
          this.#play(socket);
        } finally {
          this.#decideNow = false;
        }
        return;
      }
      if (p?.handId != null && m.result.kind === 'holdemAccepted')
        this.acked.push({
          terminalId: this.terminalId,
          commandId: m.commandId,
          handId: p.handId,
          kind: p.kind,
          seq: m.result.seq,
        });
      if (this.#last !== null) this.#play(socket);
      return;
    }
    if (m.type !== 'holdemView') return;
    this.#last = { playerId: m.playerId, view: m.view };
    this.#safe = false;
    this.#play(socket);
  }

  #send(
    socket: WebSocket,
    type: string,
    fields: Record<string, unknown>,
    handId: string | null,
    kind = type,
  ): void {
    const commandId = `${this.terminalId}-${type}-${++this.#counter}`;
    const frame = JSON.stringify({ type, commandId, ...fields });
    this.#pending = { frame, handId, kind };
    socket.send(frame);
  }

  #think(): void {
    if (this.#thinking) return;
    this.#thinking = true;
    setTimeout(
      () => {
        this.#thinking = false;
        const socket = this.socket;
        if (socket === null || socket.readyState !== WebSocket.OPEN) return;
        this.#decideNow = true;
        try {
          this.#play(socket);
        } finally {
          this.#decideNow = false;
        }
      },
      20 + this.#rng.int(100),
    );
  }

  /** Taps the card (a new one-time session each time), then logs in with it and the PIN. */
  #tap(socket: WebSocket): void {
    if (this.#tapping) return;
    this.#tapping = true;
    const current = (): boolean =>
      this.running && this.socket === socket && socket.readyState === WebSocket.OPEN;
    tapThrough(socket, this.#player.card).then(
      (cardSession) => {
        this.#tapping = false;
        if (current() && this.#pending === null && this.#last?.playerId === null)
          this.#send(socket, 'playerLogin', { cardSession, pin: this.#player.pin }, null);
      },
      (error: unknown) => {
        this.#tapping = false;
        const code = error instanceof Error ? error.message : String(error);
        this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
        if (current()) this.#think();
      },
    );
  }

  #play(socket: WebSocket): void {
    const last = this.#last;
    if (last === null || this.#pending !== null || !this.running) return;
    const p = this.#player;
    if (last.playerId === null) return this.#tap(socket);
    const { view } = last;
    if (view.seat === null) return this.#send(socket, 'holdemSitDown', { cave: p.cave }, null);
    const t = view.table;
    if (t.handId === null || t.toAct !== view.seat || view.limits === null) return;
    if (!this.#decideNow) return this.#think();
    const { toCall, minTo, maxTo, mayRaise } = view.limits;
    const roll = this.#safe ? 19 : this.#rng.int(20);
    const handId = t.handId;
    // Small bets only, so that stacks last the whole test: a min bet or a min raise now and then.
    const action =
      toCall === 0
        ? roll < 4 && mayRaise && minTo <= maxTo
          ? { kind: 'bet', to: minTo }
          : { kind: 'check' }
        : roll < 2
          ? { kind: 'fold' }
          : roll < 4 && mayRaise && minTo <= maxTo && minTo <= 2_000
            ? { kind: 'raise', to: minTo }
            : { kind: 'call' };
    this.#send(socket, 'holdemAct', { handId, action }, handId, action.kind);
  }
}
