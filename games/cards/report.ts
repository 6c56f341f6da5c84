// The request a rules report receives, restated structurally: games/cli/rules.ts (which defines
// `ReportRequest`) uses Node's `process`, and importing even its types would pull it into the
// pure layer's typecheck. The report tests check that each module satisfies `ReportModule`.

/** The arguments of `npm run rules -- <game>` (same shape as `ReportRequest` in games/cli). */
export interface ReportArgs {
  /** Table options, `--option key=value`. */
  readonly options: Readonly<Record<string, string>>;
  /** `--simulate N`: add a return measured over N CSPRNG rounds. */
  readonly simulate?: number;
  /** `--enumerate`: add exhaustive counts where the game has them. */
  readonly enumerate?: boolean;
}
