// The configuration file's schema: a valid file gives the tables with art. 53 maxima, and every
// error names its field.
import { describe, expect, it } from 'vitest';
import { hubOptionsOf, parseConfig } from '../config/loadConfig.ts';
import { ROULETTE_ENTRY, configProblems, withTable } from './helpers/configFile.ts';

const valid = {
  listen: { host: '0.0.0.0', port: 8700 },
  dataDir: '/var/lib/tapis',
  tables: [
    ROULETTE_ENTRY,
    {
      id: 'roulette-2',
      name: 'Roulette 2',
      game: 'roulette',
      minimum: 500,
      options: { launcher: 'automatic', zeroRule: 'partage' },
      timing: { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 },
    },
  ],
};

describe('hub configuration', () => {
  it('turns a valid file into tables with art. 53 maxima and defaulted options', () => {
    const options = hubOptionsOf(parseConfig(valid));
    expect(options.host).toBe('0.0.0.0');
    expect(options.port).toBe(8700);
    expect(options.tables).toEqual([
      {
        tableId: 'roulette-1',
        tableName: 'Roulette 1',
        minimum: 200,
        maxPlein: 6_000,
        maxChance: 200_000,
        bettingMs: 30_000,
        spinMs: 6_000,
        resultMs: 6_000,
        launcher: 'automatic',
        zeroRule: 'partage',
        doublePrison: false,
      },
      expect.objectContaining({ tableId: 'roulette-2', minimum: 500, maxPlein: 15_000, maxChance: 500_000 }),
    ]);
  });

  it('names the field of each error', () => {
    expect(configProblems(withTable(valid, 1, { minimum: 2.5 }))).toEqual([
      'tables[1].minimum: must be a positive integer number of cents',
    ]);
    expect(configProblems(withTable(valid, 0, { minimum: -100 }))).toEqual([
      'tables[0].minimum: must be a positive integer number of cents',
    ]);
    expect(configProblems(withTable(valid, 0, { minimum: '100' }))).toEqual([
      'tables[0].minimum: must be a positive integer number of cents',
    ]);
    expect(configProblems(withTable(valid, 1, { game: 'craps' }))).toEqual([
      'tables[1].game: must be "roulette", "boule", "vingtTrois", "wheelOfFortune", "holdem", "blackjack" or "puntoBanco"',
    ]);
    expect(configProblems(withTable(valid, 0, { options: { zeroRule: 'prison' } }))).toEqual([]);
    expect(configProblems(withTable(valid, 0, { options: { zeroRule: 'tout' } }))).toEqual([
      'tables[0].options.zeroRule: must be "partage" or "prison"',
    ]);
    expect(configProblems(withTable(valid, 0, { options: { bonusJackpot: true } }))).toEqual([
      'tables[0].options.bonusJackpot: unknown field (not supported by this hub)',
    ]);
    expect(configProblems(withTable(valid, 1, { id: 'roulette-1' }))).toEqual([
      'tables[1].id: duplicate table id "roulette-1"',
    ]);
    expect(
      configProblems(withTable(valid, 0, { timing: { bettingMs: 500, spinMs: 0, resultMs: 0 } })),
    ).toEqual(['tables[0].timing.bettingMs: must be at least 1000']);
    expect(configProblems({ ...valid, listen: { port: 70_000 } })).toEqual([
      'listen.port: must be between 0 and 65535',
    ]);
    expect(configProblems({ ...valid, tables: [] })).toEqual(['tables: must name at least one table']);
    expect(configProblems({ ...valid, dataDir: undefined })).toEqual(['dataDir: must be a folder path']);
    expect(configProblems({ ...valid, tls: { certFile: 'c.pem' } })).toEqual([
      'tls.keyFile: must be a path to a PEM private key',
    ]);
  });
});
