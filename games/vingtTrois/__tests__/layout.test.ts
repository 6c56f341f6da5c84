import { describe, expect, it } from 'vitest';
import { cents } from '../../money.ts';
import { rectCentre } from '../../feltLayout.ts';
import { checkZones, paintOf, scanFelt } from '../../wheelRound/__tests__/feltChecks.ts';
import { VT_FELT, VT_PLATE, VT_ROWS, vtBetAt, vtNumberTone, vtSpotKey } from '../layout.ts';
import { DEFAULT_VT_OPTIONS, VT_POCKETS, type VtSpot, vingtTroisRules, vtPleinPayout } from '../rules.ts';

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
    expect(VT_FELT.zones.map((z) => z.spot)).toEqual(expect.arrayContaining(legal));
    expect(VT_FELT.zones).toHaveLength(legal.length);
    for (const c of VT_FELT.zones) {
      const key = c.spot.kind === 'plein' ? `plein-${c.spot.number}` : c.spot.chance;
      expect([c.key, vtSpotKey(c.spot)]).toEqual([key, key]);
      expect(paintOf(VT_FELT, c.key)?.[c.spot.kind === 'plein' ? 'text' : 'diamond']).toBe(
        c.spot.kind === 'plein' ? String(c.spot.number) : c.spot.chance,
      );
      if (c.spot.kind === 'plein') expect(paintOf(VT_FELT, c.key)?.tone).toBe(vtNumberTone(c.spot.number));
    }
  });

  it('places its targets apart, large enough to touch, each painted, chips inside', () => {
    checkZones(VT_FELT);
  });

  it('maps every point of the felt to the cell under it, or to nothing in a gutter', () => {
    scanFelt(VT_FELT, vtBetAt);
  });

  it('maps the centre and inner corners of each cell to its own bet, the outside to none', () => {
    for (const c of VT_FELT.zones) {
      const { x, y, w, h } = c.hit;
      for (const p of [rectCentre(c.hit), { x, y }, { x: x + w - 1, y: y + h - 1 }])
        expect(vtBetAt(p)).toBe(c.spot);
      expect(vtBetAt({ x: x - 1, y })).toBeNull();
      expect(vtBetAt({ x, y: y + h })).toBeNull();
    }
  });

  it('draws the 27-pocket plate of 14 numbers: 1–4 once, 5–11 twice, 12–14 three times', () => {
    expect(VT_PLATE).toHaveLength(27);
    for (let n = 1; n <= 14; n++) {
      const count = VT_PLATE.filter((p) => p.text === String(n)).length;
      expect(count, `number ${n}`).toBe(n <= 4 ? 1 : n <= 11 ? 2 : 3);
    }
    expect(VT_PLATE.filter((p) => p.tone === 'rouge')).toHaveLength(12);
    expect(VT_PLATE.filter((p) => p.tone === 'noir')).toHaveLength(12);
    VT_PLATE.forEach((p, i) =>
      expect(p).toEqual({ text: String(VT_POCKETS[i]?.number), tone: VT_POCKETS[i]?.colour }),
    );
  });

  it('rows the pleins by payout, 23, 11 and 7 to 1, as the rules pay them', () => {
    const net = [23, 11, 7];
    VT_ROWS.forEach((row, r) => {
      for (const n of row) {
        expect(vtPleinPayout(n)).toBe(net[r]);
        const stake = cents(100);
        const pocket = VT_POCKETS.findIndex((p) => p.number === n);
        const paid = vingtTroisRules.settle(o, { spot: { kind: 'plein', number: n }, stake }, { pocket });
        expect(paid.returned).toBe(stake * ((net[r] ?? 0) + 1));
      }
    });
    expect(VT_ROWS.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('paints 13 white and rouge and noir lose on each of its pockets (the 13 rule)', () => {
    expect(vtNumberTone(13)).toBe('blanc');
    for (const [pocket, p] of VT_POCKETS.entries()) {
      if (p.number !== 13) continue;
      for (const chance of ['rouge', 'noir'] as const)
        expect(
          vingtTroisRules.settle(o, { spot: { kind: 'chance', chance }, stake: cents(100) }, { pocket })
            .returned,
        ).toBe(0);
    }
    expect(vtNumberTone(1)).toBe('rouge');
    expect(vtNumberTone(2)).toBe('noir');
    expect(vtNumberTone(3)).toBe('rouge');
    expect(vtNumberTone(4)).toBe('noir');
    for (const n of [5, 6, 7, 8, 9, 10, 11, 12, 14]) expect(vtNumberTone(n)).toBe('felt');
  });

  it('paints rouge and noir on the felt, chips centred on a plein and right of a colour’s diamond', () => {
    for (const z of VT_FELT.zones) {
      if (z.spot.kind === 'plein') expect(z.chipAt).toEqual(rectCentre(z.hit));
      else {
        expect(paintOf(VT_FELT, z.key)?.tone).toBe('felt');
        expect(z.chipAt).toEqual({ x: z.hit.x + z.hit.w * 0.8, y: z.hit.y + z.hit.h / 2 });
      }
    }
  });
});
