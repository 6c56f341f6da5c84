// Vingt-trois's statistics over the last spins: each number 1–14 (the plate's pockets read as
// their numbers), rouge, noir and the white 13 apart (seed 002). Display only.
import { type SpinStatistics, spinStatistics } from '../wheelRound/statistics.ts';
import { VT_POCKETS } from './rules.ts';

const NUMBERS = Array.from({ length: 14 }, (_, i) => i + 1);

/** The statistics of vingt-trois results (the stored pocket is the plate's 0–26), newest first. */
export function vingtTroisStatistics(
  pockets: readonly number[],
): SpinStatistics<number, 'rouge' | 'noir' | 'blanc'> {
  // The colour is the pocket's, not the number's (5–12 and 14 have both).
  const colour = (c: string) => (_n: number, pocket: number) => VT_POCKETS[pocket]?.colour === c;
  return spinStatistics(pockets, NUMBERS, (p) => VT_POCKETS[p]?.number, {
    rouge: colour('rouge'),
    noir: colour('noir'),
    blanc: colour('blanc'),
  });
}
