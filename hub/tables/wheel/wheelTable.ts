// One wheel-game table (roulette, boule, vingt-trois, wheel of fortune: RULES.md A.1–A.4, seeds
// 000 and 002) driven by the shared wheel-round decider (games/wheelRound): every command is
// decided by `decide(game.rules, …)`, its events journaled with their ledger transfers in one
// transaction, committed before anyone is told, and the table's memory is the fold of those
// events (rebuilt at start by replaying the journal). The séance itself (request, validation,
// three last, closing) is the session store's (hub/sessions); the decider's session follows it.
// Outcomes come from the table's device (hub/devices): an automatic launcher, a croupier cylinder
// whose detector failures put the table in manual mode, the boule / vingt-trois apparatus, or the
// wheel of fortune's rotation sensor. What differs per game is its WheelGame (hub/tables/wheel/wheelGame.ts).
// Its length (over STYLE.md's ~400) is the one stateful pipeline of a table: decide → journal with
// transfers → memory → device; every piece without state lives beside it (decideAll,
// seanceCommands, manualEntry, wheelJournal, wheelMemory, betRefusals, and issue 11's player
// controls and station settings: playerControls, stationSettings, stationPrefs, stationExtras,
// each given a narrow context by this table).
import { fromCashDesk, writeCreditIn } from '../../cashier/creditIn.ts';
import { appendEntry } from '../../entries/typedJournal.ts';
import type { DatabaseSync } from 'node:sqlite';
import { type Cents, ZERO, add, cents, subtract } from '../../../games/money.ts';
import type { Rng } from '../../../games/rng.ts';
import type { Decision } from '../../../games/wheelRound/decide.ts';
import { refundsOf } from '../../../games/wheelRound/decide.ts';
import type { Command, Event } from '../../../games/wheelRound/state.ts';
import { roundChips, seatBets } from '../../../games/wheelRound/state.ts';
import type { Direction } from '../../../games/wheelRound/types.ts';
import { view } from '../../../games/wheelRound/view.ts';
import type { CommandResult } from '../../../protocol/hubMessages.ts';
import type { AnnonceWire } from '../../../protocol/roulette.ts';
import type { AnyWheelSpotWire } from '../../../protocol/wheelGames.ts';
import type { StationSnapshot } from '../../../protocol/stationSnapshot.ts';
import type { Clock } from '../../clock.ts';
import type { DeviceFault, SpinReport, WheelDevice } from '../../devices/device.ts';
import type { ActionContext } from '../../staff/actionContext.ts';
import { done, refuse, type StaffOutcome } from '../../staff/staffOutcome.ts';
import { type Outcome, refusal, success } from '../../outcome.ts';
import { countPlayedRound, insertOpened, latestSession } from '../../sessions/sessionStore.ts';
import { type CommandKey, recordCommand } from '../../store/commands.ts';
import { inEnclosingTransaction, inTransaction } from '../../store/database.ts';
import { accounts, balanceOf } from '../../store/ledger.ts';
import { WHEEL_RESTART_REASON } from '../../registers/voidedOutcome.ts';
import { betRefusal } from './betRefusals.ts';
import { currentRound } from './rounds.ts';
import { issueVoucher } from '../../cashier/vouchers.ts';
import { voidLegacyRounds } from './legacyRecovery.ts';
import { type EntryContext, journalEvents } from './wheelJournal.ts';
import { emptyMemory, seatFor } from './wheelMemory.ts';
import { replayTable } from './wheelReplay.ts';
import { withJackpotPool } from './jackpotSeed.ts';
import { stationJackpot } from './jackpotView.ts';
import { staffOf } from './wheelStaff.ts';
import {
  type ManualEntry,
  type PendingEntry,
  phaseFor,
  validatedCommand,
  validationRefusal,
} from './manualEntry.ts';
import { decideAllWith } from './decideAll.ts';
import { closeSessionAttempts, lastSpinsCommands, openSessionCommands } from './seanceCommands.ts';
import type { PocketOutcome, StationChip, WheelMemory } from './wheelTypes.ts';
import type { HubTable } from './hubTable.ts';
import type { ManualMode, TableStatus } from '../../../protocol/stationSnapshot.ts';
import type { BetItem, ClearTarget, Favourite } from '../../../protocol/wheelCommands.ts';
import { decideEach } from './decideEach.ts';
import {
  type ControlsContext,
  doubleBets,
  placeBets,
  repeatLastRound,
  withdrawBets,
} from './playerControls.ts';
import { deleteFavourite, saveFavourite, type SettingsContext, setPlayerMinimum } from './stationSettings.ts';
import { StationPrefsBook } from './stationPrefs.ts';
import { type StationExtras, stationExtras, tableStatus } from './stationExtras.ts';
import type { CommonSnapshot, WheelGame, WheelTableConfig } from './wheelGame.ts';

