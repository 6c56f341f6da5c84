import { describe, expect, it } from 'vitest';
import { expandAnnonce } from '../../../../../games/roulette/annonces.ts';
import { snapshotOf, uiOf as cellUiOf } from '../../cellFelt/__tests__/fixtures.ts';
import { feltWording } from '../feltWords.ts';
import { type RouletteUi, rouletteModel, sceneOf } from '../model.ts';

/** A roulette UI state: French, nothing pending, no result shown, no proposal. */
const uiOf = (parts: Partial<RouletteUi> = {}): RouletteUi => ({ ...cellUiOf(), proposal: null, ...parts });

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const limits = {
  minimum: 100,
  maxPlein: 3_000,
  maxChance: 100_000,
  zeroRule: 'partage',
  maxima: {
    plein: 3_000,
    cheval: 6_000,
    transversale: 9_000,
    carre: 12_000,
    sixain: 18_000,
    douzaine: 60_000,
    colonne: 60_000,
    deuxDouzaines: 100_000,
    deuxColonnes: 100_000,
    chance: 100_000,
  },
};
const chip = (total: number, count: number, label: string, pending = false) => ({
  total,
  count,
  pending,
  label,
});

describe('the roulette model', () => {
  it('draws each chip on its spot, an annonce and a finale on the racetrack, a random batch listed, pending faded', () => {
    // Tiers at 2 € a unit: 6 chevaux of one unit each = 12 € (RULES.md A.2, annonces).
    const tiers = expandAnnonce({ kind: 'tiers' }).map((c) => ({
      betId: 't',
      spot: c.spot,
      stake: c.units * 200,
      annonce: { kind: 'tiers' },
    }));
    // Finale en plein 7 at 1 €: 7, 17, 27 = 3 €.
    const finale = expandAnnonce({ kind: 'finalePlein', digit: 7 }).map((c) => ({
      betId: 'f',
      spot: c.spot,
      stake: 100,
      annonce: { kind: 'finalePlein', digit: 7 },
    }));
    const bets = [
      { betId: 'a', spot: { kind: 'cheval', numbers: [17, 20] }, stake: 500 },
      { betId: 'b', spot: { kind: 'cheval', numbers: [17, 20] }, stake: 1_500 },
      { betId: 'c', spot: { kind: 'chance', chance: 'rouge' }, stake: 250 },
      ...tiers,
      ...finale,
      // A random combination placed whole (placeAnnonce random, 2 pleins at 1 €): listed apart.
      { betId: 'r', spot: { kind: 'plein', number: 3 }, stake: 100, annonce: { kind: 'random', count: 2 } },
      { betId: 'r', spot: { kind: 'plein', number: 30 }, stake: 100, annonce: { kind: 'random', count: 2 } },
    ];
    const m = rouletteModel(
      snapshotOf('roulette', { limits, bets }),
      uiOf({
        pending: [
          { spotKey: 'plein-5', stake: 200 },
          { spotKey: 'race-voisinsDuZero', stake: 100 },
        ],
      }),
    );
    expect([...(m.chips.get('layout') ?? [])]).toEqual([
      ['cheval-17-20', chip(2_000, 2, `20${NBSP}€`)],
      ['rouge', chip(250, 1, `2,50${NBSP}€`)],
      ['plein-5', chip(200, 1, `2${NBSP}€`, true)],
    ]);
    expect([...(m.chips.get('racetrack') ?? [])]).toEqual([
      ['race-tiers', chip(1_200, 1, `12${NBSP}€`)],
      ['race-finale-7', chip(300, 1, `3${NBSP}€`)],
      ['race-voisinsDuZero', chip(100, 1, `1${NBSP}€`, true)],
    ]);
    expect(m.listed).toEqual([
      { betId: 'r', kind: 'random', name: 'Hasard', total: 200, amount: `2${NBSP}€` },
    ]);
    expect(rouletteModel(snapshotOf('roulette', { limits, bets }), uiOf({ language: 'en' })).listed).toEqual([
      { betId: 'r', kind: 'random', name: 'Random', total: 200, amount: `€2` },
    ]);
    expect(m.closed).toBe(false);
  });

  it('words the limits and the maxima in full, in French and in English', () => {
    const snap = snapshotOf('roulette', { limits });
    expect(rouletteModel(snap, uiOf()).limits).toEqual([
      `Mise minimum 1${NBSP}€   ·   Plein maximum 30${NBSP}€   ·   Chances simples maximum 1${NNBSP}000${NBSP}€   ·   Zéro : partage`,
      `Maximum par mise : Plein 30${NBSP}€ · Cheval 60${NBSP}€ · Transversale 90${NBSP}€ · Carré 120${NBSP}€ · ` +
        `Sixain 180${NBSP}€ · Douzaine 600${NBSP}€ · Colonne 600${NBSP}€ · Deux douzaines 1${NNBSP}000${NBSP}€ · ` +
        `Deux colonnes 1${NNBSP}000${NBSP}€ · Chance simple 1${NNBSP}000${NBSP}€`,
    ]);
    expect(rouletteModel(snap, uiOf({ language: 'en' })).limits).toEqual([
      'Minimum stake €1   ·   Straight up maximum €30   ·   Even chances maximum €1,000   ·   Zero: half back',
      'Maximum per bet: Straight up €30 · Split €60 · Street €90 · Corner €120 · Six line €180 · ' +
        'Dozen €600 · Column €600 · Two dozens €1,000 · Two columns €1,000 · Even chance €1,000',
    ]);
    expect(rouletteModel(null, uiOf()).limits).toEqual([]);
  });

  it('rings the landed number on the layout and the racetrack, nothing while the wheel turns', () => {
    const snap = snapshotOf('roulette', { limits });
    const landed = rouletteModel(snap, uiOf({ shownResult: { roundId: 6, pocket: 32 } }));
    expect(landed.highlight).toEqual(
      new Map([
        ['layout', new Set(['plein-32'])],
        ['racetrack', new Set(['race-32'])],
      ]),
    );
    const turning = rouletteModel(snap, uiOf({ spinning: true, shownResult: { roundId: 6, pocket: 32 } }));
    expect(turning.highlight).toEqual(
      new Map([
        ['layout', new Set()],
        ['racetrack', new Set()],
      ]),
    );
  });

  it('looks closed at rien ne va plus, once settled, and with no snapshot', () => {
    const at = (phase: string) =>
      rouletteModel(
        snapshotOf('roulette', { limits, round: { roundId: 7, phase, closesAt: null, result: null } }),
        uiOf(),
      ).closed;
    expect(at('betting')).toBe(false);
    expect(at('noMoreBets')).toBe(true);
    expect(at('settled')).toBe(true);
    expect(rouletteModel(null, uiOf()).closed).toBe(true);
  });

  it('marks a proposed random combination on its pleins, apart from the chips placed', () => {
    const snap = snapshotOf('roulette', {
      limits,
      bets: [{ betId: 'a', spot: { kind: 'plein', number: 8 }, stake: 100 }],
    });
    const m = rouletteModel(snap, uiOf({ proposal: [3, 8, 17, 22, 31] }));
    expect(m.proposed).toEqual(
      new Map([['layout', new Set(['plein-3', 'plein-8', 'plein-17', 'plein-22', 'plein-31'])]]),
    );
    // Proposing places nothing: the layout still holds only the chip the hub accepted.
    expect([...(m.chips.get('layout') ?? [])]).toEqual([['plein-8', chip(100, 1, `1${NBSP}€`)]]);
    expect(rouletteModel(snap, uiOf()).proposed).toEqual(new Map([['layout', new Set()]]));
    expect(sceneOf(m).proposed).toBe(m.proposed);
  });

  it('hands the scene its chips, rings and closed look, with the felt words of its language', () => {
    const m = rouletteModel(null, uiOf({ language: 'en' }));
    const s = sceneOf(m);
    expect(s.chips).toBe(m.chips);
    expect(s.highlight).toBe(m.highlight);
    expect(s.closed).toBe(true);
    expect(s.wording('voisinsDuZero')).toBe(feltWording('en')('voisinsDuZero'));
    expect(s.wording('voisinsDuZero')).toBe('Voisins');
  });
});
