// Roulette as the hub's generic wheel table runs it (RULES.md A.2, seed 000): its rules, options,
// spots and annonces on the wire, launcher or cylinder, manual mode and snapshot.
import { type RouletteSpot, spotKey } from '../../games/roulette/bets.ts';
import type { RouletteOptions } from '../../games/roulette/options.ts';
import { type RouletteBet, type RouletteOutcome, rouletteRules } from '../../games/roulette/rules.ts';
import { RouletteSpotSchema, type RouletteSpotWire } from '../../protocol/roulette.ts';
import { parsedOrNull, type WheelGame } from '../wheel/wheelGame.ts';
import { rouletteDevice } from './rouletteDevice.ts';
import type { RouletteTableConfig } from './tableConfig.ts';
import { rouletteOptionsOf } from './wheelOptions.ts';

/** The roulette game of a table configured as `config`. */
export function rouletteGame(
  config: RouletteTableConfig,
): WheelGame<RouletteSpot, RouletteBet, RouletteOutcome, RouletteOptions> {
  return {
    name: 'roulette',
    rules: rouletteRules,
    options: rouletteOptionsOf(config),
    parseSpot: parsedOrNull<RouletteSpot>(RouletteSpotSchema),
    betOf: (spot) => ({ kind: 'spot', spot }),
    annonceOf: (annonce) =>
      annonce.kind === 'random' ? { kind: 'random', count: annonce.count } : { kind: 'annonce', annonce },
    spotKey,
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
