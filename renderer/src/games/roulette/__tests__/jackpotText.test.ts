import { describe, expect, it } from 'vitest';
import { cents } from '../../../../../games/money.ts';
import { bpsText, jackpotLines } from '../jackpotText.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('jackpotLines', () => {
  it('shows the pool, the drawn bonus number and the permanent options in French', () => {
    const lines = jackpotLines(
      { variant: 1, split: 'a', contributionBps: 150, bonusNumber: 17, pool: cents(123_456) },
      'fr',
    );
    expect(lines).toEqual({
      title: 'Jackpot numéro bonus',
      pool: `1${NNBSP}234,56${NBSP}€`,
      bonus: 'Numéro bonus : 17',
      rules: `Variante 1 · option a (partage au prorata des mises) · 1,5${NBSP}% des mises`,
    });
  });

  it('says when the bonus number will show before it is drawn, in English', () => {
    const lines = jackpotLines(
      { variant: 2, split: 'b', contributionBps: 200, bonusNumber: null, pool: cents(5_000) },
      'en',
    );
    expect(lines).toEqual({
      title: 'Bonus number jackpot',
      pool: '€50.00',
      bonus: 'Bonus number: drawn at "No more bets"',
      rules: 'Variant 2 · option b (to the largest stake) · 2% of stakes',
    });
  });

  it('shows a zero bonus number as 0, not as missing', () => {
    const lines = jackpotLines(
      { variant: 1, split: 'a', contributionBps: 1, bonusNumber: 0, pool: cents(0) },
      'fr',
    );
    expect(lines.bonus).toBe('Numéro bonus : 0');
  });
});

describe('bpsText', () => {
  it('writes basis points as an exact percentage', () => {
    expect([1, 10, 100, 125, 10_000].map((b) => bpsText(b, 'fr'))).toEqual([
      `0,01${NBSP}%`,
      `0,1${NBSP}%`,
      `1${NBSP}%`,
      `1,25${NBSP}%`,
      `100${NBSP}%`,
    ]);
    expect(bpsText(125, 'en')).toBe('1.25%');
  });
});
