import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { centreOf } from '../../wheelRound/feltCells.ts';
import { checkCells, scanFelt } from '../../wheelRound/__tests__/feltChecks.ts';
import { VT_FELT, VT_PLATE, VT_ROWS, vtBetAt, vtNumberColour, vtPayoutLabel } from '../layout.ts';
import { DEFAULT_VT_OPTIONS, VT_POCKETS, type VtSpot, vingtTroisRules } from '../rules.ts';

const o = DEFAULT_VT_OPTIONS;
const candidates: VtSpot[] = [
  ...Array.from({ length: 17 }, (_, i): VtSpot => ({ kind: 'plein', number: i - 1 })),
  { kind: 'chance', chance: 'rouge' },
  { kind: 'chance', chance: 'noir' },
];
const legal = candidates.filter(
  (spot) =>
    vingtTroisRules.checkChips(o, o.tableMinimum, [], [{ spot, stake: o.tableMinimum }]) === undefined,
);

describe('the vingt-trois felt (seed 002)', () => {
  it('has one cell for each bet the rules accept, and no other', () => {
    expect(legal).toHaveLength(16);
    expect(VT_FELT.cells.map((c) => c.spot)).toEqual(expect.arrayContaining(legal));
    expect(VT_FELT.cells).toHaveLength(legal.length);
    for (const c of VT_FELT.cells)
      expect(c.key).toBe(c.spot.kind === 'plein' ? `plein-${c.spot.number}` : c.spot.chance);
  });

  it('places its cells apart, clear of the plate, large enough to touch', () => {
    checkCells(VT_FELT);
  });

  it('maps every point of the felt to the cell under it, or to nothing in a gutter', () => {
    scanFelt(VT_FELT, vtBetAt);
  });

  it('maps the centre and inner corners of each cell to its own bet, the outside to none', () => {
    for (const c of VT_FELT.cells) {
      const { x, y, w, h } = c.rect;
      for (const p of [centreOf(c.rect), { x, y }, { x: x + w - 1, y: y + h - 1 }])
        expect(vtBetAt(p)).toBe(c.spot);
      expect(vtBetAt({ x: x - 1, y })).toBeNull();
      expect(vtBetAt({ x, y: y + h })).toBeNull();
    }
  });

  it('draws the 27-pocket plate of 14 numbers: 1–4 once, 5–11 twice, 12–14 three times', () => {
    expect(VT_PLATE).toHaveLength(27);
    for (let n = 1; n <= 14; n++) {
      const count = VT_PLATE.filter((p) => p.label === String(n)).length;
      expect(count, `number ${n}`).toBe(n <= 4 ? 1 : n <= 11 ? 2 : 3);
    }
    expect(VT_PLATE.filter((p) => p.colour === 'rouge')).toHaveLength(12);
    expect(VT_PLATE.filter((p) => p.colour === 'noir')).toHaveLength(12);
    VT_PLATE.forEach((p, i) =>
      expect(p).toEqual({ label: String(VT_POCKETS[i]?.number), colour: VT_POCKETS[i]?.colour }),
    );
  });

  it('rows the pleins by payout, 23, 11 and 7 to 1, as the rules pay them', () => {
    const net = [23, 11, 7];
    VT_ROWS.forEach((row, r) => {
      for (const n of row) {
        expect(vtPayoutLabel(n)).toBe(String(net[r]));
        const stake = cents(100);
        const pocket = VT_POCKETS.findIndex((p) => p.number === n);
        const paid = vingtTroisRules.settle(o, { spot: { kind: 'plein', number: n }, stake }, { pocket });
        expect(paid.returned).toBe(stake * ((net[r] ?? 0) + 1));
      }
    });
    expect(VT_ROWS.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('paints 13 white and rouge and noir lose on each of its pockets (the 13 rule)', () => {
    expect(vtNumberColour(13)).toBe('blanc');
    for (const [pocket, p] of VT_POCKETS.entries()) {
      if (p.number !== 13) continue;
      for (const chance of ['rouge', 'noir'] as const)
        expect(
          vingtTroisRules.settle(o, { spot: { kind: 'chance', chance }, stake: cents(100) }, { pocket })
            .returned,
        ).toBe(0);
    }
    expect(vtNumberColour(1)).toBe('rouge');
    expect(vtNumberColour(2)).toBe('noir');
    expect(vtNumberColour(3)).toBe('rouge');
    expect(vtNumberColour(4)).toBe('noir');
    for (const n of [5, 6, 7, 8, 9, 10, 11, 12, 14]) expect(vtNumberColour(n)).toBe('mixte');
  });
});
