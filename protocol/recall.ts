// The terminal's two read-only queries on the wire: the table's rules report, and game recall (RULES.md A.1: "the last 10 games of each station are kept with stakes,
// outcome, wins, credit before and after, including a game interrupted mid-way"): one recalled
// game as hub/registers/gameRecall.ts reads it from the journal, shared by the staff's register
// query and the terminal's own `getRecall`.
import { z } from 'zod';
import { CentsSchema, NonNegativeCents } from './money.ts';

/** One recalled game of one station, newest first in every list. */
export const RecalledGameSchema = z.object({
  game: z.string(),
  tableId: z.string(),
  terminalId: z.string(),
  gameId: z.string(),
  /** `settled`; `voided` (stakes refunded); `inProgress` (an interrupted game: no end yet). */
  status: z.enum(['settled', 'voided', 'inProgress']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  bets: z.array(z.object({ label: z.string(), stake: NonNegativeCents })),
  stakes: NonNegativeCents,
  outcome: z.string(),
  /** What the game returned to the station, stakes included. */
  wins: NonNegativeCents,
  creditBefore: CentsSchema,
  creditAfter: CentsSchema,
  /** The player logged in by card who played it (issue 12 §3); absent for an anonymous player. */
  playerId: z.string().optional(),
  /** The game's journal lines; absent in the station's own offline recall (it holds no journal). */
  journalSeqs: z.object({ first: z.number().int(), last: z.number().int() }).optional(),
});

/** One recalled game. */
export type RecalledGameWire = z.infer<typeof RecalledGameSchema>;

/** The terminal's recall of its own last games (at most RECALL_DEPTH of them). */
export const StationRecallSchema = z.object({
  tableId: z.string(),
  games: z.array(RecalledGameSchema).max(10),
  /**
   * Present when the hub could not be asked: the station answered from its own store
   * (main/station/offlineRecall.ts) — the games it saw settled, the time its link went down.
   */
  offline: z.object({ since: z.string().nullable() }).optional(),
});

/** The terminal's recall of its own last games. */
export type StationRecall = z.infer<typeof StationRecallSchema>;

/** The table's rules report as a terminal shows it: the game and its French paytable (RULES.md A.1). */
export const TableRulesSchema = z.object({
  tableId: z.string(),
  /** The game as `npm run rules -- <game>` names it. */
  game: z.string(),
  /** The séance's options as `key=value` pairs (the zero rule, the jackpot, the rake…). */
  options: z.record(z.string(), z.string()),
  /** The report's text: the permanent paytable with the table's options. */
  text: z.string().max(200_000),
});

/** The table's rules report. */
export type TableRules = z.infer<typeof TableRulesSchema>;
