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
});