/** What the table needs from the hub around it. */
export interface TableContext {
  readonly db: DatabaseSync;
  readonly rng: Rng;
  readonly clock: Clock;
  /** Called after every committed change, so connections can send fresh snapshots. */
  readonly onChange: () => void;
  /**
   * The player logged in by card at a station, or null (issue 12 §3: their bets are journaled
   * under their id). An in-memory look-up (hub/players/stationPlayers.ts): no read per bet.
   */
  readonly playerAt?: (terminalId: string) => string | null;
}

/** A running table of the wheel game `game`. */
export class WheelTable<
  S,
  B,
  O extends PocketOutcome,
  P,
  C extends WheelTableConfig = WheelTableConfig,
> implements HubTable {
  readonly config: C;
  readonly #ctx: TableContext;
  readonly #game: WheelGame<S, B, O, P>;
  #memory: WheelMemory<S, P, O>;
  readonly #device: WheelDevice<O>;
  #cancelTimer: (() => void) | null = null;
  #inService = false;
  /** A detection the device missed in this round (manual mode), until its entry is validated. */
  #fault: DeviceFault | null = null;
  /** The croupier's manual entry awaiting a comité member's validation. */
  #pending: PendingEntry | null = null;
  /** Bets numbered by this process (their ids, #place). */
  #betCounter = 0;
  /** Each station's chosen minimum and favourites (hub/tables/wheel/stationPrefs.ts). */
  readonly #prefs: StationPrefsBook;

  constructor(config: C, game: WheelGame<S, B, O, P>, ctx: TableContext) {
    this.config = config;
    this.#ctx = ctx;
    this.#game = game;
    this.#memory = emptyMemory<S, P, O>(game.options);
    this.#device = game.device(ctx.clock, ctx.rng);
    this.#prefs = new StationPrefsBook(config.tableId);
    this.#device.attach({
      noMoreBets: (trigger) => this.#noMoreBets(trigger),
      result: (report) => this.#result(report),
      fault: (fault) => this.#deviceFault(fault),
    });
  }

  /** True while the session is open and its stations in service: the only time bets are taken. */
  get sessionOpen(): boolean {
    return this.#inService;
  }

  /** The table's memory: the decider state and the seats (read-only, for snapshots and tests). */
  get memory(): WheelMemory<S, P, O> {
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
        appendEntry(db, this.#iso(), 'GameRelaunched', validatedBy, {
          tableId: this.config.tableId,
          sessionId: open.session_id,
        });
        return;
      }
      // Its whole configuration, journaled as is (the game's fields too).
      const common: WheelTableConfig = this.config;
      const seq = appendEntry(db, this.#iso(), 'SessionOpened', validatedBy, {
        tableId: this.config.tableId,
        requestedBy,
        stationsInServiceBy: validatedBy,
        config: { ...common },
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
    this.#device.stop();
    this.#cancelTimer?.();
    this.#cancelTimer = null;
  }

  /** Credit-in by a cashier action: moves `amount` from the cash desk to the station's meter. */
  creditIn(terminalId: string, amount: Cents, method: string, cashier: string): void {
    const { db } = this.#ctx;
    inTransaction(db, () =>
      writeCreditIn(db, this.#iso(), cashier, terminalId, amount, fromCashDesk(method)),
    );
    this.#ctx.onChange();
  }

  /** The chips station `terminalId` has on the layout (the round in progress, else the last settled). */
  stationChips(terminalId: string): readonly StationChip<S>[] {
    const seat = this.#memory.seatOfTerminal.get(terminalId);
    if (seat === undefined) return [];
    const { state, betsById } = this.#memory;
    const chips =
      state.round === null ? (this.#memory.lastSettledChips.get(seat) ?? []) : view(state, seat).myChips;
    // Issue 11: an annonce's chips say which annonce they are, for the racetrack.
    return chips.map((c) => {
      const bet = betsById.get(c.betId);
      const annonce = bet === undefined ? null : this.#game.annonceWire(bet as B);
      return annonce === null
        ? { betId: c.betId, spot: c.spot, stake: c.stake }
        : { betId: c.betId, spot: c.spot, stake: c.stake, annonce };
    });
  }

  /**
   * A chip on one spot of the layout (RULES.md A.2, A.3, A.4); refused with a typed error and no
   * change, a spot of another game (or one this game does not have) with ILLEGAL_BET notThisGame.
   */
  placeBet(command: CommandKey, roundId: number, spot: unknown, stake: Cents): Outcome<CommandResult> {
    const mine = this.#game.parseSpot(spot);
    return this.#place(command, roundId, mine === null ? null : this.#game.betOf(mine), stake);
  }

  /** An annonce or a random combination at `unit` per chip unit (RULES.md A.2; roulette only). */
  placeAnnonce(
    command: CommandKey,
    roundId: number,
    annonce: AnnonceWire,
    unit: Cents,
  ): Outcome<CommandResult> {
    return this.#place(command, roundId, this.#game.annonceOf(annonce), unit);
  }

  /**
   * A random combination proposed by the device (issue 11, RULES.md A.2 "random combinations
   * proposed by the device"): the pleins the hub's RNG draws, as a placed random bet draws them.
   * A proposal changes no money and is journaled nowhere: the player places it (or not) with
   * placeBets, which the hub checks and journals as any bet.
   */
  proposeRandom(count: number): Outcome<readonly number[]> {
    const bet = this.#game.annonceOf({ kind: 'random', count });
    if (bet === null) {
      return refusal('ILLEGAL_BET', `no random combination at a ${this.#game.name} table`, {
        reason: 'notThisGame',
        game: this.#game.name,
      });
    }
    if (!this.#inService) return refusal('NO_SESSION', 'the table session is not open');
    const chips = this.#game.rules.expand(this.#game.options, bet, cents(1), this.#ctx.rng);
    if (!Array.isArray(chips)) {
      return refusal('ILLEGAL_BET', 'not a random combination this table draws', { reason: 'randomCount' });
    }
    const numbers = chips.flatMap((c) => {
      const n = this.#game.rules.pleinOn(c.spot);
      return n === undefined ? [] : [n];
    });
    return success(numbers);
  }

  /** The station's snapshot: the common part with this game's limits, spots and result. */
  describe(common: CommonSnapshot): StationSnapshot {
    const jackpot = stationJackpot(
      this.#ctx.db,
      this.config.tableId,
      this.#game.rules.jackpot(this.#game.options),
      this.#memory.state.round?.bonusNumber ?? null,
    );
    return this.#game.snapshot({ ...common, jackpot }, this.#memory.lastOutcome);
  }

  /** "Paiement": closes the station's credit into a voucher (RULES.md A.1). */
  requestPayment(command: CommandKey): Outcome<CommandResult> {
    const { db } = this.#ctx;
    const { terminalId } = command;
    const seat = this.#memory.seatOfTerminal.get(terminalId);
    const { state } = this.#memory;
    const onLayout =
      seat !== undefined &&
      (((state.round === null ? undefined : seatBets(state.round, seat))?.chips.length ?? 0) > 0 ||
        state.carried.some((c) => c.seat === seat));
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
    // The player leaves (seed 000): the next one starts with the table's minimum and no favourites.
    this.#prefs.endSession(terminalId);
    this.#ctx.onChange();
    return success({ kind: 'paid', voucher });
  }

  /**
   * Rebuilds the table's memory from the journal, then voids the round a stop left open and
   * refunds each of its stakes (docs/protocol.md "Recovery").
   */
  recover(): void {
    const { db, clock } = this.#ctx;
    const replayed = replayTable<S, B, O, P>(db, this.config.tableId, this.#game.options, this.#game.entries);
    // RULES.md A.2: the bonus-number jackpot pool, seeded by the bank the first time.
    const jackpot = this.#game.rules.jackpot(this.#game.options);
    this.#memory = withJackpotPool(db, this.config.tableId, jackpot, replayed, this.#iso());
    this.#prefs.rebuild(db);
    // A manual entry awaiting validation does not survive a stop: its round is voided below.
    this.#fault = null;
    this.#pending = null;
    voidLegacyRounds(db, this.config.tableId, this.#memory.roundId, this.#iso());
    const round = this.#memory.state.round;
    if (round === null) return;
    const voided: Event<S, B, O> = {
      type: 'RoundVoided',
      at: clock.now(),
      reason: WHEEL_RESTART_REASON,
      direction: null,
      refunds: refundsOf(roundChips(round)),
    };
    this.#commit('hub', [voided]);
  }

  /** NO_SESSION, UNKNOWN_ROUND or BETS_CLOSED when round `roundId` takes no bet now, else null. */
  #bettingRefusal(roundId: number): Outcome<CommandResult> | null {
    const { db, clock } = this.#ctx;
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
      (row.closes_at !== null && clock.now() >= row.closes_at) ||
      // Seed 000: the detector missed the slowing ball; no bet until the croupier's manual entry.
      this.#fault !== null ||
      this.#pending !== null
    ) {
      return refusal('BETS_CLOSED', 'rien ne va plus: bets are closed for this round');
    }
    return null;
  }

  #place(command: CommandKey, roundId: number, bet: B | null, unit: Cents): Outcome<CommandResult> {
    const { db } = this.#ctx;
    const { terminalId } = command;
    const closed = this.#bettingRefusal(roundId);
    if (closed !== null) return closed;
    const { state } = this.#memory;
    if (state.round === null)
      return refusal('BETS_CLOSED', 'rien ne va plus: bets are closed for this round');
    if (bet === null) {
      return refusal('ILLEGAL_BET', `not a bet of this table's game (${this.#game.name})`, {
        reason: 'notThisGame',
        game: this.#game.name,
      });
    }
    const seat = seatFor(this.#memory, terminalId);
    // Unique: the round id is a journal seq, and a round never outlives the process that numbered
    // its bets (a restart voids it, recover()). Ordered: consecutive bets are neighbours in the
    // bets table's unique index, so a group commit dirties one page of it, not one per bet.
    const betId = `${roundId}-${String(++this.#betCounter).padStart(7, '0')}-${terminalId}`;
    const decision = this.#decide({
      type: 'PlaceBet',
      betId,
      seat,
      playerMinimum: this.#playerMinimum(terminalId),
      bet,
      unit,
    });
    if (!decision.ok)
      return betRefusal(decision.rejection, seatBets(state.round, seat)?.chips ?? [], (s) =>
        this.#game.spotKey(s),
      );
    const placed = decision.events.flatMap((e) => (e.type === 'BetPlaced' ? e.chips : []));
    const total = placed.reduce((t, c) => add(t, c.stake), ZERO);
    const credit = balanceOf(db, accounts.station(terminalId));
    if (total > credit)
      return refusal('INSUFFICIENT_CREDIT', 'the credit does not cover the stake', { credit });
    this.#commit(`terminal:${terminalId}`, decision.events, { terminalId }, () =>
      recordCommand(db, command, { kind: 'betAccepted', betId }),
    );
    this.#ctx.onChange();
    // The reply's station view (terminalConnection.ts) without reading it back: the credit after
    // the stake left it (nothing else moved this meter in between) and the chips this bet placed.
    const annonce = this.#game.annonceWire(bet);
    const chips = placed.map((c) => ({
      betId,
      spot: c.spot as AnyWheelSpotWire,
      stake: c.stake,
      ...(annonce === null ? {} : { annonce }),
    }));
    return success({ kind: 'betAccepted', betId, credit: subtract(credit, total), chips });
  }

  /** Undo the station's last bet still on the layout (issue 11), before rien ne va plus. */
  undoLastBet(command: CommandKey, roundId: number): Outcome<CommandResult> {
    return withdrawBets(this.#controls(command), roundId, 'last');
  }

  /** Clear one bet (by id) or the station's single-chip bets on one spot, before rien ne va plus. */
  clearBet(command: CommandKey, roundId: number, target: ClearTarget): Outcome<CommandResult> {
    return withdrawBets(this.#controls(command), roundId, target);
  }

  /** Clear every bet of the station on the layout, before rien ne va plus. */
  clearAllBets(command: CommandKey, roundId: number): Outcome<CommandResult> {
    return withdrawBets(this.#controls(command), roundId, 'all');
  }

  /** Several bets at once, all or nothing (a favourite, random combinations, annonces). */
  placeBets(command: CommandKey, roundId: number, bets: readonly BetItem[]): Outcome<CommandResult> {
    return placeBets(this.#controls(command), roundId, bets);
  }

  /** The station's bets of the last round it played, again (issue 11), all or nothing. */
  repeatLastRound(command: CommandKey, roundId: number): Outcome<CommandResult> {
    return repeatLastRound(this.#controls(command), roundId);
  }

  /** The station's bets on the layout, once more (issue 11), all or nothing. */
  doubleBets(command: CommandKey, roundId: number): Outcome<CommandResult> {
    return doubleBets(this.#controls(command), roundId);
  }

  /** The player's chosen minimum, null for the table's (hub/tables/wheel/stationSettings.ts). */
  setPlayerMinimum(command: CommandKey, minimum: Cents | null): Outcome<CommandResult> {
    return setPlayerMinimum(this.#settings(command), minimum);
  }

  /** Saves a favourite layout in its slot (hub/tables/wheel/stationSettings.ts). */
  saveFavourite(command: CommandKey, favourite: Favourite): Outcome<CommandResult> {
    return saveFavourite(this.#settings(command), favourite);
  }

  /** Deletes a favourite layout (hub/tables/wheel/stationSettings.ts). */
  deleteFavourite(command: CommandKey, slot: number): Outcome<CommandResult> {
    return deleteFavourite(this.#settings(command), slot);
  }

  /** Station `terminalId`'s own extra snapshot fields: its minimum, favourites and last gain. */
  stationExtras(terminalId: string): StationExtras {
    return stationExtras(
      this.#memory,
      this.#prefs.of(terminalId),
      this.#playerMinimum(terminalId),
      terminalId,
    );
  }

  /** The table's state and manual mode, as every station's snapshot shows them. */
  tableStatus(
    lastRoundsRemaining: number | null,
    sessionOpen: boolean,
  ): {
    tableStatus: TableStatus;
    manual: ManualMode | null;
  } {
    return tableStatus({
      sessionOpen,
      inService: this.#inService,
      lastRoundsRemaining,
      fault: this.#fault,
      pending: this.#pending?.entry.kind ?? null,
    });
  }

  #playerMinimum(terminalId: string): Cents {
    const chosen = this.#prefs.of(terminalId).minimum;
    return chosen === null || chosen < this.config.minimum ? this.config.minimum : chosen;
  }

  /** The settings' view of this table for station `command.terminalId` (hub/tables/wheel/stationSettings.ts). */
  #settings(command: CommandKey): SettingsContext {
    const { db } = this.#ctx;
    return {
      game: this.#game,
      tableMinimum: this.config.minimum,
      prefs: this.#prefs,
      terminalId: command.terminalId,
      change: (result, write) => {
        const apply = inTransaction(db, () => {
          const after = write(db, this.#iso());
          recordCommand(db, command, result);
          return after;
        });
        apply();
        this.#ctx.onChange();
        return success(result);
      },
    };
  }

  /** The controls' view of this table for station `command.terminalId` (hub/tables/wheel/playerControls.ts). */
  #controls(command: CommandKey): ControlsContext<S, B, O, P> {
    const { db } = this.#ctx;
    const { terminalId } = command;
    const seat = this.#memory.seatOfTerminal.get(terminalId);
    return {
      game: this.#game,
      memory: this.#memory,
      bettingRefusal: (roundId) => this.#bettingRefusal(roundId),
      decideEach: (commands) =>
        decideEach(this.#game.rules, this.#memory.state, commands, {
          rng: this.#ctx.rng,
          now: this.#ctx.clock.now(),
        }),
      commit: (events, result) => {
        this.#commit(`terminal:${terminalId}`, events, { terminalId }, () =>
          recordCommand(db, command, result),
        );
        this.#ctx.onChange();
      },
      credit: () => balanceOf(db, accounts.station(terminalId)),
      playerMinimum: this.#playerMinimum(terminalId),
      nextBetId: (roundId) => `${roundId}-${String(++this.#betCounter).padStart(7, '0')}-${terminalId}`,
      seat: seat ?? seatFor(this.#memory, terminalId),
      seated: seat !== undefined,
    };
  }

  /** Decides `commands` in order, each on the state the previous ones' events lead to. */
  #decide(...commands: Command<B, O>[]): Decision<S, B, O> {
    return decideAllWith(this.#game.rules, this.#memory.state, commands, {
      rng: this.#ctx.rng,
      now: this.#ctx.clock.now(),
    });
  }

  /** Journals `events` with their transfers (and `also`) in one transaction, then keeps the memory. */
  #commit<T>(
    actor: string,
    events: readonly Event<S, B, O>[],
    extra: Pick<EntryContext, 'terminalId' | 'closesAt'> = {},
    also?: (memory: WheelMemory<S, P, O>) => T,
  ): T | undefined {
    const { db } = this.#ctx;
    const playerId = extra.terminalId === undefined ? null : (this.#ctx.playerAt?.(extra.terminalId) ?? null);
    const ctx: EntryContext = {
      db,
      tableId: this.config.tableId,
      at: this.#iso(),
      actor,
      ...extra,
      ...(playerId === null ? {} : { playerId }),
    };
    // No savepoint of its own inside a command's (a group commit's): nothing on the way catches.
    const [memory, result] = inEnclosingTransaction(db, () => {
      const m = journalEvents(ctx, this.#memory, events);
      return [m, also?.(m)] as const;
    });
    this.#memory = memory;
    return result;
  }

  #sessionCommands(): Command<B, O>[] {
    return openSessionCommands<B, O>(this.#ctx.db, this.config.tableId, this.#memory.state);
  }

  #lastSpinsCommands(upcomingRound: number | null): Command<B, O>[] {
    return lastSpinsCommands<B, O>(this.#ctx.db, this.config.tableId, this.#memory.state, upcomingRound);
  }

  #closeDeciderSession(): void {
    for (const attempt of closeSessionAttempts<B, O>(this.#ctx.db, this.config.tableId, this.#memory.state)) {
      const decision = this.#decide(...attempt);
      if (!decision.ok) continue;
      const closing = decision.events.find((e) => e.type === 'SessionClosed');
      this.#commit(closing?.type === 'SessionClosed' ? closing.validatedBy.id : 'hub', decision.events);
      return;
    }
  }

  /** Manual mode, step 1 (seed 000): the croupier enters what the detector missed; nothing is decided yet. */
  requestManualEntry(ctx: ActionContext, entry: ManualEntry): StaffOutcome {
    const { state, roundId } = this.#memory;
    const wanted = phaseFor(entry);
    // docs/devices.md: manual mode needs a result the croupier can enter for this game.
    if (entry.kind === 'result' && this.#game.manualOutcome(entry.pocket) === null) {
      return refuse('SESSION_STATE', `no manual result entry at a ${this.#game.name} table`, {
        phase: 'manual',
      });
    }
    if (!this.#inService || state.round === null || roundId === null || state.round.phase !== wanted) {
      return refuse('SESSION_STATE', `a round in ${wanted} is needed`, {
        phase: state.round?.phase ?? 'none',
      });
    }
    appendEntry(ctx.db, ctx.at, 'ManualEntryRequested', ctx.actor, {
      tableId: this.config.tableId,
      roundId,
      entry,
    });
    const by = staffOf(ctx.db, ctx.actor, 'croupier');
    return done({ kind: 'manualEntryRequested', roundId, entry: entry.kind }, () => {
      // The device's own detection of this step is cancelled: the croupier's entry stands for it.
      this.#device.stop();
      this.#pending = { entry, by };
      this.#ctx.onChange();
    });
  }

  /** Manual mode, step 2: a comité member validates the entry, which the decider then records. */
  validateManualEntry(ctx: ActionContext): StaffOutcome {
    const pending = this.#pending;
    const roundId = this.#memory.roundId;
    if (pending === null || roundId === null)
      return refuse('SESSION_STATE', 'no manual entry to validate', { phase: 'none' });
    const validatedBy = staffOf(ctx.db, ctx.actor, 'comite');
    const direction = this.#nextDirection();
    // A manual rien ne va plus may be the first of the three last (as a detected one would).
    const catchUp = pending.entry.kind === 'noMoreBets' ? this.#lastSpinsCommands(roundId) : [];
    const outcomeOf = (pocket: number): O => {
      const outcome = this.#game.manualOutcome(pocket);
      // A bug, not a refusal: requestManualEntry refused a result this game cannot enter.
      if (outcome === null) throw new Error(`no manual outcome for ${pocket} at ${this.config.tableId}`);
      return outcome;
    };
    const decision = this.#decide(
      ...catchUp,
      validatedCommand<B, O>(pending, validatedBy, direction, outcomeOf),
    );
    if (!decision.ok) return validationRefusal(decision.rejection, pending);
    const entryCtx: EntryContext = { db: ctx.db, tableId: this.config.tableId, at: ctx.at, actor: ctx.actor };
    const memory = journalEvents(entryCtx, this.#memory, decision.events);
    if (decision.events.some((e) => e.type === 'RoundSettled'))
      countPlayedRound(ctx.db, this.config.tableId, roundId);
    const entry = pending.entry.kind;
    return done({ kind: 'manualEntryValidated', roundId, entry }, () => {
      this.#memory = memory;
      this.#pending = null;
      this.#fault = null;
      if (entry === 'noMoreBets') this.#device.launch(direction);
      else {
        // Seed 000: after manual mode the comité member relaunches the game (staff `relaunch`).
        this.stop();
        this.#inService = false;
      }
      this.#ctx.onChange();
    });
  }

  /** The manual-mode state staff see: a detection that failed, an entry awaiting validation. */
  get manualMode(): { readonly fault: DeviceFault | null; readonly pending: ManualEntry | null } {
    return { fault: this.#fault, pending: this.#pending?.entry ?? null };
  }

  #nextDirection(): Direction {
    // RULES.md A.2: every spin goes the opposite way to the previous one.
    return this.#memory.state.lastDirection === 'clockwise' ? 'anticlockwise' : 'clockwise';
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
    this.#commit('hub', decision.events, { closesAt: this.#device.closesAt(clock.now()) });
    this.#ctx.onChange();
    this.#device.roundOpened();
  }

  /** The device's "rien ne va plus" (detector or betting time). */
  #noMoreBets(trigger: 'detector' | 'timer'): void {
    const roundId = this.#memory.roundId;
    if (!this.#inService || roundId === null || this.#pending !== null) return;
    const decision = this.#decide(...this.#lastSpinsCommands(roundId), { type: 'CloseBets', trigger });
    // docs/devices.md: a report the decider refuses is a device fault, handled in manual mode.
    if (!decision.ok) return this.#deviceFault('noMoreBetsNotDetected');
    this.#commit(this.#deviceActor(), decision.events);
    this.#ctx.onChange();
    this.#device.launch(this.#nextDirection());
  }

  /** The device's result: settled, or voided and refunded when the decider finds it invalid. */
  #result(report: SpinReport<O>): void {
    const roundId = this.#memory.roundId;
    if (roundId === null || this.#pending !== null) return;
    const decision = this.#decide({ type: 'ReportResult', ...report });
    if (!decision.ok) return this.#deviceFault('resultNotDetected');
    const settled = decision.events.some((e) => e.type === 'RoundSettled');
    // RULES.md A.1: after the "three last" announcement only the announced rounds are played.
    const remaining = this.#commit(this.#deviceActor(), decision.events, {}, () =>
      settled ? countPlayedRound(this.#ctx.db, this.config.tableId, roundId) : null,
    );
    this.#ctx.onChange();
    if (remaining === 0 || !this.#inService) return;
    this.#cancelTimer = this.#ctx.clock.schedule(this.config.resultMs, () => this.#openRound());
  }

  /** A detection failed: betting stops and the table waits for the croupier's manual entry. */
  #deviceFault(fault: DeviceFault): void {
    const { db } = this.#ctx;
    inTransaction(db, () =>
      appendEntry(db, this.#iso(), 'DeviceFault', this.#deviceActor(), {
        tableId: this.config.tableId,
        roundId: this.#memory.roundId,
        fault,
      }),
    );
    this.#fault = fault;
    this.#ctx.onChange();
  }

  #deviceActor(): string {
    return this.config.launcher === 'automatic' ? 'hub' : `device:${this.config.tableId}`;
  }

  #iso(): string {
    return new Date(this.#ctx.clock.now()).toISOString();
  }
}
