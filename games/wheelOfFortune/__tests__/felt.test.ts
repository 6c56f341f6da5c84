import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { rectCentre } from '../../feltLayout.ts';
import { checkZones, paintOf, scanFelt } from '../../wheelRound/__tests__/feltChecks.ts';
import { BONUS_SEGMENTS, MAIN_SEGMENTS, SYMBOL_TONE, WHEEL_FELT, symbolKey, wheelBetAt } from '../felt.ts';
import { BONUS_WHEEL, MAIN_WHEEL, WHEEL_SYMBOLS, WHEEL_SYMBOL_LIST, type WheelSymbol } from '../layout.ts';
import { DEFAULT_WHEEL_OPTIONS, wheelRules } from '../rules.ts';

const o = DEFAULT_WHEEL_OPTIONS;
const stakeFor = (s: WheelSymbol) => (s === 'bonus' ? o.bonusStake : o.tableMinimum);

describe('the wheel of fortune felt (seed 000)', () => {
  it('has one cell per symbol the rules accept, in paytable order', () => {
    expect(WHEEL_FELT.zones.map((c) => c.spot.symbol)).toEqual([...WHEEL_SYMBOL_LIST]);
    for (const c of WHEEL_FELT.zones) {
      expect(c.key).toBe(symbolKey(c.spot.symbol));
      expect(
        wheelRules.checkChips(o, o.tableMinimum, [], [{ spot: c.spot, stake: stakeFor(c.spot.symbol) }]),
      ).toBeUndefined();
    }
  });

  it('places its targets apart, large enough to touch, each painted, chips inside', () => {
    checkZones(WHEEL_FELT);
  });

  it('maps every point of the felt to the cell under it, or to nothing in a gutter', () => {
    scanFelt(WHEEL_FELT, wheelBetAt);
  });

  it('maps the centre and inner corners of each cell to its own symbol', () => {
    for (const c of WHEEL_FELT.zones) {
      const { x, y, w, h } = c.hit;
      for (const p of [rectCentre(c.hit), { x, y }, { x: x + w - 1, y: y + h - 1 }])
        expect(wheelBetAt(p)).toBe(c.spot);
      expect(wheelBetAt({ x: x + w, y })).toBeNull();
    }
  });

  it('paints each cell in its colour, whose ratio the rules pay on its segments', () => {
    for (const c of WHEEL_FELT.zones) {
      const symbol = c.spot.symbol;
      const paint = paintOf(WHEEL_FELT, c.key);
      expect(paint?.tone).toBe(SYMBOL_TONE[symbol]);
      expect(paint?.message).toBe(symbolKey(symbol));
      if (symbol === 'bonus') continue;
      const segment = MAIN_WHEEL.indexOf(symbol);
      const stake = cents(100);
      const paid = wheelRules.settle(o, { spot: c.spot, stake }, { segment, bonusSegment: null });
      expect(paid.returned).toBe(stake * WHEEL_SYMBOLS[symbol].ratio);
    }
  });

  it('draws 52 segments in the seven colours with seed 000’s counts', () => {
    expect(MAIN_SEGMENTS).toHaveLength(52);
    const expected: Record<WheelSymbol, [string, number]> = {
      '2': ['vert foncé', 24],
      '4': ['vert clair', 12],
      '6': ['jaune', 8],
      '16': ['rouge', 3],
      '24': ['orange', 2],
      '48': ['bleu ciel', 1],
      bonus: ['violet', 2],
    };
    for (const [symbol, [colour, count]] of Object.entries(expected)) {
      const label = symbol === 'bonus' ? 'B' : symbol;
      expect(
        MAIN_SEGMENTS.filter((s) => s.text === label && s.tone === colour),
        symbol,
      ).toHaveLength(count);
    }
    MAIN_SEGMENTS.forEach((s, i) => expect(s.tone).toBe(SYMBOL_TONE[MAIN_WHEEL[i] ?? '2']));
  });

  it('draws the six bonus segments 5, 20, 50, 100, 250, 1000 in their six colours', () => {
    expect(BONUS_SEGMENTS.map((s) => s.text)).toEqual(['5', '20', '50', '100', '250', '1000']);
    expect(BONUS_SEGMENTS.map((s) => s.tone)).toEqual(['vert', 'rouge', 'bleu', 'orange', 'jaune', 'violet']);
    expect(BONUS_SEGMENTS.map((s) => Number(s.text))).toEqual(BONUS_WHEEL.map((b) => b.ratio));
  });

  it('is exactly as wide as its seven cells and the six gutters between them', () => {
    const last = WHEEL_FELT.zones.at(-1)?.hit;
    expect(last && last.x + last.w).toBe(WHEEL_FELT.width);
    expect(WHEEL_FELT.zones[0]?.hit.x).toBe(0);
  });
});
