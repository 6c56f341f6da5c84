// The options a roulette table opens with (RULES.md A.1, A.2; docs/rules.md): the defaults, and
// each `--option key=value` read into the limit, rule or jackpot it sets — with every bound, since
// a minimum or a maximum read wrong is a wrong limit at the table.
import { describe, expect, it } from 'vitest';
import { ART_53_MAX_MULTIPLES } from '../limits.ts';
import { DEFAULT_ROULETTE_OPTIONS, parseRouletteOptions } from '../options.ts';

describe('roulette table options', () => {
  it('defaults: 1 € minimum, the art. 53 maxima, partage, no double prison, no jackpot, 8 random pleins', () => {
    expect(DEFAULT_ROULETTE_OPTIONS).toEqual({
      limits: { tableMinimum: 100, maxMultiples: ART_53_MAX_MULTIPLES },
      zeroRule: 'partage',
      doublePrison: false,
      jackpot: null,
      maxRandomChips: 8,
    });
    expect(parseRouletteOptions({})).toEqual(DEFAULT_ROULETTE_OPTIONS);
  });

  it('art. 53 maxima, in multiples of the minimum, as Part B §5.2 prints them', () => {
    expect(ART_53_MAX_MULTIPLES).toEqual({
      plein: 30,
      cheval: 60,
      transversale: 100,
      carre: 120,
      sixain: 200,
      douzaine: 500,
      colonne: 500,
      deuxDouzaines: 2000,
      deuxColonnes: 2000,
      chance: 1000,
    });
  });

  it('reads the minimum, the rules and one maximum without touching the others', () => {
    const o = parseRouletteOptions({
      minimum: '500',
      zeroRule: 'prison',
      doublePrison: 'on',
      'max.plein': '20',
    });
    expect(o.limits).toEqual({ tableMinimum: 500, maxMultiples: { ...ART_53_MAX_MULTIPLES, plein: 20 } });
    expect([o.zeroRule, o.doublePrison, o.jackpot, o.maxRandomChips]).toEqual(['prison', true, null, 8]);
    expect(parseRouletteOptions({ zeroRule: 'partage', doublePrison: 'off' })).toEqual(
      DEFAULT_ROULETTE_OPTIONS,
    );
    // The parse starts from fresh maxima each time: an earlier table's maximum does not leak.
    expect(parseRouletteOptions({}).limits.maxMultiples.plein).toBe(30);
  });

  it('a jackpot: defaults variant 1, split a, 1 %, 1 000 € reset; each field read when on', () => {
    expect(parseRouletteOptions({ jackpot: 'on' }).jackpot).toEqual({
      variant: 1,
      split: 'a',
      contributionBps: 100,
      resetAmount: 100_000,
    });
    expect(
      parseRouletteOptions({
        jackpot: 'on',
        jackpotVariant: '2',
        jackpotSplit: 'b',
        jackpotBps: '250',
        jackpotReset: '5000',
      }).jackpot,
    ).toEqual({ variant: 2, split: 'b', contributionBps: 250, resetAmount: 5_000 });
    expect(parseRouletteOptions({ jackpot: 'on', jackpotVariant: '1' }).jackpot?.variant).toBe(1);
    expect(parseRouletteOptions({ jackpot: 'off', jackpotSplit: 'b' }).jackpot).toBeNull();
    expect(parseRouletteOptions({ jackpot: 'on', jackpotBps: '0', jackpotReset: '0' }).jackpot).toMatchObject(
      {
        contributionBps: 0,
        resetAmount: 0,
      },
    );
  });

  it.each([
    ['minimum', '1', 1],
    ['minimum', '10000000', 10_000_000],
    ['maxRandomChips', '1', 1],
    ['maxRandomChips', '37', 37],
    ['max.chance', '1', 1],
    ['max.chance', '100000', 100_000],
  ])('accepts %s=%s at the edge of its range', (key, value, read) => {
    const o = parseRouletteOptions({ [key]: value });
    const got =
      key === 'minimum'
        ? o.limits.tableMinimum
        : key === 'maxRandomChips'
          ? o.maxRandomChips
          : o.limits.maxMultiples.chance;
    expect(got).toBe(read);
  });

  it.each([
    ['minimum', '0', 'minimum must be an integer from 1 to 10000000'],
    ['minimum', '10000001', 'minimum must be an integer from 1 to 10000000'],
    ['minimum', '1.5', 'minimum must be an integer from 1 to 10000000'],
    ['minimum', 'abc', 'minimum must be an integer from 1 to 10000000'],
    ['max.plein', '0', 'max.plein must be an integer from 1 to 100000'],
    ['max.plein', '100001', 'max.plein must be an integer from 1 to 100000'],
    ['jackpotBps', '-1', 'jackpotBps must be an integer from 0 to 10000'],
    ['jackpotBps', '10001', 'jackpotBps must be an integer from 0 to 10000'],
    ['jackpotReset', '-1', 'jackpotReset must be an integer from 0 to 1000000000000'],
    ['jackpotReset', '1000000000001', 'jackpotReset must be an integer from 0 to 1000000000000'],
    ['maxRandomChips', '0', 'maxRandomChips must be an integer from 1 to 37'],
    ['maxRandomChips', '38', 'maxRandomChips must be an integer from 1 to 37'],
  ])('refuses %s=%s: %s', (key, value, message) => {
    expect(() => parseRouletteOptions({ [key]: value })).toThrow(new RangeError(message));
  });

  it.each([
    ['zeroRule', 'en prison'],
    ['doublePrison', 'yes'],
    ['jackpot', 'true'],
    ['jackpotVariant', '3'],
    ['jackpotSplit', 'c'],
    ['max.zero', '10'],
    ['colour', 'rouge'],
    // A value that belongs to another option does not set that option.
    ['doublePrison', 'prison'],
    ['jackpotSplit', 'on'],
    ['jackpotVariant', 'b'],
    ['zzz.plein', '10'],
  ])('refuses an unknown option or value %s=%s', (key, value) => {
    expect(() => parseRouletteOptions({ [key]: value })).toThrow(
      new RangeError(`unknown roulette option ${key}=${value}`),
    );
  });

  it('reads split a as a, and a number option never takes a letter', () => {
    expect(parseRouletteOptions({ jackpot: 'on', jackpotSplit: 'a' }).jackpot?.split).toBe('a');
    expect(() => parseRouletteOptions({ jackpotBps: 'a' })).toThrow(
      new RangeError('jackpotBps must be an integer from 0 to 10000'),
    );
    expect(() => parseRouletteOptions({ minimum: 'prison' })).toThrow(
      new RangeError('minimum must be an integer from 1 to 10000000'),
    );
  });
});
