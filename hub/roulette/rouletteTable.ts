// One electronic roulette table (RULES.md A.2, seed 000) driven by the shared wheel-round decider
// (games/wheelRound): every command is decided by `decide(rouletteRules, …)`, its events journaled
// with their ledger transfers in one transaction, committed before anyone is told, and the table's
// memory is the fold of those events (rebuilt at start by replaying the journal). The séance
// itself (request, validation, three last, closing) is the session store's (hub/sessions); the
// decider's session follows it. The launcher here is the automatic one (betting time, CSPRNG
// result, alternating direction).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add } from '../../games/money.ts';
import type { Rng } from '../../games/rng.ts';
import type { RouletteSpot } from '../../games/roulette/bets.ts';
import type { RouletteOptions as DeciderOptions } from '../../games/roulette/options.ts';
import { type RouletteBet, rouletteRules } from '../../games/roulette/rules.ts';
import { type Decision, decide, refundsOf } from '../../games/wheelRound/decide.ts';
import { evolve } from '../../games/wheelRound/evolve.ts';
import { roundChips } from '../../games/wheelRound/state.ts';
import type { Direction } from '../../games/wheelRound/types.ts';
import { view } from '../../games/wheelRound/view.ts';
import type { CommandResult } from '../../protocol/hubMessages.ts';
import type { AnnonceWire } from '../../protocol/roulette.ts';
import type { Clock } from '../clock.ts';
import { type Outcome, refusal, success } from '../outcome.ts';
import { countPlayedRound, insertOpened, latestSession } from '../sessions/sessionStore.ts';
import { type CommandKey, recordCommand } from '../store/commands.ts';
import { inTransaction } from '../store/database.ts';
import { appendJournal } from '../store/journal.ts';
import { accounts, balanceOf, transfer } from '../store/ledger.ts';
import { betRefusal } from './betRefusals.ts';
import { currentRound } from './rounds.ts';
import type { RouletteTableConfig } from './tableConfig.ts';
import { issueVoucher } from './vouchers.ts';
import { type EntryContext, journalEvents } from './wheelJournal.ts';
import { emptyMemory, seatFor } from './wheelMemory.ts';
import { rouletteOptionsOf } from './wheelOptions.ts';
import { replayTable } from './wheelReplay.ts';
import { lastRoundsAnnouncer, staffOf } from './wheelStaff.ts';
import type { RouletteCommand, RouletteEvent, StationChip, WheelMemory } from './wheelTypes.ts';

/** What the table needs from the hub around it. */
export interface TableContext {
  readonly db: DatabaseSync;
  readonly rng: Rng;
  readonly clock: Clock;
  /** Called after every committed change, so connections can send fresh snapshots. */
  readonly onChange: () => void;
}

/** A running roulette table. */
export class RouletteTable {
  readonly config: RouletteTableConfig;
  readonly #ctx: TableContext;
  readonly #options: DeciderOptions;
  #memory: WheelMemory;
  #cancelTimer: (() => void) | null = null;
  #inService = false;

  constructor(config: RouletteTableConfig, ctx: TableContext) {
    this.config = config;
    this.#ctx = ctx;
    this.#options = rouletteOptionsOf(config);
    this.#memory = emptyMemory(this.#options);
  }

  /** True while the session is open and its stations in service: the only time bets are taken. */
  get sessionOpen(): boolean {
    return this.#inService;
  }

  /** The table's memory: the decider state and the seats (read-only, for snapshots and tests). */
  get memory(): WheelMemory {
    return this.#memory;
  }

