// The wheel games' recall labels, every outcome exhaustively: the wheel of fortune reads a segment
// as its colour and label (RULES.md A.4), purple with its bonus segment; vingt-trois a plate pocket
// as its number and colour; anything unreadable is shown as journaled.
import { describe, expect, it } from 'vitest';
import { WHEEL_RECALL_LABELS } from '../wheelOutcomeLabel.ts';

const settled = (outcome: Record<string, unknown>) => ({
  pocket: outcome['pocket'],
  event: { settlement: { outcome } },
});

describe('wheel recall labels', () => {
  const wheel = WHEEL_RECALL_LABELS.wheelOfFortune;

  it('reads every main segment of the wheel of fortune by colour and label', () => {
    // The 52 segments in wheel order (seed 000 counts; games/wheelOfFortune/layout.ts order).
    // prettier-ignore
    const order = '2 4 2 6 2 4 2 16 2 6 4 2 24 B 2 4 2 6 2 4 2 2 6 4 2 16 48 2 4 2 6 2 4 2 2 6 4 2 24 B 2 4 2 6 16 2 4 2 2 6 4 2'.split(' ');
    const name: Record<string, string> = {
      '2': 'segment vert foncé « 2 »',
      '4': 'segment vert clair « 4 »',
      '6': 'segment jaune « 6 »',
      '16': 'segment rouge « 16 »',
      '24': 'segment orange « 24 »',
      '48': 'segment bleu ciel « 48 »',
    };
    for (const [segment, symbol] of order.entries()) {
      if (symbol === 'B') continue;
      expect(wheel.outcome(settled({ segment, bonusSegment: null, pocket: segment }))).toBe(name[symbol]);
    }
  });

  it('reads purple with the bonus wheel segment', () => {
    const bonus = ['vert « 5', 'rouge « 20', 'bleu « 50', 'orange « 100', 'jaune « 250', 'violet « 1000'];
    for (const segment of [13, 39]) {
      for (const [b, text] of bonus.entries()) {
        expect(wheel.outcome(settled({ segment, bonusSegment: b, pocket: segment }))).toBe(
          `segment violet « Bonus », roue bonus ${text} pour 1 »`,
        );
      }
    }
    expect(wheel.outcome(settled({ segment: 13, bonusSegment: null, pocket: 13 }))).toBe(
      'résultat {"segment":13,"bonusSegment":null,"pocket":13}',
    );
    expect(wheel.outcome(settled({ segment: 52, bonusSegment: null, pocket: 52 }))).toBe(
      'résultat {"segment":52,"bonusSegment":null,"pocket":52}',
    );
  });

  it('labels wheel-of-fortune spots by colour, other games by their fields', () => {
    expect(wheel.spot({ symbol: '48' })).toBe('bleu ciel « 48 »');
    expect(wheel.spot({ symbol: 'bonus' })).toBe('violet « Bonus »');
    expect(wheel.spot({ symbol: 'x' })).toBe('x');
    expect(WHEEL_RECALL_LABELS.boule.spot({ kind: 'chance', chance: 'passe' })).toBe('chance passe');
    expect(WHEEL_RECALL_LABELS.boule.outcome(settled({ number: 9, pocket: 9 }))).toBe('numéro 9');
  });

  it('reads a vingt-trois pocket as its number and colour', () => {
    const vt = WHEEL_RECALL_LABELS.vingtTrois;
    expect(vt.outcome(settled({ pocket: 0 }))).toBe('numéro 1 rouge');
    expect(vt.outcome(settled({ pocket: 4 }))).toBe('numéro 13 blanc');
    expect(vt.outcome(settled({ pocket: 11 }))).toBe('numéro 12 noir');
    expect(vt.outcome(settled({ pocket: 26 }))).toBe('numéro 11 rouge');
    expect(vt.outcome(settled({ pocket: 27 }))).toBe('résultat {"pocket":27}');
  });
});
