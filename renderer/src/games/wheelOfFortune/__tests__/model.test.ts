import { describe, expect, it } from 'vitest';
import { WHEEL_FELT } from '../../../../../games/wheelOfFortune/felt.ts';
import { MAIN_WHEEL } from '../../../../../games/wheelOfFortune/layout.ts';
import { snapshotOf, uiOf } from '../../cellFelt/__tests__/fixtures.ts';
import { wheelOfFortuneMessages } from '../messages.ts';
import { wheelOfFortuneModel } from '../model.ts';
import { BONUS_MARK } from '../bonusMark.ts';
import { WHEEL_FACE_SEGMENTS, WHEEL_OF_FORTUNE_GAME } from '../wheelOfFortuneGame.ts';

const maxima = { '2': 10_000, '4': 5_000, '6': 2_500, '16': 1_200, '24': 1_000, '48': 500, bonus: 100 };
const limits = { minimum: 100, bonusStake: 100, reading: 'pour', maxima };
const bonusAt = MAIN_WHEEL.indexOf('bonus');
const fortyEight = MAIN_WHEEL.indexOf('48');

describe('the wheel of fortune model', () => {
  it('sums stakes per symbol cell, keyed as the felt’s zones', () => {
    const bets = [
      { betId: 'a', spot: { symbol: '2' }, stake: 300 },
      { betId: 'b', spot: { symbol: 'bonus' }, stake: 100 },
      { betId: 'c', spot: { symbol: '2' }, stake: 100 },
    ];
    const m = wheelOfFortuneModel(snapshotOf('wheelOfFortune', { limits, bets }), uiOf());
    expect(Object.fromEntries(m.stakes)).toEqual({
      'symbol-2': { total: 400, count: 2, pending: false },
      'symbol-bonus': { total: 100, count: 1, pending: false },
    });
    const keys = new Set(WHEEL_FELT.zones.map((z) => z.key));
    for (const key of m.stakes.keys()) expect(keys.has(key)).toBe(true);
  });

  it('rings the landed segment’s symbol, and shows the bonus wheel’s segment on purple', () => {
    const round = {
      roundId: 9,
      phase: 'settled',
      closesAt: null,
      result: { pocket: bonusAt, symbol: 'bonus', bonusSegment: 4, direction: 'clockwise' },
    };
    const snap = snapshotOf('wheelOfFortune', { limits, round });
    const m = wheelOfFortuneModel(snap, uiOf({ shownResult: { roundId: 9, pocket: bonusAt } }));
    expect([...m.winning]).toEqual(['symbol-bonus']);
    expect(m.shownPocket).toBe(bonusAt);
    expect(m.bonusSegment).toBe(4);
    // An older result (the snapshot's round is another one) shows no bonus segment it cannot know.
    expect(
      wheelOfFortuneModel(snap, uiOf({ shownResult: { roundId: 8, pocket: bonusAt } })).bonusSegment,
    ).toBeNull();
    const plain = wheelOfFortuneModel(snap, uiOf({ shownResult: { roundId: 9, pocket: fortyEight } }));
    expect([...plain.winning]).toEqual(['symbol-48']);
    expect(plain.bonusSegment).toBeNull();
  });

  it('words each cell with its ratio and the table’s maximum, the bonus with its fixed stake', () => {
    const m = wheelOfFortuneModel(snapshotOf('wheelOfFortune', { limits }), uiOf());
    const words = (k: string) => m.words.get(k)?.replace(/\s/g, ' ');
    expect(words('symbol-2')).toBe('2 2 pour 1 max. 100 €');
    expect(words('symbol-48')).toBe('48 48 pour 1 max. 5 €');
    expect(words('symbol-bonus')).toBe('★ BONUS mise fixe 1 €');
    for (const cell of WHEEL_FELT.cells) expect(m.words.has(cell.message ?? ''), cell.message).toBe(true);
    expect(m.rule).toContain('N fois la mise, mise comprise');
    expect(m.bonusLine).toContain('5 · 20 · 50 · 100 · 250 · 1000 pour 1');
  });

  it('states the other reading when the table chose it, and speaks English completely', () => {
    const plus = wheelOfFortuneModel(
      snapshotOf('wheelOfFortune', { limits: { ...limits, reading: 'plus' } }),
      uiOf(),
    );
    expect(plus.rule).toContain('N fois la mise, plus la mise');
    expect(plus.words.get('symbol-16')?.split('\n')[1]).toBe('16 contre 1');
    const en = wheelOfFortuneModel(snapshotOf('wheelOfFortune', { limits }), uiOf({ language: 'en' }));
    expect(en.title).toBe('WHEEL OF FORTUNE');
    expect(en.words.get('symbol-6')).toBe('6\n6 for 1\nmax. €25');
    expect(en.limits).toBe('Minimum stake €1   ·   Bonus: fixed stake €1');
    expect(Object.keys(wheelOfFortuneMessages.en).sort()).toEqual(
      Object.keys(wheelOfFortuneMessages.fr).sort(),
    );
  });
});

describe('the wheel face of the wheel of fortune', () => {
  it('marks exactly the two purple segments with the star and keeps every other figure', () => {
    const marked = WHEEL_FACE_SEGMENTS.flatMap((p, i) => (p.text === BONUS_MARK ? [i] : []));
    expect(marked).toEqual(MAIN_WHEEL.flatMap((s, i) => (s === 'bonus' ? [i] : [])));
    expect(marked).toHaveLength(2);
    WHEEL_FACE_SEGMENTS.forEach((p, i) => {
      if (MAIN_WHEEL[i] !== 'bonus') expect(p.text).toBe(MAIN_WHEEL[i]);
    });
    expect(WHEEL_FACE_SEGMENTS.some((p) => p.text === 'B')).toBe(false);
    expect(WHEEL_OF_FORTUNE_GAME.face.pockets).toBe(WHEEL_FACE_SEGMENTS);
  });
});
