// Game recall without the hub (RULES.md A.1: the last 10 games of each station are kept): when the
// link is down, the station answers `getRecall` from its own store (main/station/stationMirror.ts
// wrote one line per settled game it played), marked `offline` so that the screen says so. The
// store holds no journal and no bet list: those fields stay honest (absent, empty), never invented.
import { z } from 'zod';
import { RecalledGameSchema, type RecalledGameWire, type StationRecall } from '../../protocol/recall.ts';
import type { RecallRow } from './stationStore.ts';

/** A recall line as stationMirror.ts writes it, parsed again (the file is never trusted by `as`). */
const StoredLineSchema = z.object({
  game: z.enum(['roulette', 'boule', 'vingtTrois', 'wheelOfFortune']),
  roundId: z.number().int(),
  pocket: z.number().int().nonnegative(),
  staked: z.number().int().nonnegative(),
  returned: z.number().int().nonnegative(),
  creditAfter: z.number().int().nonnegative(),
});

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
    const { game: kind, roundId, pocket, staked, returned, creditAfter } = line.data;
    const creditBefore = creditAfter - returned + staked;
    // A line whose figures do not add up (a negative credit before) is left out, not shown wrong.
    if (creditBefore < 0) continue;
    const game = RecalledGameSchema.safeParse({
      game: kind,
      tableId,
      terminalId,
      gameId: String(roundId),
      status: 'settled',
      // The station knows when it saw the settlement, not when the round opened.
      startedAt: row.savedAt,
      endedAt: row.savedAt,
      bets: [],
      stakes: staked,
      outcome: kind === 'wheelOfFortune' ? `segment ${pocket}` : `numéro ${pocket}`,
      wins: returned,
      // The credit before the game: what it is after, less what came back, plus what was staked.
      creditBefore,
      creditAfter,
    });
    if (game.success) games.push(game.data);
  }
  return { tableId, games: games.slice(0, 10), offline: { since } };
}
