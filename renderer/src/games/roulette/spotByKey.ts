// The roulette spot named by a key ("plein-17", "cheval-17-20", "rouge"), from the felt's own
// targets: every one of the 161 spots of games/roulette/feltLayout.ts, in its wire shape.
import { ROULETTE_FELT } from '../../../../games/roulette/feltLayout.ts';
import type { RouletteSpotWire } from '../../../../protocol/roulette.ts';

const BY_KEY: ReadonlyMap<string, RouletteSpotWire> = new Map(
  ROULETTE_FELT.zones.map((z): [string, RouletteSpotWire] => [
    z.key,
    'numbers' in z.spot ? { kind: z.spot.kind, numbers: [...z.spot.numbers] } : { ...z.spot },
  ]),
);

/** The spot of `key`, or null for a key the felt does not have. */
export function rouletteSpotForKey(key: string): RouletteSpotWire | null {
  return BY_KEY.get(key) ?? null;
}
