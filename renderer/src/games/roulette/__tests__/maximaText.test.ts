import { describe, expect, it } from 'vitest';
import { maximaText } from '../maximaText.ts';

const NBSP = '\u00a0';

describe('the maxima in full', () => {
  it('lists every kind the snapshot gives, in paytable order, in both languages', () => {
    const maxima = { chance: 100_000, plein: 3000, cheval: 6000 };
    expect(maximaText(maxima, 'fr')).toBe(
      `Maximum par mise : Plein 30${NBSP}€ · Cheval 60${NBSP}€ · Chance simple 1\u202f000${NBSP}€`,
    );
    expect(maximaText(maxima, 'en')).toBe(
      'Maximum per bet: Straight up €30 · Split €60 · Even chance €1,000',
    );
  });

  it('says nothing without maxima', () => {
    expect(maximaText(undefined, 'fr')).toBe('');
    expect(maximaText({}, 'en')).toBe('');
  });
});
