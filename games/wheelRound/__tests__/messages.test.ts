import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { checkRouletteChips, ART_53_MAX_MULTIPLES } from '../../roulette/limits.ts';
import { rejectionMessage } from '../messages.ts';

describe('rejection messages (A.1: the limit is in the message)', () => {
  it('names the maximum and the total asked', () => {
    const detail = checkRouletteChips(
      { tableMinimum: cents(200), maxMultiples: ART_53_MAX_MULTIPLES },
      cents(0),
      [],
      [{ spot: { kind: 'plein', number: 8 }, stake: cents(6100) }],
    );
    expect(rejectionMessage({ code: 'limit', detail })).toBe(
      'Mise refusée sur plein-8 : le maximum par coup est de 60,00 € (total demandé 61,00 €).',
    );
  });

  it('names the minimum', () => {
    expect(
      rejectionMessage({ code: 'limit', detail: { code: 'belowMinimum', spot: 'rouge', minimum: 500 } }),
    ).toBe('Mise refusée sur rouge : le minimum est de 5,00 €.');
  });

  it('has a sentence for every other code', () => {
    expect(rejectionMessage({ code: 'betsClosed' })).toContain('Rien ne va plus');
    expect(rejectionMessage({ code: 'illegalBet' })).toContain('n’existe pas');
  });
});
