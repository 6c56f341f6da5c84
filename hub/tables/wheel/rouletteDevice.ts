// The outcome device of a roulette table, from its configuration (hub/devices, docs/devices.md).
import type { Rng } from '../../../games/rng.ts';
import { rouletteRules, type RouletteOutcome } from '../../../games/roulette/rules.ts';
import type { Clock } from '../../clock.ts';
import { automaticLauncher } from '../../devices/automaticLauncher.ts';
import { croupierCylinder } from '../../devices/croupierCylinder.ts';
import type { WheelDevice } from '../../devices/device.ts';
import type { RouletteTableConfig } from './tableConfig.ts';
import { rouletteOptionsOf } from './wheelOptions.ts';

/** The simulated device `config.launcher` names, drawing pockets from the hub's RNG. */
export function rouletteDevice(
  config: RouletteTableConfig,
  clock: Clock,
  rng: Rng,
): WheelDevice<RouletteOutcome> {
  const options = rouletteOptionsOf(config);
  const draw = (r: Rng): RouletteOutcome => rouletteRules.draw(options, r);
  const timing = { bettingMs: config.bettingMs, spinMs: config.spinMs };
  if (config.launcher === 'automatic') return automaticLauncher(timing, clock, rng, draw);
  return croupierCylinder(
    {
      ...timing,
      missNoMoreBetsPerMille: config.detector?.missNoMoreBetsPerMille ?? 0,
      missResultPerMille: config.detector?.missResultPerMille ?? 0,
    },
    clock,
    rng,
    draw,
  );
}
