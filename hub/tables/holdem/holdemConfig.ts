// A hold'em table's configuration (RULES.md A.7, seed 000): the engine's options plus the hub's
// timings and the gaming-day rule of its modèle 7 serials.
import { DEFAULT_OPTIONS, type HoldemOptions } from '../../../games/holdem/options.ts';
import { DEFAULT_GAMING_DAY, type GamingDayOptions } from '../../registers/gamingDay.ts';

/** One electronic hold'em table as configured at opening. */
export interface HoldemTableConfig {
  /** Stable id, printed on every modèle 7 line (e.g. "holdem-1"). */
  readonly tableId: string;
  /**
   * The engine's options (games/holdem/options.ts): seats, structure, blinds, rake 4 % rounded
   * down to `rakeUnit`, `caveMinimum` (the session's, changed per partie), `recaveMaximum`,
   * `turnMs` (time to act; RULES.md is silent, A.8: option, default 30 s).
   */
  readonly options: HoldemOptions;
  /** Pause after a hand ends before the next is dealt (results on screen). */
  readonly betweenHandsMs: number;
  /**
   * When a gaming day starts (serials of PotRaked restart at 1 each day): the registers' rule
   * (hub/registers/gamingDay.ts, default 06:00 Europe/Paris), so serials and modèle 7 agree.
   */
  readonly gamingDay: GamingDayOptions;
  /**
   * Maximum absence after "Je m'absente" (seed 000: fixed by the règlement intérieur). [GAP] no
   * figure in RULES.md or the seed: 5 min when absent (hub/tables/holdem/holdemAbsence.ts).
   */
  readonly maxAbsenceMs?: number;
}

/** A table with A.7's defaults, for tests and the demo. */
export function holdemTable(tableId: string, overrides: Partial<HoldemOptions> = {}): HoldemTableConfig {
  return {
    tableId,
    options: { ...DEFAULT_OPTIONS, ...overrides, tableId },
    betweenHandsMs: 5_000,
    gamingDay: DEFAULT_GAMING_DAY,
  };
}
