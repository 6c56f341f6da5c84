import { describe, expect, it } from 'vitest';
import { BOULE_CHANCE_NUMBERS } from '../../../../../games/boule/rules.ts';
import { VT_POCKETS } from '../../../../../games/vingtTrois/rules.ts';
import { BONUS_WHEEL, MAIN_WHEEL } from '../../../../../games/wheelOfFortune/layout.ts';
import { bouleAnnounce, BOULE_GAME } from '../../boule/bouleGame.ts';
import { vtAnnounce, VINGT_TROIS_GAME } from '../../vingtTrois/vingtTroisGame.ts';
import { wheelAnnounce, WHEEL_OF_FORTUNE_GAME } from '../../wheelOfFortune/wheelOfFortuneGame.ts';
import { snapshotOf } from './fixtures.ts';

describe('the words of a landed result', () => {
  it('boule: the number and its chances, and on 5 the rule that every chance loses', () => {
    expect(bouleAnnounce(7, 'fr')).toEqual({ disc: '7', tone: 'rouge', text: '7 · rouge, impair, passe' });
    expect(bouleAnnounce(1, 'en')).toEqual({ disc: '1', tone: 'noir', text: '1 · black, odd, low' });
    expect(bouleAnnounce(5, 'fr')).toEqual({
      disc: '5',
      tone: 'jaune',
      text: '5 : les chances simples perdent',
    });
    for (let n = 1; n <= 9; n++) {
      const named = bouleAnnounce(n, 'fr').text.split(' · ')[1]?.split(', ').length ?? 0;
      const held = Object.values(BOULE_CHANCE_NUMBERS).filter((ns) => ns.includes(n)).length;
      expect(n === 5 ? 0 : named, `number ${n}`).toBe(held);
    }
  });

  it('vingt-trois: the number and its pocket’s colour, and on 13 the rule', () => {
    for (const [pocket, p] of VT_POCKETS.entries()) {
      const w = vtAnnounce(pocket, 'fr');
      expect(w.disc).toBe(String(p.number));
      expect(w.tone).toBe(p.colour);
      expect(w.text).toBe(p.colour === 'blanc' ? '13 : rouge et noir perdent' : `${p.number} · ${p.colour}`);
    }
    expect(vtAnnounce(1, 'en').text).toBe('5 · black');
  });

  it('wheel of fortune: the figure and its ratio, and on purple the bonus wheel’s ratio', () => {
    const bonus = MAIN_WHEEL.indexOf('bonus');
    expect(wheelAnnounce(MAIN_WHEEL.indexOf('24'), null, 'fr')).toEqual({
      disc: '24',
      tone: 'orange',
      text: '24 · 24 pour 1',
    });
    BONUS_WHEEL.forEach((b, i) =>
      expect(wheelAnnounce(bonus, i, 'fr')).toEqual({
        disc: String(b.ratio),
        tone: 'violet',
        text: `Bonus ${b.ratio} pour 1`,
      }),
    );
    expect(wheelAnnounce(bonus, null, 'en').text).toBe('Bonus! The bonus wheel turns');
  });

  it('finds each stored pocket on the game’s wheel face', () => {
    for (let n = 1; n <= 9; n++)
      expect(BOULE_GAME.face.pockets[BOULE_GAME.faceIndex(n)]?.text).toBe(String(n));
    VT_POCKETS.forEach((p, i) =>
      expect(VINGT_TROIS_GAME.face.pockets[VINGT_TROIS_GAME.faceIndex(i)]?.text).toBe(String(p.number)),
    );
    MAIN_WHEEL.forEach((s, i) =>
      expect(WHEEL_OF_FORTUNE_GAME.face.pockets[WHEEL_OF_FORTUNE_GAME.faceIndex(i)]?.text).toBe(
        s === 'bonus' ? '★' : s,
      ),
    );
  });

  it('reads the bonus segment only from the round that landed on purple', () => {
    const bonus = MAIN_WHEEL.indexOf('bonus');
    const maxima = { '2': 10_000, '4': 5_000, '6': 2_500, '16': 1_200, '24': 1_000, '48': 500, bonus: 100 };
    const round = {
      roundId: 3,
      phase: 'settled',
      closesAt: null,
      result: { pocket: bonus, symbol: 'bonus', bonusSegment: 5, direction: 'clockwise' },
    };
    const snap = snapshotOf('wheelOfFortune', {
      limits: { minimum: 100, bonusStake: 100, reading: 'pour', maxima },
      round,
    });
    const segmentOf = WHEEL_OF_FORTUNE_GAME.bonus?.segmentOf;
    expect(segmentOf?.(snap, 3, bonus)).toBe(5);
    expect(segmentOf?.(snap, 2, bonus)).toBeNull();
    expect(segmentOf?.(snap, 3, 0)).toBeNull();
    expect(segmentOf?.(null, 3, bonus)).toBeNull();
  });
});
