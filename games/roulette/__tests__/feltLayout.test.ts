import { describe, expect, it } from 'vitest';
import { type LayoutPoint, type LayoutRect, hitTest, inRect, ZONE_PRECEDENCE } from '../../feltLayout.ts';
import { chanceCovers, spotCovers, spotKey } from '../bets.ts';
import { ALL_SPOTS, CARRES, CHEVAUX, SIXAINS, TRANSVERSALES, isLegalSpot } from '../combinations.ts';
import {
  CELL_H,
  CELL_W,
  GRID_BOTTOM,
  GRID_LEFT,
  GRID_RIGHT,
  LINE,
  ROULETTE_FELT,
  ZERO_W,
  chanceRect,
  columnRect,
  dozenRect,
  numberRect,
} from '../feltLayout.ts';

const zones = ROULETTE_FELT.zones;
const byKey = new Map(zones.map((z) => [z.key, z]));
const at = (x: number, y: number) => hitTest(ROULETTE_FELT, { x, y })?.key ?? null;

/** Closed containment: a point on a cell's border touches that cell (how a chip on a line covers). */
const touches = (r: LayoutRect, p: LayoutPoint) =>
  p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

/**
 * The numbers a chip at `p` covers, read off the painted number cells alone (independent of how
 * the zones were generated): on the outer edge, every number of the strips whose width holds the
 * chip (a transversale, a sixain, or 0-1-2-3 at the zero's corner); elsewhere, every cell it touches.
 */
function coveredByGeometry(p: LayoutPoint): number[] {
  const numbers = Array.from({ length: 37 }, (_, n) => n);
  if (p.y === GRID_BOTTOM) {
    return numbers.filter((n) => {
      const r = numberRect(n);
      return p.x >= r.x && p.x <= r.x + r.w;
    });
  }
  return numbers.filter((n) => touches(numberRect(n), p));
}

describe('roulette felt: one touch target per legal spot', () => {
  it('has exactly the 161 spots of combinations.ts, each once and legal', () => {
    expect(zones).toHaveLength(161);
    expect(new Set(zones.map((z) => z.key)).size).toBe(161);
    expect([...byKey.keys()].sort()).toEqual(ALL_SPOTS.map(spotKey).sort());
    for (const z of zones) {
      expect(isLegalSpot(z.spot)).toBe(true);
      expect(z.key).toBe(spotKey(z.spot));
    }
  });

  it('places every inside chip where the cells it touches are the numbers its bet covers', () => {
    const inside = zones.filter((z) =>
      ['plein', 'cheval', 'transversale', 'carre', 'sixain'].includes(z.spot.kind),
    );
    expect(inside).toHaveLength(37 + CHEVAUX.length + TRANSVERSALES.length + CARRES.length + SIXAINS.length);
    for (const z of inside) expect([z.key, coveredByGeometry(z.chipAt)]).toEqual([z.key, spotCovers(z.spot)]);
  });

  it('puts each outside box over the numbers it covers', () => {
    const under = (box: LayoutRect, n: number) => {
      const r = numberRect(n);
      return r.x >= box.x && r.x + r.w <= box.x + box.w;
    };
    const beside = (box: LayoutRect, n: number) => {
      const r = numberRect(n);
      return n > 0 && r.y === box.y;
    };
    const range = Array.from({ length: 36 }, (_, i) => i + 1);
    for (let d = 1; d <= 3; d++) {
      expect(range.filter((n) => under(dozenRect(d), n))).toEqual(spotCovers({ kind: 'douzaine', dozen: d }));
    }
    for (let c = 1; c <= 3; c++) {
      expect(range.filter((n) => beside(columnRect(c), n))).toEqual(
        spotCovers({ kind: 'colonne', column: c }),
      );
    }
    for (const first of [1, 2]) {
      const line = byKey.get(spotKey({ kind: 'deuxDouzaines', first }));
      // The line lies on the border between douzaine boxes `first` and `first + 1`.
      expect(line?.chipAt.x).toBe(dozenRect(first).x + dozenRect(first).w);
      expect(line?.chipAt.x).toBe(dozenRect(first + 1).x);
      const cols = byKey.get(spotKey({ kind: 'deuxColonnes', first }));
      expect(cols?.chipAt.y).toBe(columnRect(first).y);
      expect(cols?.chipAt.y).toBe(columnRect(first + 1).y + CELL_H);
    }
    for (const z of zones.filter((z) => z.spot.kind === 'chance')) {
      const chance = z.spot.kind === 'chance' ? z.spot.chance : 'rouge';
      expect(z.hit).toEqual(chanceRect(chance));
      expect(range.filter((n) => chanceCovers(chance, n))).toEqual(spotCovers(z.spot));
    }
  });

  it('hits every zone at its chip point and at every point of its target not under a thinner one', () => {
    for (const z of zones) {
      expect(at(z.chipAt.x, z.chipAt.y)).toBe(z.key);
      for (let x = z.hit.x; x < z.hit.x + z.hit.w; x += 2) {
        for (let y = z.hit.y; y < z.hit.y + z.hit.h; y += 2) {
          const thinner = zones.some(
            (o) => ZONE_PRECEDENCE[o.shape] > ZONE_PRECEDENCE[z.shape] && inRect(o.hit, { x, y }),
          );
          if (!thinner) expect(at(x, y)).toBe(z.key);
        }
      }
    }
  });

  it('never overlaps two targets of the same precedence', () => {
    const overlap = (a: LayoutRect, b: LayoutRect) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const [i, a] of zones.entries()) {
      for (const b of zones.slice(i + 1)) {
        if (a.shape === b.shape) expect([a.key, b.key, overlap(a.hit, b.hit)]).toEqual([a.key, b.key, false]);
      }
    }
  });
});

