import { describe, expect, it } from 'vitest';
import { spotKey } from '../../../../../games/roulette/bets.ts';
import { ALL_SPOTS } from '../../../../../games/roulette/combinations.ts';
import { RouletteSpotSchema } from '../../../../../protocol/roulette.ts';
import { rouletteSpotForKey } from '../spotByKey.ts';
import { spotName } from '../spotName.ts';

describe('roulette spots by key', () => {
  it('names every legal spot in its wire shape, and nothing else', () => {
    for (const spot of ALL_SPOTS) {
      const wire = rouletteSpotForKey(spotKey(spot));
      expect(wire).toEqual(spot);
      expect(RouletteSpotSchema.safeParse(wire).success).toBe(true);
    }
    expect(rouletteSpotForKey('cheval-1-5')).toBeNull();
    expect(rouletteSpotForKey('race-17')).toBeNull();
  });

  it('words a spot for the player in both languages', () => {
    expect(spotName('cheval-17-20', 'fr')).toBe('Cheval 17-20');
    expect(spotName('carre-0-1-2-3', 'fr')).toBe('Carré 0-1-2-3');
    expect(spotName('deux-douzaines-1-2', 'en')).toBe('Two dozens 1-2');
    expect(spotName('manque', 'fr')).toBe('Manque (1-18)');
    expect(spotName('transversale-1-2-3', 'en')).toBe('Street 1-2-3');
  });
});
