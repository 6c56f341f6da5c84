// Each game's table configuration → the exact `--option key=value` strings of its rules report.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS as BLACKJACK } from '../../../games/blackjack/options.ts';
import { cents } from '../../../games/money.ts';
import { DEFAULT_OPTIONS as PUNTO_BANCO } from '../../../games/puntoBanco/options.ts';
import { CARD_TABLE_DEFAULTS } from '../../tables/cards/cardConfig.ts';
import { holdemTable } from '../../tables/holdem/holdemConfig.ts';
import { rouletteTable } from '../../tables/wheel/tableConfig.ts';
import { pleinChanceTable, wheelOfFortuneTable } from '../../tables/wheel/tableConfigs.ts';
import { reportOptionsOf } from '../rulesOptions.ts';

const TIMING = { bettingMs: 20_000, spinMs: 5_000, resultMs: 5_000 };

describe('table configuration → rules report options', () => {
  it('roulette: minimum, art. 53 maxima, partage, no jackpot', () => {
    const config = rouletteTable('roulette-1', 'Roulette 1', cents(100), TIMING);
    expect(reportOptionsOf(config)).toEqual({
      game: 'roulette',
      options: {
        minimum: '100',
        zeroRule: 'partage',
        doublePrison: 'off',
        'max.plein': '30',
        'max.chance': '1000',
        jackpot: 'off',
      },
    });
  });

  it('roulette: prison, double prison and the bonus-number jackpot', () => {
    const config = rouletteTable('roulette-2', 'Roulette 2', cents(250), TIMING, {
      launcher: 'croupier',
      zeroRule: 'prison',
      doublePrison: true,
      jackpot: { variant: 2, split: 'b', contributionBps: 150, resetAmount: 50_000 },
    });
    expect(reportOptionsOf(config)).toEqual({
      game: 'roulette',
      options: {
        minimum: '250',
        zeroRule: 'prison',
        doublePrison: 'on',
        'max.plein': '30',
        'max.chance': '1000',
        jackpot: 'on',
        jackpotVariant: '2',
        jackpotSplit: 'b',
        jackpotBps: '150',
        jackpotReset: '50000',
      },
    });
  });

  it('roulette: a configuration from before the other wheel games (no `game`) with its own maxima', () => {
    const { game: _game, ...legacy } = {
      ...rouletteTable('roulette-3', 'Roulette 3', cents(200), TIMING),
      maxPlein: cents(10_000),
      maxChance: cents(150_000),
    };
    expect(reportOptionsOf(legacy)?.options).toMatchObject({
      minimum: '200',
      'max.plein': '50',
      'max.chance': '750',
    });
  });

  it('boule and vingt-trois: the minimum and the two maxima chosen at opening', () => {
    const boule = pleinChanceTable('boule', 'boule-1', 'Boule', cents(200), TIMING, {
      pleinMaxMultiple: 60,
      chanceMaxMultiple: 300,
    });
    expect(reportOptionsOf(boule)).toEqual({
      game: 'boule',
      options: { minimum: '200', pleinMax: '60', chanceMax: '300' },
    });
    const vt = pleinChanceTable('vingtTrois', 'vt-1', 'Vingt-trois', cents(100), TIMING, {
      pleinMaxMultiple: 25,
      chanceMaxMultiple: 120,
    });
    expect(reportOptionsOf(vt)).toEqual({
      game: 'vingt-trois',
      options: { minimum: '100', pleinMax: '25', chanceMax: '120' },
    });
  });

  it('wheel of fortune: minimum, bonus stake, reading and mode', () => {
    const config = wheelOfFortuneTable('wheel-1', 'Roue', cents(200), TIMING, {
      bonusStake: cents(500),
      reading: 'plus',
      mode: 'live',
    });
    expect(reportOptionsOf(config)).toEqual({
      game: 'wheel',
      options: { minimum: '200', bonusStake: '500', reading: 'plus', mode: 'live' },
    });
  });

  it('blackjack: every option of the engine, as the engine names it', () => {
    const config = {
      ...CARD_TABLE_DEFAULTS,
      tableId: 'bj-1',
      tableName: 'Black jack',
      game: 'blackjack' as const,
      options: {
        ...BLACKJACK,
        decks: 8,
        maximum: cents(100_000),
        surrender: true,
        doubleOn: 'nineToEleven' as const,
        blackjackRounding: 'up' as const,
      },
    };
    expect(reportOptionsOf(config)).toEqual({
      game: 'blackjack',
      options: {
        decks: '8',
        burn: '5',
        cutRemaining: '52',
        boxes: '7',
        maxBoxesPerPlayer: '7',
        minimum: '500',
        maximum: '100000',
        doubleOn: 'nineToEleven',
        doubleAfterSplit: 'true',
        resplit: 'true',
        maxHands: '3',
        splitTensByValue: 'true',
        surrender: 'true',
        dealerBlackjackTakes: 'all',
        blackjackRounding: 'up',
        hyper: 'true',
        hyperMinimum: '100',
        hyperMaximum: '5000',
        turnMs: '20000',
      },
    });
  });

  it('punto banco: decks, paytable and the limits', () => {
    const config = {
      ...CARD_TABLE_DEFAULTS,
      tableId: 'pb-1',
      tableName: 'Punto banco',
      game: 'puntoBanco' as const,
      options: {
        ...PUNTO_BANCO,
        decks: 6 as const,
        paytable: 'alternative' as const,
        maxMultiple: 200 as const,
      },
    };
    expect(reportOptionsOf(config)).toEqual({
      game: 'punto-banco',
      options: {
        decks: '6',
        paytable: 'alternative',
        minimum: '100',
        maxMultiple: '200',
        stakeStep: '20',
        cutRemaining: '16',
      },
    });
  });

  it("hold'em: the engine's options, the partie in progress setting blinds, ante and cave minimum", () => {
    const config = holdemTable('holdem-1', { structure: 'potLimit', minRaise: 'double' });
    const expected = {
      tableId: 'holdem-1',
      seats: '10',
      structure: 'potLimit',
      smallBlind: '100',
      bigBlind: '200',
      ante: '0',
      minRaise: 'double',
      raiseCap: '4',
      rakeBasisPoints: '400',
      rakeUnit: '1',
      caveMinimum: '4000',
      recaveMaximum: '40000',
      turnMs: '30000',
    };
    expect(reportOptionsOf(config)).toEqual({ game: 'holdem', options: expected });
    const partie = {
      caveMinimum: cents(10_000),
      smallBlind: cents(200),
      bigBlind: cents(400),
      ante: cents(50),
    };
    expect(reportOptionsOf(config, partie)?.options).toEqual({
      ...expected,
      caveMinimum: '10000',
      smallBlind: '200',
      bigBlind: '400',
      ante: '50',
    });
  });

  it('refuses a configuration of no known game', () => {
    expect(reportOptionsOf({ tableId: 'x', game: 'craps' } as never)).toBeNull();
  });
});
