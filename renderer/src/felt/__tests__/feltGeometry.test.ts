import { describe, expect, it } from 'vitest';
import { CHANCES, spotKey } from '../../../../games/roulette/bets.ts';
import { FELT_SIZE, fitFelt, layoutSpots, spotCentreLocal, spotForKey, WHEEL_BOX } from '../feltGeometry.ts';

const KEYS = [...Array.from({ length: 37 }, (_, n) => `plein-${n}`), ...CHANCES];

describe('felt geometry', () => {
  it('has the 43 keys of games/roulette/bets.ts spotKey', () => {
    const keys = layoutSpots().map((s) => s.key);
    expect(keys).toHaveLength(43);
    expect(new Set(keys)).toEqual(new Set(KEYS));
    for (const s of layoutSpots()) expect(spotKey(s.spot)).toBe(s.key);
  });

  it('gives every key a distinct centre inside the felt and outside the wheel', () => {
    const seen = new Set<string>();
    for (const key of KEYS) {
      const c = spotCentreLocal(key);
      expect(c, key).not.toBeNull();
      if (!c) continue;
      expect(c.x).toBeGreaterThan(0);
      expect(c.y).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(FELT_SIZE.width);
      expect(c.y).toBeLessThan(FELT_SIZE.height);
      expect(Math.hypot(c.x - WHEEL_BOX.cx, c.y - WHEEL_BOX.cy)).toBeGreaterThan(WHEEL_BOX.r);
      seen.add(`${c.x},${c.y}`);
    }
    expect(seen.size).toBe(43);
  });

  it('lays spots without overlap, each large enough to touch', () => {
    const spots = layoutSpots();
    for (const a of spots) {
      expect(a.rect.w).toBeGreaterThanOrEqual(70);
      expect(a.rect.h).toBeGreaterThanOrEqual(70);
      for (const b of spots) {
        if (a === b) continue;
        const overlap =
          a.rect.x < b.rect.x + b.rect.w &&
          b.rect.x < a.rect.x + a.rect.w &&
          a.rect.y < b.rect.y + b.rect.h &&
          b.rect.y < a.rect.y + a.rect.h;
        expect(overlap, `${a.key} overlaps ${b.key}`).toBe(false);
      }
    }
  });

  it('puts 3, 6 … 36 on the top row and 1 under 2', () => {
    const c1 = spotCentreLocal('plein-1');
    const c2 = spotCentreLocal('plein-2');
    const c3 = spotCentreLocal('plein-3');
    const c36 = spotCentreLocal('plein-36');
    expect(c3?.y).toBeLessThan(c2?.y ?? 0);
    expect(c2?.y).toBeLessThan(c1?.y ?? 0);
    expect(c36?.y).toBe(c3?.y);
    expect(c36?.x).toBeGreaterThan(c3?.x ?? 0);
  });

  it('maps keys back to wire spots', () => {
    expect(spotForKey('plein-17')).toEqual({ kind: 'plein', number: 17 });
    expect(spotForKey('rouge')).toEqual({ kind: 'chance', chance: 'rouge' });
    expect(spotForKey('plein-37')).toBeNull();
    expect(spotCentreLocal('cheval-1-2')).toBeNull();
  });

  it('fits the felt into any canvas, centred', () => {
    const fit = fitFelt(FELT_SIZE.width * 2, FELT_SIZE.height * 3);
    expect(fit.scale).toBe(2);
    expect(fit.x).toBe(0);
    expect(fit.y).toBe(FELT_SIZE.height / 2);
  });
});
