import { describe, expect, it } from 'vitest';
import { SEVEN_CARD_TOTAL, countSevenCardCategories } from '../enumerate.ts';

describe('seven-card enumeration', () => {
  it('counts all 133,784,560 hands by category exactly', () => {
    const counts = countSevenCardCategories();
    // Standard combinatorial totals for seven cards out of 52.
    expect(counts).toEqual({
      'straight-flush': 41_584,
      'four-of-a-kind': 224_848,
      'full-house': 3_473_184,
      flush: 4_047_644,
      straight: 6_180_020,
      'three-of-a-kind': 6_461_620,
      'two-pair': 31_433_400,
      pair: 58_627_800,
      'high-card': 23_294_460,
    });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(SEVEN_CARD_TOTAL);
  }, 60_000);
});