  /**
   * Opens a session in one step (the demo's staff; the staff API splits request and validation),
   * or relaunches the session a restart left open; then starts the first round.
   */
  openSession(requestedBy: string, validatedBy: string): void {
    const { db } = this.#ctx;
    inTransaction(db, () => {
      const open = latestSession(db, this.config.tableId);
      if (open?.phase === 'open') {
        appendJournal(db, this.#iso(), 'GameRelaunched', validatedBy, {
          tableId: this.config.tableId,
          sessionId: open.session_id,
        });
        return;
      }
      const seq = appendJournal(db, this.#iso(), 'SessionOpened', validatedBy, {
        tableId: this.config.tableId,
        requestedBy,
        stationsInServiceBy: validatedBy,
        config: this.config,
      });
      insertOpened(db, seq, this.config.tableId, requestedBy, validatedBy);
    });
    this.startService();
  }

  /** Puts the stations in service after a committed opening or relaunch: rounds start. */
  startService(): void {
    if (this.#inService) return;
    this.#inService = true;
    const session = latestSession(this.#ctx.db, this.config.tableId);
    if (session?.last_rounds_remaining === 0) this.#ctx.onChange();
    else this.#openRound();
  }

  /** Takes the stations out of service after a committed closing: no more rounds or bets. */
  endService(): void {
    this.stop();
    this.#inService = false;
    this.#closeDeciderSession();
    this.#ctx.onChange();
  }

  /** Tells the table's terminals that something they show changed (a credit-in, a session step). */
  notifyChange(): void {
    this.#ctx.onChange();
  }

  /** Stops the launcher's timers (the hub is shutting down); state stays as persisted. */
  stop(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
  }

  /** Credit-in by a cashier action: moves `amount` from the cash desk to the station's meter. */
  creditIn(terminalId: string, amount: Cents, method: string, cashier: string): void {
    const { db } = this.#ctx;
    inTransaction(db, () => {
      const seq = appendJournal(db, this.#iso(), 'CreditIn', cashier, { terminalId, amount, method });
      transfer(db, seq, accounts.cashier, accounts.station(terminalId), amount);
    });
    this.#ctx.onChange();
  }

  /** The chips station `terminalId` has on the layout (the round in progress, else the last settled). */
  stationChips(terminalId: string): readonly StationChip[] {
    const seat = this.#memory.seatOfTerminal.get(terminalId);
    if (seat === undefined) return [];
    const { state } = this.#memory;
    if (state.round === null) return this.#memory.lastSettledChips.get(seat) ?? [];
    return view(state, seat).myChips.map((c) => ({ betId: c.betId, spot: c.spot, stake: c.stake }));
  }

  /** A chip on one spot of the layout (RULES.md A.2); refused with a typed error and no change. */
  placeBet(command: CommandKey, roundId: number, spot: RouletteSpot, stake: Cents): Outcome<CommandResult> {
    return this.#place(command, roundId, { kind: 'spot', spot }, stake);
  }

  /** An annonce or a random combination at `unit` per chip unit (RULES.md A.2). */
  placeAnnonce(
    command: CommandKey,
    roundId: number,
    annonce: AnnonceWire,
    unit: Cents,
  ): Outcome<CommandResult> {
    const bet: RouletteBet =
      annonce.kind === 'random' ? { kind: 'random', count: annonce.count } : { kind: 'annonce', annonce };
    return this.#place(command, roundId, bet, unit);
  }

  /** "Paiement": closes the station's credit into a voucher (RULES.md A.1). */
  requestPayment(command: CommandKey): Outcome<CommandResult> {
    const { db } = this.#ctx;
    const { terminalId } = command;
    const seat = this.#memory.seatOfTerminal.get(terminalId);
    const { state } = this.#memory;
    const onLayout =
      seat !== undefined &&
      ((state.round?.seats[seat]?.chips.length ?? 0) > 0 || state.carried.some((c) => c.seat === seat));
    if (onLayout) {
      return refusal(
        'PAYMENT_WHILE_BETS_OPEN',
        'stakes are on the layout: payment after the round is settled',
      );
    }
    const credit = balanceOf(db, accounts.station(terminalId));
    if (credit === 0) return refusal('NOTHING_TO_PAY', 'the credit meter is at zero');
    const voucher = issueVoucher(
      db,
      this.#ctx.rng,
      this.#ctx.clock,
      this.config.tableId,
      terminalId,
      credit,
      (v) => recordCommand(db, command, { kind: 'paid', voucher: v }),
    );
    this.#ctx.onChange();
    return success({ kind: 'paid', voucher });
  }

  /**
   * Rebuilds the table's memory from the journal, then voids the round a stop left open and
   * refunds each of its stakes (docs/protocol.md "Recovery").
   */
  recover(): void {
    const { db, clock } = this.#ctx;
    this.#memory = replayTable(db, this.config.tableId, this.#options);
    const round = this.#memory.state.round;
    if (round === null) return;
    const voided: RouletteEvent = {
      type: 'RoundVoided',
      at: clock.now(),
      reason: 'hub restarted before the result',
      direction: null,
      refunds: refundsOf(roundChips(round)),
    };
    this.#commit('hub', [voided]);
  }

  #place(command: CommandKey, roundId: number, bet: RouletteBet, unit: Cents): Outcome<CommandResult> {
    const { db, clock } = this.#ctx;
    const { terminalId } = command;
    if (!this.#inService) return refusal('NO_SESSION', 'the table session is not open');
    const row = currentRound(db, this.config.tableId);
    if (row === null || row.round_id !== roundId) {
      return refusal('UNKNOWN_ROUND', `round ${roundId} is not the current round`, {
        currentRound: row?.round_id ?? 0,
      });
    }
    const { state } = this.#memory;
    // RULES.md A.2: a bet that reaches the hub after "rien ne va plus" is refused.
    if (
      state.round === null ||
      this.#memory.roundId !== roundId ||
      state.round.phase !== 'betting' ||
      (row.closes_at !== null && clock.now() >= row.closes_at)
    ) {
      return refusal('BETS_CLOSED', 'rien ne va plus: bets are closed for this round');
    }
    const seat = seatFor(this.#memory, terminalId);
    const betId = `${roundId}-${terminalId}-${randomUUID()}`;
    const decision = this.#decide({
      type: 'PlaceBet',
      betId,
      seat,
      playerMinimum: this.config.minimum,
      bet,
      unit,
    });
    if (!decision.ok) return betRefusal(decision.rejection, state.round.seats[seat]?.chips ?? []);
    const total = decision.events.reduce(
      (t, e) => (e.type === 'BetPlaced' ? e.chips.reduce((s, c) => add(s, c.stake), t) : t),
      ZERO,
    );
    const credit = balanceOf(db, accounts.station(terminalId));
    if (total > credit)
      return refusal('INSUFFICIENT_CREDIT', 'the credit does not cover the stake', { credit });
    this.#commit(`terminal:${terminalId}`, decision.events, { terminalId }, () =>
      recordCommand(db, command, { kind: 'betAccepted', betId }),
    );
    this.#ctx.onChange();
    return success({ kind: 'betAccepted', betId });
  }

  /** Decides `commands` in order, each on the state the previous ones' events lead to. */
  #decide(...commands: RouletteCommand[]): Decision<RouletteSpot, RouletteBet, { pocket: number }> {
    let state = this.#memory.state;
    const events: RouletteEvent[] = [];
    for (const command of commands) {
      const d = decide(rouletteRules, state, command, { rng: this.#ctx.rng, now: this.#ctx.clock.now() });
      if (!d.ok) return d;
      for (const e of d.events) state = evolve(state, e);
      events.push(...d.events);
    }
    return { ok: true, events };
  }

  /** Journals `events` with their transfers (and `also`) in one transaction, then keeps the memory. */
  #commit<T>(
    actor: string,
    events: readonly RouletteEvent[],
    extra: Pick<EntryContext, 'terminalId' | 'closesAt'> = {},
    also?: (memory: WheelMemory) => T,
  ): T | undefined {
    const { db } = this.#ctx;
    const ctx: EntryContext = { db, tableId: this.config.tableId, at: this.#iso(), actor, ...extra };
    const [memory, result] = inTransaction(db, () => {
      const m = journalEvents(ctx, this.#memory, events);
      return [m, also?.(m)] as const;
    });
    this.#memory = memory;
    return result;
  }

  /** The decider's session follows the séance: opened with the first round of service. */
  #sessionCommands(): RouletteCommand[] {
    if (this.#memory.state.session === 'open') return [];
    const session = latestSession(this.#ctx.db, this.config.tableId);
    const validatedBy = staffOf(this.#ctx.db, session?.opened_by ?? 'hub', 'comite');
    const requester = staffOf(this.#ctx.db, session?.requested_by ?? 'hub', 'croupier');
    // Seed 000: on an automatic launcher the comité member alone puts the stations in service;
    // the decider then records the launcher as what was put in service and the member as validator.
    const openedBy =
      requester.id === validatedBy.id
        ? { id: `device:${this.config.tableId}`, role: 'croupier' as const }
        : requester;
    return [{ type: 'OpenSession', openedBy, validatedBy }];
  }

  /**
   * The "three last" announced on the séance (hub/staff) reach the decider before the first of
   * them closes its bets: a round still betting at the announcement is one of them, a ball already
   * launched is not (the séance's own count, hub/sessions).
   */
  #lastSpinsCommands(upcomingRound: number | null): RouletteCommand[] {
    if (this.#memory.state.lastSpinsLeft !== null) return [];
    const session = latestSession(this.#ctx.db, this.config.tableId);
    if (session?.phase !== 'open' || session.last_rounds_remaining === null) return [];
    if (upcomingRound !== null && (session.last_rounds_from_round ?? 0) > upcomingRound) return [];
    const actor = lastRoundsAnnouncer(this.#ctx.db, this.config.tableId) ?? 'hub';
    return [{ type: 'AnnounceLastSpins', by: staffOf(this.#ctx.db, actor, 'comite') }];
  }

  #closeDeciderSession(): void {
    if (this.#memory.state.session !== 'open') return;
    const session = latestSession(this.#ctx.db, this.config.tableId);
    const validatedBy = staffOf(this.#ctx.db, session?.closed_by ?? 'hub', 'comite');
    let decision = this.#decide(...this.#lastSpinsCommands(null), { type: 'CloseSession', validatedBy });
    // The séance's closing is validated and committed: the decider follows it even if its own
    // count differs, with the reason journaled, so that stakes in prison go back to their owners.
    if (!decision.ok)
      decision = this.#decide({ type: 'CloseSession', validatedBy, incident: 'séance closed by the comité' });
    if (decision.ok) this.#commit(validatedBy.id, decision.events);
  }

  #openRound(): void {
    if (!this.#inService) return;
    const { clock } = this.#ctx;
    const decision = this.#decide(...this.#sessionCommands(), ...this.#lastSpinsCommands(null), {
      type: 'OpenRound',
    });
    if (!decision.ok) {
      this.#ctx.onChange();
      return;
    }
    this.#commit('hub', decision.events, { closesAt: clock.now() + this.config.bettingMs });
    this.#ctx.onChange();
    this.#cancelTimer = clock.schedule(this.config.bettingMs, () => this.#noMoreBets());
  }

  #noMoreBets(): void {
    const { clock } = this.#ctx;
    const roundId = this.#memory.roundId;
    const decision = this.#decide(...this.#lastSpinsCommands(roundId), {
      type: 'CloseBets',
      trigger: 'timer',
    });
    if (!decision.ok || roundId === null)
      throw new Error(`rien ne va plus refused at ${this.config.tableId}`);
    this.#commit('hub', decision.events);
    this.#ctx.onChange();
    this.#cancelTimer = clock.schedule(this.config.spinMs, () => this.#land(roundId));
  }

  #land(roundId: number): void {
    const { clock, rng } = this.#ctx;
    // DESIGN.md "Randomness": drawn once, written into the event before any animation starts.
    const outcome = rouletteRules.draw(this.#options, rng);
    // RULES.md A.2: every spin goes the opposite way to the previous one.
    const last = this.#memory.state.lastDirection;
    const direction: Direction = last === 'clockwise' ? 'anticlockwise' : 'clockwise';
    const decision = this.#decide({ type: 'ReportResult', outcome, direction, turns: 0, anomaly: false });
    if (!decision.ok) throw new Error(`result refused at ${this.config.tableId}: ${decision.rejection.code}`);
    const settled = decision.events.some((e) => e.type === 'RoundSettled');
    // RULES.md A.1: after the "three last" announcement only the announced rounds are played.
    const remaining = this.#commit('hub', decision.events, {}, () =>
      settled ? countPlayedRound(this.#ctx.db, this.config.tableId, roundId) : null,
    );
    this.#ctx.onChange();
    if (remaining === 0) {
      this.#cancelTimer = null;
      return;
    }
    this.#cancelTimer = clock.schedule(this.config.resultMs, () => this.#openRound());
  }

  #iso(): string {
    return new Date(this.#ctx.clock.now()).toISOString();
  }
}
