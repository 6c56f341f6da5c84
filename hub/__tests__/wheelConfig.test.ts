// The configuration of boule, vingt-trois and wheel-of-fortune tables: defaults, seed 002's
// ranges for the maxima, the wheel's options, and errors that name their field.
import { describe, expect, it } from 'vitest';
import { hubOptionsOf, parseConfig } from '../config/loadConfig.ts';
import { configProblems, configWith, withTable } from './helpers/configFile.ts';

const timing = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };

const valid = configWith(
  { id: 'boule-1', name: 'Boule 1', game: 'boule', minimum: 200, timing },
  {
    id: 'vt-1',
    name: 'Vingt-trois 1',
    game: 'vingtTrois',
    minimum: 100,
    options: { pleinMax: 50, chanceMax: 250 },
    timing,
  },
  { id: 'wheel-1', name: 'Roue 1', game: 'wheelOfFortune', minimum: 100, timing },
  {
    id: 'wheel-2',
    name: 'Roue 2',
    game: 'wheelOfFortune',
    minimum: 200,
    options: {
      bonusStake: 500,
      reading: 'plus',
      mode: 'live',
      sensor: { minTurns: 1, maxTurns: 1, anomalyPerMille: 0 },
    },
    timing,
  },
);

describe('wheel-game tables in the hub configuration', () => {
  it('builds each game’s table with its defaults and chosen options', () => {
    expect(hubOptionsOf(parseConfig(valid)).tables).toEqual([
      {
        game: 'boule',
        tableId: 'boule-1',
        tableName: 'Boule 1',
        minimum: 200,
        ...timing,
        launcher: 'croupier',
        // Seed 002: the lowest maxima by default, 40 and 200 × the minimum.
        pleinMaxMultiple: 40,
        chanceMaxMultiple: 200,
      },
      {
        game: 'vingtTrois',
        tableId: 'vt-1',
        tableName: 'Vingt-trois 1',
        minimum: 100,
        ...timing,
        launcher: 'croupier',
        pleinMaxMultiple: 50,
        chanceMaxMultiple: 250,
      },
      {
        game: 'wheelOfFortune',
        tableId: 'wheel-1',
        tableName: 'Roue 1',
        minimum: 100,
        ...timing,
        launcher: 'automatic',
        bonusStake: 100,
        reading: 'pour',
        mode: 'auto',
        sensor: { minTurns: 2, maxTurns: 5, anomalyPerMille: 0 },
      },
      {
        game: 'wheelOfFortune',
        tableId: 'wheel-2',
        tableName: 'Roue 2',
        minimum: 200,
        ...timing,
        launcher: 'croupier',
        bonusStake: 500,
        reading: 'plus',
        mode: 'live',
        sensor: { minTurns: 1, maxTurns: 1, anomalyPerMille: 0 },
      },
    ]);
  });

  it('holds the boule and vingt-trois maxima to seed 002’s ranges, naming the field', () => {
    expect(configProblems(withTable(valid, 0, { options: { pleinMax: 100, chanceMax: 500 } }))).toEqual([]);
    expect(configProblems(withTable(valid, 0, { options: { pleinMax: 39 } }))).toEqual([
      'tables[0].options.pleinMax: must be at least 40 (× the minimum, seed 002)',
    ]);
    expect(configProblems(withTable(valid, 0, { options: { chanceMax: 501 } }))).toEqual([
      'tables[0].options.chanceMax: must be at most 500 (× the minimum, seed 002)',
    ]);
    expect(configProblems(withTable(valid, 1, { options: { pleinMax: 51 } }))).toEqual([
      'tables[1].options.pleinMax: must be at most 50 (× the minimum, seed 002)',
    ]);
    expect(configProblems(withTable(valid, 1, { options: { chanceMax: 99 } }))).toEqual([
      'tables[1].options.chanceMax: must be at least 100 (× the minimum, seed 002)',
    ]);
    expect(configProblems(withTable(valid, 1, { options: { pleinMax: 20.5 } }))).toEqual([
      'tables[1].options.pleinMax: must be a whole multiple of the minimum from 20 to 50 (plein maximum, seed 002)',
    ]);
    expect(configProblems(withTable(valid, 0, { options: { zeroRule: 'prison' } }))).toEqual([
      'tables[0].options.zeroRule: unknown field (not supported by this hub)',
    ]);
    expect(configProblems(withTable(valid, 0, { minimum: 0 }))).toEqual([
      'tables[0].minimum: must be a positive integer number of cents',
    ]);
  });

  it('checks the wheel of fortune’s options, naming the field', () => {
    expect(configProblems(withTable(valid, 2, { options: { reading: 'fois' } }))).toEqual([
      'tables[2].options.reading: must be "pour" or "plus"',
    ]);
    expect(configProblems(withTable(valid, 2, { options: { mode: 'manual' } }))).toEqual([
      'tables[2].options.mode: must be "live" or "auto"',
    ]);
    expect(configProblems(withTable(valid, 2, { options: { bonusStake: 0 } }))).toEqual([
      'tables[2].options.bonusStake: must be a positive integer number of cents',
    ]);
    expect(
      configProblems(
        withTable(valid, 2, { options: { sensor: { minTurns: 3, maxTurns: 2, anomalyPerMille: 0 } } }),
      ),
    ).toEqual(['tables[2].options.sensor.maxTurns: minTurns must not exceed maxTurns']);
    expect(
      configProblems(
        withTable(valid, 2, { options: { sensor: { minTurns: 2, maxTurns: 3, anomalyPerMille: 1001 } } }),
      ),
    ).toEqual(['tables[2].options.sensor.anomalyPerMille: must be 0 to 1000']);
    expect(configProblems(withTable(valid, 3, { game: 'roue' }))).toEqual([
      'tables[3].game: must be "roulette", "boule", "vingtTrois", "wheelOfFortune", "holdem", "blackjack" or "puntoBanco"',
    ]);
  });
});
