import { describe, expect, it } from 'vitest';
import { BOULE_FELT } from '../../../../../games/boule/layout.ts';
import { snapshotOf, uiOf } from '../../cellFelt/__tests__/fixtures.ts';
import { bouleMessages } from '../messages.ts';
import { bouleModel, bouleWinningKeys } from '../model.ts';

const limits = { minimum: 100, maxPlein: 4_000, maxChance: 20_000 };
const bets = [
  { betId: 'a', spot: { kind: 'plein', number: 7 }, stake: 500 },
  { betId: 'b', spot: { kind: 'plein', number: 7 }, stake: 200 },
  { betId: 'c', spot: { kind: 'chance', chance: 'manque' }, stake: 1_000 },
];

describe('the boule model', () => {
  it('sums the accepted chips per cell and adds intents on their way as pending', () => {
    const m = bouleModel(
      snapshotOf('boule', { limits, bets }),
      uiOf({ pending: [{ spotKey: 'passe', stake: 300 }] }),
    );
    expect([...m.stakes]).toEqual([
      ['plein-7', { total: 700, count: 2, pending: false }],
      ['manque', { total: 1_000, count: 1, pending: false }],
      ['passe', { total: 300, count: 1, pending: true }],
    ]);
    expect(m.closed).toBe(false);
  });

  it('keys every stake as a zone of the felt', () => {
    const keys = new Set(BOULE_FELT.zones.map((z) => z.key));
    for (const key of bouleModel(snapshotOf('boule', { limits, bets }), uiOf()).stakes.keys())
      expect(keys.has(key)).toBe(true);
  });

  it('rings the plein and its chances on a number, and on 5 the plein alone', () => {
    expect([...bouleWinningKeys(7)].sort()).toEqual(['impair', 'passe', 'plein-7', 'rouge']);
    expect([...bouleWinningKeys(4)].sort()).toEqual(['manque', 'pair', 'plein-4', 'rouge']);
    expect([...bouleWinningKeys(5)]).toEqual(['plein-5']);
  });

  it('shows the landed number in the bowl and rings nothing while the wheel still turns', () => {
    const snap = snapshotOf('boule', { limits });
    const landed = bouleModel(snap, uiOf({ shownResult: { roundId: 6, pocket: 9 } }));
    expect(landed.shownPocket).toBe(8);
    expect([...landed.winning].sort()).toEqual(['impair', 'passe', 'plein-9', 'rouge']);
    const turning = bouleModel(snap, uiOf({ spinning: true, shownResult: { roundId: 6, pocket: 9 } }));
    expect(turning.winning.size).toBe(0);
  });

  it('looks closed at rien ne va plus and with no round', () => {
    const round = { roundId: 7, phase: 'noMoreBets', closesAt: null, result: null };
    expect(bouleModel(snapshotOf('boule', { limits, round }), uiOf()).closed).toBe(true);
    expect(bouleModel(null, uiOf()).closed).toBe(true);
  });

  it('words the 5 rule, the limits and the chances in French, and in English', () => {
    const fr = bouleModel(snapshotOf('boule', { limits }), uiOf());
    expect(fr.rule).toContain('Le 5 sorti, toutes les chances simples perdent');
    expect(fr.limits.replace(/\s/g, ' ')).toBe(
      'Mise minimum 1 €   ·   Plein maximum 40 €   ·   Chances simples maximum 200 €',
    );
    expect(fr.words.get('manque')).toBe('MANQUE\n1 à 4');
    expect(fr.words.get('passe')).toBe('PASSE\n6 à 9');
    const en = bouleModel(snapshotOf('boule', { limits }), uiOf({ language: 'en' }));
    expect(en.rule).toContain('When 5 comes out every even-money bet loses');
    expect(en.limits).toBe('Minimum stake €1   ·   Straight up maximum €40   ·   Even money maximum €200');
    expect(en.words.get('impair')).toBe('ODD');
  });

  it('has every French message in English, and every layout message worded', () => {
    expect(Object.keys(bouleMessages.en).sort()).toEqual(Object.keys(bouleMessages.fr).sort());
    const words = bouleModel(null, uiOf()).words;
    for (const cell of BOULE_FELT.cells)
      if (cell.message) expect(words.has(cell.message), cell.message).toBe(true);
  });
});
