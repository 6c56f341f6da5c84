// The wheel of fortune's statistics over the last spins: how often each of the seven symbols came
// out (the stored pocket is the main wheel's segment 0–51). Display only.
import { type SpinStatistics, spinStatistics } from '../wheelRound/statistics.ts';
import { MAIN_WHEEL, WHEEL_SYMBOL_LIST, type WheelSymbol } from './layout.ts';

/** The statistics of wheel-of-fortune results (segments 0–51), newest first. */
export function wheelStatistics(segments: readonly number[]): SpinStatistics<WheelSymbol, never> {
  return spinStatistics(segments, WHEEL_SYMBOL_LIST, (s) => MAIN_WHEEL[s], {});
}
