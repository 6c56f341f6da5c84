// Exhaustive geometry checks shared by the felt tests of boule, vingt-trois and the wheel of
// fortune: every integer point of the layout is classified by the hit-test and, independently,
// by the zones' rectangles.
import { expect } from 'vitest';
import { type FeltLayout, type LayoutCell, type LayoutPoint, inRect } from '../../feltLayout.ts';

/** The smallest side of a target in layout units: about 14 mm at 1280 × 800 (notes/ui-conventions.md, ≥ 9 mm). */
export const MIN_TARGET_SIDE = 96;

/**
 * Scans every integer point of the layout and a 4-unit margin around it: `hit` must give the spot
 * of the one zone whose rectangle holds the point, nothing in a gutter or outside, and each zone
 * must be hit exactly as many times as its area, so that no two zones share a point.
 */
export function scanFelt<S>(layout: FeltLayout<S>, hit: (p: LayoutPoint) => S | null): void {
  const hits = new Map<S, number>();
  let misses = 0;
  let wrong = 0;
  for (let y = -4; y < layout.height + 4; y++) {
    for (let x = -4; x < layout.width + 4; x++) {
      const p = { x, y };
      const spot = hit(p);
      const owners = layout.zones.filter((z) => inRect(z.hit, p));
      if (spot === null) {
        misses++;
        if (owners.length !== 0) wrong++;
        continue;
      }
      hits.set(spot, (hits.get(spot) ?? 0) + 1);
      if (owners.length !== 1 || owners[0]?.spot !== spot) wrong++;
    }
  }
  expect(wrong).toBe(0);
  for (const z of layout.zones) expect(hits.get(z.spot), z.key).toBe(z.hit.w * z.hit.h);
  const area = layout.zones.reduce((sum, z) => sum + z.hit.w * z.hit.h, 0);
  expect(misses).toBe((layout.width + 8) * (layout.height + 8) - area);
}

/** The painted cell of each zone: the one with the zone's own rectangle. */
export function paintOf<S>(layout: FeltLayout<S>, key: string): LayoutCell | undefined {
  const z = layout.zones.find((zone) => zone.key === key);
  return (
    z &&
    layout.cells.find(
      (c) => c.rect.x === z.hit.x && c.rect.y === z.hit.y && c.rect.w === z.hit.w && c.rect.h === z.hit.h,
    )
  );
}

/** Zones apart, on the layout, large enough for a finger, painted, keyed uniquely, chips inside them. */
export function checkZones<S>(layout: FeltLayout<S>): void {
  const keys = layout.zones.map((z) => z.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(layout.cells).toHaveLength(layout.zones.length);
  for (const z of layout.zones) {
    const r = z.hit;
    expect(z.shape, z.key).toBe('cell');
    expect(Math.min(r.w, r.h), z.key).toBeGreaterThanOrEqual(MIN_TARGET_SIDE);
    expect(r.x >= 0 && r.y >= 0 && r.x + r.w <= layout.width && r.y + r.h <= layout.height, z.key).toBe(true);
    // The chips lie inside the target, a chip's radius (30 units) clear of its edges.
    expect(inRect({ x: r.x + 30, y: r.y + 30, w: r.w - 60, h: r.h - 60 }, z.chipAt), z.key).toBe(true);
    expect(paintOf(layout, z.key), z.key).toBeDefined();
  }
}
