// The one shape of every game's rules report (issue 10 §7; docs/rules.md "Rules reports"):
// `npm run --silent rules -- <game> --json` prints a `RulesReport` for each of the seven games,
// and each games/<game>/report.ts declares its own report as an extension of it.

/** The arguments of `npm run rules -- <game>` (games/cli/rules.ts passes its `ReportRequest`). */
export interface ReportArgs {
  /** Table options, `--option key=value`. */
  readonly options: Readonly<Record<string, string>>;
  /** `--simulate N`: add a return measured over N CSPRNG rounds. */
  readonly simulate?: number;
  /** `--enumerate`: add exhaustive counts where the game has them (hold'em categories). */
  readonly enumerate?: boolean;
}

/** A measured return's 99 % interval, as fractions. */
export interface RtpInterval {
  /** Lower bound. */
  readonly low: number;
  /** Upper bound. */
  readonly high: number;
}

/** One bet of a rules report; a game adds its own fields (covers, maxStake, rounds…). */
export interface ReportBet {
  /** The bet's key, as the engine names it (`plein`, `banco`, `main`, …). */
  readonly bet: string;
  /** The payout as the felt and the French paytable word it ("1 contre 1", "2 pour 1"). */
  readonly payoutText: string;
  /** Return to player per unit staked, stake included, as a fraction (0.973 for 97,3 %). */
  readonly rtp?: number;
  /** The same return as an exact fraction of integers, "36/37", where it is known exactly. */
  readonly rtpExact?: string;
  /** Where `rtp` is measured: its 99 % interval. */
  readonly rtpInterval?: RtpInterval;
  /** 1 − rtp. */
  readonly houseEdge?: number;
}

/** Every game's rules report: the game, the options in force, one line per bet, then its own fields. */
export interface RulesReport<B extends ReportBet = ReportBet> {
  /** The game as `npm run rules -- <game>` names it. */
  readonly game: string;
  /** The table options the report was built for. */
  readonly options: object;
  /** One line per bet (none for hold'em, whose only levy is the rake). */
  readonly bets: readonly B[];
}
