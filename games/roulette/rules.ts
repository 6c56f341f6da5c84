// Roulette plugged into the shared wheel-round lifecycle (RULES.md A.2).
import { type Cents, times } from '../money.ts';
import { sample } from '../rng.ts';
import type { ChipResult, Rejection, WheelRules } from '../wheelRound/types.ts';
import { type Annonce, expandAnnonce, isLegalAnnonce } from './annonces.ts';
import type { RouletteSpot } from './bets.ts';
import { checkRouletteChips } from './limits.ts';
import type { RouletteOptions } from './options.ts';
import { settlePrisoner } from './prison.ts';
import { settleSpot } from './settle.ts';

/** What a player asks for: one spot, an annonce, or a random combination of pleins drawn by the device. */
export type RouletteBet =
  | { readonly kind: 'spot'; readonly spot: RouletteSpot }
  | { readonly kind: 'annonce'; readonly annonce: Annonce }
  | { readonly kind: 'random'; readonly count: number };

/** The winning pocket, as the detector (or the croupier) reports it. */
export interface RouletteOutcome {
  /** 0–36. */
  readonly pocket: number;
}

const POCKETS = Array.from({ length: 37 }, (_, n) => n);

/** The roulette rules of the shared lifecycle. */
export const rouletteRules: WheelRules<RouletteSpot, RouletteBet, RouletteOutcome, RouletteOptions> = {
  game: 'roulette',
  minTurns: 0,
  expand(options, bet, unit, rng) {
    switch (bet.kind) {
      case 'spot':
        return [{ spot: bet.spot, stake: unit }];
      case 'annonce':
        if (!isLegalAnnonce(bet.annonce)) return { code: 'illegalBet', detail: bet.annonce };
        return expandAnnonce(bet.annonce).map((c) => ({ spot: c.spot, stake: times(unit, c.units) }));
      case 'random': {
        // A.2: "random combinations proposed by the device" draw from the hub's RNG; the drawn
        // pleins go into the BetPlaced event.
        if (!Number.isInteger(bet.count) || bet.count < 1 || bet.count > options.maxRandomChips) {
          return { code: 'illegalBet', detail: { count: bet.count, max: options.maxRandomChips } };
        }
        return sample(rng, POCKETS, bet.count)
          .sort((a, b) => a - b)
          .map((n) => ({ spot: { kind: 'plein', number: n } as const, stake: unit }));
      }
      default:
        // An unknown kind from the wire: a typed refusal, never an undefined expansion.
        return { code: 'illegalBet', detail: bet };
    }
  },
  checkChips(options, playerMinimum: Cents, existing, added): Rejection | undefined {
    const refused = checkRouletteChips(options.limits, playerMinimum, existing, added);
    return refused === undefined
      ? undefined
      : { code: refused.code === 'illegalSpot' ? 'illegalBet' : 'limit', detail: refused };
  },
  isOutcome: (_options, o) => Number.isInteger(o.pocket) && o.pocket >= 0 && o.pocket <= 36,
  settle(options, chip, outcome, level): ChipResult {
    if (level !== undefined && chip.spot.kind === 'chance') {
      return settlePrisoner(chip.spot.chance, chip.stake, level, outcome.pocket, options.doublePrison);
    }
    const r = settleSpot(chip.spot, chip.stake, outcome.pocket, options.zeroRule);
    return r.outcome === 'prison' ? { ...r, level: 1 } : r;
  },
  jackpot: (options) => options.jackpot,
  pleinOn: (spot) => (spot.kind === 'plein' ? spot.number : undefined),
  winningNumber: (o) => o.pocket,
  draw: (_options, rng) => ({ pocket: rng.int(37) }),
};
