import { describe, expect, it } from 'vitest';
import { cents } from '../../../../games/money.ts';
import { centsToDecimal, formatShort, formatEuros } from '../euros.ts';

const NNBSP = '\u202f'; // Intl's group separator in fr-FR
const NBSP = '\u00a0'; // before the € sign

describe('formatEuros', () => {
  it('formats the French way from integer cents', () => {
    expect(formatEuros(cents(123450), 'fr')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatEuros(cents(0), 'fr')).toBe(`0,00${NBSP}€`);
    expect(formatEuros(cents(5), 'fr')).toBe(`0,05${NBSP}€`);
    expect(formatEuros(cents(10000), 'fr')).toBe(`100,00${NBSP}€`);
    expect(formatEuros(cents(123456705), 'fr')).toBe(`1${NNBSP}234${NNBSP}567,05${NBSP}€`);
  });

  it('formats the English way in English', () => {
    expect(formatEuros(cents(123450), 'en')).toBe('€1,234.50');
    expect(formatEuros(cents(7), 'en')).toBe('€0.07');
  });

  it('is exact beyond float precision', () => {
    expect(formatEuros(cents(9007199254740991), 'en')).toBe('€90,071,992,547,409.91');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatEuros(12.5, 'fr')).toThrow(RangeError);
  });
});

describe('centsToDecimal', () => {
  it('builds the decimal string with integer arithmetic', () => {
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(100)).toBe('1.00');
  });
});

describe('formatShort', () => {
  it('shows whole euros without decimals', () => {
    expect(formatShort(500, 'fr')).toBe(`5${NBSP}€`);
    expect(formatShort(100000, 'fr')).toBe(`1${NNBSP}000${NBSP}€`);
    expect(formatShort(10000, 'en')).toBe('€100');
    expect(formatShort(250, 'fr')).toBe(`2,50${NBSP}€`);
  });
});
