import { describe, expect, it } from 'vitest';
import { spotKey } from '../bets.ts';
import { type Annonce, expandAnnonce, isLegalAnnonce } from '../annonces.ts';
import { isLegalSpot } from '../combinations.ts';
import { spotCovers } from '../bets.ts';

const chips = (a: Annonce) =>
  expandAnnonce(a).map((c) => `${spotKey(c.spot)}${c.units > 1 ? `×${c.units}` : ''}`);
const covered = (a: Annonce) =>
  [...new Set(expandAnnonce(a).flatMap((c) => spotCovers(c.spot)))].sort((x, y) => x - y);
const units = (a: Annonce) => expandAnnonce(a).reduce((s, c) => s + c.units, 0);

describe('annonces, chip by chip (Part B §5.4)', () => {
  it('voisins du zéro: 9 chips over 17 numbers', () => {
    expect(chips({ kind: 'voisinsDuZero' })).toEqual([
      'transversale-0-2-3×2',
      'cheval-4-7',
      'cheval-12-15',
      'cheval-18-21',
      'cheval-19-22',
      'cheval-32-35',
      'carre-25-26-28-29×2',
    ]);
    expect(units({ kind: 'voisinsDuZero' })).toBe(9);
    expect(covered({ kind: 'voisinsDuZero' })).toEqual([
      0, 2, 3, 4, 7, 12, 15, 18, 19, 21, 22, 25, 26, 28, 29, 32, 35,
    ]);
  });

  it('tiers: 6 chevaux over 12 numbers', () => {
    expect(chips({ kind: 'tiers' })).toEqual([
      'cheval-5-8',
      'cheval-10-11',
      'cheval-13-16',
      'cheval-23-24',
      'cheval-27-30',
      'cheval-33-36',
    ]);
    expect(covered({ kind: 'tiers' })).toEqual([5, 8, 10, 11, 13, 16, 23, 24, 27, 30, 33, 36]);
  });

  it('orphelins: plein 1 and 4 chevaux over 8 numbers', () => {
    expect(chips({ kind: 'orphelins' })).toEqual([
      'plein-1',
      'cheval-6-9',
      'cheval-14-17',
      'cheval-17-20',
      'cheval-31-34',
    ]);
    expect(covered({ kind: 'orphelins' })).toEqual([1, 6, 9, 14, 17, 20, 31, 34]);
  });

  it('jeu zéro: 3 chevaux and plein 26 over 7 numbers', () => {
    expect(chips({ kind: 'jeuZero' })).toEqual(['cheval-0-3', 'cheval-12-15', 'cheval-32-35', 'plein-26']);
    expect(covered({ kind: 'jeuZero' })).toEqual([0, 3, 12, 15, 26, 32, 35]);
  });

  it('voisins, tiers and orphelins cover the wheel exactly once between them', () => {
    const all = [
      ...covered({ kind: 'voisinsDuZero' }),
      ...covered({ kind: 'tiers' }),
      ...covered({ kind: 'orphelins' }),
    ];
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('finales en plein: 4 chips for 0–6, 3 for 7–9', () => {
    expect(chips({ kind: 'finalePlein', digit: 0 })).toEqual(['plein-0', 'plein-10', 'plein-20', 'plein-30']);
    expect(chips({ kind: 'finalePlein', digit: 6 })).toEqual(['plein-6', 'plein-16', 'plein-26', 'plein-36']);
    expect(chips({ kind: 'finalePlein', digit: 7 })).toEqual(['plein-7', 'plein-17', 'plein-27']);
    for (let d = 0; d <= 9; d++) expect(units({ kind: 'finalePlein', digit: d })).toBe(d <= 6 ? 4 : 3);
  });

  it('finales à cheval: every cheval n/n+3 with n ending in d', () => {
    expect(chips({ kind: 'finaleCheval', low: 0 })).toEqual([
      'cheval-0-3',
      'cheval-10-13',
      'cheval-20-23',
      'cheval-30-33',
    ]);
    expect(chips({ kind: 'finaleCheval', low: 4 })).toEqual(['cheval-4-7', 'cheval-14-17', 'cheval-24-27']);
    expect(chips({ kind: 'finaleCheval', low: 6 })).toEqual(['cheval-6-9', 'cheval-16-19', 'cheval-26-29']);
  });

  it('neighbours N±k: 2k+1 pleins around N in wheel order, wrapping past zero', () => {
    expect(chips({ kind: 'voisins', number: 0, k: 2 })).toEqual([
      'plein-3',
      'plein-26',
      'plein-0',
      'plein-32',
      'plein-15',
    ]);
    expect(chips({ kind: 'voisins', number: 26, k: 1 })).toEqual(['plein-3', 'plein-26', 'plein-0']);
    expect(units({ kind: 'voisins', number: 17, k: 18 })).toBe(37);
    expect(isLegalAnnonce({ kind: 'voisins', number: 17, k: 19 })).toBe(false);
    expect(isLegalAnnonce({ kind: 'finalePlein', digit: 10 })).toBe(false);
  });

  it('every chip of every annonce is a legal spot', () => {
    const all: Annonce[] = [
      { kind: 'voisinsDuZero' },
      { kind: 'tiers' },
      { kind: 'orphelins' },
      { kind: 'jeuZero' },
      ...Array.from({ length: 10 }, (_, digit): Annonce => ({ kind: 'finalePlein', digit })),
      ...Array.from({ length: 7 }, (_, low): Annonce => ({ kind: 'finaleCheval', low })),
      ...Array.from({ length: 37 }, (_, number): Annonce => ({ kind: 'voisins', number, k: 2 })),
    ];
    for (const a of all) for (const c of expandAnnonce(a)) expect(isLegalSpot(c.spot)).toBe(true);
  });
});
