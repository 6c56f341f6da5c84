// Boule and vingt-trois as the hub's generic wheel table runs them (seed 002, art. 46; RULES.md
// A.3): pleins and chances simples, the apparatus the croupier turns the opposite way each time
// (the decider voids a spin reported in the same direction), and their snapshots.
import { times } from '../../../games/money.ts';
import type { Rng } from '../../../games/rng.ts';
import {
  type BouleOptions,
  type BouleOutcome,
  type BouleSpot,
  bouleRules,
} from '../../../games/boule/rules.ts';
import {
  VT_POCKETS,
  type VtOptions,
  type VtOutcome,
  type VtSpot,
  vingtTroisRules,
} from '../../../games/vingtTrois/rules.ts';
import type { StationSnapshot } from '../../../protocol/stationSnapshot.ts';
import {
  BouleSpotSchema,
  type BouleSpotWire,
  VingtTroisSpotSchema,
  type VingtTroisSpotWire,
} from '../../../protocol/wheelGames.ts';
import { bouleEntries, vingtTroisEntries } from '../../entries/wheelParts.ts';
import { bouleApparatus } from '../../devices/bouleApparatus.ts';
import type { PocketOutcome } from './wheelTypes.ts';
import { betsAs, roundWith, sharedFields } from './snapshotParts.ts';
import type { PleinChanceTableConfig } from './tableConfigs.ts';
import { type CommonSnapshot, parsedOrNull, rebetChips, type WheelGame, withPocket } from './wheelGame.ts';

/** The key the plein-and-chances limit check gives a spot (games/wheelRound/pleinChanceTable.ts). */
const keyOf = (s: BouleSpot | VtSpot): string => (s.kind === 'plein' ? `plein-${s.number}` : s.chance);

/** The decider options of a boule or vingt-trois table as configured. */
function optionsOf(config: PleinChanceTableConfig): BouleOptions & VtOptions {
  return {
    tableMinimum: config.minimum,
    pleinMaxMultiple: config.pleinMaxMultiple,
    chanceMaxMultiple: config.chanceMaxMultiple,
  };
}

function limitsOf(config: PleinChanceTableConfig) {
  const maxPlein = times(config.minimum, config.pleinMaxMultiple);
  const maxChance = times(config.minimum, config.chanceMaxMultiple);
  // Issue 11: the maximum of every bet kind under one name, as at every wheel game.
  return { minimum: config.minimum, maxPlein, maxChance, maxima: { plein: maxPlein, chance: maxChance } };
}

/** The simulated apparatus of `config`, drawing with `draw`. */
function apparatus<O>(config: PleinChanceTableConfig, draw: (rng: Rng) => O) {
  return (clock: Parameters<typeof bouleApparatus>[1], rng: Rng) =>
    bouleApparatus({ bettingMs: config.bettingMs, spinMs: config.spinMs }, clock, rng, draw);
}

/** A boule outcome as the hub journals it: the number is the stored pocket. */
export type BouleHubOutcome = BouleOutcome & PocketOutcome;

/** Boule at a table configured as `config`. */
export function bouleGame(
  config: PleinChanceTableConfig,
): WheelGame<BouleSpot, BouleSpot, BouleHubOutcome, BouleOptions> {
  const rules = withPocket(bouleRules, (o) => o.number);
  const options = optionsOf(config);
  return {
    name: 'boule',
    rules,
    options,
    entries: bouleEntries,
    parseSpot: parsedOrNull<BouleSpot>(BouleSpotSchema),
    betOf: (spot) => spot,
    annonceOf: () => null,
    annonceWire: () => null,
    spotKey: keyOf,
    rebet: rebetChips,
    largestMaximum: limitsOf(config).maxChance,
    device: apparatus(config, (rng) => rules.draw(options, rng)),
    // A croupier may enter the number by hand (validated by a comité member); the apparatus has no detector.
    manualOutcome: (pocket) => ({ number: pocket, pocket }),
    snapshot: (common: CommonSnapshot): StationSnapshot => ({
      tableId: common.tableId,
      tableName: common.tableName,
      game: 'boule',
      limits: limitsOf(config),
      ...sharedFields(common),
      round: roundWith(common, (r) => r),
      bets: betsAs<BouleSpotWire>(common),
    }),
  };
}

/** Vingt-trois at a table configured as `config`: the stored pocket is the plate's pocket 0–26. */
export function vingtTroisGame(
  config: PleinChanceTableConfig,
): WheelGame<VtSpot, VtSpot, VtOutcome, VtOptions> {
  const options = optionsOf(config);
  return {
    name: 'vingtTrois',
    rules: vingtTroisRules,
    options,
    entries: vingtTroisEntries,
    parseSpot: parsedOrNull<VtSpot>(VingtTroisSpotSchema),
    betOf: (spot) => spot,
    annonceOf: () => null,
    annonceWire: () => null,
    spotKey: keyOf,
    rebet: rebetChips,
    largestMaximum: limitsOf(config).maxChance,
    device: apparatus(config, (rng) => vingtTroisRules.draw(options, rng)),
    manualOutcome: (pocket) => ({ pocket }),
    snapshot: (common: CommonSnapshot): StationSnapshot => ({
      tableId: common.tableId,
      tableName: common.tableName,
      game: 'vingtTrois',
      limits: limitsOf(config),
      ...sharedFields(common),
      round: roundWith(common, (r) => {
        // The stored pocket was checked by the decider (isOutcome): it is one of the plate's.
        const pocket = VT_POCKETS[r.pocket] ?? { number: 13, colour: 'blanc' as const };
        return { pocket: r.pocket, number: pocket.number, colour: pocket.colour, direction: r.direction };
      }),
      bets: betsAs<VingtTroisSpotWire>(common),
    }),
  };
}
