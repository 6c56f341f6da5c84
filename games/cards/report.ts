// The request a card game's rules report receives: the one all the games share (games/report.ts),
// restated from games/cli/rules.ts's `ReportRequest`, which uses Node's `process` and so stays
// out of the pure layer's typecheck. The report tests check that each module satisfies `ReportModule`.

/** The arguments of `npm run rules -- <game>` (games/report.ts). */
export type { ReportArgs } from '../report.ts';
