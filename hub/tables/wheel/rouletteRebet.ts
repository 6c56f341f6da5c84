// Roulette's bets placed again (issue 11: repeat the last round, double the current bets): an
// annonce is placed again as the same annonce at its unit, so that it stays one bet drawn on the
// racetrack; a random combination is placed again as the pleins it drew (a repeat never redraws).
import { type Cents, min, times } from '../../../games/money.ts';
import { expandAnnonce } from '../../../games/roulette/annonces.ts';
import { type RouletteSpot, spotKey } from '../../../games/roulette/bets.ts';
import type { RouletteBet } from '../../../games/roulette/rules.ts';
import type { PlacedBet } from './wheelTypes.ts';

/** The same chips one by one, each a single-spot bet at its own stake. */
function chipByChip(placed: PlacedBet<RouletteSpot>): { bet: RouletteBet; unit: Cents }[] {
  return placed.chips.map((c) => ({ bet: { kind: 'spot', spot: c.spot }, unit: c.stake }));
}

/** The bets that put `placed`'s chips on the layout again, exactly. */
export function rouletteRebet(placed: PlacedBet<RouletteSpot>): { bet: RouletteBet; unit: Cents }[] {
  const bet = placed.bet as RouletteBet | undefined;
  const first = placed.chips[0];
  if (bet === undefined || first === undefined) return chipByChip(placed);
  if (bet.kind === 'spot') return [{ bet, unit: first.stake }];
  if (bet.kind === 'random') return chipByChip(placed);
  // Every annonce has a one-unit chip: its smallest chip is its unit. The expansion at that unit
  // is checked against the chips it placed, and anything else is placed chip by chip.
  const unit = placed.chips.reduce((u, c) => min(u, c.stake), first.stake);
  const expanded = expandAnnonce(bet.annonce);
  const same =
    expanded.length === placed.chips.length &&
    expanded.every((e, i) => {
      const chip = placed.chips[i];
      return (
        chip !== undefined && spotKey(e.spot) === spotKey(chip.spot) && times(unit, e.units) === chip.stake
      );
    });
  return same ? [{ bet, unit }] : chipByChip(placed);
}
