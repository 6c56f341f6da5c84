import { describe, expect, it } from 'vitest';
import { cents, euros } from '../../money.ts';
import { comite, croupier, lastSettlement, run } from '../../wheelRound/__tests__/harness.ts';
import type { Command } from '../../wheelRound/state.ts';
import { BONUS_WHEEL, MAIN_WHEEL, WHEEL_SYMBOLS, WHEEL_SYMBOL_LIST } from '../layout.ts';
import { DEFAULT_WHEEL_OPTIONS, type WheelOutcome, type WheelSpot, wheelRules } from '../rules.ts';

type Cmd = Command<WheelSpot, WheelOutcome>;
const open: Cmd[] = [{ type: 'OpenSession', openedBy: croupier, validatedBy: comite }, { type: 'OpenRound' }];
const bet = (betId: string, symbol: WheelSpot['symbol'], unit: number): Cmd => ({
  type: 'PlaceBet',
  betId,
  seat: 1,
  playerMinimum: cents(0),
  bet: { symbol },
  unit: cents(unit),
});
const spin = (segment: number, turns: number, anomaly = false, bonusSegment: number | null = null): Cmd => ({
  type: 'ReportResult',
  outcome: { segment, bonusSegment },
  direction: 'clockwise',
  turns,
  anomaly,
});
const close: Cmd = { type: 'CloseBets', trigger: 'timer' };

describe('wheel of fortune (seed 000)', () => {
  it('has the 52 segments and 6 bonus segments of the seed', () => {
    for (const s of WHEEL_SYMBOL_LIST)
      expect(MAIN_WHEEL.filter((x) => x === s)).toHaveLength(WHEEL_SYMBOLS[s].count);
    expect(MAIN_WHEEL).toHaveLength(52);
    expect(BONUS_WHEEL.map((b) => b.ratio)).toEqual([5, 20, 50, 100, 250, 1000]);
  });

  it('pays "N pour 1" by default (N × stake in all) and N + 1 under the other reading, on every segment', () => {
    for (const symbol of WHEEL_SYMBOL_LIST.filter((s) => s !== 'bonus')) {
      MAIN_WHEEL.forEach((landed, segment) => {
        const outcome = { segment, bonusSegment: landed === 'bonus' ? 0 : null };
        const pour = wheelRules.settle(
          DEFAULT_WHEEL_OPTIONS,
          { spot: { symbol }, stake: euros(1) },
          outcome,
        ).returned;
        const plus = wheelRules.settle(
          { ...DEFAULT_WHEEL_OPTIONS, reading: 'plus' },
          { spot: { symbol }, stake: euros(1) },
          outcome,
        ).returned;
        expect(pour).toBe(landed === symbol ? 100 * WHEEL_SYMBOLS[symbol].ratio : 0);
        expect(plus).toBe(landed === symbol ? 100 * (WHEEL_SYMBOLS[symbol].ratio + 1) : 0);
      });
    }
  });

  it('purple triggers the bonus spin: the outcome must carry it, and the bonus bet is paid at its ratio', () => {
    const purple = MAIN_WHEEL.indexOf('bonus');
    expect(wheelRules.isOutcome(DEFAULT_WHEEL_OPTIONS, { segment: purple, bonusSegment: null })).toBe(false);
    expect(wheelRules.isOutcome(DEFAULT_WHEEL_OPTIONS, { segment: 0, bonusSegment: 2 })).toBe(false);
    const { events } = run(wheelRules, DEFAULT_WHEEL_OPTIONS, [
      ...open,
      bet('b', 'bonus', 100),
      bet('g', '2', 500),
      close,
      spin(purple, 3, false, 5),
    ]);
    expect(lastSettlement(events).bets.map((b) => b.returned)).toEqual([100_000, 0]);
  });

  it('the bonus bet takes exactly the fixed stake, once; colours are capped per seed', () => {
    expect(() => run(wheelRules, DEFAULT_WHEEL_OPTIONS, [...open, bet('b', 'bonus', 200)])).toThrow(
      /fixedStake/,
    );
    expect(() =>
      run(wheelRules, DEFAULT_WHEEL_OPTIONS, [...open, bet('b', 'bonus', 100), bet('c', 'bonus', 100)]),
    ).toThrow(/fixedStake/);
    expect(() => run(wheelRules, DEFAULT_WHEEL_OPTIONS, [...open, bet('s', '48', 501)])).toThrow(
      /aboveMaximum/,
    );
    expect(() => run(wheelRules, DEFAULT_WHEEL_OPTIONS, [...open, bet('s', '2', 10_000)])).not.toThrow();
  });

  it('fewer than two turns, or a rotation anomaly, voids the spin and refunds every stake', () => {
    const short = run(wheelRules, DEFAULT_WHEEL_OPTIONS, [...open, bet('a', '6', 300), close, spin(3, 1)]);
    expect(short.events.at(-1)).toMatchObject({
      type: 'RoundVoided',
      reason: 'tooFewTurns',
      refunds: [{ seat: 1, amount: 300 }],
    });
    const odd = run(wheelRules, DEFAULT_WHEEL_OPTIONS, [
      ...open,
      bet('a', '6', 300),
      close,
      spin(3, 5, true),
    ]);
    expect(odd.events.at(-1)).toMatchObject({ type: 'RoundVoided', reason: 'anomaly' });
    // The wheel did turn clockwise: the next spin must go the other way.
    expect(odd.state.lastDirection).toBe('clockwise');
    const again = run(wheelRules, DEFAULT_WHEEL_OPTIONS, [
      ...open,
      close,
      spin(3, 5, true),
      { type: 'OpenRound' },
      close,
      spin(3, 5),
    ]);
    expect(again.events.at(-1)).toMatchObject({ type: 'RoundVoided', reason: 'sameDirection' });
  });
});
