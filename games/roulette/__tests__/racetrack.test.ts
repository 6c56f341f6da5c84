import { describe, expect, it } from 'vitest';
import { hitTest, rectCentre } from '../../feltLayout.ts';
import { expandAnnonce } from '../annonces.ts';
import { spotCovers } from '../bets.ts';
import { WHEEL_ORDER } from '../layout.ts';
import {
  DEFAULT_NEIGHBOURS,
  RACETRACK,
  TRACK_CELL,
  finaleRect,
  racetrackAnnonce,
  sectorRect,
  trackRect,
} from '../racetrack.ts';

const covered = (spot: Parameters<typeof racetrackAnnonce>[0], k?: number) =>
  [...new Set(expandAnnonce(racetrackAnnonce(spot, k)).flatMap((c) => spotCovers(c.spot)))].sort(
    (a, b) => a - b,
  );

/** True when two rectangles share a border segment of positive length. */
function adjacent(a: ReturnType<typeof trackRect>, b: ReturnType<typeof trackRect>): boolean {
  const xOverlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const yOverlap = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  const sideBySide = (a.x + a.w === b.x || b.x + b.w === a.x) && yOverlap > 0;
  const stacked = (a.y + a.h === b.y || b.y + b.h === a.y) && xOverlap > 0;
  return sideBySide || stacked;
}

describe('racetrack (Part B §5.4)', () => {
  it('lays the 37 pockets in wheel order: each cell borders the cells of its two wheel neighbours', () => {
    for (let i = 0; i < 37; i++) {
      expect([i, adjacent(trackRect(i), trackRect((i + 1) % 37))]).toEqual([i, true]);
    }
  });

  it('has one target per pocket, per sector and per finale, none overlapping, all inside the track', () => {
    expect(RACETRACK.zones).toHaveLength(37 + 4 + 17);
    for (const [i, a] of RACETRACK.zones.entries()) {
      expect(a.hit.x + a.hit.w).toBeLessThanOrEqual(RACETRACK.width);
      expect(a.hit.y + a.hit.h).toBeLessThanOrEqual(RACETRACK.height);
      for (const b of RACETRACK.zones.slice(i + 1)) {
        const overlap =
          a.hit.x < b.hit.x + b.hit.w &&
          b.hit.x < a.hit.x + a.hit.w &&
          a.hit.y < b.hit.y + b.hit.h &&
          b.hit.y < a.hit.y + a.hit.h;
        expect([a.key, b.key, overlap]).toEqual([a.key, b.key, false]);
      }
    }
    // The track is tiled exactly: every point of it belongs to some target; in the finales band
    // under it, every point but the band's label ("Finales", the first two cells).
    for (let x = 0; x < RACETRACK.width; x += 4) {
      for (let y = 0; y < RACETRACK.height; y += 4) {
        const label = y >= 3 * TRACK_CELL && x < 2 * TRACK_CELL;
        expect([x, y, hitTest(RACETRACK, { x, y }) === null]).toEqual([x, y, label]);
      }
    }
  });

  it('a pocket places its neighbours N±k, 2 by default, k as chosen', () => {
    WHEEL_ORDER.forEach((n, i) => {
      const c = rectCentre(trackRect(i));
      const z = hitTest(RACETRACK, c);
      expect(z?.key).toBe(`race-${n}`);
      expect(racetrackAnnonce(z!.spot)).toEqual({ kind: 'voisins', number: n, k: DEFAULT_NEIGHBOURS });
    });
    expect(covered({ kind: 'neighbours', number: 0 })).toEqual([0, 3, 15, 26, 32]);
    expect(covered({ kind: 'neighbours', number: 10 }, 1)).toEqual([5, 10, 23]);
    expect(covered({ kind: 'neighbours', number: 17 }, 3)).toEqual([2, 6, 17, 21, 25, 27, 34]);
  });

  it('each sector places its annonce, covering the numbers of RULES.md Part B §5.4', () => {
    const at = (s: Parameters<typeof sectorRect>[0]) => hitTest(RACETRACK, rectCentre(sectorRect(s)))!.spot;
    expect(covered(at('voisinsDuZero'))).toEqual(
      [22, 18, 29, 7, 28, 12, 35, 3, 26, 0, 32, 15, 19, 4, 21, 2, 25].sort((a, b) => a - b),
    );
    expect(covered(at('tiers'))).toEqual(
      [27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33].sort((a, b) => a - b),
    );
    expect(covered(at('orphelins'))).toEqual([1, 20, 14, 31, 9, 17, 34, 6].sort((a, b) => a - b));
    expect(covered(at('jeuZero'))).toEqual([12, 35, 3, 26, 0, 32, 15].sort((a, b) => a - b));
  });

  it('places the finales from the band under the track, en plein F0–F9 and à cheval 0/3–6/9', () => {
    const at = (i: number) => hitTest(RACETRACK, rectCentre(finaleRect(i)))!;
    expect(Array.from({ length: 17 }, (_, i) => at(i).key)).toEqual([
      ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => `race-finale-${d}`),
      ...['0-3', '1-4', '2-5', '3-6', '4-7', '5-8', '6-9'].map((p) => `race-finale-${p}`),
    ]);
    expect(racetrackAnnonce(at(7).spot)).toEqual({ kind: 'finalePlein', digit: 7 });
    expect(racetrackAnnonce(at(13).spot)).toEqual({ kind: 'finaleCheval', low: 3 });
    // Written out by hand (Part B §5.4): the numbers ending in 7; in 0 (zero included).
    expect(covered(at(7).spot)).toEqual([7, 17, 27]);
    expect(covered(at(0).spot)).toEqual([0, 10, 20, 30]);
    // Finale à cheval 3/6: the chevaux 3-6, 13-16, 23-26, 33-36.
    expect(expandAnnonce(racetrackAnnonce(at(13).spot)).map((c) => c.spot)).toEqual([
      { kind: 'cheval', numbers: [3, 6] },
      { kind: 'cheval', numbers: [13, 16] },
      { kind: 'cheval', numbers: [23, 26] },
      { kind: 'cheval', numbers: [33, 36] },
    ]);
    // Every finale target is a full track cell: the same touch size as a pocket.
    for (let i = 0; i < 17; i++) expect([finaleRect(i).w, finaleRect(i).h]).toEqual([TRACK_CELL, TRACK_CELL]);
  });
});

