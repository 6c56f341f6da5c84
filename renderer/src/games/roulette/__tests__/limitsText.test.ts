import { describe, expect, it } from 'vitest';
import { cents } from '../../../../../games/money.ts';
import { captionParts, limitsText } from '../limitsText.ts';
import { maximaText } from '../maximaText.ts';

const NBSP = '\u00a0';

describe('the limits caption', () => {
  it('reads the table limits in full, and cuts each caption line into its limits', () => {
    const limits = {
      minimum: cents(100),
      maxPlein: cents(3_000),
      maxChance: cents(100_000),
      zeroRule: 'partage' as const,
    };
    const line = limitsText(limits, 'fr');
    expect(captionParts(line)).toEqual([
      `Mise minimum 1${NBSP}€`,
      `Plein maximum 30${NBSP}€`,
      `Chances simples maximum 1\u202f000${NBSP}€`,
      'Zéro : partage',
    ]);
    expect(captionParts(maximaText({ deuxDouzaines: 200_000, chance: 100_000 }, 'fr'))).toEqual([
      `Maximum par mise : Deux douzaines 2\u202f000${NBSP}€`,
      `Chance simple 1\u202f000${NBSP}€`,
    ]);
    expect(captionParts('Zero: half back')).toEqual(['Zero: half back']);
  });
});
