import { describe, expect, it } from 'vitest';
import { lastRoundsText } from '../lastRounds.ts';

describe('lastRoundsText', () => {
  it('announces the three last in French and English', () => {
    expect([3, 2, 1, 0].map((n) => lastRoundsText('fr', n))).toEqual([
      'Trois dernières billes',
      'Deux dernières billes',
      'Dernière bille',
      'Table en fermeture',
    ]);
    expect([3, 2, 1, 0].map((n) => lastRoundsText('en', n))).toEqual([
      'Last three spins',
      'Last two spins',
      'Last spin',
      'Table closing',
    ]);
  });
});
