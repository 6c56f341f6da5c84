// The reports' French numbers (issue 10 §7): the renderer's conventions (Intl fr-FR), written
// out without Intl so that a paytable does not depend on the machine's ICU data.
import { describe, expect, it } from 'vitest';
import { basisPointsPercent, frenchInteger, frenchPercent } from '../frenchNumbers.ts';

const N = '\u202f';
const P = '\u00a0%';

describe('French numbers for the rules reports', () => {
  it('prints a percentage with a decimal comma a no-break space before % and narrow ones between thousands', () => {
    expect(frenchPercent(0.987649186710833, 4)).toBe(`98,7649${P}`);
    expect(frenchPercent(36 / 37, 3)).toBe(`97,297${P}`);
    expect(frenchPercent(475 / 52, 3)).toBe(`913,462${P}`);
    expect(frenchPercent(12.5, 0)).toBe(`1${N}250${P}`);
    expect(frenchPercent(-0.0125, 2)).toBe(`-1,25${P}`);
    expect(frenchPercent(-0.00000001, 2)).toBe(`0,00${P}`);
    expect(() => frenchPercent(Number.NaN, 2)).toThrow(RangeError);
  });

  it('prints what Intl fr-FR prints, as the renderer does', () => {
    for (const [x, digits] of [
      [0.987649186710833, 4],
      [0.856403712212761, 4],
      [0.027027027, 3],
      [9.134615384, 3],
      [1.0037, 2],
    ] as const) {
      const intl = new Intl.NumberFormat('fr-FR', {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(frenchPercent(x, digits)).toBe(intl.format(x));
    }
    expect(frenchInteger(133_784_560)).toBe(new Intl.NumberFormat('fr-FR').format(133_784_560));
  });

  it('groups whole numbers by three and prints basis points without trailing zeros', () => {
    expect(frenchInteger(100_000)).toBe(`100${N}000`);
    expect(frenchInteger(999)).toBe('999');
    expect(frenchInteger(-1_234)).toBe(`-1${N}234`);
    expect(() => frenchInteger(1.5)).toThrow(RangeError);
    expect(basisPointsPercent(400)).toBe(`4${P}`);
    expect(basisPointsPercent(450)).toBe(`4,5${P}`);
    expect(basisPointsPercent(125)).toBe(`1,25${P}`);
    expect(basisPointsPercent(5)).toBe(`0,05${P}`);
  });

  it('prints zero without a sign, and a negative number with one', () => {
    expect(frenchInteger(0)).toBe('0');
    expect(frenchInteger(-7)).toBe('-7');
    expect(basisPointsPercent(0)).toBe(`0${P}`);
    expect(basisPointsPercent(-450)).toBe(`-4,5${P}`);
    expect(basisPointsPercent(-1)).toBe(`-0,01${P}`);
    expect(frenchPercent(0, 2)).toBe(`0,00${P}`);
  });

  it('accepts 0 to 20 decimals, as many as a percentage can print, and refuses any other count', () => {
    expect(frenchPercent(0.125, 0)).toBe(`13${P}`);
    expect(frenchPercent(0.5, 20)).toBe(`50,00000000000000000000${P}`);
    for (const digits of [-1, 21, 1.5, Number.NaN])
      expect(() => frenchPercent(0.5, digits)).toThrow(new RangeError(`bad digits: ${digits}`));
  });

  it('refuses what is not a number of its kind, naming it', () => {
    expect(() => frenchInteger(1.5)).toThrow(new RangeError('not a whole number: 1.5'));
    expect(() => frenchInteger(2 ** 53)).toThrow(new RangeError('not a whole number: 9007199254740992'));
    expect(() => frenchPercent(Number.POSITIVE_INFINITY, 2)).toThrow(
      new RangeError('not a finite fraction: Infinity'),
    );
    expect(() => frenchPercent(Number.NaN, 2)).toThrow(new RangeError('not a finite fraction: NaN'));
    expect(() => basisPointsPercent(12.5)).toThrow(new RangeError('not whole basis points: 12.5'));
    expect(() => basisPointsPercent(2 ** 53)).toThrow(
      new RangeError('not whole basis points: 9007199254740992'),
    );
  });
});
