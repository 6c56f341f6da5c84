import { describe, expect, it } from 'vitest';
import { rouletteSpotLabel } from '../rouletteSpotLabel.ts';

describe('the roulette recall’s words for a stake', () => {
  it('names every spot by its kind and numbers, as a player reads it', () => {
    expect(
      [
        { kind: 'plein', number: 17 },
        { kind: 'cheval', numbers: [17, 20] },
        { kind: 'transversale', numbers: [0, 2, 3] },
        { kind: 'carre', numbers: [25, 26, 28, 29] },
        { kind: 'sixain', numbers: [1, 2, 3, 4, 5, 6] },
        { kind: 'douzaine', dozen: 2 },
        { kind: 'colonne', column: 3 },
        { kind: 'deuxDouzaines', first: 1 },
        { kind: 'deuxColonnes', first: 2 },
        { kind: 'chance', chance: 'rouge' },
      ].map(rouletteSpotLabel),
    ).toEqual([
      'plein 17',
      'cheval 17-20',
      'transversale 0-2-3',
      'carré 25-26-28-29',
      'sixain 1-2-3-4-5-6',
      'douzaine 2',
      'colonne 3',
      'deux douzaines 1-2',
      'deux colonnes 2-3',
      'chance rouge',
    ]);
  });

  it('names an annonce and a random combination, never by their JSON (Part B §5.4)', () => {
    const annonce = (a: object) => rouletteSpotLabel({ kind: 'annonce', annonce: a });
    expect(annonce({ kind: 'voisinsDuZero' })).toBe('voisins du zéro');
    expect(annonce({ kind: 'tiers' })).toBe('tiers du cylindre');
    expect(annonce({ kind: 'orphelins' })).toBe('orphelins');
    expect(annonce({ kind: 'jeuZero' })).toBe('jeu zéro');
    expect(annonce({ kind: 'finalePlein', digit: 7 })).toBe('finale en plein 7');
    expect(annonce({ kind: 'finaleCheval', low: 0 })).toBe('finale à cheval 0/3');
    expect(annonce({ kind: 'voisins', number: 17, k: 2 })).toBe('voisins du 17 ±2');
    expect(rouletteSpotLabel({ kind: 'random', count: 5 })).toBe('hasard (5 pleins)');
  });

  it('shows what it does not recognise as journaled', () => {
    expect(rouletteSpotLabel({ kind: 'annonce', annonce: { kind: 'nouveau' } })).toBe(
      '{"kind":"annonce","annonce":{"kind":"nouveau"}}',
    );
    expect(rouletteSpotLabel(null)).toBe('null');
  });
});
