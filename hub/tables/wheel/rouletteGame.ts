// Roulette as the hub's generic wheel table runs it (RULES.md A.2, seed 000): its rules, options,
// spots and annonces on the wire, launcher or cylinder, manual mode and snapshot.
import { type Cents, max } from '../../../games/money.ts';
import { type RouletteSpot, SPOT_KINDS, type SpotKind, spotKey } from '../../../games/roulette/bets.ts';
import { maxStake } from '../../../games/roulette/limits.ts';
import type { RouletteOptions } from '../../../games/roulette/options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../../../games/roulette/rules.ts';
import { RouletteSpotSchema, type RouletteSpotWire } from '../../../protocol/roulette.ts';
import { rouletteEntries } from '../../entries/wheelParts.ts';
import { parsedOrNull, type WheelGame } from './wheelGame.ts';
import { rouletteDevice } from './rouletteDevice.ts';
import type { RouletteTableConfig } from './tableConfig.ts';
import { rouletteOptionsOf } from './wheelOptions.ts';
import { rouletteRebet } from './rouletteRebet.ts';

/** The roulette game of a table configured as `config`. */
export function rouletteGame(
  config: RouletteTableConfig,
): WheelGame<RouletteSpot, RouletteBet, RouletteOutcome, RouletteOptions> {
  const options = rouletteOptionsOf(config);
  return {
    name: 'roulette',
    rules: rouletteRules,
    options,
    entries: rouletteEntries,
    parseSpot: parsedOrNull<RouletteSpot>(RouletteSpotSchema),
    betOf: (spot) => ({ kind: 'spot', spot }),
    annonceOf: (annonce) =>
      annonce.kind === 'random' ? { kind: 'random', count: annonce.count } : { kind: 'annonce', annonce },
    annonceWire: (bet) =>
      bet.kind === 'spot' ? null : bet.kind === 'random' ? { kind: 'random', count: bet.count } : bet.annonce,
    spotKey,
    rebet: rouletteRebet,
    largestMaximum: SPOT_KINDS.reduce(
      (m, k) => max(m, maxStake(options.limits, k)),
      options.limits.tableMinimum,
    ),
    device: (clock, rng) => rouletteDevice(config, clock, rng),
    // Seed 000 manual mode: the croupier enters the number the detector missed.
    manualOutcome: (pocket) => ({ pocket }),
    snapshot: (common) => ({
      tableId: common.tableId,
      tableName: common.tableName,
      game: 'roulette',
      limits: {
        minimum: config.minimum,
        maxPlein: config.maxPlein,
        maxChance: config.maxChance,
        zeroRule: config.zeroRule,
        // Issue 11: the maximum per player per spin of every bet kind (art. 53 multiples).
        maxima: Object.fromEntries(SPOT_KINDS.map((k) => [k, maxStake(options.limits, k)])) as Record<
          SpotKind,
          Cents
        >,
      },
      session: common.session,
      lastRoundsRemaining: common.lastRoundsRemaining,
      hubTime: common.hubTime,
      round: common.round,
      credit: common.credit,
      bets: common.bets.map((b) => ({ ...b, spot: b.spot as RouletteSpotWire })),
      lastResults: [...common.lastResults],
      lastSettlement: common.lastSettlement,
      jackpot: common.jackpot ?? null,
    }),
  };
}
