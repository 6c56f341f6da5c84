// The wheel of fortune's rules beyond its payouts (seed 000; RULES.md A.4): which results a device
// may report, how the simulated wheel draws one, the table options and their refusals, each
// symbol's own maximum, and what the shared lifecycle reads of the game. Figures by hand.
import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../money.ts';
import { comite, croupier, run } from '../../wheelRound/__tests__/harness.ts';
import type { Command } from '../../wheelRound/state.ts';
import { MAIN_WHEEL } from '../layout.ts';
import {
  DEFAULT_WHEEL_OPTIONS,
  type WheelOutcome,
  type WheelSpot,
  parseWheelOptions,
  wheelRules,
} from '../rules.ts';

const o = DEFAULT_WHEEL_OPTIONS;
const accepts = (segment: number, bonusSegment: number | null): boolean =>
  wheelRules.isOutcome(o, { segment, bonusSegment });
// Seed 000 as [GAP]-ordered in layout.ts: purple at segments 13 and 39, every other segment a colour.
const PURPLE = [13, 39];

describe('wheel of fortune: the results a device may report', () => {
  it('accepts each of the 52 main segments, purple ones only with a bonus segment 0–5', () => {
    for (let segment = 0; segment < 52; segment++) {
      if (PURPLE.includes(segment)) {
        for (let b = 0; b < 6; b++) expect(accepts(segment, b)).toBe(true);
        expect(accepts(segment, null)).toBe(false);
      } else {
        expect(accepts(segment, null)).toBe(true);
        expect(accepts(segment, 0)).toBe(false);
      }
    }
  });

  it.each([-1, 52, 0.5, Number.NaN])('refuses main segment %s', (segment) => {
    expect(accepts(segment, null)).toBe(false);
  });

  it.each([-1, 6, 2.5, Number.NaN])('refuses bonus segment %s on purple', (bonusSegment) => {
    expect(accepts(13, bonusSegment)).toBe(false);
  });
});

describe('wheel of fortune: the simulated wheel', () => {
  it('draws one of 52 segments, and the bonus wheel’s one of 6 exactly when it stops on purple', () => {
    for (let segment = 0; segment < 52; segment++) {
      const asked: number[] = [];
      const answers = [segment, 4];
      const rng = { int: (n: number) => (asked.push(n), answers.shift() as number) };
      const purple = PURPLE.includes(segment);
      expect(wheelRules.draw(o, rng)).toEqual({ segment, bonusSegment: purple ? 4 : null });
      expect(asked).toEqual(purple ? [52, 6] : [52]);
    }
  });
});

describe('wheel of fortune: settling a chip', () => {
  it('says won or lost with the amount returned', () => {
    const chip = (symbol: WheelSpot['symbol']) => ({ spot: { symbol }, stake: euros(1) });
    expect(wheelRules.settle(o, chip('2'), { segment: 0, bonusSegment: null })).toEqual({
      outcome: 'won',
      returned: 200,
    });
    expect(wheelRules.settle(o, chip('4'), { segment: 0, bonusSegment: null })).toEqual({
      outcome: 'lost',
      returned: 0,
    });
    // Purple, bonus segment 3: 100 pour 1.
    expect(wheelRules.settle(o, chip('bonus'), { segment: 13, bonusSegment: 3 })).toEqual({
      outcome: 'won',
      returned: 10_000,
    });
  });

  it('pays nothing on purple without a bonus segment (a result isOutcome refuses), and does not throw', () => {
    expect(
      wheelRules.settle(
        o,
        { spot: { symbol: 'bonus' }, stake: euros(1) },
        { segment: 39, bonusSegment: null },
      ).returned,
    ).toBe(0);
  });
});

