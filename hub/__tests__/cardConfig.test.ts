// The blackjack and punto banco table kinds of the configuration file: a valid entry gives the
// card table config with the engines' A.5 / A.6 defaults for the rest; every error names its field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS as BJ } from '../../games/blackjack/options.ts';
import { DEFAULT_OPTIONS as PB } from '../../games/puntoBanco/options.ts';
import { ConfigError, hubOptionsOf, parseConfig } from '../config/loadConfig.ts';

const blackjack = {
  id: 'bj-1',
  name: 'Black jack 1',
  game: 'blackjack',
  options: { minimum: 500, maximum: 50_000 },
};
const punto = { id: 'pb-1', name: 'Punto banco 1', game: 'puntoBanco', options: { minimum: 100 } };
const config = (...tables: unknown[]): unknown => ({
  listen: { port: 8700 },
  dataDir: '/var/lib/tapis',
  tables,
});

function problems(raw: unknown): readonly string[] {
  try {
    parseConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('card tables in the hub configuration', () => {
  it('are served with the engine defaults for what they leave out', () => {
    const options = hubOptionsOf(parseConfig(config(blackjack, { ...punto, seats: 5, bettingMs: 20_000 })));
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
    expect(problems(config({ ...blackjack, seats: 8 }))).toEqual(['tables[0].seats: must be at most 7']);
    expect(problems(config({ ...blackjack, options: { minimum: 500, maximum: 400 } }))).toEqual([
      'tables[0].options.maximum: must not be below the minimum',
    ]);
    expect(problems(config({ ...punto, options: { minimum: 110 } }))).toEqual([
      'tables[0].options.minimum: must be at least 100 cents and a multiple of 20 (seed 000)',
    ]);
    expect(problems(config({ ...punto, options: { minimum: 100, maxMultiple: 300 } }))).toEqual([
      'tables[0].options.maxMultiple: must be 50, 100 or 200',
    ]);
    expect(problems(config({ ...punto, maxAbsenceMs: 1_000 }))).toEqual([
      'tables[0].maxAbsenceMs: must be at least 10000',
    ]);
  });
});
