import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../protocol/errors.ts';
import { announce } from '../../games/roulette/announce.ts';
import { errorText } from '../errorText.ts';
import { limitsText } from '../../games/roulette/limitsText.ts';
import { cents } from '../../../../games/money.ts';

const NBSP = '\u00a0';

describe('errorText', () => {
  it('words every code in both languages, never from the English message', () => {
    for (const code of ERROR_CODES) {
      const fr = errorText({ code }, 'fr');
      const en = errorText({ code }, 'en');
      expect(fr.length).toBeGreaterThan(5);
      expect(en.length).toBeGreaterThan(5);
      expect(fr).not.toBe(en);
    }
  });

  it('says rien ne va plus for a late bet', () => {
    expect(errorText({ code: 'BETS_CLOSED' }, 'fr')).toBe('Rien ne va plus : mise refusée');
    expect(errorText({ code: 'BETS_CLOSED' }, 'en')).toBe('No more bets: bet refused');
    expect(errorText({ code: 'ILLEGAL_BET', params: { reason: 'oddStake' } }, 'fr')).toBe(
      'Combinaison ou montant non admis : mise refusée',
    );
  });

  it('states the limit from params (RULES.md A.1)', () => {
    const error = { code: 'STAKE_ABOVE_MAXIMUM', params: { maximum: 3000 } } as const;
    expect(errorText(error, 'fr')).toBe(`Mise supérieure au maximum de 30,00${NBSP}€`);
    expect(errorText(error, 'en')).toBe('Stake above the maximum of €30.00');
    const below = { code: 'STAKE_BELOW_MINIMUM', params: { minimum: 200 } } as const;
    expect(errorText(below, 'fr')).toBe(`Mise inférieure au minimum de 2,00${NBSP}€`);
  });

  it('states the hub maximum an amount went over (issue 10 §6)', () => {
    const error = {
      code: 'AMOUNT_OVER_MAXIMUM',
      params: { maximum: 10_000_000, limit: 'creditInMaximum' },
    } as const;
    expect(errorText(error, 'fr')).toBe(`Montant supérieur au maximum de 100\u202f000,00${NBSP}€`);
    expect(errorText(error, 'en')).toBe('Amount above the maximum of €100,000.00');
  });

  it('shows the credit when it is short', () => {
    const error = { code: 'INSUFFICIENT_CREDIT', params: { credit: 450 } } as const;
    expect(errorText(error, 'fr')).toBe(`Crédit insuffisant : 4,50${NBSP}€`);
    expect(errorText(error, 'en')).toBe('Insufficient credit: €4.50');
  });

  it('falls back to the sentence alone when a figure is missing or not cents', () => {
    expect(errorText({ code: 'STAKE_ABOVE_MAXIMUM' }, 'fr')).toBe('Mise supérieure au maximum');
    expect(errorText({ code: 'STAKE_ABOVE_MAXIMUM', params: { maximum: 'x' } }, 'en')).toBe(
      'Stake above the maximum',
    );
  });

  it('words offline without blaming the player', () => {
    expect(errorText({ code: 'OFFLINE' }, 'fr')).toMatch(/^Hors ligne/);
  });
});

describe('announce', () => {
  it('announces the number like a croupier', () => {
    expect(announce(17, 'fr')).toBe('17 noir, impair et manque');
    expect(announce(32, 'fr')).toBe('32 rouge, pair et passe');
    expect(announce(0, 'fr')).toBe('Zéro');
    expect(announce(1, 'en')).toBe('1 red, odd and low');
  });
});

describe('limitsText', () => {
  it('states the table limits and the zero rule in both languages', () => {
    const limits = {
      minimum: cents(100),
      maxPlein: cents(3000),
      maxChance: cents(100000),
      zeroRule: 'partage',
    } as const;
    expect(limitsText(limits, 'fr')).toBe(
      `Mise minimum 1${NBSP}€   ·   Plein maximum 30${NBSP}€   ·   Chances simples maximum 1\u202f000${NBSP}€   ·   Zéro : partage`,
    );
    expect(limitsText({ ...limits, zeroRule: 'prison' }, 'en')).toBe(
      'Minimum stake €1   ·   Straight up maximum €30   ·   Even chances maximum €1,000   ·   Zero: in prison',
    );
  });
});

describe('errorText under the hide key', () => {
  it('masks the figure of every refusal that states one, and nothing else', () => {
    const credit = { code: 'INSUFFICIENT_CREDIT', params: { credit: 1234 } } as const;
    expect(errorText(credit, 'fr', { hidden: true })).toBe(
      errorText(credit, 'fr').replace(`12,34${NBSP}€`, '•\u00a0•\u00a0•\u00a0•\u00a0•'),
    );
    expect(errorText(credit, 'fr', { hidden: true })).not.toContain('12,34');
    expect(errorText(credit, 'en', { hidden: true })).not.toContain('12.34');
    expect(errorText(credit, 'en', { hidden: true })).toContain('•\u00a0•\u00a0•\u00a0•\u00a0•');
    for (const [code, param] of [
      ['STAKE_BELOW_MINIMUM', 'minimum'],
      ['STAKE_ABOVE_MAXIMUM', 'maximum'],
      ['AMOUNT_OVER_MAXIMUM', 'maximum'],
    ] as const) {
      const e = { code, params: { [param]: 98_765 } };
      for (const lang of ['fr', 'en'] as const) {
        const shown = errorText(e, lang);
        expect(shown).toMatch(/987[.,]65/);
        expect(errorText(e, lang, { hidden: true })).toBe(
          shown.replace(/€?987[.,]65(\u00a0€)?/, '•\u00a0•\u00a0•\u00a0•\u00a0•'),
        );
      }
    }
    expect(errorText({ code: 'BETS_CLOSED' }, 'fr', { hidden: true })).toBe(
      errorText({ code: 'BETS_CLOSED' }, 'fr'),
    );
  });
});
