// The shared round lifecycle of the wheel games (DESIGN.md "Rounds and sessions"; RULES.md A.1–A.4):
// faites vos jeux → rien ne va plus → result → settlement, as plain JSON-serialisable data.
import type { Cents } from '../money.ts';
import type { Rng } from '../rng.ts';
import type { JackpotConfig, JackpotShare } from '../roulette/jackpot.ts';

/** The way the plate, cylinder or wheel turned. */
export type Direction = 'clockwise' | 'anticlockwise';

/** A member of staff acting; the hub authenticates them, the decider checks the role the rule needs. */
export interface Staff {
  /** Staff identifier. */
  readonly id: string;
  /** Their role: only a comité de direction member validates (RULES.md A.1, A.2 manual mode). */
  readonly role: 'croupier' | 'chef' | 'comite';
}

/** A stake on one spot. */
export interface Chip<S> {
  /** Where it lies. */
  readonly spot: S;
  /** How much. */
  readonly stake: Cents;
}

/** A chip accepted in the current spin. */
export interface PlacedChip<S> extends Chip<S> {
  /** The command id of the bet that placed it (an annonce places several chips). */
  readonly betId: string;
  /** The player's seat. */
  readonly seat: number;
}

/** A stake kept on the table from an earlier spin (a chance simple in prison, RULES.md A.2). */
export interface CarriedChip<S> extends PlacedChip<S> {
  /** 1: prison; 2: double prison. */
  readonly level: 1 | 2;
}

/** What happened to a stake at settlement. */
export type BetOutcome = 'won' | 'lost' | 'partage' | 'prison' | 'released';

/** A game's result for one chip: its outcome, the amount returned and, in prison, the new level. */
export interface ChipResult {
  /** Outcome of the chip. */
  readonly outcome: BetOutcome;
  /** Returned to the player, stake included. */
  readonly returned: Cents;
  /** Prison level when the stake stays on the table. */
  readonly level?: 1 | 2;
}

/** Why a command was refused: typed, never thrown (STYLE.md). */
export interface Rejection {
  /** Machine-readable reason. */
  readonly code:
    | 'sessionClosed'
    | 'sessionOpen'
    | 'roundInProgress'
    | 'noRound'
    | 'betsClosed'
    | 'betsOpen'
    | 'duplicateBet'
    | 'unknownBet'
    | 'illegalBet'
    | 'limit'
    | 'badOutcome'
    | 'lastSpinsAnnounced'
    | 'lastSpinsPlayed'
    | 'lastSpinsPending'
    | 'notAuthorised';
  /** Details for the message (the limit, the spot). */
  readonly detail?: unknown;
}

/** Randomness and time, from the hub (DESIGN.md "Randomness"). */
export interface Ctx {
  /** The CSPRNG (a seeded one only in tests and replays). */
  readonly rng: Rng;
  /** Milliseconds since the epoch. */
  readonly now: number;
}

/** What one game plugs into the shared lifecycle. */
export interface WheelRules<S, B, O, P> {
  /** The game's report name. */
  readonly game: string;
  /** Minimum full turns for a valid spin (seed 000: the wheel turns at least twice). */
  readonly minTurns: number;
  /** Expands a bet (a spot, an annonce, a random combination) into chips, drawing from `rng` if it must. */
  expand(options: P, bet: B, unit: Cents, rng: Rng): Chip<S>[] | Rejection;
  /** Checks added chips against the limits given the player's chips already in this spin. */
  checkChips(
    options: P,
    playerMinimum: Cents,
    existing: readonly Chip<S>[],
    added: readonly Chip<S>[],
  ): Rejection | undefined;
  /** True when an outcome reported by a device or a croupier is a possible one. */
  isOutcome(options: P, outcome: O): boolean;
  /** Settles a chip (or a carried chip at `level`) against an outcome. */
  settle(options: P, chip: Chip<S>, outcome: O, level?: 1 | 2): ChipResult;
  /** The jackpot options, when the table has the bonus-number jackpot. */
  jackpot(options: P): JackpotConfig | null;
  /** The number a chip holds en plein, for the jackpot. */
  pleinOn(spot: S): number | undefined;
  /** The winning number of an outcome, for the jackpot. */
  winningNumber(outcome: O): number;
  /** Draws an outcome as the simulated device would (for demo mode, tests and --simulate). */
  draw(options: P, rng: Rng): O;
}

/** Ledger accounts named by a settlement (station credit, table bank, jackpot pool). */
export type Account = `station:${number}` | 'table:bank' | 'jackpot:pool';

/** One ledger movement implied by a settlement. */
export interface Transfer {
  /** Debited account. */
  readonly from: Account;
  /** Credited account. */
  readonly to: Account;
  /** Amount, positive. */
  readonly amount: Cents;
  /** Why. */
  readonly reason: 'payout' | 'refund' | 'jackpotContribution' | 'jackpotWin' | 'jackpotReset';
}

/** Re-export for the jackpot section of a settlement. */
export type { JackpotShare };
