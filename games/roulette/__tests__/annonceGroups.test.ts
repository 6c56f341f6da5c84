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
