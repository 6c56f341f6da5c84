// The configuration of a boule, vingt-trois or wheel-of-fortune table, recorded in the journal
// when its session opens (RULES.md: every table option is journaled), and the union of every
// wheel table's configuration the hub starts with.
import type { Cents } from '../../../games/money.ts';
import type { PayoutReading } from '../../../games/wheelOfFortune/rules.ts';
import type { RouletteTableConfig } from './tableConfig.ts';
import type { WheelTableConfig } from './wheelGame.ts';

/** A boule or vingt-trois table (seed 002, art. 46; RULES.md A.3): only pleins and chances simples. */
export interface PleinChanceTableConfig extends WheelTableConfig {
  readonly game: 'boule' | 'vingtTrois';
  /** Plein maximum as a multiple of the minimum, chosen at opening within seed 002's range. */
  readonly pleinMaxMultiple: number;
  /** Chance simple maximum as a multiple of the minimum, within seed 002's range. */
  readonly chanceMaxMultiple: number;
}

/** The simulated rotation sensor of a wheel of fortune (hub/devices/wheelOfFortune.ts). */
export interface WheelSensorSettings {
  /** Full turns are drawn from `minTurns` to `maxTurns` inclusive (fewer than two voids the spin, A.4). */
  readonly minTurns: number;
  readonly maxTurns: number;
  /** Chance per mille of a rotation anomaly (voids the spin and refunds every stake, A.4). */
  readonly anomalyPerMille: number;
}

/** A wheel-of-fortune table (seed 000; RULES.md A.4). */
export interface WheelOfFortuneTableConfig extends WheelTableConfig {
  readonly game: 'wheelOfFortune';
  /** The purple bonus bet's fixed stake, set by the casino. */
  readonly bonusStake: Cents;
  /** How "N pour 1" is read. */
  readonly reading: PayoutReading;
  /** Live (the croupier's buzzer launches) or Auto (key switch): recorded, no effect on the rules. */
  readonly mode: 'live' | 'auto';
  /** The simulated sensor's behaviour. */
  readonly sensor: WheelSensorSettings;
}

/** Any wheel table the hub serves. */
export type TableConfig = RouletteTableConfig | PleinChanceTableConfig | WheelOfFortuneTableConfig;

/** A sensor that always turns two to five times and never reports an anomaly. */
export const HEALTHY_SENSOR: WheelSensorSettings = { minTurns: 2, maxTurns: 5, anomalyPerMille: 0 };

/** Timing of a table. */
type Timing = Pick<WheelTableConfig, 'bettingMs' | 'spinMs' | 'resultMs'>;

/** A boule or vingt-trois table: the croupier operates the apparatus (seed 002). */
export function pleinChanceTable(
  game: 'boule' | 'vingtTrois',
  tableId: string,
  tableName: string,
  minimum: Cents,
  timing: Timing,
  maxima: { readonly pleinMaxMultiple: number; readonly chanceMaxMultiple: number },
): PleinChanceTableConfig {
  return { game, tableId, tableName, minimum, ...timing, launcher: 'croupier', ...maxima };
}

/** A wheel-of-fortune table; in Auto mode the key switch launches, so the comité member acts (seed 000). */
export function wheelOfFortuneTable(
  tableId: string,
  tableName: string,
  minimum: Cents,
  timing: Timing,
  options: Pick<WheelOfFortuneTableConfig, 'bonusStake' | 'reading' | 'mode'> & {
    readonly sensor?: WheelSensorSettings;
  },
): WheelOfFortuneTableConfig {
  return {
    game: 'wheelOfFortune',
    tableId,
    tableName,
    minimum,
    ...timing,
    launcher: options.mode === 'auto' ? 'automatic' : 'croupier',
    bonusStake: options.bonusStake,
    reading: options.reading,
    mode: options.mode,
    sensor: options.sensor ?? HEALTHY_SENSOR,
  };
}
