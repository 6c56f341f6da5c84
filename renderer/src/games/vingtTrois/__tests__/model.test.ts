import { describe, expect, it } from 'vitest';
import { VT_FELT } from '../../../../../games/vingtTrois/layout.ts';
import { VT_POCKETS } from '../../../../../games/vingtTrois/rules.ts';
import { snapshotOf, uiOf } from '../../cellFelt/__tests__/fixtures.ts';
import { vingtTroisMessages } from '../messages.ts';
import { vingtTroisModel, vtWinningKeys } from '../model.ts';

const limits = { minimum: 200, maxPlein: 4_000, maxChance: 20_000 };

describe('the vingt-trois model', () => {
  it('rings, for each of the 27 pockets, its number and its colour — and on 13 the plein alone', () => {
    for (const [pocket, p] of VT_POCKETS.entries()) {
      const expected = p.colour === 'blanc' ? [`plein-${p.number}`] : [`plein-${p.number}`, p.colour];
      expect([...vtWinningKeys(pocket)], `pocket ${pocket}`).toEqual(expected);
    }
    expect(vtWinningKeys(27).size).toBe(0);
  });

  it('sums stakes per cell, keyed as the felt’s zones', () => {
    const bets = [
      { betId: 'a', spot: { kind: 'plein', number: 13 }, stake: 200 },
      { betId: 'b', spot: { kind: 'chance', chance: 'noir' }, stake: 1_000 },
      { betId: 'c', spot: { kind: 'chance', chance: 'noir' }, stake: 500 },
    ];
    const m = vingtTroisModel(snapshotOf('vingtTrois', { limits, bets }), uiOf());
    expect(Object.fromEntries(m.stakes)).toEqual({
      'plein-13': { total: 200, count: 1, pending: false },
      noir: { total: 1_500, count: 2, pending: false },
    });
    const keys = new Set(VT_FELT.zones.map((z) => z.key));
    for (const key of m.stakes.keys()) expect(keys.has(key)).toBe(true);
  });

  it('shows the plate’s landed pocket, the winners once landed, none while turning', () => {
    const snap = snapshotOf('vingtTrois', { limits });
    const landed = vingtTroisModel(snap, uiOf({ shownResult: { roundId: 3, pocket: 4 } }));
    expect(landed.shownPocket).toBe(4);
    expect([...landed.winning]).toEqual(['plein-13']);
    const turning = vingtTroisModel(snap, uiOf({ spinning: true, shownResult: { roundId: 3, pocket: 0 } }));
    expect(turning.winning.size).toBe(0);
    expect(turning.shownPocket).toBe(0);
  });

  it('words the 13 rule and the limits in French and in English', () => {
    const fr = vingtTroisModel(snapshotOf('vingtTrois', { limits }), uiOf());
    expect(fr.title).toBe('VINGT-TROIS');
    expect(fr.rule).toContain('Le 13 sorti, rouge et noir perdent');
    expect(fr.rule).toContain('1 à 4 payés 23 fois, 5 à 11 payés 11 fois, 12 à 14 payés 7 fois');
    expect(fr.limits.replace(/\s/g, ' ')).toBe(
      'Mise minimum 2 €   ·   Plein maximum 40 €   ·   Rouge, noir maximum 200 €',
    );
    const en = vingtTroisModel(snapshotOf('vingtTrois', { limits }), uiOf({ language: 'en' }));
    expect(en.rule).toContain('When 13 comes out red and black lose');
    expect(en.limits).toBe('Minimum stake €2   ·   Straight up maximum €40   ·   Red, black maximum €200');
    expect(Object.keys(vingtTroisMessages.en).sort()).toEqual(Object.keys(vingtTroisMessages.fr).sort());
  });
});
