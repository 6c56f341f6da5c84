// What the hub, its connections and its staff see of a table, whatever its wheel game.
import type { Cents } from '../../../games/money.ts';
import type { CommandResult } from '../../../protocol/hubMessages.ts';
import type { AnnonceWire } from '../../../protocol/roulette.ts';
import type { StationSnapshot } from '../../../protocol/stationSnapshot.ts';
import type { DeviceFault } from '../../devices/device.ts';
import type { Outcome } from '../../outcome.ts';
import type { ManualEntry } from './manualEntry.ts';
import type { StationChip } from './wheelTypes.ts';
import type { ActionContext } from '../../staff/actionContext.ts';
import type { StaffOutcome } from '../../staff/staffOutcome.ts';
import type { CommandKey } from '../../store/commands.ts';
import type { CommonSnapshot, WheelTableConfig } from './wheelGame.ts';
import type { ManualMode, TableStatus } from '../../../protocol/stationSnapshot.ts';
import type { BetItem, ClearTarget, Favourite } from '../../../protocol/wheelCommands.ts';
import type { StationExtras } from './stationExtras.ts';

/** A running table of any wheel game (hub/tables/wheel/wheelTable.ts implements it). */
export interface HubTable {
  /** Its configuration, journaled when its session opens. */
  readonly config: WheelTableConfig;
  /** True while the session is open and its stations in service. */
  readonly sessionOpen: boolean;
  /** The manual-mode state staff see. */
  readonly manualMode: { readonly fault: DeviceFault | null; readonly pending: ManualEntry | null };
  /** Opens a session in one step (the demo's staff), or relaunches one a restart left open. */
  openSession(requestedBy: string, validatedBy: string): void;
  /** Puts the stations in service after a committed opening or relaunch. */
  startService(): void;
  /** Takes the stations out of service after a committed closing. */
  endService(): void;
  /** Tells the table's terminals that something they show changed. */
  notifyChange(): void;
  /** Stops the device's timers. */
  stop(): void;
  /** Credit-in by a cashier action. */
  creditIn(terminalId: string, amount: Cents, method: string, cashier: string): void;
  /** The chips station `terminalId` has on the layout. */
  stationChips(terminalId: string): readonly StationChip<unknown>[];
  /** A chip on one spot of the table's game; another game's spot is refused (ILLEGAL_BET). */
  placeBet(command: CommandKey, roundId: number, spot: unknown, stake: Cents): Outcome<CommandResult>;
  /** An annonce (roulette only; elsewhere ILLEGAL_BET). */
  placeAnnonce(
    command: CommandKey,
    roundId: number,
    annonce: AnnonceWire,
    unit: Cents,
  ): Outcome<CommandResult>;
  /**
   * Issue 11: a random combination of `count` pleins proposed by the device (roulette only;
   * elsewhere ILLEGAL_BET), drawn by the hub's RNG. Nothing is placed, debited or journaled.
   */
  proposeRandom(count: number): Outcome<readonly number[]>;
  /** "Paiement". */
  requestPayment(command: CommandKey): Outcome<CommandResult>;
  /** Issue 11: undo the station's last bet on the layout, before rien ne va plus. */
  undoLastBet(command: CommandKey, roundId: number): Outcome<CommandResult>;
  /** Issue 11: clear one bet by id, or the station's single-chip bets on one spot. */
  clearBet(command: CommandKey, roundId: number, target: ClearTarget): Outcome<CommandResult>;
  /** Issue 11: clear every bet of the station on the layout. */
  clearAllBets(command: CommandKey, roundId: number): Outcome<CommandResult>;
  /** Issue 11: several bets at once, all or nothing. */
  placeBets(command: CommandKey, roundId: number, bets: readonly BetItem[]): Outcome<CommandResult>;
  /** Issue 11: the last round played at the station, again. */
  repeatLastRound(command: CommandKey, roundId: number): Outcome<CommandResult>;
  /** Issue 11: the station's bets on the layout, once more. */
  doubleBets(command: CommandKey, roundId: number): Outcome<CommandResult>;
  /** Issue 11: the player's chosen minimum. */
  setPlayerMinimum(command: CommandKey, minimum: Cents | null): Outcome<CommandResult>;
  /** Issue 11: a favourite layout saved in its slot. */
  saveFavourite(command: CommandKey, favourite: Favourite): Outcome<CommandResult>;
  /** Issue 11: a favourite layout deleted. */
  deleteFavourite(command: CommandKey, slot: number): Outcome<CommandResult>;
  /** Issue 11: the station's own extra snapshot fields. */
  stationExtras(terminalId: string): StationExtras;
  /** Issue 11: the table's state and manual mode. */
  tableStatus(
    lastRoundsRemaining: number | null,
    sessionOpen: boolean,
  ): { tableStatus: TableStatus; manual: ManualMode | null };
  /** Rebuilds the memory from the journal and voids a round a stop left open. */
  recover(): void;
  /** Manual mode, step 1. */
  requestManualEntry(ctx: ActionContext, entry: ManualEntry): StaffOutcome;
  /** Manual mode, step 2. */
  validateManualEntry(ctx: ActionContext): StaffOutcome;
  /** The station's snapshot from its common part (hub/tables/wheel/snapshot.ts). */
  describe(common: CommonSnapshot): StationSnapshot;
}
