// The blackjack and punto banco table kinds of the configuration file: a valid entry gives the
// card table config with the engines' A.5 / A.6 defaults for the rest; every error names its field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS as BJ } from '../../../../games/blackjack/options.ts';
import { DEFAULT_OPTIONS as PB } from '../../../../games/puntoBanco/options.ts';
import { hubOptionsOf, parseConfig } from '../../../config/loadConfig.ts';
import { configProblems, configWith } from '../../../__tests__/helpers/configFile.ts';

const blackjack = {
  id: 'bj-1',
  name: 'Black jack 1',
  game: 'blackjack',
  options: { minimum: 500, maximum: 50_000 },
};
const punto = { id: 'pb-1', name: 'Punto banco 1', game: 'puntoBanco', options: { minimum: 100 } };

describe('card tables in the hub configuration', () => {
  it('are served with the engine defaults for what they leave out', () => {
    const options = hubOptionsOf(
      parseConfig(configWith(blackjack, { ...punto, seats: 5, bettingMs: 20_000 })),
    );
    expect(options.tables).toEqual([]);
    expect(options.cardTables).toEqual([
      {
        tableId: 'bj-1',
        tableName: 'Black jack 1',
        game: 'blackjack',
        seats: 7,
        bettingMs: 15_000,
        maxAbsenceMs: 300_000,
        tickMs: 250,
        options: { ...BJ, minimum: 500, maximum: 50_000, surrender: false, hyper: true, turnMs: 20_000 },
      },
      {
        tableId: 'pb-1',
        tableName: 'Punto banco 1',
        game: 'puntoBanco',
        seats: 5,
        bettingMs: 20_000,
        maxAbsenceMs: 300_000,
        tickMs: 250,
        options: { ...PB, minimum: 100, maxMultiple: 100, decks: 8 },
      },
    ]);
  });

  it('names the field of every error', () => {
    expect(configProblems(configWith({ ...blackjack, seats: 8 }))).toEqual([
      'tables[0].seats: must be at most 7',
    ]);
    expect(configProblems(configWith({ ...blackjack, options: { minimum: 500, maximum: 400 } }))).toEqual([
      'tables[0].options.maximum: must not be below the minimum',
    ]);
    expect(configProblems(configWith({ ...punto, options: { minimum: 110 } }))).toEqual([
      'tables[0].options.minimum: must be at least 100 cents and a multiple of 20 (seed 000)',
    ]);
    expect(configProblems(configWith({ ...punto, options: { minimum: 100, maxMultiple: 300 } }))).toEqual([
      'tables[0].options.maxMultiple: must be 50, 100 or 200',
    ]);
    expect(configProblems(configWith({ ...punto, maxAbsenceMs: 1_000 }))).toEqual([
      'tables[0].maxAbsenceMs: must be at least 10000',
    ]);
  });
});
