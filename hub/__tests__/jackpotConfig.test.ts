// The jackpot option of a roulette table in the configuration file (RULES.md A.2): off by
// default, given in full when on, and every wrong field named in its error.
import { describe, expect, it } from 'vitest';
import { hubOptionsOf, parseConfig } from '../config/loadConfig.ts';
import { configProblems, configWith } from './helpers/configFile.ts';
import type { RouletteTableConfig } from '../tables/wheel/tableConfig.ts';

const JACKPOT = { variant: 2, split: 'b', contributionBps: 150, resetAmount: 200_000 };

function config(options: unknown): unknown {
  return configWith({
    id: 'roulette-1',
    name: 'Roulette 1',
    game: 'roulette',
    minimum: 100,
    ...(options === undefined ? {} : { options }),
    timing: { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 },
  });
}

describe('the jackpot option', () => {
  it('is off by default and when null', () => {
    expect(
      (hubOptionsOf(parseConfig(config(undefined))).tables[0] as RouletteTableConfig | undefined)?.jackpot,
    ).toBeUndefined();
    expect(
      (hubOptionsOf(parseConfig(config({ jackpot: null }))).tables[0] as RouletteTableConfig | undefined)
        ?.jackpot,
    ).toBeUndefined();
  });

  it('gives the table its jackpot when on', () => {
    expect(
      (hubOptionsOf(parseConfig(config({ jackpot: JACKPOT }))).tables[0] as RouletteTableConfig | undefined)
        ?.jackpot,
    ).toEqual(JACKPOT);
  });

  it('names every wrong field', () => {
    const wrong = (patch: Record<string, unknown>) =>
      configProblems(config({ jackpot: { ...JACKPOT, ...patch } }));
    const at = 'tables[0].options.jackpot';
    expect(wrong({ variant: 3 })).toEqual([
      `${at}.variant: must be 1 (bonus number after faites vos jeux) or 2 (after rien ne va plus)`,
    ]);
    expect(wrong({ split: 'c' })).toEqual([
      `${at}.split: must be "a" (pro rata to global stake) or "b" (largest global stake, ties equal)`,
    ]);
    expect(wrong({ contributionBps: 12.5 })).toEqual([
      `${at}.contributionBps: must be a whole number of basis points`,
    ]);
    expect(wrong({ contributionBps: 0 })).toEqual([`${at}.contributionBps: must be at least 1 basis point`]);
    expect(wrong({ contributionBps: 10_001 })).toEqual([
      `${at}.contributionBps: must be at most 10000 basis points (100 %)`,
    ]);
    expect(wrong({ contributionBps: '1%' })).toEqual([
      `${at}.contributionBps: must be a whole number of basis points (1/10 000 of every stake)`,
    ]);
    expect(wrong({ resetAmount: -1 })).toEqual([
      `${at}.resetAmount: must be a non-negative integer number of cents`,
    ]);
    expect(wrong({ resetAmount: 10.5 })).toEqual([
      `${at}.resetAmount: must be a non-negative integer number of cents`,
    ]);
    expect(wrong({ seed: 1 })).toEqual([`${at}.seed: unknown field (not supported by this hub)`]);
    expect(configProblems(config({ jackpot: { variant: 1 } }))).toEqual([
      `${at}.split: must be "a" (pro rata to global stake) or "b" (largest global stake, ties equal)`,
      `${at}.contributionBps: must be a whole number of basis points (1/10 000 of every stake)`,
      `${at}.resetAmount: must be a non-negative integer number of cents`,
    ]);
    expect(configProblems(config({ jackpot: true }))).toEqual([
      `${at}: must be null (no jackpot) or { variant, split, contributionBps, resetAmount }`,
    ]);
  });
});