// The red numbers of a printed single-zero layout; the rest of 1–36 is black, zero green.
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const colourOf = (n: number) => (n === 0 ? 'vert' : RED.includes(n) ? 'rouge' : 'noir');

describe('racetrack: what is painted and how each target is named', () => {
  it('names each pocket target race-N, each sector race-<sector> and each finale race-finale-…', () => {
    expect(RACETRACK.zones.map((z) => z.key)).toEqual([
      ...[0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20]
        .concat([14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26])
        .map((n) => `race-${n}`),
      'race-tiers',
      'race-orphelins',
      'race-voisinsDuZero',
      'race-jeuZero',
      ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => `race-finale-${d}`),
      ...['0-3', '1-4', '2-5', '3-6', '4-7', '5-8', '6-9'].map((c) => `race-finale-${c}`),
    ]);
    expect(RACETRACK.zones.every((z) => z.shape === 'cell')).toBe(true);
    expect(RACETRACK.zones.slice(37, 41).map((z) => z.spot)).toEqual(
      (['tiers', 'orphelins', 'voisinsDuZero', 'jeuZero'] as const).map((sector) => ({
        kind: 'sector',
        sector,
      })),
    );
    expect(RACETRACK.zones.slice(41).map((z) => z.spot)).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ kind: 'finalePlein', digit })),
      ...[0, 1, 2, 3, 4, 5, 6].map((low) => ({ kind: 'finaleCheval', low })),
    ]);
    expect(RACETRACK.zones[8]?.spot).toEqual({ kind: 'neighbours', number: 17 });
  });

  it('paints each pocket in its colour with its number, the four sectors with their names, then the finales band', () => {
    expect(RACETRACK.cells).toHaveLength(59);
    for (const [i, n] of WHEEL_ORDER.entries()) {
      expect(RACETRACK.cells[i]).toEqual({ rect: trackRect(i), tone: colourOf(n), text: String(n) });
    }
    expect(RACETRACK.cells.slice(37, 41)).toEqual(
      (['tiers', 'orphelins', 'voisinsDuZero', 'jeuZero'] as const).map((sector) => ({
        rect: sectorRect(sector),
        tone: 'felt',
        message: sector,
      })),
    );
    // The band under the track (y = 3 cells of 64): its label over two cells, then F0 … F9 and the
    // seven finales à cheval, one 64-unit cell each.
    expect(RACETRACK.cells[41]).toEqual({
      rect: { x: 0, y: 192, w: 128, h: 64 },
      tone: 'felt',
      message: 'finales',
    });
    const texts = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9'];
    texts.push('0/3', '1/4', '2/5', '3/6', '4/7', '5/8', '6/9');
    expect(RACETRACK.cells.slice(42)).toEqual(
      texts.map((text, i) => ({ rect: { x: 128 + 64 * i, y: 192, w: 64, h: 64 }, tone: 'felt', text })),
    );
  });

  it('refuses a sector it does not have', () => {
    expect(() => sectorRect('finales' as never)).toThrow(new RangeError('no sector finales'));
  });
});
