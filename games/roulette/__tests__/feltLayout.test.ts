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

describe('roulette felt: each line stops where a corner begins', () => {
  const strictOverlap = (a: LayoutRect, b: LayoutRect) =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('no line target reaches under a corner target', () => {
    const lines = zones.filter((z) => z.shape === 'line');
    const corners = zones.filter((z) => z.shape === 'corner');
    expect(lines).toHaveLength(60 + 12 + 2 + 2);
    expect(corners).toHaveLength(25 + 11);
    for (const l of lines) {
      for (const c of corners) {
        expect([l.key, c.key, strictOverlap(l.hit, c.hit)]).toEqual([l.key, c.key, false]);
      }
    }
  });

  it('the felt is 96 + 12 × 80 + 96 wide and 3 × 110 + 2 × 90 high', () => {
    expect(ROULETTE_FELT.width).toBe(1152);
    expect(ROULETTE_FELT.height).toBe(510);
    expect(at(1151, 10)).toBe('colonne-3');
    expect(at(1152, 10)).toBeNull();
  });

  /** The point shared by the four number cells of a carré (or the three of a trio with zero). */
  function meetingPoint(numbers: readonly number[]): LayoutPoint {
    const r = numberRect(numbers[numbers.length - 1]!);
    const candidates = [
      { x: r.x, y: r.y },
      { x: r.x, y: r.y + r.h },
      { x: r.x + r.w, y: r.y },
      { x: r.x + r.w, y: r.y + r.h },
    ];
    const p = candidates.find((c) => numbers.every((n) => touches(numberRect(n), c)));
    if (p === undefined) throw new Error(`no meeting point for ${numbers.join('-')}`);
    return p;
  }

  it('a carré is touched within 18 units of the point its four numbers share, and not one unit further', () => {
    for (const numbers of CARRES.slice(1)) {
      const key = spotKey({ kind: 'carre', numbers });
      const { x, y } = meetingPoint(numbers);
      for (const [dx, dy] of [
        [0, 0],
        [-18, -18],
        [17, 17],
        [-18, 17],
        [17, -18],
      ] as const) {
        expect([key, dx, dy, at(x + dx, y + dy)]).toEqual([key, dx, dy, key]);
      }
      // One unit beyond the corner square on each side: the cheval lines around it.
      for (const [dx, dy] of [
        [18, 0],
        [-19, 0],
        [0, 18],
        [0, -19],
      ] as const) {
        const hit = at(x + dx, y + dy);
        expect([key, dx, dy, hit?.startsWith('cheval-')]).toEqual([key, dx, dy, true]);
      }
    }
  });

  it('the trios with zero at the zero’s line, and each cheval line running up to the corners', () => {
    expect(at(GRID_LEFT, CELL_H - 18)).toBe('transversale-0-2-3');
    expect(at(GRID_LEFT, CELL_H - 19)).toBe('cheval-0-3');
    expect(at(GRID_LEFT, CELL_H + 17)).toBe('transversale-0-2-3');
    expect(at(GRID_LEFT, CELL_H + 18)).toBe('cheval-0-2');
    expect(at(GRID_LEFT, 2 * CELL_H - 19)).toBe('cheval-0-2');
    expect(at(GRID_LEFT, 2 * CELL_H - 18)).toBe('transversale-0-1-2');
    expect(at(GRID_LEFT, 2 * CELL_H + 18)).toBe('cheval-0-1');
    expect(at(GRID_LEFT, GRID_BOTTOM - 19)).toBe('cheval-0-1');
    expect(at(GRID_LEFT, GRID_BOTTOM - 18)).toBe('carre-0-1-2-3');
    // Each line between two strips: from the top edge down to the corner of the carré or sixain.
    for (let k = 1; k < 12; k++) {
      const x = GRID_LEFT + k * CELL_W;
      const top = 3 * k; // the top row of strip k (3, 6 … 33) beside the first of strip k + 1
      expect(at(x, 0)).toBe(`cheval-${top}-${top + 3}`);
      expect(at(x, CELL_H - 19)).toBe(`cheval-${top}-${top + 3}`);
      expect(at(x, CELL_H + 18)).toBe(`cheval-${top - 1}-${top + 2}`);
      expect(at(x, 2 * CELL_H - 19)).toBe(`cheval-${top - 1}-${top + 2}`);
      expect(at(x, 2 * CELL_H + 18)).toBe(`cheval-${top - 2}-${top + 1}`);
      expect(at(x, GRID_BOTTOM - 19)).toBe(`cheval-${top - 2}-${top + 1}`);
      expect(at(x, GRID_BOTTOM - 18)?.startsWith('sixain-')).toBe(true);
    }
    // Each line inside a strip, and the transversale under it: between the corners at both ends.
    for (let k = 0; k < 12; k++) {
      const left = GRID_LEFT + k * CELL_W;
      const right = left + CELL_W;
      const low = 3 * k + 1;
      const ends = k === 11 ? right - 1 : right - 19;
      for (const [y, key] of [
        [CELL_H, `cheval-${low + 1}-${low + 2}`],
        [2 * CELL_H, `cheval-${low}-${low + 1}`],
        [GRID_BOTTOM, `transversale-${low}-${low + 1}-${low + 2}`],
      ] as const) {
        expect([k, y, at(left + 18, y)]).toEqual([k, y, key]);
        expect([k, y, at(ends, y)]).toEqual([k, y, key]);
        expect([k, y, at(left + 17, y)]).not.toEqual([k, y, key]);
      }
    }
    // The line between two douzaine boxes starts under the sixain's corner.
    expect(at(GRID_LEFT + 4 * CELL_W, GRID_BOTTOM + 17)).toBe('sixain-10-11-12-13-14-15');
    expect(at(GRID_LEFT + 4 * CELL_W, GRID_BOTTOM + 18)).toBe('deux-douzaines-1-2');
    expect(at(GRID_LEFT + 8 * CELL_W, GRID_BOTTOM + 18)).toBe('deux-douzaines-2-3');
  });
});