describe('roulette felt: a tap on a line places the line’s bet, never a plein', () => {
  it('every point within a line’s half-width of a border between two numbers is not a plein', () => {
    let checked = 0;
    for (let x = 0; x < GRID_RIGHT; x += 1) {
      for (let y = 0; y < GRID_BOTTOM + LINE; y += 1) {
        const nearV = Array.from({ length: 13 }, (_, k) => GRID_LEFT + k * CELL_W).some(
          (lx) => Math.abs(x - lx) < LINE && lx < GRID_RIGHT,
        );
        const nearH = [CELL_H, 2 * CELL_H, GRID_BOTTOM].some((ly) => Math.abs(y - ly) < LINE) && x >= ZERO_W;
        if (!nearV && !nearH) continue;
        checked++;
        expect([x, y, at(x, y)?.startsWith('plein-')]).toEqual([x, y, false]);
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('every cheval line, between its two numbers', () => {
    for (const numbers of CHEVAUX) {
      const z = byKey.get(spotKey({ kind: 'cheval', numbers }));
      expect(z?.shape).toBe('line');
      const [a, b] = numbers as [number, number];
      const ra = numberRect(a);
      const rb = numberRect(b);
      // The chip lies on the shared border, and the line's target straddles it into both cells.
      expect(touches(ra, z!.chipAt) && touches(rb, z!.chipAt)).toBe(true);
      expect(at(z!.chipAt.x, z!.chipAt.y)).toBe(z!.key);
    }
  });

  it('every carré corner, 0-1-2-3 included, and both trios with zero', () => {
    for (const numbers of CARRES) {
      const z = byKey.get(spotKey({ kind: 'carre', numbers }));
      expect(z?.shape).toBe('corner');
    }
    expect(byKey.get('carre-0-1-2-3')?.chipAt).toEqual({ x: GRID_LEFT, y: GRID_BOTTOM });
    expect(at(GRID_LEFT, GRID_BOTTOM)).toBe('carre-0-1-2-3');
    expect(at(GRID_LEFT, CELL_H)).toBe('transversale-0-2-3');
    expect(at(GRID_LEFT, 2 * CELL_H)).toBe('transversale-0-1-2');
    expect(at(GRID_LEFT + CELL_W, CELL_H)).toBe('carre-2-3-5-6');
    expect(at(GRID_RIGHT - CELL_W, 2 * CELL_H)).toBe('carre-31-32-34-35');
  });

  it('every transversale pleine and sixain on the outer edge', () => {
    for (let k = 0; k < 12; k++) {
      const x = GRID_LEFT + k * CELL_W + CELL_W / 2;
      expect(at(x, GRID_BOTTOM)).toBe(`transversale-${3 * k + 1}-${3 * k + 2}-${3 * k + 3}`);
      expect(at(x, GRID_BOTTOM - LINE + 1)).toBe(`transversale-${3 * k + 1}-${3 * k + 2}-${3 * k + 3}`);
      expect(at(x, GRID_BOTTOM - LINE - 1)).toBe(`plein-${3 * k + 1}`);
    }
    for (let k = 1; k < 12; k++) {
      const first = 3 * (k - 1) + 1;
      const key = `sixain-${Array.from({ length: 6 }, (_, i) => first + i).join('-')}`;
      expect(at(GRID_LEFT + k * CELL_W, GRID_BOTTOM)).toBe(key);
    }
  });

  it('reads plain cells and boxes away from the lines, and nothing off the felt', () => {
    expect(at(GRID_LEFT + CELL_W / 2, CELL_H / 2)).toBe('plein-3');
    expect(at(ZERO_W / 2, GRID_BOTTOM / 2)).toBe('plein-0');
    expect(at(GRID_RIGHT + 40, CELL_H / 2)).toBe('colonne-3');
    expect(at(GRID_RIGHT + 40, CELL_H)).toBe('deux-colonnes-2-3');
    expect(at(GRID_LEFT + 4 * CELL_W, GRID_BOTTOM + 60)).toBe('deux-douzaines-1-2');
    expect(at(GRID_LEFT + 2 * CELL_W, GRID_BOTTOM + 60)).toBe('douzaine-1');
    expect(at(GRID_LEFT + CELL_W, ROULETTE_FELT.height - 10)).toBe('manque');
    expect(at(-1, 10)).toBeNull();
    expect(at(ZERO_W / 2, GRID_BOTTOM + 10)).toBeNull();
    expect(at(GRID_RIGHT + 10, GRID_BOTTOM + 10)).toBeNull();
    expect(at(10, ROULETTE_FELT.height)).toBeNull();
  });
});
