// The player's own minimum as a touch proposes it (seed 000: "choisir sa mise minimum"), the same
// steps as roulette's: each touch the next chip above the current minimum, up to 20 €, then back
// to the table's (null). The hub checks and keeps it; this only proposes.
import { chipsFor } from '../../felt/chips.ts';
import type { Cents } from '../../../../games/money.ts';

/** The highest own minimum a touch proposes, in cents (20 €). */
export const OWN_MINIMUM_CAP = 2000;

/** The minimum the next touch proposes: the next chip above `own` (or the table's), or null once past the cap. */
export function nextMinimum(tableMinimum: number, own: number | null): Cents | null {
  const current = own ?? tableMinimum;
  return chipsFor(tableMinimum).find((c) => c <= OWN_MINIMUM_CAP && c > current) ?? null;
}
