// The hold'em table kind of the configuration file: a valid entry gives the HoldemTable config
// with A.7's defaults for what it does not set; every error names its field.
import { describe, expect, it } from 'vitest';
import { hubOptionsOf, parseConfig } from '../../../config/loadConfig.ts';
import { ROULETTE_ENTRY, configProblems, configWith } from '../../../__tests__/helpers/configFile.ts';

const holdem = {
  id: 'holdem-1',
  name: "Hold'em électronique 1",
  game: 'holdem',
  options: { smallBlind: 100, bigBlind: 200, caveMinimum: 4_000, recaveMaximum: 40_000 },
};
const config = (table: unknown): unknown => configWith(ROULETTE_ENTRY, table);

const withOptions = (patch: Record<string, unknown>): unknown =>
  config({ ...holdem, options: { ...holdem.options, ...patch } });

describe("the hold'em table in the hub configuration", () => {
  it('is served beside the wheel tables, with the engine defaults for what it leaves out', () => {
    const options = hubOptionsOf(parseConfig(config(holdem)));
    expect(options.tables.map((t) => t.tableId)).toEqual(['roulette-1']);
    expect(options.holdemTables).toEqual([
      {
        tableId: 'holdem-1',
        betweenHandsMs: 5_000,
        gamingDay: { startHour: 6, timeZone: 'Europe/Paris' },
        options: {
          tableId: 'holdem-1',
          seats: 10,
          structure: 'noLimit',
          smallBlind: 100,
          bigBlind: 200,
          ante: 0,
          minRaise: 'increment',
          raiseCap: 4,
          rakeBasisPoints: 400,
          rakeUnit: 1,
          caveMinimum: 4_000,
          recaveMaximum: 40_000,
          turnMs: 30_000,
        },
      },
    ]);
    const six = hubOptionsOf(
      parseConfig(withOptions({ seats: 6, turnMs: 20_000, betweenHandsMs: 3_000, ante: 25 })),
    );
    expect(six.holdemTables?.[0]).toMatchObject({
      betweenHandsMs: 3_000,
      options: { seats: 6, turnMs: 20_000, ante: 25 },
    });
  });

  it('names the field of every error', () => {
    expect(configProblems(withOptions({ seats: 11 }))).toEqual([
      'tables[1].options.seats: must be at most 10 (seed 000)',
    ]);
    expect(configProblems(withOptions({ seats: 1 }))).toEqual([
      'tables[1].options.seats: must be at least 2',
    ]);
    expect(configProblems(withOptions({ bigBlind: 40, smallBlind: 20 }))).toEqual([
      'tables[1].options.bigBlind: must be at least 50 cents (seed 000)',
    ]);
    expect(configProblems(withOptions({ smallBlind: 300 }))).toEqual([
      'tables[1].options.smallBlind: must not exceed the big blind',
    ]);
    expect(configProblems(withOptions({ recaveMaximum: 10.5 }))).toEqual([
      'tables[1].options.recaveMaximum: must be a positive integer number of cents',
    ]);
    expect(configProblems(withOptions({ turnMs: 1_000 }))).toEqual([
      'tables[1].options.turnMs: must be at least 5000',
    ]);
    expect(configProblems(withOptions({ rakeBasisPoints: 500 }))).toEqual([
      'tables[1].options.rakeBasisPoints: unknown field (not supported by this hub)',
    ]);
    const { caveMinimum: _c, ...noCave } = holdem.options;
    expect(configProblems(config({ ...holdem, options: noCave }))).toEqual([
      'tables[1].options.caveMinimum: must be a positive integer number of cents',
    ]);
    expect(configProblems(config({ ...holdem, game: 'poker' }))).toEqual([
      'tables[1].game: must be "roulette", "boule", "vingtTrois", "wheelOfFortune", "holdem", "blackjack" or "puntoBanco"',
    ]);
  });
});
