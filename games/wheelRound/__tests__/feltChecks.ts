// Exhaustive geometry checks shared by the wheel games' felt tests: every integer point of the
// felt is classified by the hit-test and by an independent count per cell.
import { expect } from 'vitest';
import { type FeltLayout, type FeltPoint, contains, overlaps } from '../feltCells.ts';

/** The smallest side of a betting cell in felt units: about 12 mm at 1280 × 800 (notes/ui-conventions.md, ≥ 9 mm). */
export const MIN_CELL_SIDE = 96;

/**
 * Scans every integer point of the felt: `hit` must name the one cell whose rectangle contains
 * the point (checked against the rectangles directly), nothing in a gutter, and each cell must be
 * hit exactly as many times as its area, so that no two cells share a point.
 */
export function scanFelt<S>(layout: FeltLayout<S>, hit: (p: FeltPoint) => S | null): void {
  const hits = new Map<S, number>();
  let misses = 0;
  let wrong = 0;
  for (let y = 0; y < layout.height; y++) {
    for (let x = 0; x < layout.width; x++) {
      const p = { x, y };
      const spot = hit(p);
      const owners = layout.cells.filter((c) => contains(c.rect, p));
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
  const area = (s: S) => {
    const r = layout.cells.find((c) => c.spot === s)?.rect;
    return r ? r.w * r.h : -1;
  };
  for (const cell of layout.cells) expect(hits.get(cell.spot), cell.key).toBe(area(cell.spot));
  const totalArea = layout.cells.reduce((sum, c) => sum + c.rect.w * c.rect.h, 0);
  expect(misses).toBe(layout.width * layout.height - totalArea);
}

/** Cells apart, on the felt, clear of the wheel, large enough for a finger, with unique keys. */
export function checkCells<S>(layout: FeltLayout<S>): void {
  const keys = layout.cells.map((c) => c.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const [i, a] of layout.cells.entries()) {
    const r = a.rect;
    expect(Number.isInteger(r.x) && Number.isInteger(r.y), a.key).toBe(true);
    expect(Math.min(r.w, r.h), a.key).toBeGreaterThanOrEqual(MIN_CELL_SIDE);
    expect(r.x >= 0 && r.y >= 0 && r.x + r.w <= layout.width && r.y + r.h <= layout.height, a.key).toBe(true);
    // The wheel's square box and the cells never meet: a tap on the wheel stakes nothing.
    expect(r.x, a.key).toBeGreaterThan(layout.wheel.cx + layout.wheel.r);
    for (const b of layout.cells.slice(i + 1)) expect(overlaps(r, b.rect), `${a.key} ${b.key}`).toBe(false);
    expect(r.y + r.h, a.key).toBeLessThan(layout.captions.ruleY - 20);
  }
}
