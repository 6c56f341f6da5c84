// Game recall without the hub (RULES.md A.1: the last 10 games of each station are kept): when the
// link is down, the station answers `getRecall` from its own store (main/station/stationMirror.ts
// wrote one line per settled game it played: a wheel round, a black jack hand, a punto banco coup), marked `offline` so that the screen says so. The
// store holds no journal and no bet list: those fields stay honest (absent, empty), never invented.
import { z } from 'zod';
import { RecalledGameSchema, type RecalledGameWire, type StationRecall } from '../../protocol/recall.ts';
import type { RecallRow } from './stationStore.ts';

/** A wheel round's recall line as recallLines.ts writes it, parsed again (the file is never trusted by `as`). */
const WheelLineSchema = z.object({
  game: z.enum(['roulette', 'boule', 'vingtTrois', 'wheelOfFortune']),
  roundId: z.number().int(),
  pocket: z.number().int().nonnegative(),
  staked: z.number().int().nonnegative(),
  returned: z.number().int().nonnegative(),
  creditAfter: z.number().int().nonnegative(),
});

/** A black jack hand's or a punto banco coup's recall line, parsed again. */
const CardLineSchema = z.object({
  game: z.enum(['blackjack', 'puntoBanco']),
  gameNo: z.number().int().nonnegative(),
  outcome: z.string().max(200),
  staked: z.number().int().nonnegative(),
  returned: z.number().int().nonnegative(),
  creditAfter: z.number().int().nonnegative(),
});

const StoredLineSchema = z.union([WheelLineSchema, CardLineSchema]);

/** What a stored line says: its game, its outcome in words, and its figures. */
function readLine(line: z.infer<typeof StoredLineSchema>): { game: string; outcome: string } {
  if ('gameNo' in line) return { game: line.game, outcome: line.outcome };
  return {
    game: line.game,
    outcome: line.game === 'wheelOfFortune' ? `segment ${line.pocket}` : `numéro ${line.pocket}`,
  };
}

/** The station's recall of table `tableId` from its stored rows (newest first), marked offline since `since`. */
export function offlineRecall(
  rows: readonly RecallRow[],
  tableId: string,
  terminalId: string,
  since: string | null,
): StationRecall {
  const games: RecalledGameWire[] = [];
  for (const row of rows) {
    if (row.tableId !== tableId) continue;
    const line = StoredLineSchema.safeParse(row.line);
    if (!line.success) continue;
    const { staked, returned, creditAfter } = line.data;
    const { game: kind, outcome } = readLine(line.data);
    const creditBefore = creditAfter - returned + staked;
    // A line whose figures do not add up (a negative credit before) is left out, not shown wrong.
    if (creditBefore < 0) continue;
    const game = RecalledGameSchema.safeParse({
      game: kind,
      tableId,
      terminalId,
      // The wheel's round id; a card game's stored key (its numbers start again at each shoe).
      gameId: String(row.roundId),
      status: 'settled',
      // The station knows when it saw the settlement, not when the game began.
      startedAt: row.savedAt,
      endedAt: row.savedAt,
      bets: [],
      stakes: staked,
      outcome,
      wins: returned,
      // The credit before the game: what it is after, less what came back, plus what was staked.
      creditBefore,
      creditAfter,
    });
    if (game.success) games.push(game.data);
  }
  return { tableId, games: games.slice(0, 10), offline: { since } };
}
