import { describe, expect, it } from 'vitest';
import { BOULE_FELT } from '../../../../../games/boule/layout.ts';
import { VT_FELT } from '../../../../../games/vingtTrois/layout.ts';
import { WHEEL_FELT } from '../../../../../games/wheelOfFortune/felt.ts';
import { CELL_CLOTH, arrange } from '../cellGame.ts';

describe('the cell cloth', () => {
  it('fits each layout into the box right of the wheel, centred, as large as it goes', () => {
    const b = CELL_CLOTH.box;
    for (const layout of [BOULE_FELT, VT_FELT, WHEEL_FELT]) {
      const { x, y, scale } = arrange(layout).layout;
      const w = layout.width * scale;
      const h = layout.height * scale;
      expect(x).toBeGreaterThanOrEqual(b.x);
      expect(y).toBeGreaterThanOrEqual(b.y);
      expect(x + w).toBeLessThanOrEqual(b.x + b.w + 1e-9);
      expect(y + h).toBeLessThanOrEqual(b.y + b.h + 1e-9);
      // One side touches the box: the layout is as large as it can be.
      expect(Math.min(Math.abs(w - b.w), Math.abs(h - b.h))).toBeLessThan(1e-9);
      expect(x - b.x).toBeCloseTo(b.x + b.w - (x + w), 9);
      // Clear of the wheel.
      expect(x).toBeGreaterThan(CELL_CLOTH.wheel.cx + CELL_CLOTH.radius);
    }
  });
});
