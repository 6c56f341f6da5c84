import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from '../countdown.ts';
import { formatIssuedAt, groupValidationNumber } from '../voucher.ts';

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes negative', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('is unknown without closesAt', () => {
    expect(secondsLeft(null, 5)).toBeNull();
    expect(secondsLeft(undefined, 5)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(75)).toBe('1:15');
  });
});

describe('voucher figures', () => {
  it('groups the 18-digit validation number for reading', () => {
    expect(groupValidationNumber('123456789012345678')).toBe('12 3456 7890 1234 5678');
    expect(groupValidationNumber('123')).toBe('123');
  });

  it('formats the issue date in the player language', () => {
    const iso = '2026-11-29T14:05:09.000Z';
    const local = new Date(iso);
    const hh = String(local.getHours()).padStart(2, '0');
    expect(formatIssuedAt(iso, 'fr')).toBe(`29/11/2026 ${hh}:05:09`);
    expect(formatIssuedAt('not a date', 'fr')).toBe('not a date');
  });
});
