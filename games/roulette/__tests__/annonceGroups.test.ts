import { describe, expect, it } from 'vitest';
import { expandAnnonce } from '../annonces.ts';
import { KNOWN_ANNONCES, recogniseAnnonce } from '../annonceGroups.ts';

describe('recognising an annonce from its chips', () => {
  it('finds every known annonce back from its expansion at any unit', () => {
    for (const annonce of KNOWN_ANNONCES) {
      if (annonce.kind === 'voisins' && annonce.k === 18) continue; // 37 pleins: no centre to find
      for (const unit of [100, 250]) {
        const chips = expandAnnonce(annonce).map((c) => ({ spot: c.spot, stake: c.units * unit }));
        expect(recogniseAnnonce(chips)).toEqual({ annonce, unit });
      }
    }
  });

  it('puts back together chips the hub split on one spot, in any order', () => {
    const chips = expandAnnonce({ kind: 'voisinsDuZero' })
      .flatMap((c) => Array.from({ length: c.units }, () => ({ spot: c.spot, stake: 500 })))
      .reverse();
    expect(recogniseAnnonce(chips)).toEqual({ annonce: { kind: 'voisinsDuZero' }, unit: 500 });
  });

  it('names no annonce for a single bet, a random set or uneven stakes', () => {
    expect(recogniseAnnonce([{ spot: { kind: 'plein', number: 3 }, stake: 100 }])).toBeNull();
    expect(
      recogniseAnnonce([
        { spot: { kind: 'plein', number: 3 }, stake: 100 },
        { spot: { kind: 'plein', number: 30 }, stake: 100 },
      ]),
    ).toBeNull();
    const tiers = expandAnnonce({ kind: 'tiers' }).map((c, i) => ({
      spot: c.spot,
      stake: i === 0 ? 300 : 200,
    }));
    expect(recogniseAnnonce(tiers)).toBeNull();
  });
});

// The chips of each annonce written out from RULES.md Part B §5.4 and the wheel order of a
// single-zero cylinder (0 32 15 19 4 21 2 25 17 34 6 27 13 36 11 30 8 23 10 5 24 16 33 1 20 14 31
// 9 22 18 29 7 28 12 35 3 26), never from expandAnnonce.
const p = (number: number, stake: number) => ({ spot: { kind: 'plein' as const, number }, stake });
const ch = (a: number, b: number, stake: number) => ({
  spot: { kind: 'cheval' as const, numbers: [a, b] },
  stake,
});
const pleins = (numbers: number[], stake: number) => numbers.map((n) => p(n, stake));

describe('recognising each annonce from its chips as the rules list them', () => {
  it('voisins du zéro: 0-2-3 ×2, five chevaux, carré 25-26-28-29 ×2', () => {
    const chips = [
      { spot: { kind: 'transversale' as const, numbers: [0, 2, 3] }, stake: 400 },
      ch(4, 7, 200),
      ch(12, 15, 200),
      ch(18, 21, 200),
      ch(19, 22, 200),
      ch(32, 35, 200),
      { spot: { kind: 'carre' as const, numbers: [25, 26, 28, 29] }, stake: 400 },
    ];
    expect(recogniseAnnonce(chips)).toEqual({ annonce: { kind: 'voisinsDuZero' }, unit: 200 });
  });

  it('tiers, orphelins and jeu zéro', () => {
    const tiers = [
      ch(5, 8, 100),
      ch(10, 11, 100),
      ch(13, 16, 100),
      ch(23, 24, 100),
      ch(27, 30, 100),
      ch(33, 36, 100),
    ];
    expect(recogniseAnnonce(tiers)).toEqual({ annonce: { kind: 'tiers' }, unit: 100 });
    const orphelins = [p(1, 500), ch(6, 9, 500), ch(14, 17, 500), ch(17, 20, 500), ch(31, 34, 500)];
    expect(recogniseAnnonce(orphelins)).toEqual({ annonce: { kind: 'orphelins' }, unit: 500 });
    const jeuZero = [ch(0, 3, 100), ch(12, 15, 100), ch(32, 35, 100), p(26, 100)];
    expect(recogniseAnnonce(jeuZero)).toEqual({ annonce: { kind: 'jeuZero' }, unit: 100 });
  });

  it('the finales en plein of 0 to 9: four pleins (0–6) or three (7–9)', () => {
    expect(recogniseAnnonce(pleins([0, 10, 20, 30], 100))).toEqual({
      annonce: { kind: 'finalePlein', digit: 0 },
      unit: 100,
    });
    expect(recogniseAnnonce(pleins([4, 14, 24, 34], 200))).toEqual({
      annonce: { kind: 'finalePlein', digit: 4 },
      unit: 200,
    });
    expect(recogniseAnnonce(pleins([9, 19, 29], 100))).toEqual({
      annonce: { kind: 'finalePlein', digit: 9 },
      unit: 100,
    });
  });

  it('the finales à cheval d/d+3 of 0/3 to 6/9', () => {
    expect(recogniseAnnonce([ch(0, 3, 100), ch(10, 13, 100), ch(20, 23, 100), ch(30, 33, 100)])).toEqual({
      annonce: { kind: 'finaleCheval', low: 0 },
      unit: 100,
    });
    expect(recogniseAnnonce([ch(6, 9, 100), ch(16, 19, 100), ch(26, 29, 100)])).toEqual({
      annonce: { kind: 'finaleCheval', low: 6 },
      unit: 100,
    });
  });

  it('a number and its neighbours on the wheel, k on each side', () => {
    expect(recogniseAnnonce(pleins([26, 0, 32], 100))).toEqual({
      annonce: { kind: 'voisins', number: 0, k: 1 },
      unit: 100,
    });
    expect(recogniseAnnonce(pleins([2, 25, 17, 34, 6], 100))).toEqual({
      annonce: { kind: 'voisins', number: 17, k: 2 },
      unit: 100,
    });
    expect(recogniseAnnonce(pleins([3, 26, 0, 32, 15], 100))).toEqual({
      annonce: { kind: 'voisins', number: 0, k: 2 },
      unit: 100,
    });
    expect(recogniseAnnonce(pleins([33, 1, 20, 14, 31, 9, 22], 100))).toEqual({
      annonce: { kind: 'voisins', number: 14, k: 3 },
      unit: 100,
    });
  });

  it('names the whole wheel (37 pleins) by the neighbours of zero, whatever the order of the chips', () => {
    const wheel = Array.from({ length: 37 }, (_, n) => 36 - n);
    expect(recogniseAnnonce(pleins(wheel, 100))).toEqual({
      annonce: { kind: 'voisins', number: 0, k: 18 },
      unit: 100,
    });
  });

  it('names no annonce for chips of no value or of a negative stake', () => {
    expect(recogniseAnnonce(pleins([26, 0, 32], 0))).toBeNull();
    expect(recogniseAnnonce(pleins([26, 0, 32], -100))).toBeNull();
    const negativeVoisins = [
      { spot: { kind: 'transversale' as const, numbers: [0, 2, 3] }, stake: -400 },
      ch(4, 7, -200),
      ch(12, 15, -200),
      ch(18, 21, -200),
      ch(19, 22, -200),
      ch(32, 35, -200),
      { spot: { kind: 'carre' as const, numbers: [25, 26, 28, 29] }, stake: -400 },
    ];
    expect(recogniseAnnonce(negativeVoisins)).toBeNull();
  });
});
