// The wheel of fortune as the hub's generic wheel table runs it (seed 000; RULES.md A.4): bets on
// a symbol, the purple fixed-stake bonus, the rotation sensor (fewer than two turns or an anomaly
// voids the spin and refunds every stake, which the decider does) and its snapshot.
import { max, times } from '../../../games/money.ts';
import {
  BONUS_WHEEL,
  MAIN_WHEEL,
  WHEEL_SYMBOLS,
  WHEEL_SYMBOL_LIST,
  type WheelSymbol,
} from '../../../games/wheelOfFortune/layout.ts';
import {
  type WheelOptions,
  type WheelOutcome,
  type WheelSpot,
  wheelRules,
} from '../../../games/wheelOfFortune/rules.ts';
import type { Cents } from '../../../games/money.ts';
import type { StationSnapshot } from '../../../protocol/stationSnapshot.ts';
import { WheelSpotSchema, type WheelSpotWire } from '../../../protocol/wheelGames.ts';
import { wheelOfFortuneEntries } from '../../entries/wheelParts.ts';
import { wheelOfFortune } from '../../devices/wheelOfFortune.ts';
import type { PocketOutcome } from './wheelTypes.ts';
import { betsAs, roundWith, sharedFields } from './snapshotParts.ts';
import type { WheelOfFortuneTableConfig } from './tableConfigs.ts';
import { type CommonSnapshot, parsedOrNull, rebetChips, type WheelGame, withPocket } from './wheelGame.ts';

/** A wheel outcome as the hub journals it: the main segment is the stored pocket. */
export type WheelHubOutcome = WheelOutcome & PocketOutcome;

/** The maximum per player per spin on each symbol (A.4: a multiple of the minimum; the bonus its fixed stake). */
function maximaOf(config: WheelOfFortuneTableConfig): Record<WheelSymbol, Cents> {
  const out = {} as Record<WheelSymbol, Cents>;
  for (const s of WHEEL_SYMBOL_LIST)
    out[s] = s === 'bonus' ? config.bonusStake : times(config.minimum, WHEEL_SYMBOLS[s].maxMultiple);
  return out;
}

/** The wheel of fortune at a table configured as `config`. */
export function wheelOfFortuneGame(
  config: WheelOfFortuneTableConfig,
): WheelGame<WheelSpot, WheelSpot, WheelHubOutcome, WheelOptions> {
  const rules = withPocket(wheelRules, (o) => o.segment);
  const options: WheelOptions = {
    tableMinimum: config.minimum,
    bonusStake: config.bonusStake,
    reading: config.reading,
    mode: config.mode,
  };
  return {
    name: 'wheelOfFortune',
    rules,
    options,
    entries: wheelOfFortuneEntries,
    parseSpot: parsedOrNull<WheelSpot>(WheelSpotSchema),
    betOf: (spot) => spot,
    annonceOf: () => null,
    annonceWire: () => null,
    spotKey: (s) => s.symbol,
    rebet: rebetChips,
    // The purple bonus is one fixed stake (A.4): the minimum applies to the coloured bets.
    largestMaximum: Object.entries(maximaOf(config))
      .filter(([s]) => s !== 'bonus')
      .reduce((m, [, v]) => max(m, v), config.minimum),
    device: (clock, rng) =>
      wheelOfFortune(
        {
          // The simulated croupier presses the buzzer at "rien ne va plus" in Live mode, as the key
          // switch does in Auto mode (seed 000): the simulation launches in both (docs/devices.md).
          mode: 'auto',
          bettingMs: config.bettingMs,
          spinMs: config.spinMs,
          ...config.sensor,
        },
        clock,
        rng,
        (r) => rules.draw(options, r),
      ),
    // The sensor has no missed-detection path and a bonus segment cannot be typed in: no manual mode.
    manualOutcome: () => null,
    snapshot: (common: CommonSnapshot, outcome): StationSnapshot => ({
      tableId: common.tableId,
      tableName: common.tableName,
      game: 'wheelOfFortune',
      limits: {
        minimum: config.minimum,
        bonusStake: config.bonusStake,
        reading: config.reading,
        maxima: maximaOf(config),
      },
      ...sharedFields(common),
      round: roundWith(common, (r) => {
        const symbol = MAIN_WHEEL[r.pocket] ?? '2';
        const bonus = symbol === 'bonus' && outcome !== null ? outcome.bonusSegment : null;
        return {
          pocket: r.pocket,
          symbol,
          bonusSegment: bonus !== null && bonus < BONUS_WHEEL.length ? bonus : null,
          direction: r.direction,
        };
      }),
      bets: betsAs<WheelSpotWire>(common),
    }),
  };
}