describe('roulette felt: what is painted', () => {
  // The red numbers of a printed single-zero layout; the rest of 1–36 is black, zero green.
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

  it('paints the 37 numbers in their colours, the boxes of the colonnes, douzaines and chances', () => {
    const cells = ROULETTE_FELT.cells;
    expect(cells).toHaveLength(37 + 3 + 3 + 6);
    for (let n = 0; n <= 36; n++) {
      const tone = n === 0 ? 'vert' : RED.includes(n) ? 'rouge' : 'noir';
      expect(cells[n]).toEqual({ rect: numberRect(n), tone, text: String(n) });
    }
    expect(cells.slice(37)).toEqual([
      { rect: columnRect(1), tone: 'felt', message: 'colonneBox' },
      { rect: columnRect(2), tone: 'felt', message: 'colonneBox' },
      { rect: columnRect(3), tone: 'felt', message: 'colonneBox' },
      { rect: dozenRect(1), tone: 'felt', message: 'douzaine1' },
      { rect: dozenRect(2), tone: 'felt', message: 'douzaine2' },
      { rect: dozenRect(3), tone: 'felt', message: 'douzaine3' },
      { rect: chanceRect('manque'), tone: 'felt', message: 'manque' },
      { rect: chanceRect('pair'), tone: 'felt', message: 'pair' },
      { rect: chanceRect('rouge'), tone: 'felt', diamond: 'rouge' },
      { rect: chanceRect('noir'), tone: 'felt', diamond: 'noir' },
      { rect: chanceRect('impair'), tone: 'felt', message: 'impair' },
      { rect: chanceRect('passe'), tone: 'felt', message: 'passe' },
    ]);
  });

  it('the boxes of the chances are touch cells', () => {
    const chances = zones.filter((z) => z.spot.kind === 'chance');
    expect(chances.map((z) => [z.key, z.shape])).toEqual(
      ['manque', 'pair', 'rouge', 'noir', 'impair', 'passe'].map((c) => [c, 'cell']),
    );
  });
});