describe('wheel of fortune: the limits of each symbol', () => {
  type Cmd = Command<WheelSpot, WheelOutcome>;
  const open: Cmd[] = [
    { type: 'OpenSession', openedBy: croupier, validatedBy: comite },
    { type: 'OpenRound' },
  ];
  const bet = (betId: string, symbol: WheelSpot['symbol'], unit: number): Cmd => ({
    type: 'PlaceBet',
    betId,
    seat: 1,
    playerMinimum: cents(0),
    bet: { symbol },
    unit: cents(unit),
  });

  it('each symbol has its own maximum: the 48 at 5 € and the 24 at 10 € are both taken, with the bonus', () => {
    const { events } = run(wheelRules, o, [
      ...open,
      bet('a', '48', 500),
      bet('b', '24', 1_000),
      bet('c', 'bonus', 100),
    ]);
    const placed = events.flatMap((e) => (e.type === 'BetPlaced' ? e.chips : []));
    expect(placed.map((c) => [c.spot.symbol, c.stake])).toEqual([
      ['48', 500],
      ['24', 1_000],
      ['bonus', 100],
    ]);
  });

  it('a stake over a symbol’s maximum is refused naming that symbol', () => {
    expect(() => run(wheelRules, o, [...open, bet('a', '48', 300), bet('b', '48', 300)])).toThrow(
      '"detail":{"code":"aboveMaximum","spot":"48","maximum":500,"total":600}',
    );
  });
});

describe('wheel of fortune: table options (A.4)', () => {
  it('defaults to Auto mode, 1 € minimum, 1 € bonus stake and the "pour" reading', () => {
    expect(DEFAULT_WHEEL_OPTIONS).toEqual({
      mode: 'auto',
      tableMinimum: 100,
      bonusStake: 100,
      reading: 'pour',
    });
    expect(parseWheelOptions({})).toEqual(DEFAULT_WHEEL_OPTIONS);
  });

  it('takes the minimum and bonus stake in cents, the reading and the mode', () => {
    expect(parseWheelOptions({ minimum: '1', bonusStake: '500', reading: 'plus', mode: 'live' })).toEqual({
      mode: 'live',
      tableMinimum: 1,
      bonusStake: 500,
      reading: 'plus',
    });
    expect(parseWheelOptions({ reading: 'pour', mode: 'auto' })).toEqual(DEFAULT_WHEEL_OPTIONS);
  });

  it('refuses a minimum or a bonus stake that is not a positive whole number of cents', () => {
    for (const k of ['minimum', 'bonusStake'])
      for (const v of ['0', '-100', '1.5', 'abc', '9007199254740993'])
        expect(() => parseWheelOptions({ [k]: v })).toThrow(
          new RangeError(`${k} must be a positive number of cents`),
        );
  });

  it('refuses an unknown option or value, naming it', () => {
    expect(() => parseWheelOptions({ reading: 'contre' })).toThrow(
      new RangeError('unknown wheel option reading=contre'),
    );
    expect(() => parseWheelOptions({ mode: 'manual' })).toThrow(
      new RangeError('unknown wheel option mode=manual'),
    );
    expect(() => parseWheelOptions({ turns: '2' })).toThrow(new RangeError('unknown wheel option turns=2'));
    // A reading is not a mode, nor a mode a reading.
    expect(() => parseWheelOptions({ mode: 'plus' })).toThrow(
      new RangeError('unknown wheel option mode=plus'),
    );
    expect(() => parseWheelOptions({ reading: 'live' })).toThrow(
      new RangeError('unknown wheel option reading=live'),
    );
  });
});

describe('wheel of fortune in the shared lifecycle', () => {
  it('is named "wheel", has no jackpot, no plein, and its winning number is the segment', () => {
    expect(wheelRules.game).toBe('wheel');
    expect(wheelRules.jackpot(o)).toBeNull();
    expect(wheelRules.pleinOn({ symbol: '48' })).toBeUndefined();
    expect(wheelRules.winningNumber({ segment: 26, bonusSegment: null })).toBe(26);
    expect(MAIN_WHEEL[26]).toBe('48');
  });
});
