// The roulette module's texts come from its vue-i18n namespaces (issue 11 §1): the felt's words,
// the spots' names, the limits line and the croupier's call, exactly, in French and in English.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../../../games/money.ts';
import { spotKey } from '../../../../../games/roulette/bets.ts';
import { formatShort } from '../../../format/euros.ts';
import type { RouletteStationSnapshot } from '../../../../../protocol/stationSnapshot.ts';
import { announce } from '../announce.ts';
import { feltWording } from '../feltWords.ts';
import { limitsText } from '../limitsText.ts';
import { rt } from '../messages.ts';
import { spotName } from '../spotName.ts';

describe('the roulette module’s words', () => {
  it('words the felt from its namespace and shows an unknown key as is', () => {
    expect(feltWording('fr')('colonneBox')).toBe('2 à 1');
    expect(feltWording('en')('colonneBox')).toBe('2 to 1');
    expect(feltWording('fr')('voisinsDuZero')).toBe('Voisins du zéro');
    expect(feltWording('en')('douzaine3')).toBe('3rd 12');
    expect(feltWording('fr')('toString')).toBe('toString');
    expect(feltWording('en')('nothing')).toBe('nothing');
  });

  it('names spots as the player reads them', () => {
    expect(spotName('plein-17', 'fr')).toBe('Plein 17');
    expect(spotName('plein-17', 'en')).toBe('Straight up 17');
    expect(spotName('cheval-17-20', 'fr')).toBe('Cheval 17-20');
    expect(spotName('carre-0-1-2-3', 'en')).toBe('Corner 0-1-2-3');
    expect(spotName(spotKey({ kind: 'chance', chance: 'manque' }), 'fr')).toBe('Manque (1-18)');
    expect(spotName('no-such-spot', 'en')).toBe('no-such-spot');
  });

  it('writes the limits line with the zero rule in both languages', () => {
    const e = (c: number, lang: 'fr' | 'en') => formatShort(c, lang);
    expect(e(3000, 'fr')).toMatch(/^30\s€$/);
    expect(e(3000, 'en')).toBe('€30');
    const limits = {
      minimum: cents(100),
      maxPlein: cents(3000),
      maxChance: cents(50000),
      zeroRule: 'partage',
    } as RouletteStationSnapshot['limits'];
    expect(limitsText(limits, 'fr')).toBe(
      `Mise minimum ${e(100, 'fr')}   ·   Plein maximum ${e(3000, 'fr')}   ·   Chances simples maximum ${e(50000, 'fr')}   ·   Zéro : partage`,
    );
    expect(limitsText({ ...limits, zeroRule: 'prison' } as RouletteStationSnapshot['limits'], 'en')).toBe(
      `Minimum stake ${e(100, 'en')}   ·   Straight up maximum ${e(3000, 'en')}   ·   Even chances maximum ${e(50000, 'en')}   ·   Zero: in prison`,
    );
  });

  it('calls the number and fills the statistics title', () => {
    expect(announce(17, 'fr')).toBe('17 noir, impair et manque');
    expect(announce(32, 'en')).toBe('32 red, even and high');
    expect(rt('fr', 'statisticsOf', { count: 37 })).toBe('Statistiques des 37 derniers coups');
    expect(rt('en', 'soundOff')).toBe('Sound: off');
  });
});
